/**
 * Supporting documents of a request: the student attaches them (when applying or later), an
 * instructor of its courses asks for one, and the student, those instructors and the admin read
 * them as downloads. Every upload, ask and download is in the audit trail.
 */
import { DOCUMENT_CONTENT_TYPES } from '@leave/contract';
import type { RequestDocument, Session } from '@leave/contract';
import {
  askForDocumentSchema,
  attachDocumentsAnswerSchema,
  attachDocumentsQuerySchema,
  checkUpload,
  DOCUMENT_MAX_BYTES,
  MAX_DOCUMENTS_PER_REQUEST,
  MAX_FILES_PER_UPLOAD,
  messages,
  messageSchema,
  notificationMessages,
  pageInfo,
  pageWindow,
  refusal,
  requestDocumentPageSchema,
  requestDocumentQuerySchema,
  requestDocumentsQuerySchema,
  documentWindow,
  leavePolicyFor,
} from '@leave/domain';
import { z } from 'zod';
import { audit } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import { schoolDates, schoolToday } from '../leaveActions';
import { spanOf } from '../lectureCounts';
import { notify } from '../notify';
import type { NewDocument, Storage, StoredRequest } from '../storage';

/** Who may read a request's documents: its student, an instructor of one of its courses, the admin. */
async function mayRead(store: Storage, session: Session, request: StoredRequest): Promise<boolean> {
  if (session.role === 'admin') return true;
  if (session.role === 'student') return request.roll_no === session.user_id;
  for (const code of new Set(request.leaves.map((leave) => leave.course_code))) {
    if ((await store.courses.find(code))?.instructor_id === session.user_id) return true;
  }
  return false;
}

export const attachDocuments = defineEndpoint({
  method: 'POST',
  path: '/attachDocuments',
  summary:
    "Attaches supporting documents (PDF, JPEG or PNG files, as multipart/form-data) to one's own request; nothing is stored when any file is refused",
  tag: 'student',
  access: 'student',
  query: attachDocumentsQuerySchema,
  upload: {
    maxFiles: MAX_FILES_PER_UPLOAD,
    maxFileBytes: DOCUMENT_MAX_BYTES,
    contentTypes: DOCUMENT_CONTENT_TYPES,
    rules:
      "Each file's type is read from its first bytes, and its name's extension must agree (.pdf, .jpg or .jpeg, .png). " +
      `A request holds at most ${MAX_DOCUMENTS_PER_REQUEST} documents. A file's name is stored without the characters ` +
      'that hide or reorder text (direction controls, zero-width spaces). Refused, with nothing stored: no file or an ' +
      'empty one, or a body that is not well-formed multipart/form-data (400), a file too big or too many (413), a ' +
      'type not allowed or not matching its name (415), more documents than a request holds, a request ' +
      'withdrawn or cancelled whole, or a decided one whose dates are before the earliest date the school takes leave for (409). ' +
      "A pending request takes documents whatever its kind's rule, which says only whether one is needed.",
  },
  maxBodyBytes: MAX_FILES_PER_UPLOAD * (DOCUMENT_MAX_BYTES + 1) + 64 * 1024,
  responses: { 201: attachDocumentsAnswerSchema },
  async handle({ store, settings, session, clientIp, query, files }) {
    const request = await store.requests.find(query.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(query.request_id), 'request_id'));
    if (request.roll_no !== session.user_id) return refused(refusal(403, messages.onlyOwnRequestDocuments));
    const { first_date } = leavePolicyFor(schoolToday(settings), settings.leavePolicy);
    const window = documentWindow(
      request.leaves.map((leave) => leave.status),
      spanOf(request.leaves).to_date,
      first_date,
    );
    if (window === 'closed') return refused(refusal(409, messages.requestClosedToDocuments, 'request_id'));
    if (window === 'past window')
      return refused(refusal(409, messages.requestPastDocumentWindow(first_date), 'request_id'));
    if (!files.length) return refused(refusal(400, messages.noFileSent, 'file'));
    const checked: NewDocument[] = [];
    for (const file of files) {
      const result = checkUpload(file);
      if ('status' in result) return refused(result);
      checked.push({ ...result, bytes: file.bytes });
    }
    const added = await store.atomically(async (tx) => {
      const stored = await tx.documents.add(
        request.request_id,
        checked,
        { id: session.user_id, role: 'student' },
        MAX_DOCUMENTS_PER_REQUEST,
      );
      if (stored === 'too many') return stored;
      await audit(tx, { session, clientIp }, 'documents attached', `request ${request.request_id}`, {
        after: { documents: stored.map((d) => `${d.file_name} (${d.content_type}, ${d.size_bytes} bytes)`) },
      });
      return stored;
    });
    if (added === 'too many')
      return refused(refusal(409, messages.tooManyDocuments(MAX_DOCUMENTS_PER_REQUEST), 'file'));
    return ok({ ...messages.documentsAttached(added.length), documents: added }, 201);
  },
});

export const requestDocuments = defineEndpoint({
  method: 'GET',
  path: '/requestDocuments',
  summary:
    "One page of a request's supporting documents, oldest first (names, types and sizes; GET /requestDocument downloads one): its student, an instructor of its courses, or the admin",
  tag: 'student',
  access: 'signed in',
  query: requestDocumentsQuerySchema,
  responses: { 200: requestDocumentPageSchema },
  async handle({ store, session, query }) {
    const request = await store.requests.find(query.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(query.request_id), 'request_id'));
    if (!(await mayRead(store, session, request))) return refused(refusal(403, messages.notYourRequest));
    const { items, total } = await store.documents.list(request.request_id, pageWindow(query));
    return ok({ items, ...pageInfo(total, query) });
  },
});

export const requestDocument = defineEndpoint({
  method: 'GET',
  path: '/requestDocument',
  summary:
    'Downloads one supporting document (Content-Disposition: attachment, never shown in the page): the student of its request, an instructor of its courses, or the admin',
  tag: 'student',
  access: 'signed in',
  query: requestDocumentQuerySchema,
  produces: 'application/octet-stream',
  responses: { 200: z.string().describe('the file: application/pdf, image/jpeg or image/png') },
  async handle({ store, session, clientIp, query }) {
    const document: RequestDocument | undefined = await store.documents.find(query.document_id);
    const request = document && (await store.requests.find(document.request_id));
    if (!document || !request) return refused(refusal(404, messages.noDocument(query.document_id), 'document_id'));
    if (!(await mayRead(store, session, request))) return refused(refusal(403, messages.notYourRequest));
    const content = await store.documents.content(document.document_id);
    if (!content) return refused(refusal(404, messages.noDocument(query.document_id), 'document_id'));
    await audit(store, { session, clientIp }, 'document downloaded', `document ${document.document_id}`, {
      after: { request_id: request.request_id, file_name: document.file_name },
    });
    return {
      status: 200,
      body: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      // Never run as a page of ours, whatever the bytes: a download, with no sniffing of its type.
      headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' },
      file: { contentType: document.content_type, filename: document.file_name },
    };
  },
});

export const askForDocument = defineEndpoint({
  method: 'POST',
  path: '/askForDocument',
  summary:
    'Asks the student for a supporting document for a pending request in a course taught (with an optional comment); the request shows "document asked" until one is attached, and the student is told',
  tag: 'instructor',
  access: 'course instructor',
  body: askForDocumentSchema,
  responses: { 200: messageSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const code = body.course_code.toUpperCase();
    const course = await store.courses.find(code);
    if (!course) return refused(refusal(404, messages.noCourse(code), 'course_code'));
    if (course.instructor_id !== session.user_id) return refused(refusal(403, messages.notYourCourse));
    const request = await store.requests.find(body.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(body.request_id), 'request_id'));
    const pending = request.leaves.filter((leave) => leave.course_code === code && leave.status === 'pending');
    if (!pending.length) return refused(refusal(409, messages.nothingToAskFor(code), 'course_code'));
    const comment = body.comment?.trim() || null;
    await store.atomically(async (tx) => {
      await tx.documents.ask(request.request_id);
      await audit(tx, { session, clientIp }, 'document asked', `request ${request.request_id}`, {
        after: { course_code: code, ...(comment ? { comment } : {}) },
      });
    });
    const instructor = (await store.users.findInstructor(session.user_id))?.name ?? '';
    await notify(store, settings, () => [
      {
        role: 'student',
        user_id: request.roll_no,
        kind: 'document asked',
        ...notificationMessages(schoolDates(settings)).documentAsked(
          instructor,
          code,
          spanOf(pending).from_date,
          comment,
        ),
        course_code: code,
        leave_id: pending[0]!.leave_id,
      },
    ]);
    return ok({ message: messages.documentAsked(code).message });
  },
});
