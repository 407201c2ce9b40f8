/**
 * A school that asks for a reason with every rejection (REJECTION_REASON_REQUIRED=true): every
 * way to reject refuses one without a comment, 400 naming the field, and nothing moves; with a
 * comment it goes through; approving still needs none.
 */
import type { ApiErrorBody, DecisionPolicy } from '@leave/contract';
import { requestCard, requestOneLecture, useBackend } from '@leave/test-kit';

const { as } = useBackend({ env: { REJECTION_REASON_REQUIRED: 'true' } });

const requestOn = async (rollNo: number, n: number) => requestOneLecture(await as.student(rollNo), rollNo, n);

const statusesOf = async (rollNo: number, requestId: number) =>
  (await requestCard(await as.student(rollNo), rollNo, requestId)).courses[0]!.statuses;

it('tells the instructor that a rejection needs a reason', async () => {
  expect((await (await as.instructor(501)).get<DecisionPolicy>('/decisionPolicy')).body).toEqual({
    rejection_reason_required: true,
  });
});

it.each([
  ['/rejectLeave', (ids: { requestId: number; leaveId: number }) => ({ leave_id: ids.leaveId })],
  [
    '/rejectLeave (a blank comment)',
    (ids: { requestId: number; leaveId: number }) => ({ leave_id: ids.leaveId, comment: '   ' }),
  ],
  [
    '/decideRequest',
    (ids: { requestId: number; leaveId: number }) => ({
      request_id: ids.requestId,
      course_code: 'CS101',
      decision: 'rejected',
    }),
  ],
  [
    '/decideLeaves',
    (ids: { requestId: number; leaveId: number }) => ({ leave_ids: [ids.leaveId], decision: 'rejected' }),
  ],
])('refuses %s without a reason, naming the field, and the leave stays pending', async (route, body) => {
  const rollNo = 1002;
  const ids = await requestOn(
    rollNo,
    43 + ['/rejectLeave', '/rejectLeave (a blank comment)', '/decideRequest', '/decideLeaves'].indexOf(route),
  );
  const reply = await (await as.instructor(501)).post<ApiErrorBody>(route.split(' ')[0]!, body(ids));
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({
    message: 'comment is required to reject a leave',
    code: 'leaveRule.commentRequired',
    params: { name: 'comment', action: 'reject' },
    field: 'comment',
  });
  expect(await statusesOf(rollNo, ids.requestId)).toEqual({ pending: 1 });
});

it('rejects with a reason, and approves without one', async () => {
  const rejected = await requestOn(1006, 48);
  const approved = await requestOn(1006, 49);
  const instructor = await as.instructor(501);
  const reply = await instructor.post('/decideRequest', {
    request_id: rejected.requestId,
    course_code: 'CS101',
    decision: 'rejected',
    comment: 'Exams that week',
  });
  expect(reply.status).toBe(200);
  expect((await instructor.post('/approveLeave', { leave_id: approved.leaveId })).status).toBe(200);
  expect(await statusesOf(1006, rejected.requestId)).toEqual({ rejected: 1 });
  expect(await statusesOf(1006, approved.requestId)).toEqual({ accepted: 1 });
});
