import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEvent, LeaveWithHistory } from '@leave/contract';
import { coursePages, openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';
import { requestApproved, revoked } from './auditFixture';

/** Who changed this student's decision (issue 59): the trail in words, by person, and from All Leave. */
const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

/** The trail's queries, as search strings. */
function trail(items: AuditEvent[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/auditEvents`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items, total: items.length, page: 1, page_size: 25 });
    }),
  );
  return asked;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('says whose leave an event changed, on which date and in which course, and the details in words', async () => {
  trail([revoked, requestApproved]);
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Audit Trail');
  const table = await screen.findByRole('table', { name: 'Audit events' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first!).getByText("Revoked Aarav Sharma's (1001) leave on Mon, 23 Nov 2026 in CS101"),
  ).toBeInTheDocument();
  expect(within(first!).getByText('status from accepted to rejected')).toBeInTheDocument();
  expect(within(first!).getByText('comment: Exam moved to that day')).toBeInTheDocument();
  expect(within(first!).getByText('Dr. Meera Iyer')).toBeInTheDocument();
  // The request's lectures as dates in words; its student is in the sentence, not repeated.
  expect(within(second!).getByText("Approved Aarav Sharma's (1001) request 12")).toBeInTheDocument();
  expect(
    within(second!).getByText('lectures: Mon, 23 Nov 2026 in CS101, Tue, 24 Nov 2026 in CS101'),
  ).toBeInTheDocument();
  expect(within(second!).queryByText(/roll numbers?:|roll no:/)).not.toBeInTheDocument();
});

it('finds events by a person typed, and offers the actions in named groups', async () => {
  const asked = trail([revoked]);
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Audit Trail');
  await screen.findByRole('table', { name: 'Audit events' });
  const action = screen.getByRole('combobox', { name: 'Action' });
  const leaveGroup = within(action).getByRole('group', { name: 'Leave' });
  expect(within(leaveGroup).getByRole('option', { name: 'Leave revoked' })).toBeInTheDocument();
  expect(within(action).getByRole('group', { name: 'Sign-in' })).toContainElement(
    within(action).getByRole('option', { name: 'Sign-in refused' }),
  );

  await userEvent.type(screen.getByRole('textbox', { name: 'Person' }), 'Aarav');
  await userEvent.selectOptions(action, 'Leave revoked');
  await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(asked.at(-1)?.get('person')).toBe('Aarav'));
  expect(asked.at(-1)?.get('action')).toBe('leave revoked');
  expect(asked.at(-1)?.has('target')).toBe(false);
  // The filtered list's count takes the focus (on a phone the form fills the screen).
  await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
});

it("shows who decided each leave in All Leave, and opens a leave's history and its student's trail", async () => {
  const leave: LeaveWithHistory = {
    leave_id: 27,
    leave_date: '2026-11-23',
    reason: 'Medical',
    user_id: 1001,
    user_role: 'student',
    status: 'rejected',
    course_code: 'CS101',
    student_name: 'Aarav Sharma',
    request_id: 12,
    history: [
      {
        from_status: null,
        to_status: 'pending',
        actor_id: 1001,
        actor_role: 'student',
        actor_name: 'Aarav Sharma',
        comment: null,
        at: '2026-11-20T04:00:00.000Z',
      },
      {
        from_status: 'pending',
        to_status: 'accepted',
        actor_id: 502,
        actor_role: 'course instructor',
        actor_name: 'Dr. Arjun Rao',
        comment: null,
        at: '2026-11-21T04:00:00.000Z',
      },
      {
        from_status: 'accepted',
        to_status: 'rejected',
        actor_id: 501,
        actor_role: 'course instructor',
        actor_name: 'Dr. Meera Iyer',
        comment: 'Exam moved to that day',
        at: '2026-11-22T04:00:00.000Z',
      },
    ],
  };
  server.use(
    coursePages([]),
    http.get(`${TEST_API_HOST}/allLeaves`, () =>
      HttpResponse.json({ items: [leave], total: 1, page: 1, page_size: 25 }),
    ),
  );
  const asked = trail([revoked]);
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('All Leave');
  const table = await screen.findByRole('table', { name: 'Leave' });
  expect(within(table).getByRole('columnheader', { name: 'Decided by' })).toBeInTheDocument();
  // The latest decision: the revoke, not the approval before it.
  const decided = within(table).getAllByRole('cell')[6]!;
  expect(decided).toHaveTextContent('Dr. Meera Iyer');
  expect(decided).not.toHaveTextContent('Dr. Arjun Rao');

  const toggle = within(table).getByRole('button', {
    name: "History of Aarav Sharma's leave on Mon, 23 Nov 2026 in CS101",
  });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const history = within(table).getByRole('list', {
    name: "History of Aarav Sharma's leave on Mon, 23 Nov 2026 in CS101",
  });
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual([
    'Aarav Sharma applied',
    'Dr. Arjun Rao approved (pending → accepted)',
    'Dr. Meera Iyer revoked (accepted → rejected): Exam moved to that day',
  ]);

  await userEvent.click(within(table).getByRole('button', { name: 'Audit trail of Aarav Sharma' }));
  expect(await screen.findByRole('heading', { name: 'Audit Trail' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Person' })).toHaveValue('1001');
  await waitFor(() => expect(asked.at(-1)?.get('person')).toBe('1001'));
});
