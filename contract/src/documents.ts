import type { PageInfo, PageRequest, Role, SaidResponse } from './types';

/** The kinds of file a supporting document may be, by their content's type. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** A supporting document of a request (a medical certificate, an organiser's letter), without its content. */
export interface RequestDocument {
  document_id: number;
  request_id: number;
  file_name: string;
  content_type: DocumentContentType;
  size_bytes: number;
  /** An instant, ISO 8601. */
  uploaded_at: string;
  uploaded_by_role: Role;
  uploaded_by_id: number;
}

/** POST /attachDocuments?request_id=: the files are the multipart body's `file` parts. */
export interface AttachDocumentsQuery {
  request_id: number;
}

export interface AttachDocumentsAnswer extends SaidResponse {
  documents: RequestDocument[];
}

/** GET /requestDocuments: a request's documents, oldest first. */
export interface RequestDocumentsQuery extends PageRequest {
  request_id: number;
}

export interface RequestDocumentPage extends PageInfo {
  items: RequestDocument[];
}

/** GET /requestDocument: one document's content, as a download. */
export interface RequestDocumentQuery {
  document_id: number;
}

/** POST /askForDocument: an instructor of one of the request's courses asks the student for a document. */
export interface AskForDocument {
  request_id: number;
  course_code: string;
  comment?: string;
}
