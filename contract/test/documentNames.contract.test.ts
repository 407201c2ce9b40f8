/**
 * Supporting documents of any name, on every backend: a name in any script (or with an emoji)
 * is stored as it was chosen, less the characters that hide or reorder text, and downloads to
 * the student, the instructor and the admin under that name (RFC 6266: an ASCII `filename` for
 * old clients, the whole name in `filename*`), the same on the mock as on the API.
 */
import type { AttachDocumentsAnswer, LeaveRequestResponse, RequestDocumentPage } from '@leave/contract';
import { ApiClient, newStudent, pdfBytes, useBackend, weekdayAfter } from '@leave/test-kit';

const { as, url } = useBackend();

const CODE = 'DNM101';
const ROLL = 4701;
let me: ApiClient;
let day = 0;

beforeAll(async () => {
  const admin = await as.admin();
  expect(
    (await admin.post('/addCourse', { courseCode: CODE, courseTitle: 'Names', instructorId: 501, totalLectures: 20 }))
      .status,
  ).toBe(201);
  expect((await as.anonymous().post('/addUser', newStudent(ROLL))).status).toBe(201);
  expect((await admin.post('/addStudentToCourse', { courseCode: CODE, studentId: ROLL })).status).toBe(201);
  me = await new ApiClient(url()).signIn(ROLL, 'Kestrel-42', 'student');
});

/** A request of its own day, so each name is the only document of its request. */
async function newRequest() {
  const reply = await me.post<LeaveRequestResponse>('/applyLeave', {
    user_id: ROLL,
    user_role: 'student',
    reason: 'Fever',
    from_date: weekdayAfter(2 + day),
    to_date: weekdayAfter(2 + day++),
    course_codes: [CODE],
  });
  expect(reply.status).toBe(201);
  return reply.body.request_id!;
}

/** RFC 6266 with RFC 8187's extended value (only when the name is not plain ASCII): `attachment; filename="ascii"; filename*=UTF-8''percent-encoded`. */
const DISPOSITION = /^attachment; filename="([\x20\x21\x23-\x5b\x5d-\x7e]*)"; filename\*=UTF-8''([\w!#$&+.^`|~%-]+)$/;

it.each([
  ['Hindi', 'प्रमाणपत्र.pdf', 'प्रमाणपत्र.pdf', 'document.pdf'],
  ['Tamil', 'மருத்துவச் சான்றிதழ்.pdf', 'மருத்துவச் சான்றிதழ்.pdf', 'document.pdf'],
  ['Chinese', '医生证明.pdf', '医生证明.pdf', 'document.pdf'],
  ['an emoji', 'fever 🤒 note.pdf', 'fever 🤒 note.pdf', 'fever _ note.pdf'],
  ['accents', 'Dr. Müller – Attest.pdf', 'Dr. Müller – Attest.pdf', 'Dr. Muller _ Attest.pdf'],
  ['a right-to-left override (U+202E), removed', 'invoice\u202Etxt.pdf', 'invoicetxt.pdf', null],
  ['a zero-width space (U+200B), removed', 'certi\u200Bficate.pdf', 'certificate.pdf', null],
  ['a left-to-right isolate and a word joiner, removed', '\u2066scan\u2069\u2060.pdf', 'scan.pdf', null],
])('a name in %s: stored, listed and downloaded by every reader as it shows', async (_what, sent, stored, ascii) => {
  const requestId = await newRequest();
  const attached = await me.upload<AttachDocumentsAnswer>(`/attachDocuments?request_id=${requestId}`, [
    { name: sent, bytes: pdfBytes(), type: 'application/pdf' },
  ]);
  expect(attached.status).toBe(201);
  expect(attached.body.documents.map((d) => d.file_name)).toEqual([stored]);
  const listed = (await me.get<RequestDocumentPage>(`/requestDocuments?request_id=${requestId}`)).body.items;
  expect(listed.map((d) => d.file_name)).toEqual([stored]);
  const id = listed[0]!.document_id;
  for (const reader of [me, await as.instructor(501), await as.admin()]) {
    const file = await reader.download(`/requestDocument?document_id=${id}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes)).toEqual(Buffer.from(pdfBytes()));
    const disposition = file.headers.get('content-disposition') ?? '';
    if (ascii === null) {
      expect(disposition).toBe(`attachment; filename="${stored}"`);
    } else {
      const [, fallback, extended] = DISPOSITION.exec(disposition) ?? [];
      expect({ fallback, name: extended && decodeURIComponent(extended) }).toEqual({ fallback: ascii, name: stored });
    }
  }
});

it('stores quotes as _, and keeps a percent sign out of the ASCII name, which old clients may decode', async () => {
  const requestId = await newRequest();
  const attached = await me.upload<AttachDocumentsAnswer>(`/attachDocuments?request_id=${requestId}`, [
    { name: 'sick "note" 50% (1).pdf', bytes: pdfBytes() },
  ]);
  expect(attached.body.documents[0]!.file_name).toBe('sick _note_ 50% (1).pdf');
  const file = await me.download(`/requestDocument?document_id=${attached.body.documents[0]!.document_id}`);
  expect(file.headers.get('content-disposition')).toBe(
    `attachment; filename="sick _note_ 50_ (1).pdf"; filename*=UTF-8''sick%20_note_%2050%25%20%281%29.pdf`,
  );
});
