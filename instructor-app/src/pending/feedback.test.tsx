/**
 * What a decision says and how it can be taken back: Approve and Reject wait a few seconds with
 * Undo beside the row (which stays put), a rejection reads apart from an approval, and a school
 * that asks for a reason gets one before Reject sends anything.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DecisionPolicy, InstructorDataResponse, PendingRequestPage, RequestDecision } from '@leave/contract';
import { lectureMessages } from '@leave/domain';
import { renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import InstructorApp from '../InstructorApp';
import { oneDayRequest } from '../testing/fixtures';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };

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

/** CS101 with two pending one-day requests (1001 on 3 Nov, 1002 on 6 Nov), decided for real. */
function backend({ reasonRequired = false } = {}) {
  const pending = new Map([
    [1, { user_id: 1001, date: '2026-11-03' }],
    [2, { user_id: 1002, date: '2026-11-06' }],
  ]);
  const decisions: RequestDecision[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/instructorData`, () => HttpResponse.json(instructorData)),
    http.get(`${TEST_API_HOST}/decisionPolicy`, () =>
      HttpResponse.json<DecisionPolicy>({ rejection_reason_required: reasonRequired }),
    ),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json<PendingRequestPage>({
        course_code: 'CS101',
        items: [...pending].map(([request_id, { user_id, date }]) =>
          oneDayRequest(
            { request_id, course_code: 'CS101', user_id, student_name: `Student ${user_id}`, reason: 'Family visit' },
            date,
          ),
        ),
        total: pending.size,
        page: 1,
        page_size: 50,
      }),
    ),
    http.post(`${TEST_API_HOST}/decideRequest`, async ({ request }) => {
      const body = (await request.json()) as RequestDecision;
      decisions.push(body);
      pending.delete(body.request_id);
      return HttpResponse.json({
        message: lectureMessages.requestDecided(1, body.decision, body.course_code).message,
        moved: 1,
      });
    }),
  );
  return { decisions };
}

const cs101 = () => screen.getByRole('region', { name: /^CS101/ });
const row = (rollNo: string) =>
  within(cs101())
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('cell', { name: rollNo }))!;

async function renderPending(undoSeconds: number) {
  renderRemote(InstructorApp, { session, route: '/instructor', undoSeconds });
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 2 pending requests' });
}

it('waits with Undo beside the row; Undo sends nothing and the request can be decided again', async () => {
  const api = backend();
  await renderPending(30);
  const approve = within(row('1001')).getByRole('button', { name: 'Approve leave of Student 1001 on 03/11/2026' });
  await userEvent.click(approve);
  // Both buttons wait, disabled; Undo, beside them (not under the pointer), has the focus.
  expect(approve).toBeDisabled();
  expect(within(row('1001')).getByRole('button', { name: /^Reject leave of/ })).toBeDisabled();
  expect(within(row('1002')).getByRole('button', { name: /^Approve leave of/ })).toBeEnabled();
  const undo = within(row('1001')).getByRole('button', { name: 'Undo approving leave of Student 1001 on 03/11/2026' });
  expect(undo).toHaveFocus();
  expect(within(row('1001')).getByRole('status')).toHaveTextContent('Approving leave of Student 1001 on 03/11/2026.');
  // The second click of a double click lands on the disabled button: nothing more waits.
  await userEvent.click(approve);
  expect(within(cs101()).getAllByRole('button', { name: /^Undo/ })).toHaveLength(1);

  await userEvent.click(undo);
  // Said in the row, where Undo was, and the focus back on Approve: nothing above the row moves
  // and nothing takes the page to the top of the list.
  const notice = await within(row('1001')).findByText(/not approved \(undone\)/);
  expect(notice.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
  await waitFor(() => expect(approve).toHaveFocus());
  expect(within(cs101()).getAllByText(/not approved \(undone\)/)).toHaveLength(1);
  expect(notice).toHaveTextContent('Leave of Student 1001 on 03/11/2026 not approved (undone): it is still pending.');
  expect(api.decisions).toEqual([]);
  // Still there, and free to decide.
  expect(within(row('1001')).getByRole('button', { name: /^Approve leave of/ })).toBeEnabled();
  expect(screen.getByRole('heading', { name: /: 2 pending requests$/ })).toBeInTheDocument();
});

it('sends once the seconds have passed, keeping the row in place until then', async () => {
  const api = backend();
  await renderPending(1);
  await userEvent.click(within(row('1002')).getByRole('button', { name: /^Reject leave of/ }));
  expect(
    within(cs101())
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2]!.textContent),
  ).toEqual(['1001', '1002']);
  expect(api.decisions).toEqual([]);
  expect(await screen.findByRole('heading', { name: /: 1 pending requests$/ })).toBeInTheDocument();
  expect(api.decisions).toEqual([{ request_id: 2, course_code: 'CS101', decision: 'rejected' }]);
  // A rejection reads apart from an approval: not green.
  const said = within(cs101()).getByText(/rejected: 1 leave of CS101 rejected/);
  expect(said.closest('[data-tone]')).toHaveAttribute('data-tone', 'rejected');
});

it('approves in green', async () => {
  backend();
  await renderPending(0);
  await userEvent.click(within(row('1001')).getByRole('button', { name: /^Approve leave of/ }));
  const said = await within(cs101()).findByText(/approved: 1 leave of CS101 accepted/);
  expect(said.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
});

it('asks for a reason before rejecting when the school wants one, by keyboard too', async () => {
  const api = backend({ reasonRequired: true });
  await renderPending(0);
  const comment = await within(row('1002')).findByRole('textbox', {
    name: 'Comment for leave of 1002 on 06/11/2026 (a reason, needed to reject)',
  });
  // Not behind the row's Details on a phone (data-detail), where the focus could not show it.
  expect(comment.closest('td')).not.toHaveAttribute('data-detail');
  within(row('1002'))
    .getByRole('button', { name: /^Reject leave of/ })
    .focus();
  await userEvent.keyboard('{Enter}');
  expect(within(row('1002')).getByRole('alert')).toHaveTextContent(
    'Write a reason for the student in the comment to reject: the school asks for one.',
  );
  expect(comment).toHaveFocus();
  expect(comment).toBeInvalid();
  expect(api.decisions).toEqual([]);

  await userEvent.keyboard('Exams that week');
  expect(within(row('1002')).queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(within(row('1002')).getByRole('button', { name: /^Reject leave of/ }));
  await waitFor(() =>
    expect(api.decisions).toEqual([
      { request_id: 2, course_code: 'CS101', decision: 'rejected', comment: 'Exams that week' },
    ]),
  );
  // Approving still needs none.
  await userEvent.click(within(row('1001')).getByRole('button', { name: /^Approve leave of/ }));
  await waitFor(() => expect(api.decisions).toHaveLength(2));
  expect(api.decisions[1]).toEqual({ request_id: 1, course_code: 'CS101', decision: 'accepted' });
});

it('Undo of one lecture is said in its line, and the focus goes back to its button (the page stays put)', async () => {
  const api = backend();
  // Student 1003's request of two lectures, decided one by one.
  const twoDays: PendingRequestPage = {
    course_code: 'CS101',
    items: [
      {
        ...oneDayRequest(
          { request_id: 3, course_code: 'CS101', user_id: 1003, student_name: 'Student 1003', reason: 'Trip' },
          '2026-11-09',
        ),
        to_date: '2026-11-10',
        leaves: [
          { leave_id: 31, leave_date: '2026-11-09', counts: true },
          { leave_id: 32, leave_date: '2026-11-10', counts: true },
        ],
        lectures: 2,
      },
    ],
    total: 1,
    page: 1,
    page_size: 50,
  };
  const approvals: unknown[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/pendingRequests`, () => HttpResponse.json(twoDays)),
    http.post(`${TEST_API_HOST}/approveLeave`, async ({ request }) => {
      approvals.push(await request.json());
      return HttpResponse.json({ message: 'Leave approved' });
    }),
  );
  renderRemote(InstructorApp, { session, route: '/instructor', undoSeconds: 30 });
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' });
  await userEvent.click(
    within(row('1003')).getByRole('button', {
      name: 'Decide leave of Student 1003 from 09/11/2026 to 10/11/2026 lecture by lecture',
    }),
  );
  const lectures = screen.getByRole('list', { name: 'Lectures of the leave of Student 1003' });
  const second = within(lectures).getAllByRole('listitem')[1]!;
  const approve = within(second).getByRole('button', { name: 'Approve leave of Student 1003 on 10/11/2026 only' });
  await userEvent.click(approve);
  const undo = within(second).getByRole('button', { name: 'Undo approving leave of Student 1003 on 10/11/2026 only' });
  expect(undo).toHaveFocus();

  await userEvent.click(undo);
  // Said in the lecture's line, where Undo was; no notice at the top of the course takes the
  // focus (and the page) there; the focus is back on the button that was pressed.
  const notice = await within(second).findByText(
    'Leave of Student 1003 on 10/11/2026 not approved (undone): it is still pending.',
  );
  expect(notice.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
  await waitFor(() => expect(approve).toHaveFocus());
  expect(within(cs101()).getAllByText(/not approved \(undone\)/)).toHaveLength(1);
  expect(approvals).toEqual([]);
  expect(api.decisions).toEqual([]);
  expect(approve).toBeEnabled();
});

it('Undo of the selected is said in the bar, and the focus goes back to its button (the page stays put)', async () => {
  const api = backend();
  await renderPending(30);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all CS101 requests on this page' }));
  const bar = screen.getByRole('group', { name: 'Decide the 2 selected CS101 requests' });
  const reject = within(bar).getByRole('button', { name: 'Reject selected (2)' });
  await userEvent.click(reject);
  const undo = within(bar).getByRole('button', { name: 'Undo rejecting the 2 selected CS101 requests' });
  expect(undo).toHaveFocus();

  await userEvent.click(undo);
  const notice = await within(bar).findByText('2 selected requests not rejected (undone): they are still pending.');
  expect(notice.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
  await waitFor(() => expect(reject).toHaveFocus());
  expect(within(cs101()).getAllByText(/not rejected \(undone\)/)).toHaveLength(1);
  expect(api.decisions).toEqual([]);
  // Still selected, and free to decide.
  expect(reject).toBeEnabled();
  expect(screen.getByRole('heading', { name: /: 2 pending requests$/ })).toBeInTheDocument();
});
