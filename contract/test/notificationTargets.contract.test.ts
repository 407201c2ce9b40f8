/**
 * Notifications open what they are about (issue 59), on every backend: each names the request of
 * its leave and a lecture's date, and an instructor's notification of a request is marked read
 * once the request is decided, withdrawn or cancelled, so the bell counts only what still needs
 * them.
 */
import type { Notification, NotificationPage } from '@leave/contract';
import { lectureAfter, requestOneLecture, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const inbox = async (who: 'instructor' | 'student', id: number) => {
  const client = who === 'instructor' ? await as.instructor(id) : await as.student(id);
  return (await client.get<NotificationPage>('/notifications?page_size=100')).body;
};

const requested = (page: NotificationPage, leaveId: number): Notification | undefined =>
  page.items.find((n) => n.kind === 'leave requested' && n.leave_id === leaveId);

it("names the request a notification is about, and reads the instructor's as soon as the request is decided", async () => {
  const { leaveId, requestId } = await requestOneLecture(await as.student(1004), 1004, 33);
  const before = await inbox('instructor', 501);
  expect(requested(before, leaveId)).toMatchObject({ read: false, request_id: requestId, lecture_date: null });

  const decided = await (
    await as.instructor(501)
  ).post('/decideRequest', { request_id: requestId, course_code: 'CS101', decision: 'accepted' });
  expect(decided.status).toBe(200);
  const after = await inbox('instructor', 501);
  expect(requested(after, leaveId)).toMatchObject({ read: true, request_id: requestId });
  expect(after.unread).toBe(before.unread - 1);
  // The student's notification of the decision is about the same request, and waits to be read.
  const told = (await inbox('student', 1004)).items.find((n) => n.kind === 'leave approved' && n.leave_id === leaveId);
  expect(told).toMatchObject({ read: false, request_id: requestId });
});

it('reads it when a single leave is decided, or the student withdraws the request', async () => {
  const single = await requestOneLecture(await as.student(1005), 1005, 34);
  expect((await (await as.instructor(501)).post('/rejectLeave', { leave_id: single.leaveId })).status).toBe(200);
  expect(requested(await inbox('instructor', 501), single.leaveId)?.read).toBe(true);

  const withdrawn = await requestOneLecture(await as.student(1005), 1005, 35);
  const unread = (await inbox('instructor', 501)).unread;
  expect((await (await as.student(1005)).post('/withdrawRequest', { request_id: withdrawn.requestId })).status).toBe(
    200,
  );
  const after = await inbox('instructor', 501);
  expect(requested(after, withdrawn.leaveId)?.read).toBe(true);
  // Read, and the withdrawal itself is new: the count is what it was.
  expect(after.unread).toBe(unread);
});

it("names a cancelled lecture's date", async () => {
  const date = lectureAfter('CS101', 36);
  const reply = await (
    await as.instructor(501)
  ).post('/cancelLecture', { course_code: 'CS101', date, reason: 'Exam duty' });
  expect(reply.status).toBe(200);
  const told = (await inbox('student', 1008)).items.find((n) => n.kind === 'lecture cancelled');
  expect(told).toMatchObject({ lecture_date: date, course_code: 'CS101', request_id: null });
});
