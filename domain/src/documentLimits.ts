/**
 * How many and how large supporting documents may be: apart from the documents' schemas
 * (documents.ts), so that the upload form does not download the schema library with them.
 */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_DOCUMENTS_PER_REQUEST = 10;
/** Form fields beside the files of an upload, which are not read: more is refused. */
export const MAX_UPLOAD_FORM_FIELDS = 10;
