import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays } from '@leave/contract';
import type {
  Leave,
  LeavePolicy,
  LeaveRequestPayload,
  LeaveRequestResponse,
  LeaveStatus,
  LeaveWithHistory,
  StudentDataResponse,
} from '@leave/contract';
import { courseStanding, lectureMessages, messages } from '@leave/domain';
import {
  FIRST_DRAW,
  dayOfThisMonthOn,
  meeting,
  renderRemote,
  setupMockServer,
  testTimetable,
  TEST_API_HOST,
  dayOfThisMonth as day,
  dayTile as tile,
  schoolDates,
} from '@leave/web-kit/testing';
import StudentApp from '../StudentApp';

/** CS101 meets Monday, Wednesday and Friday, CS201 Tuesday and Thursday; the 9th is Founders' Day. */
const timetable = testTimetable(
  [
    {
      course_code: 'CS101',
      meetings: [
        meeting('Monday', '09:00', '10:00'),
        meeting('Wednesday', '09:00', '10:00'),
        meeting('Friday', '09:00', '10:00'),
      ],
    },
    { course_code: 'CS201', meetings: [meeting('Tuesday', '11:00', '12:00'), meeting('Thursday', '11:00', '12:00')] },
  ],
  [{ from_date: day(9), to_date: day(9), name: "Founders' Day" }],
);

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

const applied = (): LeaveWithHistory['history'][number] => ({
  from_status: null,
  to_status: 'pending',
  actor_id: 1001,
  actor_role: 'student',
  actor_name: 'Aarav Sharma',
  comment: null,
  at: '2026-11-02T09:30:00.000Z',
});

/** A backend that keeps the student's leave in memory and moves it as the real one would. */
function backend(
  options: {
    policy?: Partial<LeavePolicy>;
    /** As an API before codes answered: the English alone, said as it came. */
    applyAnswer?: Omit<LeaveRequestResponse, 'code' | 'params'>;
    more?: LeaveWithHistory[];
  } = {},
) {
  const leaves: LeaveWithHistory[] = [
    {
      leave_id: 3,
      leave_date: day(17),
      reason: 'Fever',
      user_id: 1001,
      user_role: 'student',
      status: 'pending',
      course_code: 'CS101',
      request_id: 3,
      student_name: 'Aarav Sharma',
      history: [applied()],
    },
    {
      leave_id: 4,
      leave_date: day(18),
      reason: 'Trip',
      user_id: 1001,
      user_role: 'student',
      status: 'accepted',
      course_code: 'CS201',
      request_id: 4,
      student_name: 'Aarav Sharma',
      history: [
        applied(),
        {
          from_status: 'pending',
          to_status: 'accepted',
          actor_id: 501,
          actor_role: 'course instructor',
          actor_name: 'Dr. Meera Iyer',
          comment: 'Enjoy',
          at: '2026-11-03T10:00:00.000Z',
        },
      ],
    },
  ];
  leaves.push(...(options.more ?? []));
  const requests: LeaveRequestPayload[] = [];
  const previews: LeaveRequestPayload[] = [];
  const moves: Array<{ path: string; leave_id: number }> = [];
  const active = (status: LeaveStatus) => ['pending', 'accepted', 'rejected'].includes(status);
  const move =
    (to: LeaveStatus) =>
    async ({ request }: { request: Request }) => {
      const { leave_id } = (await request.json()) as { leave_id: number };
      moves.push({ path: new URL(request.url).pathname, leave_id });
      const leave = leaves.find((l) => l.leave_id === leave_id)!;
      leave.history = [...leave.history, { ...applied(), from_status: leave.status, to_status: to }];
      leave.status = to;
      return HttpResponse.json({ message: `Leave ${to}`, leave });
    };
  server.use(
    http.get(`${TEST_API_HOST}/myTimetable`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json(timetable(params.get('from')!, params.get('to')!));
    }),
    http.get(`${TEST_API_HOST}/studentData`, () =>
      HttpResponse.json({
        studentData: { roll_no: 1001, name: 'Aarav Sharma', branch: 'CS', stream: 'B.Tech', joining_year: 2024 },
        leaveData: leaves
          .filter((l) => active(l.status))
          .map(({ history: _h, request_id: _r, student_name: _n, ...leave }): Leave => leave),
        enrollmentData: [
          { roll_no: 1001, course_code: 'CS101', ...courseStanding(0, 1, 40, 25) },
          { roll_no: 1001, course_code: 'CS201', ...courseStanding(1, 0, 36, 25) },
          { roll_no: 1001, course_code: 'MA201', ...courseStanding(0, 0, 32, 25) },
        ],
        term: null,
      } satisfies StudentDataResponse),
    ),
    http.get(`${TEST_API_HOST}/leavePolicy`, () =>
      HttpResponse.json({
        today: day(1),
        first_date: day(1),
        last_date: addDays(day(1), 180),
        past_days: 14,
        ahead_days: 180,
        max_range_days: 30,
        ...options.policy,
      }),
    ),
    http.get(`${TEST_API_HOST}/myLeaves`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const matching = leaves
        .filter((l) => !params.get('status') || l.status === params.get('status'))
        .filter((l) => !params.get('course_code') || l.course_code === params.get('course_code'))
        .filter((l) => !params.get('from') || l.leave_date >= params.get('from')!)
        .filter((l) => !params.get('to') || l.leave_date <= params.get('to')!)
        .sort((a, b) => b.leave_date.localeCompare(a.leave_date));
      return HttpResponse.json({
        items: matching,
        total: matching.length,
        page: 1,
        page_size: Number(params.get('page_size') ?? 50),
      });
    }),
    http.post(`${TEST_API_HOST}/applyLeave`, async ({ request }) => {
      requests.push((await request.json()) as LeaveRequestPayload);
      return HttpResponse.json(options.applyAnswer, { status: options.applyAnswer?.applied.length ? 201 : 200 });
    }),
    // The preview counts the weekdays asked for in each course: 1 of 20 accepted before, a 10% limit.
    http.post(`${TEST_API_HOST}/previewLeave`, async ({ request }) => {
      const body = (await request.json()) as LeaveRequestPayload;
      previews.push(body);
      const days = body.to_date ? 3 : 1;
      // Institute duty (the demo's kind 3) does not count and always needs a document.
      const counts = body.kind_id !== 3;
      return HttpResponse.json({
        courses: (body.course_codes ?? ['CS101']).map((course_code) => ({
          course_code,
          days,
          leave_limit: 10,
          percentage_before: 5,
          percentage_after: counts ? 5 + days * 5 : 5,
          crosses_limit: counts && 5 + days * 5 > 10,
        })),
        counts,
        document_needed: !counts,
      });
    }),
    http.post(`${TEST_API_HOST}/withdrawLeave`, move('withdrawn')),
    http.post(`${TEST_API_HOST}/cancelLeave`, move('cancelled')),
  );
  return { requests, moves, previews };
}

async function renderDashboard() {
  renderRemote(StudentApp, { session, route: '/student' });
  await screen.findByText(/^You selected date:/, undefined, FIRST_DRAW);
}

it('applies for several days and courses in one request, and lists what was not applied', async () => {
  const { requests } = backend({
    applyAnswer: {
      message: '3 of 4 leaves applied',
      request_id: 7,
      applied: [
        [21, 'CS101'],
        [21, 'CS201'],
        [22, 'CS101'],
      ].map(([n, course], index) => ({
        leave_id: 50 + index,
        leave_date: day(n as number),
        reason: 'Family wedding',
        user_id: 1001,
        user_role: 'student' as const,
        status: 'pending' as const,
        course_code: course as string,
      })),
      refused: [{ leave_date: day(22), course_code: 'CS201', ...messages.leaveExists(day(22), 'CS201') }],
      no_lecture: [],
      skipped_weekends: [],
      document_needed: false,
    },
  });
  await renderDashboard();
  await userEvent.click(tile(21));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  await userEvent.type(within(form).getByLabelText('Reason'), 'Family wedding');
  await userEvent.type(within(form).getByLabelText('Course Code'), 'cs101');
  const also = within(form).getByRole('group', { name: 'Also for' });
  await userEvent.click(within(also).getByLabelText('CS201'));
  await userEvent.type(within(form).getByLabelText('To date (optional, for several days)'), day(22));
  await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toEqual({
    user_id: 1001,
    user_role: 'student',
    reason: 'Family wedding',
    from_date: day(21),
    to_date: day(22),
    include_weekends: false,
    course_codes: ['CS101', 'CS201'],
  });
  const outcomeOf = () => screen.getAllByRole('status').find((s) => s.textContent?.includes('3 of 4 leaves applied.'));
  await waitFor(() => expect(outcomeOf()).toBeDefined());
  const outcome = outcomeOf()!;
  expect(outcome).toHaveTextContent('3 of 4 leaves applied.');
  expect(outcome).toHaveTextContent(
    `${schoolDates.date(day(22))} CS201: You already have leave on ${day(22)} in CS201`,
  );
});

it('lists what needed no leave, with why, beside what was applied and what was refused', async () => {
  const monday = dayOfThisMonthOn('Monday', 10);
  const [tuesday, wednesday] = [monday + 1, monday + 2];
  const leaveOn = (n: number, course: string, id: number) => ({
    leave_id: id,
    leave_date: day(n),
    reason: 'Sick',
    user_id: 1001,
    user_role: 'student' as const,
    status: 'pending' as const,
    course_code: course,
  });
  backend({
    applyAnswer: {
      message: '3 leaves applied',
      request_id: 9,
      applied: [leaveOn(wednesday, 'CS101', 62), leaveOn(monday, 'CS101', 60), leaveOn(tuesday, 'CS201', 61)],
      refused: [],
      no_lecture: [
        { leave_date: day(monday), course_code: 'CS201', ...lectureMessages.doesNotMeet('CS201', 'Monday') },
        { leave_date: day(tuesday), course_code: 'CS101', ...lectureMessages.doesNotMeet('CS101', 'Tuesday') },
        { leave_date: day(wednesday), course_code: 'CS201', ...lectureMessages.doesNotMeet('CS201', 'Wednesday') },
      ],
      skipped_weekends: [],
      document_needed: false,
    },
  });
  await renderDashboard();
  await userEvent.click(tile(monday));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  await userEvent.type(within(form).getByLabelText('Reason'), 'Sick');
  await userEvent.click(within(form).getByLabelText('All my courses'));
  await userEvent.type(within(form).getByLabelText('To date (optional, for several days)'), day(wednesday));
  await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

  const applied = await screen.findByRole('list', { name: 'Applied' });
  // The result takes the focus, so a keyboard user goes on from there.
  await waitFor(() => expect(document.activeElement).toContainElement(applied));
  expect(document.activeElement).toHaveTextContent('3 leaves applied.');
  expect(
    within(applied)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    `CS101: ${schoolDates.date(day(monday))}, ${schoolDates.date(day(wednesday))}`,
    `CS201: ${schoolDates.date(day(tuesday))}`,
  ]);
  expect(
    within(screen.getByRole('list', { name: 'No leave needed' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    `${schoolDates.date(day(monday))}: CS201 does not meet on Mondays`,
    `${schoolDates.date(day(tuesday))}: CS101 does not meet on Tuesdays`,
    `${schoolDates.date(day(wednesday))}: CS201 does not meet on Wednesdays`,
  ]);
  expect(screen.queryByRole('list', { name: 'Not applied' })).not.toBeInTheDocument();
});

it('says a holiday once, by its name, for every course it spared', async () => {
  backend({
    applyAnswer: {
      message: '0 leaves applied',
      request_id: null,
      applied: [],
      refused: [],
      no_lecture: ['CS101', 'CS201'].map((course_code) => ({
        leave_date: day(9),
        course_code,
        ...lectureMessages.holiday(day(9), "Founders' Day"),
      })),
      skipped_weekends: [],
      document_needed: false,
    },
  });
  await renderDashboard();
  await userEvent.click(tile(9));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  await userEvent.type(within(form).getByLabelText('Reason'), 'Sick');
  await userEvent.click(within(form).getByLabelText('All my courses'));
  await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
  const spared = await screen.findByRole('list', { name: 'No leave needed' });
  expect(
    within(spared)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([`${schoolDates.date(day(9))}: holiday (Founders' Day)`]);
  // Nothing was refused: this is news, not an error.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('applies for every course with All my courses, which takes the place of Course Code', async () => {
  const { requests } = backend({
    applyAnswer: {
      message: '3 leaves applied',
      request_id: 8,
      applied: [],
      refused: [],
      no_lecture: [],
      skipped_weekends: [],
      document_needed: false,
    },
  });
  await renderDashboard();
  await userEvent.click(tile(21));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  await userEvent.type(within(form).getByLabelText('Reason'), 'Sick');
  await userEvent.click(within(form).getByLabelText('All my courses'));
  expect(within(form).getByLabelText('Course Code')).toBeDisabled();
  await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toMatchObject({ all_courses: true, from_date: day(21) });
  expect(requests[0]).not.toHaveProperty('course_codes');
});

it('refuses a To date before the day, in words, and sends nothing', async () => {
  const { requests } = backend();
  await renderDashboard();
  await userEvent.click(tile(21));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  await userEvent.type(within(form).getByLabelText('Reason'), 'Sick');
  await userEvent.type(within(form).getByLabelText('Course Code'), 'CS101');
  await userEvent.type(within(form).getByLabelText('To date (optional, for several days)'), day(20));
  await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
  expect(await within(form).findByText('To date must not be before the first date')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

it('explains a date the school will not take before anything is typed', async () => {
  backend({ policy: { first_date: day(5), past_days: 14 } });
  await renderDashboard();
  await userEvent.click(tile(4));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  expect(
    await within(form).findByText(`Leave can be applied for at most 14 days back (from ${day(5)})`),
  ).toBeInTheDocument();
});

it('shows the history in Leave Details and withdraws a pending leave, which frees the day', async () => {
  const { moves } = backend();
  await renderDashboard();
  await userEvent.click(tile(17));
  const details = await screen.findByRole('region', { name: 'Leave Details' });
  const history = await within(details).findByRole('list', { name: `History of leave CS101 on ${day(17)}` });
  expect(history).toHaveTextContent('Applied by Aarav Sharma (student)');
  await userEvent.click(within(details).getByRole('button', { name: `Withdraw leave CS101 on ${day(17)}` }));
  await waitFor(() => expect(moves).toEqual([{ path: '/withdrawLeave', leave_id: 3 }]));
  expect(await screen.findByRole('form', { name: 'Add Leave' })).toBeInTheDocument();
});

it('shows who decided and their comment, and offers another course on a day with leave', async () => {
  backend();
  await renderDashboard();
  await userEvent.click(tile(18));
  const details = screen.getByRole('region', { name: 'Leave Details' });
  const history = await within(details).findByRole('list', { name: `History of leave CS201 on ${day(18)}` });
  expect(history).toHaveTextContent('Approved by Dr. Meera Iyer (instructor)');
  expect(history).toHaveTextContent('Enjoy');
  // Dated after the school's today: it can still be cancelled.
  expect(within(details).getByRole('button', { name: `Cancel leave CS201 on ${day(18)}` })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Apply for another course on this date' }));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  // The course already on leave that day is not offered again.
  expect(within(form).queryByRole('checkbox', { name: 'CS201' })).not.toBeInTheDocument();
});

it('offers a rejected day again, for the course that was rejected, with the reason in sight', async () => {
  const rejected: LeaveWithHistory = {
    leave_id: 9,
    leave_date: day(20),
    reason: 'Hackathon',
    user_id: 1001,
    user_role: 'student',
    status: 'rejected',
    course_code: 'CS201',
    request_id: 9,
    student_name: 'Aarav Sharma',
    history: [
      applied(),
      {
        from_status: 'pending',
        to_status: 'rejected',
        actor_id: 501,
        actor_role: 'course instructor',
        actor_name: 'Dr. Meera Iyer',
        comment: 'No organiser letter; attach it and re-apply',
        at: '2026-11-03T10:00:00.000Z',
      },
    ],
  };
  backend({ more: [rejected] });
  await renderDashboard();
  await userEvent.click(tile(20));
  const details = screen.getByRole('region', { name: 'Leave Details' });
  expect(await within(details).findByText(/Reason for rejection: No organiser letter/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Apply again on this date' }));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  expect(within(form).getByRole('checkbox', { name: 'CS201' })).toBeInTheDocument();
});

it('previews what approval would do to each course while the request takes shape, and warns past the limit', async () => {
  const { previews, requests } = backend();
  await renderDashboard();
  await userEvent.click(tile(21));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  // The preview's live region is there, empty, before anything is typed, so its news is heard.
  const region = within(form).getByRole('status', { name: 'What approval would do' });
  expect(region).toBeEmptyDOMElement();
  await userEvent.type(within(form).getByLabelText('Course Code'), 'CS101');
  const preview = await within(region).findByRole('list', { name: 'If approved' });
  expect(preview).toHaveTextContent('If approved: CS101 goes from 5% to 10% (limit 10%)');
  expect(within(form).queryByText(/over its leave limit/)).not.toBeInTheDocument();

  await userEvent.type(within(form).getByLabelText('To date (optional, for several days)'), day(23));
  await waitFor(() =>
    expect(within(form).getByRole('list', { name: 'If approved' })).toHaveTextContent(
      'If approved: CS101 goes from 5% to 20% (limit 10%) - over the limit',
    ),
  );
  expect(
    within(form).getByText(/this request would take CS101 over its leave limit\. You can still send it\./),
  ).toBeInTheDocument();
  expect(previews.at(-1)).toMatchObject({ from_date: day(21), to_date: day(23), course_codes: ['CS101'] });
  // Only a preview: nothing was applied.
  expect(requests).toHaveLength(0);
});

it('asks for the kind of leave: one that does not count previews no change, says a document is needed, and is sent', async () => {
  const { previews, requests } = backend({
    applyAnswer: {
      message: '1 leave applied',
      request_id: 8,
      applied: [
        {
          leave_id: 80,
          leave_date: day(21),
          reason: 'Inter-college match',
          user_id: 1001,
          user_role: 'student',
          status: 'pending',
          course_code: 'CS101',
        },
      ],
      refused: [],
      no_lecture: [],
      skipped_weekends: [],
      document_needed: true,
    },
  });
  await renderDashboard();
  await userEvent.click(tile(21));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  const kind = await within(form).findByRole('combobox', { name: 'Kind of leave' });
  // Personal by default: the seed's plain leave.
  expect(kind).toHaveDisplayValue('Personal');
  await userEvent.selectOptions(kind, 'Institute duty');
  await userEvent.type(within(form).getByLabelText('Reason'), 'Inter-college match');
  await userEvent.type(within(form).getByLabelText('Course Code'), 'CS101');
  const region = within(form).getByRole('status', { name: 'What approval would do' });
  await waitFor(() =>
    expect(region).toHaveTextContent(
      "If approved: Institute duty leave does not count toward the course's leave limit.",
    ),
  );
  expect(region).toHaveTextContent('Institute duty leave of this length needs a supporting document');
  expect(previews.at(-1)).toMatchObject({ kind_id: 3 });

  await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
  // Not the one-date call: a kind goes with /applyLeave.
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toMatchObject({ from_date: day(21), course_codes: ['CS101'], kind_id: 3 });
  expect(await screen.findByText(/This request needs a supporting document/)).toBeInTheDocument();
});

it('brings the picked day’s panel into view with the focus on its heading, as a phone needs', async () => {
  backend();
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  try {
    await renderDashboard();
    // Nothing moves before a day is picked.
    expect(scrolled).toEqual([]);
    await userEvent.click(tile(17));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Leave Details' })).toHaveFocus());
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(screen.getByRole('heading', { name: 'Leave Details' }));
    await userEvent.click(tile(23));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Add Leave' })).toHaveFocus());
    expect(scrolled).toHaveLength(2);
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});
