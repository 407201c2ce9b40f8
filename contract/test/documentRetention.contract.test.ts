/**
 * DOCUMENT_RETENTION_DAYS and DOCUMENT_SWEEP_SECONDS on every backend (issue 40): the documents of
 * a request withdrawn or cancelled whole are removed by the backend's own sweep once the
 * retention has passed, with no further call that writes; here the retention is 0 and the sweep
 * runs every second. Each removal is in the audit trail, by the server. A request still pending,
 * or withdrawn in one course only, keeps its documents.
 */
import type {
  AttachDocumentsAnswer,
  AuditPage,
  LeaveKindPage,
  LeaveRequestResponse,
  RequestDocumentPage,
} from '@leave/contract';
import { ApiClient, newStudent, pdfBytes, useBackend, weekdayAfter } from '@leave/test-kit';

// Its settings change nothing of the data: the run's seeded template is copied (PGlite, PostgreSQL).
const { as, url } = useBackend({
  env: { DOCUMENT_RETENTION_DAYS: '0', DOCUMENT_SWEEP_SECONDS: '1' },
  usualData: true,
});

const CODE = 'RET101';
const OTHER = 'RET102';
let me: ApiClient;

beforeAll(async () => {
  const admin = await as.admin();
  for (const code of [CODE, OTHER]) {
    await admin.post('/addCourse', {
      courseCode: code,
      courseTitle: 'Retention',
      instructorId: 501,
      totalLectures: 20,
    });
  }
  expect((await as.anonymous().post('/addUser', newStudent(4601))).status).toBe(201);
  for (const code of [CODE, OTHER]) {
    expect((await admin.post('/addStudentToCourse', { courseCode: code, studentId: 4601 })).status).toBe(201);
  }
  me = await new ApiClient(url()).signIn(4601, 'Kestrel-42', 'student');
});

async function requestWithDocument(day: number, courses = [CODE]) {
  const sick = (await me.get<LeaveKindPage>('/leaveKinds')).body.items.find((kind) => kind.name === 'Sick')!;
  const applied = await me.post<LeaveRequestResponse>('/applyLeave', {
    user_id: 4601,
    user_role: 'student',
    reason: 'Fever',
    from_date: weekdayAfter(day),
    course_codes: courses,
    kind_id: sick.kind_id,
  });
  expect(applied.status).toBe(201);
  const id = applied.body.request_id!;
  const attached = await me.upload<AttachDocumentsAnswer>(`/attachDocuments?request_id=${id}`, [
    { name: 'certificate.pdf', bytes: pdfBytes() },
  ]);
  expect(attached.status).toBe(201);
  return { id, documentId: attached.body.documents[0]!.document_id, leaves: applied.body.applied };
}

const documentsOf = async (id: number) =>
  (await me.get<RequestDocumentPage>(`/requestDocuments?request_id=${id}`)).body.total;

/** Reads (never writes) until the request has no documents left; how long that took, in ms. */
async function goneWithin(id: number, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await documentsOf(id)) === 0) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the documents of request ${id} were still there after ${ms} ms`);
}

const removals = async () =>
  (await (await as.admin()).get<AuditPage>('/auditEvents?action=documents%20removed&page_size=100')).body.items;

it('removes the documents of a request withdrawn whole at the next sweep, and keeps those of one still pending', async () => {
  const withdrawn = await requestWithDocument(2);
  const pending = await requestWithDocument(3);
  expect((await me.post('/withdrawRequest', { request_id: withdrawn.id })).status).toBe(200);
  await goneWithin(withdrawn.id, 15_000);
  expect((await me.download(`/requestDocument?document_id=${withdrawn.documentId}`)).status).toBe(404);
  expect(await documentsOf(pending.id)).toBe(1);
  // The sweep's, not the student's: nobody signed in, from no client.
  expect((await removals()).filter((event) => event.target === `request ${withdrawn.id}`)).toEqual([
    expect.objectContaining({
      actor_role: null,
      actor_id: null,
      action: 'documents removed',
      after: { documents: 1, retention_days: 0 },
      client_ip: '',
    }),
  ]);
});

it('removes those of a request whose accepted leave was cancelled, once it is cancelled whole', async () => {
  const cancelled = await requestWithDocument(4, [CODE, OTHER]);
  const instructor = await as.instructor(501);
  for (const leave of cancelled.leaves) {
    expect((await instructor.post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(200);
  }
  expect((await me.post('/cancelLeave', { leave_id: cancelled.leaves[0]!.leave_id })).status).toBe(200);
  // Three sweeps at least: one course's leave still accepted keeps the request's documents.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await documentsOf(cancelled.id)).toBe(1);
  expect((await me.post('/cancelLeave', { leave_id: cancelled.leaves[1]!.leave_id })).status).toBe(200);
  await goneWithin(cancelled.id, 15_000);
  expect((await removals()).map((event) => event.target)).toContain(`request ${cancelled.id}`);
});

it('keeps those of a request withdrawn in one course only', async () => {
  const half = await requestWithDocument(5, [CODE, OTHER]);
  expect((await me.post('/withdrawRequest', { request_id: half.id, course_code: OTHER })).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await documentsOf(half.id)).toBe(1);
  expect((await removals()).map((event) => event.target)).not.toContain(`request ${half.id}`);
});
