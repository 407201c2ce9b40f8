import type { LeaveRequestSummary, LeaveRequestResponse, RequestPage } from '@leave/contract';
import type { ApiClient } from './apiClient';
import { lectureAfter } from './dates';

/** A request of one CS101 lecture (the `n`th after today) by the signed-in student `rollNo`: its ids. */
export async function requestOneLecture(student: ApiClient, rollNo: number, n: number) {
  const reply = await student.post<LeaveRequestResponse>('/applyLeave', {
    user_id: rollNo,
    user_role: 'student',
    reason: 'Family visit',
    from_date: lectureAfter('CS101', n),
    course_codes: ['CS101'],
  });
  expect(reply.status).toBe(201);
  return { requestId: reply.body.request_id!, leaveId: reply.body.applied[0]!.leave_id };
}

/** The student's My Requests card of `requestId`. */
export async function requestCard(student: ApiClient, rollNo: number, requestId: number): Promise<LeaveRequestSummary> {
  const page = await student.get<RequestPage>(`/myRequests?user_id=${rollNo}&page_size=100`);
  return page.body.items.find((request) => request.request_id === requestId)!;
}
