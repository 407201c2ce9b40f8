/**
 * Supporting documents of a request: which files are taken (PDF, JPEG, PNG of at most 5 MB, the
 * type read from the content, never from the name alone), and the calls' schemas.
 */
import { z } from 'zod';
import { DOCUMENT_CONTENT_TYPES, ROLES } from '@leave/contract';
import type {
  AskForDocument,
  AttachDocumentsAnswer,
  DocumentContentType,
  RequestDocument,
  RequestDocumentPage,
} from '@leave/contract';
import { courseCode, optionalText, recordId, withoutUnseenCharacters } from './fields';
import { TEXT_MAX } from './limits';
import { messages } from './messages';
import { pageInfoSchema, pageQueryFields } from './paging';
import { saidFields } from './responses';
import { refusal } from './refusal';
import type { Refusal } from './refusal';
import { queryRecordId } from './termRequests';
import { DOCUMENT_MAX_BYTES } from './documentLimits';

/** A stored file name is at most this many characters (the rest of a longer one is cut, its extension kept). */
const FILE_NAME_MAX = 120;

/** A file as a multipart parser hands it over. */
export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
}

const WORDS: Record<DocumentContentType, string> = {
  'application/pdf': 'a PDF',
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** The file's type read from its first bytes (its "magic number"), or null when it is none of ours. */
export function typeFromContent(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** The type a file's name says it is, by its extension, or null. */
export function typeFromName(name: string): DocumentContentType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'pdf') return 'application/pdf';
  if (extension === 'png') return 'image/png';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  return null;
}

/**
 * A name safe to store and to show: no folders; none of the characters that hide or reorder text
 * (the rule of the text fields, `withoutUnseenCharacters`), removed, since a person cannot see
 * them to rename the file; control characters, quotes, backslashes and semicolons as `_`; in
 * Unicode's composed form (NFC), so a name typed on any system reads the same; not too long.
 */
export function safeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  const shown = withoutUnseenCharacters(base).replace(/[\u0000-\u001f\u007f-\u009f"\\;]/g, '_');
  const clean = shown.trim() || 'document';
  // Cut by characters, not UTF-16 units, so an emoji is never split in two.
  const characters = Array.from(clean);
  if (characters.length <= FILE_NAME_MAX) return clean;
  const extension = /\.[a-z0-9]{1,5}$/i.exec(clean)?.[0] ?? '';
  return characters.slice(0, FILE_NAME_MAX - extension.length).join('') + extension;
}

/** Whether a file may be stored, and as what; the first refusal of the rules otherwise. */
export function checkUpload(file: UploadedFile): Refusal | { file_name: string; content_type: DocumentContentType } {
  const file_name = safeFileName(file.filename);
  if (file.bytes.length > DOCUMENT_MAX_BYTES) return refusal(413, messages.fileTooBig, 'file');
  if (file.bytes.length === 0) return refusal(400, messages.fileEmpty(file_name), 'file');
  const actual = typeFromContent(file.bytes);
  if (!actual) return refusal(415, messages.fileTypeNotAllowed(file_name), 'file');
  const named = typeFromName(file_name);
  if (named !== actual) return refusal(415, messages.fileTypeMismatch(file_name, WORDS[actual]), 'file');
  return { file_name, content_type: actual };
}

export const attachDocumentsQuerySchema = z.object({ request_id: queryRecordId('request_id') });
export const requestDocumentsQuerySchema = z.object({ request_id: queryRecordId('request_id'), ...pageQueryFields });
export const requestDocumentQuerySchema = z.object({ document_id: queryRecordId('document_id') });
export const askForDocumentSchema = z.object({
  request_id: recordId('request_id'),
  course_code: courseCode('course_code'),
  comment: optionalText('comment', TEXT_MAX.comment),
}) satisfies z.ZodType<AskForDocument>;

export const requestDocumentSchema = z.object({
  document_id: z.number().int(),
  request_id: z.number().int(),
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  size_bytes: z.number().int(),
  uploaded_at: z.string().describe('an instant, ISO 8601'),
  uploaded_by_role: z.enum(ROLES),
  uploaded_by_id: z.number().int(),
}) satisfies z.ZodType<RequestDocument>;

export const requestDocumentPageSchema = z
  .object({ items: z.array(requestDocumentSchema), ...pageInfoSchema })
  .describe(
    "One page of a request's documents, oldest first (their names and sizes, not their content)",
  ) satisfies z.ZodType<RequestDocumentPage>;

export const attachDocumentsAnswerSchema = z
  .object({ message: z.string(), ...saidFields, documents: z.array(requestDocumentSchema) })
  .describe('The documents attached') satisfies z.ZodType<AttachDocumentsAnswer>;
