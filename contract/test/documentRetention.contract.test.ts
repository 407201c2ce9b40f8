/**
 * DOCUMENT_RETENTION_DAYS on every backend (issue 40): a withdrawn request's documents are removed
 * once the retention has passed; here it is 0, so at the withdrawal itself. A request still
 * pending keeps its documents.
 */
import type { AttachDocumentsAnswer, LeaveKindPage, LeaveRequestResponse, RequestDocumentPage } from '@leave/contract';
import { ApiClient, newStudent, pdfBytes, useBackend, weekdayAfter } from '@leave/test-kit';

const { as, url } = useBackend({ env: { DOCUMENT_RETENTION_DAYS: '0' } });

const CODE = 'RET101';
let me: ApiClient;

beforeAll(async () => {
  const admin = await as.admin();
  await admin.post('/addCourse', { courseCode: CODE, courseTitle: 'Retention', instructorId: 501, totalLectures: 20 });
  expect((await as.anonymous().post('/addUser', newStudent(4601))).status).toBe(201);
  expect((await admin.post('/addStudentToCourse', { courseCode: CODE, studentId: 4601 })).status).toBe(201);
  me = await new ApiClient(url()).signIn(4601, 'Kestrel-42', 'student');
});

async function requestWithDocument(day: number) {
  const sick = (await me.get<LeaveKindPage>('/leaveKinds')).body.items.find((kind) => kind.name === 'Sick')!;
  const applied = await me.post<LeaveRequestResponse>('/applyLeave', {
    user_id: 4601,
    user_role: 'student',
    reason: 'Fever',
    from_date: weekdayAfter(day),
    course_codes: [CODE],
    kind_id: sick.kind_id,
  });
  const id = applied.body.request_id!;
  const attached = await me.upload<AttachDocumentsAnswer>(`/attachDocuments?request_id=${id}`, [
    { name: 'certificate.pdf', bytes: pdfBytes() },
  ]);
  expect(attached.status).toBe(201);
  return { id, documentId: attached.body.documents[0]!.document_id };
}

it('removes the documents of a request once it is withdrawn, and keeps those of one still pending', async () => {
  const withdrawn = await requestWithDocument(2);
  const pending = await requestWithDocument(3);
  expect((await me.post('/withdrawRequest', { request_id: withdrawn.id })).status).toBe(200);
  const count = async (id: number) =>
    (await me.get<RequestDocumentPage>(`/requestDocuments?request_id=${id}`)).body.total;
  expect(await count(withdrawn.id)).toBe(0);
  expect((await me.download(`/requestDocument?document_id=${withdrawn.documentId}`)).status).toBe(404);
  expect(await count(pending.id)).toBe(1);
  const trail = (await (await as.admin()).get<{ items: Array<{ action: string }> }>('/auditEvents?page_size=100')).body
    .items;
  expect(trail.map((event) => event.action)).toContain('documents removed');
});
