/**
 * How many and how large supporting documents may be, and which requests take them: apart from
 * the documents' schemas (documents.ts), so that the upload form does not download the schema
 * library with them.
 */
import type { LeaveStatus } from '@leave/contract';

export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_DOCUMENTS_PER_REQUEST = 10;
/** Form fields beside the files of an upload, which are not read: more is refused. */
export const MAX_UPLOAD_FORM_FIELDS = 10;

/**
 * A request takes documents while any of its leaves stands or was decided: pending, approved, or
 * rejected (the student may show the document and be decided again). Withdrawn or cancelled
 * whole, it is over, and a document would be read by no one.
 */
export const takesDocuments = (statuses: Iterable<LeaveStatus>) =>
  [...statuses].some((status) => status !== 'withdrawn' && status !== 'cancelled');
