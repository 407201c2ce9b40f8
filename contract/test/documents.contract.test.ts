/**
 * Supporting documents on every backend (issue 40): what may be attached (PDF, JPEG, PNG up to
 * 5 MB, the type read from the content), by whom, who may download them and how, an instructor
 * asking for one, and a request whose kind needs one that cannot be approved without it. In a
 * course the suite makes, so nothing here touches the demo's leave.
 */
import type {
  AttachDocumentsAnswer,
  LeaveKindPage,
  LeaveRequestResponse,
  NotificationPage,
  PendingRequestPage,
  RequestDocumentPage,
  RequestPage,
} from '@leave/contract';
import {
  ApiClient,
  jpegBytes,
  newStudent,
  pdfBytes,
  pdfOfSize,
  pngBytes,
  useBackend,
  weekdayAfter,
} from '@leave/test-kit';

const { as, url } = useBackend();

const CODE = 'DOC101';
const FIVE_MB = 5 * 1024 * 1024;
let me: ApiClient;
let other: ApiClient;
let sickId: number;
/** Each refused upload goes to a request of its own day. */
let nextDay = 0;

beforeAll(async () => {
  const admin = await as.admin();
  expect(
    (await admin.post('/addCourse', { courseCode: CODE, courseTitle: 'Docs', instructorId: 501, totalLectures: 20 }))
      .status,
  ).toBe(201);
  for (const roll of [4501, 4502]) {
    expect((await as.anonymous().post('/addUser', newStudent(roll))).status).toBe(201);
    expect((await admin.post('/addStudentToCourse', { courseCode: CODE, studentId: roll })).status).toBe(201);
  }
  me = await new ApiClient(url()).signIn(4501, 'Kestrel-42', 'student');
  other = await new ApiClient(url()).signIn(4502, 'Kestrel-42', 'student');
  sickId = (await me.get<LeaveKindPage>('/leaveKinds')).body.items.find((kind) => kind.name === 'Sick')!.kind_id;
});

/** A Sick request of four weekdays (a document needed) or one (none), for `who`. */
async function sickRequest(who: ApiClient, roll: number, first: number, days: number) {
  const reply = await who.post<LeaveRequestResponse>('/applyLeave', {
    user_id: roll,
    user_role: 'student',
    reason: 'Fever',
    from_date: weekdayAfter(first),
    to_date: weekdayAfter(first + days - 1),
    course_codes: [CODE],
    kind_id: sickId,
  });
  expect(reply.status).toBe(201);
  return reply.body.request_id!;
}

const documentsOf = async (requestId: number) =>
  (await me.get<RequestDocumentPage>(`/requestDocuments?request_id=${requestId}`)).body;

describe('attaching', () => {
  it('stores a PDF, a PNG and a JPEG, named as they were, and counts them on the request', async () => {
    const requestId = await sickRequest(me, 4501, 1, 4);
    const reply = await me.upload<AttachDocumentsAnswer>(`/attachDocuments?request_id=${requestId}`, [
      { name: 'certificate.pdf', bytes: pdfBytes(), type: 'application/pdf' },
      { name: 'scan.png', bytes: pngBytes() },
      { name: 'photo.JPG', bytes: jpegBytes() },
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      message: '3 documents attached',
      code: 'leaveKind.documentsAttached',
      params: { count: 3 },
    });
    expect(reply.body.documents.map((d) => [d.file_name, d.content_type, d.size_bytes])).toEqual([
      ['certificate.pdf', 'application/pdf', pdfBytes().length],
      ['scan.png', 'image/png', pngBytes().length],
      ['photo.JPG', 'image/jpeg', jpegBytes().length],
    ]);
    expect((await documentsOf(requestId)).total).toBe(3);
    const card = (await me.get<RequestPage>('/myRequests?user_id=4501')).body.items.find(
      (r) => r.request_id === requestId,
    );
    expect(card).toMatchObject({ document_needed: true, documents: 3, document_asked: false });
  });

  it('takes a file of exactly 5 MB, and refuses 5 MB and 1 byte with the reason, storing nothing', async () => {
    const requestId = await sickRequest(me, 4501, 6, 1);
    const exact = await me.upload(`/attachDocuments?request_id=${requestId}`, [
      { name: 'big.pdf', bytes: pdfOfSize(FIVE_MB) },
    ]);
    expect(exact.status).toBe(201);
    const tooBig = await me.upload(`/attachDocuments?request_id=${requestId}`, [
      { name: 'bigger.pdf', bytes: pdfOfSize(FIVE_MB + 1) },
    ]);
    expect(tooBig).toMatchObject({
      status: 413,
      body: { message: 'Each file may be at most 5 MB', code: 'leaveKind.fileTooBig', params: {} },
    });
    expect((await documentsOf(requestId)).items.map((d) => d.file_name)).toEqual(['big.pdf']);
  });

  it.each([
    [
      'a PNG renamed .pdf',
      'photo.pdf',
      pngBytes(),
      415,
      'photo.pdf is named as another type but its content is a PNG image: rename it or choose the right file',
      'leaveKind.fileTypeMismatch',
      { name: 'photo.pdf', actual: 'a PNG image' },
    ],
    [
      'a text file',
      'notes.txt',
      new Uint8Array(Buffer.from('just text')),
      415,
      'notes.txt is not a PDF, JPEG or PNG file',
      'leaveKind.fileTypeNotAllowed',
      { name: 'notes.txt' },
    ],
    [
      'text renamed .pdf',
      'fake.pdf',
      new Uint8Array(Buffer.from('<html>not a pdf</html>')),
      415,
      'fake.pdf is not a PDF, JPEG or PNG file',
      'leaveKind.fileTypeNotAllowed',
      { name: 'fake.pdf' },
    ],
    [
      'an empty file',
      'empty.pdf',
      new Uint8Array(),
      400,
      'empty.pdf is empty',
      'leaveKind.fileEmpty',
      { name: 'empty.pdf' },
    ],
  ])(
    'refuses %s with the reason, and stores nothing (not even the good file beside it)',
    async (_what, name, bytes, status, message, code, params) => {
      const requestId = await sickRequest(me, 4501, 30 + nextDay++, 1);
      const reply = await me.upload(`/attachDocuments?request_id=${requestId}`, [
        { name: 'good.pdf', bytes: pdfBytes() },
        { name, bytes },
      ]);
      expect(reply).toMatchObject({ status, body: { message, code, params } });
      expect((await documentsOf(requestId)).total).toBe(0);
    },
  );

  it('reads only the files of a form: takes other fields beside them, and refuses more than 10 (413), storing nothing', async () => {
    const requestId = await sickRequest(me, 4501, 50, 1);
    const fields = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`note${i}`, 'hello']));
    const file = [{ name: 'c.pdf', bytes: pdfBytes() }];
    const tooMany = await me.upload(`/attachDocuments?request_id=${requestId}`, file, fields(11));
    expect(tooMany).toMatchObject({
      status: 413,
      body: {
        message: 'Send the files with at most 10 other form fields',
        code: 'leaveKind.tooManyFormFields',
        params: { max: 10 },
      },
    });
    expect((await documentsOf(requestId)).total).toBe(0);
    expect((await me.upload(`/attachDocuments?request_id=${requestId}`, file, fields(10))).status).toBe(201);
    expect((await documentsOf(requestId)).total).toBe(1);
  });

  it("refuses an upload to another student's request, and one with no file or sent as JSON", async () => {
    const theirs = await sickRequest(other, 4502, 1, 1);
    const reply = await me.upload(`/attachDocuments?request_id=${theirs}`, [{ name: 'c.pdf', bytes: pdfBytes() }]);
    expect(reply).toMatchObject({
      status: 403,
      body: {
        message: 'You can attach documents only to your own requests',
        code: 'leaveKind.onlyOwnRequestDocuments',
        params: {},
      },
    });
    expect((await other.get<RequestDocumentPage>(`/requestDocuments?request_id=${theirs}`)).body.total).toBe(0);
    const mine = await sickRequest(me, 4501, 9, 1);
    expect((await me.upload(`/attachDocuments?request_id=${mine}`, [])).body).toMatchObject({
      message: 'Choose a file to attach: a PDF, JPEG or PNG of at most 5 MB',
      code: 'leaveKind.noFileSent',
      params: {},
    });
    expect((await me.post(`/attachDocuments?request_id=${mine}`, {})).status).toBe(415);
    const instructor = await as.instructor(501);
    expect(
      (await instructor.upload(`/attachDocuments?request_id=${mine}`, [{ name: 'c.pdf', bytes: pdfBytes() }])).status,
    ).toBe(403);
  });
});

describe('which requests take documents', () => {
  const attach = (requestId: number) =>
    me.upload(`/attachDocuments?request_id=${requestId}`, [{ name: 'certificate.pdf', bytes: pdfBytes() }]);

  it('refuses a request withdrawn whole (409), storing nothing', async () => {
    const requestId = await sickRequest(me, 4501, 60, 2);
    expect((await me.post('/withdrawRequest', { request_id: requestId })).status).toBe(200);
    expect(await attach(requestId)).toMatchObject({
      status: 409,
      body: {
        message: 'This request is withdrawn or cancelled: documents can no longer be attached to it',
        code: 'leaveKind.requestClosedToDocuments',
        params: {},
        field: 'request_id',
      },
    });
    expect((await documentsOf(requestId)).total).toBe(0);
  });

  it('takes them for a rejected request (to apply again with the document) and an approved one', async () => {
    const instructor = await as.instructor(501);
    const rejected = await sickRequest(me, 4501, 63, 1);
    const approved = await sickRequest(me, 4501, 64, 1);
    for (const [requestId, decision] of [
      [rejected, 'rejected'],
      [approved, 'accepted'],
    ] as const) {
      const decided = await instructor.post('/decideRequest', {
        request_id: requestId,
        course_code: CODE,
        decision,
        comment: 'Decided in the test',
      });
      expect(decided.status).toBe(200);
      expect((await attach(requestId)).status).toBe(201);
    }
  });
});

describe('reading', () => {
  it('downloads to the student, the instructor of the course and the admin, as an attachment never sniffed; no one else', async () => {
    const requestId = await sickRequest(me, 4501, 11, 1);
    const attached = await me.upload<AttachDocumentsAnswer>(`/attachDocuments?request_id=${requestId}`, [
      { name: 'certificate.pdf', bytes: pdfBytes() },
    ]);
    const id = attached.body.documents[0]!.document_id;
    for (const reader of [me, await as.instructor(501), await as.admin()]) {
      const file = await reader.download(`/requestDocument?document_id=${id}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(file.bytes)).toEqual(Buffer.from(pdfBytes()));
      expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="certificate\.pdf"/);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const [reader, status] of [
      [other, 403],
      [await as.instructor(502), 403],
      [as.anonymous(), 401],
    ] as const) {
      expect((await reader.download(`/requestDocument?document_id=${id}`)).status).toBe(status);
      expect((await reader.get(`/requestDocuments?request_id=${requestId}`)).status).toBe(status);
    }
    expect((await me.download('/requestDocument?document_id=999999')).status).toBe(404);
    const trail = (
      await (await as.admin()).get<{ items: Array<{ action: string; target: string }> }>('/auditEvents?page_size=100')
    ).body.items;
    expect(trail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'documents attached', target: `request ${requestId}` }),
        expect.objectContaining({ action: 'document downloaded', target: `document ${id}` }),
      ]),
    );
  });
});

describe('deciding', () => {
  it('asks for a document (the student is told), refuses approval without one, approves once it comes', async () => {
    const requestId = await sickRequest(me, 4501, 14, 4);
    const instructor = await as.instructor(501);
    const decide = (extra: object = {}) =>
      instructor.post('/decideRequest', { request_id: requestId, course_code: CODE, decision: 'accepted', ...extra });

    expect((await decide()).status).toBe(409);
    const asked = await instructor.post('/askForDocument', {
      request_id: requestId,
      course_code: CODE,
      comment: 'A medical certificate, please',
    });
    expect(asked).toMatchObject({
      status: 200,
      body: { message: `The student is asked for a supporting document (${CODE})` },
    });
    const row = (await instructor.get<PendingRequestPage>(`/pendingRequests?course_code=${CODE}`)).body.items.find(
      (r) => r.request_id === requestId,
    );
    expect(row).toMatchObject({ document_needed: true, documents: 0, document_asked: true });
    const told = (await me.get<NotificationPage>('/notifications')).body.items[0];
    expect(told).toMatchObject({ kind: 'document asked' });
    expect(told?.text).toContain('A medical certificate, please');
    expect(
      (await (await as.instructor(502)).post('/askForDocument', { request_id: requestId, course_code: CODE })).status,
    ).toBe(403);

    await me.upload(`/attachDocuments?request_id=${requestId}`, [{ name: 'certificate.pdf', bytes: pdfBytes() }]);
    const after = (await instructor.get<PendingRequestPage>(`/pendingRequests?course_code=${CODE}`)).body.items.find(
      (r) => r.request_id === requestId,
    );
    expect(after).toMatchObject({ documents: 1, document_asked: false });
    expect((await decide()).status).toBe(200);
  });

  it('approves without the document only when the instructor overrides it with a comment', async () => {
    const requestId = await sickRequest(me, 4501, 20, 4);
    const instructor = await as.instructor(501);
    const decide = (extra: object) =>
      instructor.post('/decideRequest', { request_id: requestId, course_code: CODE, decision: 'accepted', ...extra });
    expect((await decide({ override_document: true })).status).toBe(400);
    expect((await decide({ override_document: true, comment: 'Seen the certificate in person' })).status).toBe(200);
  });

  it('rejects, or approves a request whose kind needs no document, as before', async () => {
    const short = await sickRequest(me, 4501, 26, 1);
    const instructor = await as.instructor(501);
    expect(
      (await instructor.post('/decideRequest', { request_id: short, course_code: CODE, decision: 'accepted' })).status,
    ).toBe(200);
  });
});
