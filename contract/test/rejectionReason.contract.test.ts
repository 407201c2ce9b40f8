/**
 * A rejection's reason, as the school sets it up by default (REJECTION_REASON_REQUIRED unset):
 * the spec's one-click Reject needs no comment, and a reject's comment, when there is one, is
 * on the student's request card (My Requests) beside its status, not only in its history.
 */
import type { DecisionPolicy } from '@leave/contract';
import { requestCard, requestOneLecture, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const requestOn = async (rollNo: number, n: number) => requestOneLecture(await as.student(rollNo), rollNo, n);

const cardOf = async (rollNo: number, requestId: number) => requestCard(await as.student(rollNo), rollNo, requestId);

it('tells the instructor that a rejection needs no reason', async () => {
  const reply = await (await as.instructor(501)).get<DecisionPolicy>('/decisionPolicy');
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ rejection_reason_required: false });
});

it('rejects with one click and no comment (the seed’s Reject), and the card has no reason to show', async () => {
  const { requestId, leaveId } = await requestOn(1003, 40);
  expect((await (await as.instructor(501)).post('/rejectLeave', { leave_id: leaveId })).status).toBe(200);
  const card = await cardOf(1003, requestId);
  expect(card.courses[0]!.statuses).toEqual({ rejected: 1 });
  expect(card.courses[0]).not.toHaveProperty('rejection_reasons');
});

it('puts a rejected request’s reason on its card, beside its status', async () => {
  const { requestId } = await requestOn(1004, 41);
  const reply = await (
    await as.instructor(501)
  ).post('/decideRequest', {
    request_id: requestId,
    course_code: 'CS101',
    decision: 'rejected',
    comment: '  Exams that week  ',
  });
  expect(reply.status).toBe(200);
  const card = await cardOf(1004, requestId);
  expect(card.courses[0]).toMatchObject({ statuses: { rejected: 1 }, rejection_reasons: ['Exams that week'] });
});

it('shows a revoke’s reason too, and no approval’s comment as a rejection’s', async () => {
  const { requestId, leaveId } = await requestOn(1005, 42);
  const instructor = await as.instructor(501);
  expect((await instructor.post('/approveLeave', { leave_id: leaveId, comment: 'Fine' })).status).toBe(200);
  expect((await cardOf(1005, requestId)).courses[0]).not.toHaveProperty('rejection_reasons');
  expect((await instructor.post('/revokeLeave', { leave_id: leaveId, comment: 'Lab exam moved' })).status).toBe(200);
  expect((await cardOf(1005, requestId)).courses[0]!.rejection_reasons).toEqual(['Lab exam moved']);
});
