/**
 * How many and how large supporting documents may be, and which requests take them: apart from
 * the documents' schemas (documents.ts), so that the upload form does not download the schema
 * library with them.
 */
import type { IsoDate, LeaveStatus } from '@leave/contract';

export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_DOCUMENTS_PER_REQUEST = 10;
/** Form fields beside the files of an upload, which are not read: more is refused. */
export const MAX_UPLOAD_FORM_FIELDS = 10;

/**
 * Whether a request takes documents, whatever its kind's rule (which only says whether one is
 * needed): 'open' while any of its leave is pending, or once decided (approved or rejected: the
 * student may show the document and be decided again, or resubmit) while its last date is within
 * the school's window for leave (`first_date` of the leave policy, LEAVE_PAST_DAYS back);
 * 'past window' after that; 'closed' when withdrawn or cancelled whole, when a document would be
 * read by no one.
 */
export function documentWindow(
  statuses: Iterable<LeaveStatus>,
  lastDate: IsoDate,
  firstDate: IsoDate,
): 'open' | 'past window' | 'closed' {
  const all = [...statuses];
  if (all.includes('pending')) return 'open';
  if (!all.some((status) => status === 'accepted' || status === 'rejected')) return 'closed';
  return lastDate >= firstDate ? 'open' : 'past window';
}
