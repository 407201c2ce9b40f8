import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays } from '@leave/contract';
import type {
  Leave,
  LeaveRequestSummary,
  LeaveRequestResponse,
  LeaveStatus,
  LeaveWithHistory,
  Notification,
  RequestCourse,
  ResubmitRequestPayload,
  StudentDataResponse,
  WithdrawRequestPayload,
} from '@leave/contract';
import { courseStanding, dayAndMonth, messages } from '@leave/domain';
import {
  FIRST_DRAW,
  openView,
  renderRemote,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
  dayOfThisMonth as day,
  dayTile as tile,
  schoolDates,
} from '@leave/web-kit/testing';
import { chooseLanguage } from '@leave/ui';
import StudentApp from '../StudentApp';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };
/** A request's card is named by its reason and dates in the school's format ("Sick, Tue, 1 Dec – Thu, 3 Dec 2026"). */
const SICK = `Sick, ${schoolDates.range(day(1), day(3))}`;
const TRIP = `Trip, ${schoolDates.date(day(5))}`;
const EXAM = `Exam, ${schoolDates.date(day(8))}`;
const NO_LECTURE = `No lecture on this date any more (${dayAndMonth(day(2))} is a holiday: Founders' Day): it does not count`;
/** The reason it gives, by its code and params, as the API sends it beside the English. */
const NO_LECTURE_WHY = { code: 'lecture.holiday', params: { date: day(2), name: "Founders' Day" } };

const leave = (
  leave_id: number,
  request_id: number,
  n: number,
  course_code: string,
  status: LeaveStatus,
  reason: string,
): LeaveWithHistory => ({
  leave_id,
  request_id,
  leave_date: day(n),
  reason,
  user_id: 1001,
  user_role: 'student',
  status,
  course_code,
  student_name: 'Aarav Sharma',
  history: [
    {
      from_status: null,
      to_status: 'pending',
      actor_id: 1001,
      actor_role: 'student',
      actor_name: 'Aarav Sharma',
      comment: null,
      at: '2026-11-02T09:30:00.000Z',
    },
  ],
});

/**
 * A backend that keeps the student's leave in memory and answers as the real one: one card per
 * request, newest first, each course's leaves by status; withdraws move a request's pending leave.
 */
function backend(
  options: {
    requests?: number;
    withdraw?: () => Response | undefined;
    sickNeedsDocument?: boolean;
    /** The earliest date the school takes leave for (the first of the month unless said). */
    firstDate?: string;
    /** The instructors' comments on each course's rejected leave, as the API gives them. */
    rejectionReasons?: string[];
  } = {},
) {
  const leaves: LeaveWithHistory[] = [
    // Sick, 1 to 3: CS101 on the 1st and 3rd (accepted; the 2nd became a holiday), CS201 on the 2nd.
    leave(11, 7, 1, 'CS101', 'accepted', 'Sick'),
    leave(12, 7, 2, 'CS101', 'accepted', 'Sick'),
    leave(13, 7, 3, 'CS101', 'accepted', 'Sick'),
    leave(14, 7, 2, 'CS201', 'pending', 'Sick'),
    // Trip on the 5th in CS101 and MA201, both pending: the newer request.
    leave(15, 8, 5, 'CS101', 'pending', 'Trip'),
    leave(16, 8, 5, 'MA201', 'pending', 'Trip'),
    // An older request, withdrawn long ago.
    leave(10, 6, 8, 'CS201', 'withdrawn', 'Exam'),
  ];
  // More old requests, for paging.
  for (let n = 0; n < (options.requests ?? 0); n += 1)
    leaves.push(leave(100 + n, n + 100, 9, 'MA201', 'rejected', `Old ${n}`));
  const notCounted = new Set([12]);
  const withdrawals: WithdrawRequestPayload[] = [];
  /** Each resubmitted request, by the request that resubmits it. */
  const resubmitted = new Map<number, number>();
  const queries: URLSearchParams[] = [];
  let loads = 0;

  const summaryOf = (requestId: number): LeaveRequestSummary => {
    const own = leaves.filter((l) => l.request_id === requestId);
    const codes = [...new Set(own.map((l) => l.course_code))].sort();
    const dates = own.map((l) => l.leave_date).sort();
    return {
      request_id: requestId,
      user_id: 1001,
      student_name: 'Aarav Sharma',
      reason: own[0]!.reason,
      from_date: dates[0]!,
      to_date: dates.at(-1)!,
      applied_at: '2026-11-02T09:30:00.000Z',
      kind: { kind_id: 1, name: 'Personal', counts: true },
      document_needed: false,
      documents: 0,
      document_asked: false,
      resubmits: [...resubmitted].find(([, by]) => by === requestId)?.[0] ?? null,
      resubmitted_as: resubmitted.get(requestId) ?? null,
      // The withdrawn Exam request needed one too.
      ...(options.sickNeedsDocument && ['Sick', 'Exam'].includes(own[0]!.reason)
        ? { kind: { kind_id: 2, name: 'Sick', counts: true }, document_needed: true }
        : {}),
      courses: codes.map((course_code): RequestCourse => {
        const ofCourse = own.filter((l) => l.course_code === course_code);
        const statuses: RequestCourse['statuses'] = {};
        for (const l of ofCourse) statuses[l.status] = (statuses[l.status] ?? 0) + 1;
        return {
          course_code,
          lectures: ofCourse.filter((l) => !notCounted.has(l.leave_id)).length,
          statuses,
          leave_ids: ofCourse.map((l) => l.leave_id),
          not_counted: ofCourse
            .filter((l) => notCounted.has(l.leave_id))
            .map((l) => ({
              leave_id: l.leave_id,
              leave_date: l.leave_date,
              status: l.status,
              message: NO_LECTURE,
              why: NO_LECTURE_WHY,
            })),
          ...(statuses.rejected && options.rejectionReasons ? { rejection_reasons: options.rejectionReasons } : {}),
        };
      }),
    };
  };

  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () => {
      loads += 1;
      return HttpResponse.json({
        studentData: { roll_no: 1001, name: 'Aarav Sharma', branch: 'CS', stream: 'B.Tech', joining_year: 2024 },
        leaveData: leaves
          .filter((l) => ['pending', 'accepted', 'rejected'].includes(l.status))
          .map(({ history: _h, request_id: _r, student_name: _n, ...rest }): Leave => rest),
        enrollmentData: ['CS101', 'CS201', 'MA201'].map((course_code) => ({
          roll_no: 1001,
          course_code,
          ...courseStanding(
            0,
            leaves.filter((l) => l.course_code === course_code && l.status === 'pending').length,
            40,
            25,
          ),
        })),
        term: null,
      } satisfies StudentDataResponse);
    }),
    http.get(`${TEST_API_HOST}/myTimetable`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({
        from: params.get('from'),
        to: params.get('to'),
        lectures: [],
        holidays: [],
        cancelled: [],
        untimetabled: [],
      });
    }),
    http.get(`${TEST_API_HOST}/leavePolicy`, () =>
      HttpResponse.json({
        today: day(1),
        first_date: options.firstDate ?? day(1),
        last_date: addDays(day(1), 180),
        past_days: 14,
        ahead_days: 180,
        max_range_days: 30,
      }),
    ),
    http.get(`${TEST_API_HOST}/myRequests`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const status = params.get('status');
      const size = Number(params.get('page_size') ?? 50);
      const ids = [...new Set(leaves.map((l) => l.request_id))]
        .filter((id) => !status || leaves.some((l) => l.request_id === id && l.status === status))
        .sort((a, b) => b - a);
      // The page that holds page_of_request, when it is in the list.
      const sought = ids.indexOf(Number(params.get('page_of_request')));
      const page = sought >= 0 ? Math.floor(sought / size) + 1 : Number(params.get('page') ?? 1);
      return HttpResponse.json({
        items: ids.slice((page - 1) * size, page * size).map(summaryOf),
        total: ids.length,
        page,
        page_size: size,
      });
    }),
    http.post(`${TEST_API_HOST}/withdrawRequest`, async ({ request }) => {
      const body = (await request.json()) as WithdrawRequestPayload;
      withdrawals.push(body);
      const refusal = options.withdraw?.();
      if (refusal) return refusal;
      const moving = leaves.filter(
        (l) =>
          l.request_id === body.request_id &&
          l.status === 'pending' &&
          (!body.course_code || l.course_code === body.course_code),
      );
      for (const l of moving) l.status = 'withdrawn';
      return HttpResponse.json({ ...messages.requestWithdrawn(moving.length), moved: moving.length });
    }),
    http.post(`${TEST_API_HOST}/resubmitRequest`, async ({ request }) => {
      const body = (await request.json()) as ResubmitRequestPayload;
      const fresh = Math.max(...leaves.map((l) => l.request_id)) + 1;
      const again = leaves
        .filter((l) => l.request_id === body.request_id && l.status === 'rejected')
        .map((l, index) => ({
          ...l,
          leave_id: fresh * 10 + index,
          request_id: fresh,
          status: 'pending' as const,
          reason: body.reason,
        }));
      leaves.push(...again);
      resubmitted.set(body.request_id, fresh);
      return HttpResponse.json(
        {
          ...messages.leaveRequestApplied(again.length, again.length),
          request_id: fresh,
          applied: again.map(({ history: _h, request_id: _r, student_name: _n, ...rest }) => rest),
          refused: [],
          no_lecture: [],
          skipped_weekends: [],
          document_needed: false,
        } satisfies LeaveRequestResponse,
        { status: 201 },
      );
    }),
    http.get(`${TEST_API_HOST}/myLeaves`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const matching = leaves
        .filter((l) => !params.get('course_code') || l.course_code === params.get('course_code'))
        .filter((l) => !params.get('from') || l.leave_date >= params.get('from')!)
        .filter((l) => !params.get('to') || l.leave_date <= params.get('to')!)
        .map((l) =>
          notCounted.has(l.leave_id) ? { ...l, no_lecture: NO_LECTURE, no_lecture_why: NO_LECTURE_WHY } : l,
        );
      return HttpResponse.json({ items: matching, total: matching.length, page: 1, page_size: 100 });
    }),
    http.post(`${TEST_API_HOST}/cancelLeave`, async ({ request }) => {
      const { leave_id } = (await request.json()) as { leave_id: number };
      const found = leaves.find((l) => l.leave_id === leave_id)!;
      found.status = 'cancelled';
      return HttpResponse.json({ message: 'Leave cancelled' });
    }),
  );
  return { withdrawals, queries, loads: () => loads };
}

async function openMyRequests(undoSeconds = 0) {
  renderRemote(StudentApp, { session, route: '/student', undoSeconds });
  // Straight from the menu: the view shows once the student's data and its code have arrived.
  await userEvent.click(screen.getByRole('button', { name: 'My Requests' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'My Requests' })).toHaveFocus(), FIRST_DRAW);
  return screen.findByRole('list', { name: 'Leave requests' });
}

const card = (name: string) => screen.getByRole('region', { name });

it('shows one card per request, newest first, each course’s lectures by status', async () => {
  backend();
  const list = await openMyRequests();
  expect(screen.getByRole('heading', { name: 'My Requests' })).toHaveFocus();
  expect(document.title).toBe('My Requests - Leave Management');
  expect(screen.getByText('3 requests')).toBeInTheDocument();
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([TRIP, SICK, EXAM]);
  const sick = card(SICK);
  expect(sick).toHaveTextContent('CS101 3 lectures accepted (1 no longer counts), CS201 1 pending');
  expect(card(TRIP)).toHaveTextContent('CS101 1 lecture pending, MA201 1 pending');
  // Nothing pending in the old one: nothing to withdraw.
  expect(within(card(EXAM)).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  // When it was applied (09:30 UTC), in the school's time zone (Auckland's, a day ahead of Los
  // Angeles), whichever zone this browser is in: a tap away, under Lectures and history.
  await userEvent.click(within(sick).getByText('Lectures and history'));
  const applied = within(within(sick).getByText('Applied').nextElementSibling as HTMLElement).getByText(
    'Mon, 2 Nov 2026, 22:30 GMT+13',
  );
  expect(applied).toHaveAttribute('datetime', '2026-11-02T09:30:00.000Z');
});

it('marks the leave that no longer counts, with why', async () => {
  backend();
  await openMyRequests();
  const marked = within(card(SICK)).getByRole('list', {
    name: `No longer counted in ${SICK}`,
  });
  expect(marked).toHaveTextContent(`CS101 ${schoolDates.date(day(2))}: ${NO_LECTURE}`);
});

it('withdraws one course of a request; the result takes the focus and the card, calendar and standing refresh', async () => {
  const tracker = backend();
  await openMyRequests();
  const trip = TRIP;
  const loadsBefore = tracker.loads();
  await userEvent.click(within(card(trip)).getByRole('button', { name: `Withdraw MA201 from ${trip}` }));
  await waitFor(() => expect(tracker.withdrawals).toEqual([{ request_id: 8, course_code: 'MA201' }]));
  const result = await screen.findByText(`${trip} (MA201): 1 leave withdrawn`);
  await waitFor(() => expect(result.closest('[tabindex="-1"]')).toHaveFocus());
  await waitFor(() => expect(card(trip)).toHaveTextContent('CS101 1 lecture pending, MA201 1 withdrawn'));
  // One course left with pending leave: Withdraw alone takes it.
  expect(within(card(trip)).queryByRole('button', { name: `Withdraw CS101 from ${trip}` })).toBeNull();
  await waitFor(() => expect(tracker.loads()).toBeGreaterThan(loadsBefore));
});

it('withdraws a whole request, and the day is free again on the calendar', async () => {
  const tracker = backend();
  await openMyRequests();
  const sick = SICK;
  await userEvent.click(within(card(sick)).getByRole('button', { name: `Withdraw request ${sick}` }));
  await waitFor(() => expect(tracker.withdrawals).toEqual([{ request_id: 7 }]));
  expect(await screen.findByText(`${sick}: 1 leave withdrawn`)).toBeInTheDocument();
  await waitFor(() =>
    expect(card(sick)).toHaveTextContent('CS101 3 lectures accepted (1 no longer counts), CS201 1 withdrawn'),
  );
  await openView('Apply Leave');
  // CS101's accepted leave still colours the 2nd; the 5th's request was not touched.
  expect(tile(5)).toHaveClass('leave-pending');
  await userEvent.click(tile(2));
  expect(screen.getAllByRole('region', { name: 'Leave Details' })).toHaveLength(1);
});

it('says why a withdraw was refused, and moves the focus there', async () => {
  backend({
    withdraw: () => HttpResponse.json({ message: 'Nothing in this request is pending any more' }, { status: 409 }),
  });
  await openMyRequests();
  const trip = TRIP;
  await userEvent.click(within(card(trip)).getByRole('button', { name: `Withdraw request ${trip}` }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`${trip}: Nothing in this request is pending any more`);
  await waitFor(() => expect(alert).toHaveFocus());
});

it('shows each lecture of a request with its history a tap away, and cancels an accepted one', async () => {
  backend();
  await openMyRequests();
  const sick = card(SICK);
  expect(within(sick).queryByRole('region', { name: `Leave CS101 on ${day(3)}` })).toBeNull();
  await userEvent.click(within(sick).getByText('Lectures and history'));
  const cs101 = await within(sick).findByRole('list', { name: 'Lectures of CS101' });
  expect(
    within(cs101)
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label')),
  ).toEqual([day(1), day(2), day(3)].map((d) => `Leave CS101 on ${d}`));
  // Only this request's leave: the Exam request's CS201 leave on the 8th is not among CS201's.
  const cs201 = await within(sick).findByRole('list', { name: 'Lectures of CS201' });
  expect(within(cs201).getAllByRole('region')).toHaveLength(1);
  expect(within(cs101).getByRole('region', { name: `Leave CS101 on ${day(2)}` })).toHaveTextContent(NO_LECTURE);
  const third = within(cs101).getByRole('region', { name: `Leave CS101 on ${day(3)}` });
  await userEvent.click(within(third).getByText('History'));
  expect(within(third).getByRole('list', { name: `History of leave CS101 on ${day(3)}` })).toHaveTextContent(
    'Applied by Aarav Sharma (student)',
  );
  await userEvent.click(within(third).getByRole('button', { name: `Cancel leave CS101 on ${day(3)}` }));
  await waitFor(() =>
    expect(card(SICK)).toHaveTextContent(
      'CS101 2 lectures accepted, 1 cancelled (1 no longer counts), CS201 1 pending',
    ),
  );
});

it('filters by status and pages through the requests', async () => {
  const { queries } = backend({ requests: 25 });
  await openMyRequests();
  expect(screen.getByText('28 requests')).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Pages of my requests' });
  expect(pager).toHaveTextContent('Page 1 of 2');
  await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
  expect(await screen.findByText(`Old 0, ${schoolDates.date(day(9))}`)).toBeInTheDocument();
  expect(screen.queryByText(`Old 7, ${schoolDates.date(day(9))}`)).toBeNull();

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
  await waitFor(() => expect(screen.getByText('2 requests')).toBeInTheDocument());
  expect(queries.at(-1)?.get('status')).toBe('pending');
  expect(queries.at(-1)?.get('page')).toBe('1');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'cancelled');
  expect(await screen.findByText('No request matches.')).toBeInTheDocument();
});

// The upload itself is e2e's (leaveKinds.spec.ts): jsdom's File is not the Blob that Node's
// FormData, which the tests' fetch uses, takes.
it('says when a request needs a document, and offers to attach one on its card', async () => {
  backend({ sickNeedsDocument: true });
  await openMyRequests();
  const sick = card(SICK);
  // The card stays short: its kind and when it was applied are behind Lectures and history.
  expect(sick).not.toHaveTextContent('KindSick');
  await userEvent.click(within(sick).getByText('Lectures and history'));
  expect(sick).toHaveTextContent('KindSick');
  expect(sick).toHaveTextContent('This request needs a supporting document (such as a certificate).');
  const form = within(sick).getByRole('form', { name: `Attach documents to ${SICK}` });
  expect(within(form).getByLabelText(/^Supporting documents/)).toHaveAttribute('type', 'file');
  // Needed: on show, with no button to bring it.
  expect(within(sick).queryByRole('button', { name: /^Attach file/ })).toBeNull();
  await userEvent.click(within(form).getByRole('button', { name: 'Attach' }));
  // Nothing chosen: it says so, and nothing is sent.
  expect(
    await within(form).findByText('Choose a file to attach: a PDF, JPEG or PNG of at most 5 MB'),
  ).toBeInTheDocument();
  // A Personal request needs none, but takes one all the same (below).
  expect(card(TRIP)).not.toHaveTextContent('This request needs a supporting document');
  // A request withdrawn whole takes none any more, and offers none.
  expect(within(card(EXAM)).queryByRole('form', { name: /^Attach documents/ })).toBeNull();
});

it('waits a few seconds with Undo before withdrawing; Undo sends nothing and says so', async () => {
  const tracker = backend();
  await openMyRequests(30);
  const trip = TRIP;
  const withdraw = within(card(trip)).getByRole('button', { name: `Withdraw request ${trip}` });
  await userEvent.click(withdraw);
  // The card stays where it is, its buttons waiting; Undo has the focus, away from the pointer.
  expect(withdraw).toBeDisabled();
  const undo = within(card(trip)).getByRole('button', { name: `Undo withdrawing ${trip}` });
  expect(undo).toHaveFocus();
  expect(within(card(trip)).getByRole('status')).toHaveTextContent(`Withdrawing ${trip}.`);
  // A second click (of a double click) lands on the disabled button: nothing more waits.
  await userEvent.click(withdraw);
  expect(within(card(trip)).getAllByRole('button', { name: /^Undo/ })).toHaveLength(1);
  await userEvent.click(undo);
  // Said on the card, where Undo was, and the focus back on Withdraw: nothing above the card
  // moves and nothing takes the page to the top of the list.
  const said = await within(card(trip)).findByText(`${trip}: not withdrawn (undone).`);
  expect(said.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
  await waitFor(() => expect(withdraw).toHaveFocus());
  expect(screen.getAllByText(/not withdrawn \(undone\)/)).toHaveLength(1);
  expect(tracker.withdrawals).toEqual([]);
  expect(card(trip)).toHaveTextContent('CS101 1 lecture pending, MA201 1 pending');
  expect(within(card(trip)).getByRole('button', { name: `Withdraw request ${trip}` })).toBeEnabled();
});

it('withdraws once the seconds have passed, and says so in green', async () => {
  const tracker = backend();
  await openMyRequests(1);
  const trip = TRIP;
  await userEvent.click(within(card(trip)).getByRole('button', { name: `Withdraw request ${trip}` }));
  expect(tracker.withdrawals).toEqual([]);
  const said = await screen.findByText(`${trip}: 2 leaves withdrawn`);
  expect(said.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
  expect(tracker.withdrawals).toEqual([{ request_id: 8 }]);
});

it('shows why a request was rejected on its card, beside its statuses', async () => {
  backend({ requests: 1, rejectionReasons: ['Clashes with the lab exam'] });
  await openMyRequests();
  const old = card(`Old 0, ${schoolDates.date(day(9))}`);
  expect(old).toHaveTextContent('MA201 1 lecture rejectedRejected in MA201: Clashes with the lab exam');
  // Without a reason, nothing more is said.
  expect(card(TRIP)).not.toHaveTextContent('Rejected in');
});

it('resubmits a rejected request with a new reason, once; both cards show the chain', async () => {
  backend({ requests: 1, rejectionReasons: ['No organiser letter; attach it and re-apply'] });
  await openMyRequests();
  const oldTitle = `Old 0, ${schoolDates.date(day(9))}`;
  // Only a request with rejected leave offers it.
  expect(within(card(TRIP)).queryByRole('button', { name: /^Resubmit/ })).toBeNull();
  await userEvent.click(within(card(oldTitle)).getByRole('button', { name: `Resubmit ${oldTitle}` }));
  const form = within(card(oldTitle)).getByRole('form', { name: `Resubmit ${oldTitle}` });
  const reason = within(form).getByLabelText('New reason');
  expect(reason).toHaveFocus();
  expect(within(form).getByLabelText(/^Supporting documents, if you have one/)).toHaveAttribute('type', 'file');
  await userEvent.click(within(form).getByRole('button', { name: 'Resubmit request' }));
  expect(within(form).getByText('New reason is required')).toBeInTheDocument();
  await userEvent.type(reason, 'With the organiser letter');
  await userEvent.click(within(form).getByRole('button', { name: 'Resubmit request' }));
  const said = await screen.findByText(`${oldTitle}: resubmitted as request 101. 1 leave applied.`);
  expect(said.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
  const fresh = await screen.findByRole('region', { name: `With the organiser letter, ${schoolDates.date(day(9))}` });
  expect(fresh).toHaveTextContent('Request 101. Resubmitted from request 100.');
  expect(card(oldTitle)).toHaveTextContent('Request 100. Resubmitted as request 101.');
  // Once only: the old card offers it no more.
  expect(within(card(oldTitle)).queryByRole('button', { name: /^Resubmit/ })).toBeNull();
});

it('offers a file input on every request that takes documents, whatever its kind: pending, or decided within the window', async () => {
  backend({ requests: 1 });
  await openMyRequests();
  // Personal leave, pending: no rule asks for a document, and one can be given all the same.
  // Once the school's leave window has come in (GET /leavePolicy).
  // Not asked for: a tap away ("Attach file", beside Withdraw), so the card stays short.
  const offer = await within(card(TRIP)).findByRole('button', { name: `Attach file to ${TRIP}` });
  expect(within(card(TRIP)).queryByRole('form', { name: `Attach documents to ${TRIP}` })).toBeNull();
  await userEvent.click(offer);
  expect(offer).toHaveAttribute('aria-expanded', 'true');
  const trip = within(card(TRIP)).getByRole('form', { name: `Attach documents to ${TRIP}` });
  expect(within(trip).getByLabelText(/^Supporting documents/)).toHaveFocus();
  // Rejected on the 9th: decided, within the school's window (from the 1st).
  const oldTitle = `Old 0, ${schoolDates.date(day(9))}`;
  await userEvent.click(within(card(oldTitle)).getByRole('button', { name: `Attach file to ${oldTitle}` }));
  expect(within(card(oldTitle)).getByRole('form', { name: `Attach documents to ${oldTitle}` })).toBeInTheDocument();
  // Withdrawn whole: none.
  expect(within(card(EXAM)).queryByRole('button', { name: /^Attach file/ })).toBeNull();
});

it('offers none on a decided request dated before the window, and still one on a pending request', async () => {
  // The school takes leave from the 10th: the request rejected on the 9th is past it.
  backend({ requests: 1, firstDate: day(10) });
  await openMyRequests();
  const oldTitle = `Old 0, ${schoolDates.date(day(9))}`;
  expect(await within(card(TRIP)).findByRole('button', { name: `Attach file to ${TRIP}` })).toBeInTheDocument();
  expect(within(card(oldTitle)).queryByRole('button', { name: /^Attach file/ })).toBeNull();
});

it('opens the request a notification is about from the bell’s list, marked read, with the focus on its card', async () => {
  backend();
  const { marked } = await openFromTheBell();
  await waitFor(() => expect(card(SICK).closest('li')).toHaveFocus());
  expect(marked).toEqual([{ notification_ids: [5] }]);
  expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
});

it('opens the request a notification is about on whichever page holds it, and pages on from there', async () => {
  // 25 newer requests: the Sick request is on the second page of 20.
  const api = backend({ requests: 25 });
  await openFromTheBell();
  await waitFor(() => expect(card(SICK).closest('li')).toHaveFocus());
  expect(api.queries.some((params) => params.get('page_of_request') === '7')).toBe(true);
  const pages = screen.getByRole('navigation', { name: 'Pages of my requests' });
  expect(pages).toHaveTextContent('Page 2 of 2');
  expect(screen.queryByText(/is not among your requests/)).toBeNull();
  await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('region', { name: /^Old 24, / })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Pages of my requests' })).toHaveTextContent('Page 1 of 2');
  expect(api.queries.at(-1)?.get('page')).toBe('1');
  expect(api.queries.at(-1)?.has('page_of_request')).toBe(false);
});

/** Opens, from the bell's list, the notification of the Sick request's approval (request 7). */
async function openFromTheBell() {
  const marked: unknown[] = [];
  let read = false;
  const approved: Notification = {
    notification_id: 5,
    kind: 'leave approved',
    text: 'Your leave in CS101 was approved by Dr. Rao.',
    at: '2026-11-20T09:30:00.000Z',
    read: false,
    course_code: 'CS101',
    leave_id: 11,
    request_id: 7,
    lecture_date: null,
  };
  server.use(
    http.get(`${TEST_API_HOST}/notifications`, () =>
      HttpResponse.json({ items: [{ ...approved, read }], unread: read ? 0 : 1, total: 1, page: 1, page_size: 20 }),
    ),
    http.post(`${TEST_API_HOST}/readNotifications`, async ({ request }) => {
      marked.push(await request.json());
      read = true;
      return HttpResponse.json({ message: '1 notification marked read', unread: 0 });
    }),
    http.get(`${TEST_API_HOST}/calendarFeed`, () => HttpResponse.json({ active: false, created_at: null })),
    http.get(`${TEST_API_HOST}/notificationSettings`, () =>
      HttpResponse.json({ email: null, email_notifications: true }),
    ),
  );
  renderRemote(StudentApp, { session, route: '/student' });
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  await userEvent.click(
    await screen.findByRole('button', { name: 'Open the request: Your leave in CS101 was approved by Dr. Rao.' }),
  );
  return { marked };
}

describe('in Hindi', () => {
  resetLanguageAfterEach();

  it('says My Requests in Hindi: no English word left but reasons, course codes and a holiday’s name', async () => {
    backend({ requests: 25 });
    chooseLanguage('hi');
    renderRemote(StudentApp, { session, route: '/student' });
    await userEvent.click(await screen.findByRole('button', { name: 'मेरे अनुरोध' }, FIRST_DRAW));
    const view = await screen.findByRole('region', { name: 'मेरे अनुरोध' }, FIRST_DRAW);
    const list = await within(view).findByRole('list', { name: 'अवकाश अनुरोध' });
    expect(within(view).getByText('28 अनुरोध')).toBeInTheDocument();
    expect(
      within(view)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सभी स्थितियाँ', 'लंबित', 'स्वीकृत', 'अस्वीकृत', 'वापस लिया गया', 'रद्द']);
    expect(within(view).getByRole('combobox', { name: 'स्थिति' })).toHaveValue('');

    const old = within(list).getAllByRole('region', { name: /^Old \d+, / })[0]!;
    expect(within(old).getByRole('heading', { level: 3 })).toHaveTextContent(/^Old \d+, [^A-Za-z]+$/);
    expect(old).toHaveTextContent('MA201 1 व्याख्यान अस्वीकृत');
    expect(within(old).getByRole('button', { name: /^Old \d+, .+ फिर से जमा करें$/ })).toHaveTextContent('फिर से जमा करें');
    const pager = within(view).getByRole('navigation', { name: 'मेरे अनुरोधों के पृष्ठ' });
    expect(pager).toHaveTextContent('कुल 2 में से पृष्ठ 1');
    await userEvent.click(within(pager).getByRole('button', { name: 'अगला' }));

    // Each card is named by its reason (the student's words) and its dates, in Hindi.
    const trip = await within(view).findByRole('region', { name: /^Trip, / });
    expect(within(trip).getByRole('heading', { level: 3 })).toHaveTextContent(/^Trip, [^A-Za-z]+$/);
    expect(trip).toHaveTextContent('CS101 1 व्याख्यान लंबित, MA201 1 लंबित');
    expect(within(trip).getByRole('button', { name: /^अनुरोध Trip, .+ वापस लें$/ })).toHaveTextContent('वापस लें');
    expect(within(trip).getByRole('button', { name: /^Trip, .+ से MA201 वापस लें$/ })).toHaveTextContent('MA201 वापस लें');
    const sick = within(view).getByRole('region', { name: /^Sick, / });
    expect(sick).toHaveTextContent('CS101 3 व्याख्यान स्वीकृत (1 अब नहीं गिना जाता), CS201 1 लंबित');
    expect(within(view).getByRole('button', { name: 'पिछला' })).toBeEnabled();

    // Why leave no longer counts, said by its code: the holiday's name is data.
    expect(within(sick).getByRole('list', { name: /^Sick, .+ में अब नहीं गिने जाते$/ })).toHaveTextContent(
      `इस तिथि को अब व्याख्यान नहीं है (${day(2)} को छुट्टी है: Founders' Day): यह नहीं गिना जाता`,
    );

    // What is left once the data is taken out: the reasons, the course codes, a holiday's name.
    const words = [...view.querySelectorAll('*')]
      .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE))
      .map((node) => node.textContent)
      .join(' ');
    const left = words
      .replaceAll("Founders' Day", '')
      .replace(/\b(Sick|Trip|Exam|Old \d+)\b/g, '')
      .replace(/\b[A-Z]{2}\d{3}\b/g, '');
    expect(left).not.toMatch(/[A-Za-z]/);
    const labels = [...view.querySelectorAll('[aria-label]')]
      .map((element) => element.getAttribute('aria-label')!)
      .join(' ')
      .replace(/\b(Sick|Trip|Exam|Old \d+)\b/g, '')
      .replace(/\b[A-Z]{2}\d{3}\b/g, '');
    expect(labels).not.toMatch(/[A-Za-z]/);
  });

  it('says a card’s lectures once opened, the Resubmit form and the Undo bar’s own words in Hindi', async () => {
    backend({ requests: 1, rejectionReasons: ['No organiser letter; attach it and re-apply'] });
    chooseLanguage('hi');
    renderRemote(StudentApp, { session, route: '/student', undoSeconds: 30 });
    await userEvent.click(await screen.findByRole('button', { name: 'मेरे अनुरोध' }, FIRST_DRAW));
    const view = await screen.findByRole('region', { name: 'मेरे अनुरोध' }, FIRST_DRAW);
    const sick = await within(view).findByRole('region', { name: /^Sick, / });
    await userEvent.click(within(sick).getByText('व्याख्यान और इतिहास'));
    const cs101 = await within(sick).findByRole('list', { name: 'CS101 के व्याख्यान' });
    const third = within(cs101).getByRole('region', { name: `${day(3)} को CS101 का अवकाश` });
    expect(within(third).getByText('अवकाश की तिथि')).toBeInTheDocument();
    expect(within(third).getByText('पाठ्यक्रम')).toBeInTheDocument();
    expect(within(third).getByText('स्थिति')).toBeInTheDocument();
    expect(within(third).getByText('इतिहास')).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: `अवकाश ${day(3)} को CS101 रद्द करें` })).toHaveTextContent(
      'अवकाश रद्द करें',
    );

    const old = within(view).getByRole('region', { name: /^Old 0, / });
    await userEvent.click(within(old).getByRole('button', { name: /^Old 0, .+ फिर से जमा करें$/ }));
    const form = within(old).getByRole('form', { name: /^Old 0, .+ फिर से जमा करें$/ });
    expect(within(form).getByLabelText('नया कारण')).toHaveFocus();
    expect(within(form).getByLabelText(/^सहायक दस्तावेज़, यदि आपके पास हो/)).toHaveAttribute('type', 'file');
    await userEvent.click(within(form).getByRole('button', { name: 'अनुरोध फिर से जमा करें' }));
    expect(within(form).getByText('नया कारण आवश्यक है')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'इसे जैसा है वैसा रहने दें' })).toBeInTheDocument();

    const trip = within(view).getByRole('region', { name: /^Trip, / });
    await userEvent.click(within(trip).getByRole('button', { name: /^अनुरोध Trip, .+ वापस लें$/ }));
    expect(within(trip).getByRole('status')).toHaveTextContent(/सेकंड में भेजा जाएगा/);
    expect(within(trip).getByRole('button', { name: /^Trip, .+ वापस लेना पूर्ववत करें$/ })).toHaveTextContent('पूर्ववत करें');
  });

  it("says a withdraw's outcome and refusal, a resubmit's outcome and why a lecture no longer counts in Hindi, by their codes", async () => {
    let refuse = true;
    backend({
      requests: 1,
      withdraw: () => (refuse ? HttpResponse.json({ ...messages.nothingToWithdraw }, { status: 409 }) : undefined),
    });
    chooseLanguage('hi');
    renderRemote(StudentApp, { session, route: '/student', undoSeconds: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'मेरे अनुरोध' }, FIRST_DRAW));
    const view = await screen.findByRole('region', { name: 'मेरे अनुरोध' }, FIRST_DRAW);
    const trip = await within(view).findByRole('region', { name: /^Trip, / });
    await userEvent.click(within(trip).getByRole('button', { name: /^अनुरोध Trip, .+ वापस लें$/ }));
    expect(await within(view).findByRole('alert')).toHaveTextContent(
      /^Trip, [^A-Za-z]+: इस अनुरोध में अब कुछ भी लंबित नहीं है/,
    );
    refuse = false;
    await userEvent.click(within(trip).getByRole('button', { name: /^Trip, .+ से MA201 वापस लें$/ }));
    expect(await within(view).findByText(/^Trip, [^A-Za-z]+ \(MA201\): 1 अवकाश वापस लिया गया$/)).toBeInTheDocument();

    const sick = within(view).getByRole('region', { name: /^Sick, / });
    await userEvent.click(within(sick).getByText('व्याख्यान और इतिहास'));
    const cs101 = await within(sick).findByRole('list', { name: 'CS101 के व्याख्यान' });
    const second = within(cs101).getByRole('region', { name: `${day(2)} को CS101 का अवकाश` });
    expect(second).toHaveTextContent(
      `इस तिथि को अब व्याख्यान नहीं है (${day(2)} को छुट्टी है: Founders' Day): यह नहीं गिना जाता`,
    );

    const old = within(view).getByRole('region', { name: /^Old 0, / });
    await userEvent.click(within(old).getByRole('button', { name: /^Old 0, .+ फिर से जमा करें$/ }));
    const form = within(old).getByRole('form', { name: /^Old 0, .+ फिर से जमा करें$/ });
    await userEvent.type(within(form).getByLabelText('नया कारण'), 'Letter');
    await userEvent.click(within(form).getByRole('button', { name: 'अनुरोध फिर से जमा करें' }));
    expect(await within(view).findByText(/1 में से 1 अवकाश का आवेदन हुआ/)).toBeInTheDocument();
  });
});
