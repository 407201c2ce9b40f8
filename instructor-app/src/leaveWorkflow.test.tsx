import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, formatDayMonthYear, toIsoDate } from '@leave/contract';
import type {
  InstructorDataResponse,
  LeaveStatus,
  LeaveWithHistory,
  ReopenRequestPayload,
  PendingRequestPage,
  RequestDecision,
} from '@leave/contract';
import { lectureMessages } from '@leave/domain';
import { renderRemote, schoolDates, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import InstructorApp from './InstructorApp';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };
const today = toIsoDate(new Date());

const instructorData: InstructorDataResponse = {
  instructorData: { rg_no: 501, name: 'Dr. Meera Iyer', dept: 'Computer Science' },
  courseData: [
    {
      course_code: 'CS101',
      course_title: 'Introduction to Programming',
      semester_type: 'Autumn',
      semester_year: 2026,
      total_students: 8,
      total_lectures: 40,
      leave_limit: 25,
    },
  ],
};

const leave = (
  leave_id: number,
  user_id: number,
  leave_date: string,
  status: LeaveStatus,
  request_id = leave_id,
): LeaveWithHistory => ({
  leave_id,
  leave_date,
  reason: `Reason ${leave_id}`,
  user_id,
  user_role: 'student',
  status,
  course_code: 'CS101',
  student_name: `Student ${user_id}`,
  request_id,
  history: [
    {
      from_status: null,
      to_status: 'pending',
      actor_id: user_id,
      actor_role: 'student',
      actor_name: `Student ${user_id}`,
      comment: null,
      at: '2026-11-02T09:30:00.000Z',
    },
  ],
});

/**
 * A backend that keeps one course's leave in memory and decides it as the real one would: the
 * pending list has one row per request, and the student who withdraws meanwhile is 1002.
 */
function backend(
  leaves = [
    leave(1, 1001, addDays(today, 3), 'pending'),
    leave(2, 1002, addDays(today, 4), 'pending'),
    leave(3, 1003, addDays(today, 5), 'pending'),
    leave(4, 1004, addDays(today, 6), 'accepted'),
    leave(5, 1005, addDays(today, -6), 'accepted'),
  ],
) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const move = (leaveId: number, to: LeaveStatus, comment?: string) => {
    const target = leaves.find((l) => l.leave_id === leaveId)!;
    target.history = [
      ...target.history,
      {
        from_status: target.status,
        to_status: to,
        actor_id: 501,
        actor_role: 'course instructor',
        actor_name: 'Dr. Meera Iyer',
        comment: comment ?? null,
        at: '2026-11-03T10:00:00.000Z',
      },
    ];
    target.status = to;
  };
  const single =
    (to: LeaveStatus) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as { leave_id: number; comment?: string };
      calls.push({ path: new URL(request.url).pathname, body });
      move(body.leave_id, to, body.comment);
      return HttpResponse.json({ message: `Leave ${to}` });
    };
  server.use(
    http.get(`${TEST_API_HOST}/instructorData`, () => HttpResponse.json(instructorData)),
    http.get(`${TEST_API_HOST}/pendingRequests`, () => {
      const requests = new Map<number, LeaveWithHistory[]>();
      for (const l of leaves.filter((one) => one.status === 'pending')) {
        requests.set(l.request_id!, [...(requests.get(l.request_id!) ?? []), l]);
      }
      const items = [...requests].map(([request_id, [first, ...rest]]) => ({
        request_id,
        course_code: 'CS101',
        user_id: first!.user_id,
        student_name: first!.student_name,
        reason: first!.reason,
        from_date: first!.leave_date,
        to_date: (rest.at(-1) ?? first!).leave_date,
        leaves: [first!, ...rest].map(({ leave_id, leave_date }) => ({ leave_id, leave_date, counts: true })),
        lectures: 1 + rest.length,
        percentage_before: 5,
        percentage_after: 5 + 2.5 * (1 + rest.length),
        crosses_limit: false,
        kind: { kind_id: 1, name: 'Personal', counts: true },
        document_needed: false,
        documents: 0,
        document_asked: false,
        resubmits: null,
        applied_at: '2026-11-02T09:30:00.000Z',
      }));
      return HttpResponse.json<PendingRequestPage>({
        course_code: 'CS101',
        items,
        total: items.length,
        page: 1,
        page_size: 50,
      });
    }),
    http.post(`${TEST_API_HOST}/approveLeave`, single('accepted')),
    http.post(`${TEST_API_HOST}/rejectLeave`, single('rejected')),
    http.post(`${TEST_API_HOST}/revokeLeave`, single('rejected')),
    http.post(`${TEST_API_HOST}/decideRequest`, async ({ request }) => {
      const body = (await request.json()) as RequestDecision;
      calls.push({ path: '/decideRequest', body });
      const pending = leaves.filter((l) => l.request_id === body.request_id && l.status === 'pending');
      // 1002's request is refused, as if it had been decided elsewhere meanwhile.
      if (pending.some((l) => l.user_id === 1002)) {
        return HttpResponse.json(
          { message: lectureMessages.nothingToDecide(body.course_code).message },
          { status: 409 },
        );
      }
      for (const l of pending) move(l.leave_id, body.decision, body.comment);
      return HttpResponse.json({
        message: lectureMessages.requestDecided(pending.length, body.decision, body.course_code).message,
        moved: pending.length,
      });
    }),
    http.post(`${TEST_API_HOST}/reopenRequest`, async ({ request }) => {
      const body = (await request.json()) as ReopenRequestPayload;
      calls.push({ path: '/reopenRequest', body });
      const rejected = leaves.filter((l) => l.request_id === body.request_id && l.status === 'rejected');
      for (const l of rejected) move(l.leave_id, 'pending', body.comment);
      return HttpResponse.json({
        message: lectureMessages.requestReopened(rejected.length, body.course_code).message,
        moved: rejected.length,
      });
    }),
    http.get(`${TEST_API_HOST}/decidedLeaves`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const decided = leaves
        .filter((l) => l.status !== 'pending' && (!status || l.status === status))
        .sort((a, b) => b.leave_date.localeCompare(a.leave_date));
      return HttpResponse.json({ items: decided, total: decided.length, page: 1, page_size: 20 });
    }),
  );
  return { calls };
}

const row = (rollNo: number) =>
  screen.getAllByRole('row').find((r) => within(r).queryByRole('cell', { name: String(rollNo) }))!;

async function renderPending() {
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 3 pending requests' });
}

it('names each student and sends the optional comment with Approve', async () => {
  const { calls } = backend();
  await renderPending();
  expect(within(row(1001)).getByRole('cell', { name: 'Student 1001' })).toBeInTheDocument();
  const when = new Intl.DateTimeFormat('en-GB').format(new Date(`${addDays(today, 3)}T00:00:00`));
  await userEvent.type(
    within(row(1001)).getByRole('textbox', { name: `Comment for leave of 1001 on ${when} (optional)` }),
    'Get well',
  );
  await userEvent.click(within(row(1001)).getByRole('button', { name: /^Approve leave of/ }));
  await waitFor(() =>
    expect(calls).toEqual([
      {
        path: '/decideRequest',
        body: { request_id: 1, course_code: 'CS101', decision: 'accepted', comment: 'Get well' },
      },
    ]),
  );
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 2 pending requests' }),
  ).toBeInTheDocument();
});

it('decides a request lecture by lecture where it must: each leave with its own Approve and Reject', async () => {
  const [first, second, third] = [3, 5, 7].map((days) => addDays(today, days)) as [string, string, string];
  const { calls } = backend([
    leave(71, 1007, first, 'pending', 7),
    leave(72, 1007, second, 'pending', 7),
    leave(73, 1007, third, 'pending', 7),
  ]);
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' });
  const span = `from ${formatDayMonthYear(first)} to ${formatDayMonthYear(third)}`;
  expect(within(row(1007)).getByRole('cell', { name: '3 lectures' })).toBeInTheDocument();
  const toggle = within(row(1007)).getByRole('button', {
    name: `Decide leave of Student 1007 ${span} lecture by lecture`,
  });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // By keyboard: the toggle opens the request's lectures.
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lectures = screen.getByRole('list', { name: 'Lectures of the leave of Student 1007' });
  expect(
    within(lectures)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([first, second, third].map((date) => `${formatDayMonthYear(date)}ApproveReject`));

  await userEvent.type(
    within(row(1007)).getByRole('textbox', { name: `Comment for leave of 1007 ${span} (optional)` }),
    'Lab day',
  );
  await userEvent.click(
    within(lectures).getByRole('button', {
      name: `Reject leave of Student 1007 on ${formatDayMonthYear(second)} only`,
    }),
  );
  await waitFor(() => expect(calls).toEqual([{ path: '/rejectLeave', body: { leave_id: 72, comment: 'Lab day' } }]));
  const result = await screen.findByRole('status');
  expect(result).toHaveTextContent(`Leave of Student 1007 on ${formatDayMonthYear(second)} rejected.`);
  expect(result).toHaveFocus();
  // Still one request, now of two lectures, still open; the rest is approved in one action.
  expect(await within(row(1007)).findByRole('cell', { name: '2 lectures' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Lectures of the leave of Student 1007' })).getAllByRole('listitem'),
  ).toHaveLength(2);
  await userEvent.click(within(row(1007)).getByRole('button', { name: `Approve leave of Student 1007 ${span}` }));
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 0 pending requests' }),
  ).toBeInTheDocument();
  expect(calls.at(-1)).toEqual({
    path: '/decideRequest',
    body: { request_id: 7, course_code: 'CS101', decision: 'accepted', comment: 'Lab day' },
  });
  expect(screen.getByRole('status')).toHaveTextContent('approved: 2 leaves of CS101 accepted.');
});

it('approves the selected requests at once and reports the one that could not be', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { calls } = backend();
  await renderPending();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all CS101 requests on this page' }));
  const bar = screen.getByRole('group', { name: 'Decide the 3 selected CS101 requests' });
  await userEvent.type(within(bar).getByLabelText('Comment for the selected (optional)'), 'Approved in bulk');
  await userEvent.click(within(bar).getByRole('button', { name: 'Approve selected (3)' }));
  const report = await screen.findByRole('alert');
  // Each request decided as a whole, one after another, with the one comment.
  expect(calls).toEqual(
    [1, 2, 3].map((request_id) => ({
      path: '/decideRequest',
      body: { request_id, course_code: 'CS101', decision: 'accepted', comment: 'Approved in bulk' },
    })),
  );
  expect(report).toHaveTextContent(
    `2 of 3 requests accepted (Student 1001 on ${formatDayMonthYear(addDays(today, 3))}; Student 1003 on ${formatDayMonthYear(addDays(today, 5))}). Not decided: leave of Student 1002 on ${formatDayMonthYear(addDays(today, 4))}: Nothing in this request is pending in CS101 any more.`,
  );
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' }),
  ).toBeInTheDocument();
  expect(logged).toHaveBeenCalledTimes(1);
  logged.mockRestore();
});

it('shows the History with who decided, and revokes an accepted future leave only with a comment', async () => {
  const { calls } = backend();
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await userEvent.click(await screen.findByRole('button', { name: 'History' }));
  expect(await screen.findByRole('heading', { name: 'History' })).toHaveFocus();
  expect(document.title).toBe('History - Leave Management');
  const list = await screen.findByRole('list', { name: 'Decided leave' });
  expect(within(list).getAllByRole('region')).toHaveLength(2);
  // The leave's date and each change's time in the school's format; the time in its zone
  // (Auckland's, 13 hours ahead of 09:30 UTC), whichever zone this browser is in.
  const future = within(list).getByRole('region', {
    name: `Leave of 1004 on ${schoolDates.date(addDays(today, 6))} in CS101`,
  });
  expect(within(future).getByText(schoolDates.date(addDays(today, 6)))).toHaveAttribute('datetime', addDays(today, 6));
  expect(within(future).getByText('Mon, 2 Nov 2026, 22:30 GMT+13')).toHaveAttribute(
    'datetime',
    '2026-11-02T09:30:00.000Z',
  );
  // Dated before today: it can no longer be revoked.
  expect(
    screen.queryByRole('button', { name: `Revoke leave of 1005 on ${schoolDates.date(addDays(today, -6))} in CS101` }),
  ).not.toBeInTheDocument();

  await userEvent.click(
    screen.getByRole('button', { name: `Revoke leave of 1004 on ${schoolDates.date(addDays(today, 6))} in CS101` }),
  );
  const form = screen.getByRole('form', {
    name: `Revoke leave of 1004 on ${schoolDates.date(addDays(today, 6))} in CS101`,
  });
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm revoke' }));
  expect(within(form).getByText('Comment is required to revoke a leave')).toBeInTheDocument();
  expect(calls).toEqual([]);
  await userEvent.type(within(form).getByLabelText(/^Comment/), 'Lab exam that day');
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm revoke' }));
  await waitFor(() =>
    expect(calls).toEqual([{ path: '/revokeLeave', body: { leave_id: 4, comment: 'Lab exam that day' } }]),
  );
  const revoked = await screen.findByRole('list', {
    name: `History of leave of 1004 on ${schoolDates.date(addDays(today, 6))} in CS101`,
  });
  await waitFor(() => expect(revoked).toHaveTextContent('Revoked by Dr. Meera Iyer (instructor)'));
  expect(revoked).toHaveTextContent('Lab exam that day');
  // Said, in the rejected tone (not green), with the focus on it.
  const said = screen.getByText(`Leave of 1004 on ${addDays(today, 6)} in CS101 revoked: it is rejected now.`);
  expect(said.closest('[data-tone]')).toHaveAttribute('data-tone', 'rejected');
  expect(said.closest('[data-tone]')).toHaveFocus();
});

it('reopens a rejected request from the History: it is pending again, with the comment', async () => {
  const { calls } = backend([
    leave(1, 1001, addDays(today, 3), 'pending'),
    leave(6, 1006, addDays(today, 8), 'rejected'),
  ]);
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' });
  await userEvent.click(await screen.findByRole('button', { name: 'History' }));
  const name = `request of Student 1006 (1006) with leave on ${schoolDates.date(addDays(today, 8))} in CS101`;
  await userEvent.click(await screen.findByRole('button', { name: `Reopen ${name}` }));
  const form = screen.getByRole('form', { name: `Reopen ${name}` });
  await userEvent.type(within(form).getByLabelText(/^Comment/), 'Letter seen');
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm reopen' }));
  await waitFor(() =>
    expect(calls).toEqual([
      { path: '/reopenRequest', body: { request_id: 6, course_code: 'CS101', comment: 'Letter seen' } },
    ]),
  );
  const said = await screen.findByText("Student 1006's request in CS101: 1 leave of CS101 reopened: pending again.");
  expect(said.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
  expect(said.closest('[data-tone]')).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Pending Requests' }));
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 2 pending requests' }),
  ).toBeInTheDocument();
});
