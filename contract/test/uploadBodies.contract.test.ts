/**
 * Upload bodies that are not well-formed multipart/form-data, on every backend: each is refused
 * with 400 in the product's own words (never a parser's, never a 500), and nothing is stored.
 */
import type { LeaveRequestResponse, RequestDocumentPage } from '@leave/contract';
import { ApiClient, newStudent, pdfBytes, useBackend, weekdayAfter } from '@leave/test-kit';

const { as, url } = useBackend();

const CODE = 'UPB101';
const ROLL = 4601;
let me: ApiClient;
let requestId: number;

beforeAll(async () => {
  const admin = await as.admin();
  expect(
    (await admin.post('/addCourse', { courseCode: CODE, courseTitle: 'Uploads', instructorId: 501, totalLectures: 20 }))
      .status,
  ).toBe(201);
  expect((await as.anonymous().post('/addUser', newStudent(ROLL))).status).toBe(201);
  expect((await admin.post('/addStudentToCourse', { courseCode: CODE, studentId: ROLL })).status).toBe(201);
  me = await new ApiClient(url()).signIn(ROLL, 'Kestrel-42', 'student');
  const applied = await me.post<LeaveRequestResponse>('/applyLeave', {
    user_id: ROLL,
    user_role: 'student',
    reason: 'Fever',
    from_date: weekdayAfter(3),
    to_date: weekdayAfter(3),
    course_codes: [CODE],
  });
  expect(applied.status).toBe(201);
  requestId = applied.body.request_id!;
});

const BOUNDARY = 'b0undary';
const partHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
  'Content-Type: application/pdf\r\n\r\n';
const pdf = Buffer.from(pdfBytes()).toString('latin1');

const send = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  me.call('POST', `/attachDocuments?request_id=${requestId}`, body, { 'Content-Type': contentType });

const CUT_SHORT = 'The upload ended before its last part: send the files again';
const MALFORMED = 'The upload is not well-formed multipart/form-data: send the files again from the form';
const NO_BOUNDARY = 'The upload says multipart/form-data but names no boundary: send the files from a form';

it.each([
  ['a body cut short inside a file', () => send(partHead('cut.pdf') + pdf.slice(0, 40)), CUT_SHORT],
  ['a body cut short inside a part head', () => send(partHead('cut.pdf').slice(0, 50)), CUT_SHORT],
  [
    'garbage after a boundary where a part head belongs',
    () => send(`--${BOUNDARY}\r\n\u0000\u0001garbage\u00ff no head\r\n\r\n${pdf}\r\n--${BOUNDARY}--\r\n`),
    MALFORMED,
  ],

  ['multipart/form-data with no boundary', () => send(partHead('a.pdf') + pdf, 'multipart/form-data'), NO_BOUNDARY],
  [
    'a boundary parameter with nothing in it',
    () => send(partHead('a.pdf') + pdf, 'multipart/form-data; boundary='),
    NO_BOUNDARY,
  ],
])('refuses %s with 400 saying so, and stores nothing', async (_what, call, message) => {
  const reply = await call();
  // Each of these refusals is one of the uploads' messages, without parameters.
  expect({ status: reply.status, body: reply.body }).toEqual({
    status: 400,
    body: { message, code: expect.stringMatching(/^leaveKind\.upload/), params: {} },
  });
  expect((await me.get<RequestDocumentPage>(`/requestDocuments?request_id=${requestId}`)).body.total).toBe(0);
});

it('answers a part with no Content-Disposition, which names no file, as a form with no file', async () => {
  const reply = await send(`--${BOUNDARY}\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${BOUNDARY}--\r\n`);
  expect({ status: reply.status, body: reply.body }).toEqual({
    status: 400,
    body: {
      message: 'Choose a file to attach: a PDF, JPEG or PNG of at most 5 MB',
      code: 'leaveKind.noFileSent',
      params: {},
      field: 'file',
    },
  });
});

it('still takes a well-formed body sent by hand', async () => {
  const reply = await send(`${partHead('whole.pdf')}${pdf}\r\n--${BOUNDARY}--\r\n`);
  expect(reply.status).toBe(201);
  expect((await me.get<RequestDocumentPage>(`/requestDocuments?request_id=${requestId}`)).body.total).toBe(1);
});
