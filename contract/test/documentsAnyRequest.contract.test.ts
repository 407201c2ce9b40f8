/**
 * Documents on any request (issue 59), on every backend: the student attaches documents to a
 * request of any kind while it is pending, or decided within the school's window for leave
 * (here LEAVE_PAST_DAYS=0: from today on), whatever the kind's rule, which only says whether one
 * is needed. A request withdrawn whole, or decided with dates before the window, takes none.
 */
import type { LeaveRequestResponse, RequestPage } from '@leave/contract';
import { lectureAfter, pdfBytes, suiteToday, useBackend } from '@leave/test-kit';

const { as } = useBackend({ env: { LEAVE_PAST_DAYS: '0' } });

const letter = () => [{ name: 'letter.pdf', bytes: pdfBytes() }];

/** Student 1001's demo request with this reason. */
const demoRequest = async (reason: string) => {
  const mine = (await (await as.student(1001)).get<RequestPage>('/myRequests?user_id=1001&page_size=100')).body;
  return mine.items.find((request) => request.reason === reason)!;
};

it('takes a document on a Personal request (no rule asks for one) while it is pending, whatever its date', async () => {
  // The demo's pending request of this month, dated before today or not.
  const pending = await demoRequest('Inter-college sports meet');
  expect(pending.kind.name).toBe('Personal');
  expect(pending.document_needed).toBe(false);
  const reply = await (await as.student(1001)).upload(`/attachDocuments?request_id=${pending.request_id}`, letter());
  expect(reply.status).toBe(201);
  expect((await demoRequest('Inter-college sports meet')).documents).toBe(1);
});

it('takes a document on a decided request within the window, and refuses one dated before it', async () => {
  const student = await as.student(1002);
  const applied = await student.post<LeaveRequestResponse>('/applyLeave', {
    user_id: 1002,
    user_role: 'student',
    reason: 'Wedding',
    from_date: lectureAfter('CS101', 20),
    course_codes: ['CS101'],
  });
  const requestId = applied.body.request_id!;
  const instructor = await as.instructor(501);
  await instructor.post('/decideRequest', { request_id: requestId, course_code: 'CS101', decision: 'accepted' });
  expect((await student.upload(`/attachDocuments?request_id=${requestId}`, letter())).status).toBe(201);

  // Last month's accepted leave: decided, and before today, the first date the school takes.
  const old = await demoRequest('Fever');
  expect(old.courses[0]!.statuses).toEqual({ accepted: 1 });
  const refused = await (await as.student(1001)).upload(`/attachDocuments?request_id=${old.request_id}`, letter());
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({
    message: `This request was decided and its dates are before ${suiteToday()}, the earliest date the school takes leave for: documents can no longer be attached to it`,
    code: 'leaveKind.requestPastDocumentWindow',
    params: { first: suiteToday() },
    field: 'request_id',
  });
});

it('still refuses a request withdrawn whole', async () => {
  const student = await as.student(1002);
  const applied = await student.post<LeaveRequestResponse>('/applyLeave', {
    user_id: 1002,
    user_role: 'student',
    reason: 'Changed my mind',
    from_date: lectureAfter('CS101', 21),
    course_codes: ['CS101'],
  });
  const requestId = applied.body.request_id!;
  expect((await student.post('/withdrawRequest', { request_id: requestId })).status).toBe(200);
  const refused = await student.upload(`/attachDocuments?request_id=${requestId}`, letter());
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({
    message: 'This request is withdrawn or cancelled: documents can no longer be attached to it',
    code: 'leaveKind.requestClosedToDocuments',
    params: {},
    field: 'request_id',
  });
});
