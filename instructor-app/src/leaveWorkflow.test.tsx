import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, toIsoDate } from '@leave/contract';
import type { BulkDecision, CourseLeave, InstructorDataResponse, LeaveStatus, LeaveWithHistory } from '@leave/contract';
import { renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
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

const leave = (leave_id: number, user_id: number, leave_date: string, status: LeaveStatus): LeaveWithHistory => ({
  leave_id,
  leave_date,
  reason: `Reason ${leave_id}`,
  user_id,
  user_role: 'student',
  status,
  course_code: 'CS101',
  student_name: `Student ${user_id}`,
  request_id: leave_id,
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

/** A backend that keeps one course's leave in memory and decides it as the real one would. */
function backend() {
  const leaves = [
    leave(1, 1001, addDays(today, 3), 'pending'),
    leave(2, 1002, addDays(today, 4), 'pending'),
    leave(3, 1003, addDays(today, 5), 'pending'),
    leave(4, 1004, addDays(today, 6), 'accepted'),
    leave(5, 1005, addDays(today, -6), 'accepted'),
  ];
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
    http.get(`${TEST_API_HOST}/getLeaves`, () => {
      const pending: CourseLeave[] = leaves
        .filter((l) => l.status === 'pending')
        .map(({ history: _h, request_id: _r, ...rest }) => rest);
      return HttpResponse.json({ leaveData: pending, total: pending.length, page: 1, page_size: 50 });
    }),
    http.post(`${TEST_API_HOST}/approveLeave`, single('accepted')),
    http.post(`${TEST_API_HOST}/rejectLeave`, single('rejected')),
    http.post(`${TEST_API_HOST}/revokeLeave`, single('rejected')),
    http.post(`${TEST_API_HOST}/decideLeaves`, async ({ request }) => {
      const body = (await request.json()) as BulkDecision;
      calls.push({ path: '/decideLeaves', body });
      // The second one was withdrawn by its student meanwhile.
      const results = body.leave_ids.map((id, index) => {
        if (index === 1) return { leave_id: id, status: 409, message: 'This leave was already withdrawn' };
        move(id, body.decision, body.comment);
        return { leave_id: id, status: 200, message: `Leave ${body.decision}` };
      });
      const done = results.filter((r) => r.status === 200).length;
      return HttpResponse.json({ message: `${done} of ${results.length} leaves ${body.decision}`, results });
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
  await waitFor(() => expect(calls).toEqual([{ path: '/approveLeave', body: { leave_id: 1, comment: 'Get well' } }]));
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 2 pending requests' }),
  ).toBeInTheDocument();
});

it('approves the selected requests at once and reports the one that could not be', async () => {
  const { calls } = backend();
  await renderPending();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all CS101 requests on this page' }));
  const bar = screen.getByRole('group', { name: 'Decide the 3 selected CS101 requests' });
  await userEvent.type(within(bar).getByLabelText('Comment for the selected (optional)'), 'Approved in bulk');
  await userEvent.click(within(bar).getByRole('button', { name: 'Approve selected (3)' }));
  await waitFor(() =>
    expect(calls).toEqual([
      { path: '/decideLeaves', body: { leave_ids: [1, 2, 3], decision: 'accepted', comment: 'Approved in bulk' } },
    ]),
  );
  const report = await screen.findByRole('alert');
  expect(report).toHaveTextContent('2 of 3 leaves accepted. Not decided: leave 2: This leave was already withdrawn.');
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' }),
  ).toBeInTheDocument();
});

it('shows the History with who decided, and revokes an accepted future leave only with a comment', async () => {
  const { calls } = backend();
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await userEvent.click(await screen.findByRole('button', { name: 'History' }));
  expect(await screen.findByRole('heading', { name: 'History' })).toHaveFocus();
  expect(document.title).toBe('History - Leave Management');
  const list = await screen.findByRole('list', { name: 'Decided leave' });
  expect(within(list).getAllByRole('region')).toHaveLength(2);
  // Dated before today: it can no longer be revoked.
  expect(
    screen.queryByRole('button', { name: `Revoke leave of 1005 on ${addDays(today, -6)} in CS101` }),
  ).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: `Revoke leave of 1004 on ${addDays(today, 6)} in CS101` }));
  const form = screen.getByRole('form', { name: `Revoke leave of 1004 on ${addDays(today, 6)} in CS101` });
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm revoke' }));
  expect(within(form).getByText('Comment is required to revoke a leave')).toBeInTheDocument();
  expect(calls).toEqual([]);
  await userEvent.type(within(form).getByLabelText(/^Comment/), 'Lab exam that day');
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm revoke' }));
  await waitFor(() =>
    expect(calls).toEqual([{ path: '/revokeLeave', body: { leave_id: 4, comment: 'Lab exam that day' } }]),
  );
  const revoked = await screen.findByRole('list', {
    name: `History of leave of 1004 on ${addDays(today, 6)} in CS101`,
  });
  await waitFor(() => expect(revoked).toHaveTextContent('Revoked by Dr. Meera Iyer (instructor)'));
  expect(revoked).toHaveTextContent('Lab exam that day');
});
