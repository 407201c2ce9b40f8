/**
 * The supporting documents' words (`AttachDocuments`, `DocumentLinks`: a student's request, an
 * instructor's pending request): each message's English text under its key, its id the key after
 * `documents.`. The student's and the instructor's catalogues include their translation
 * (`documentsHi`). The server's answer (files attached) and its refusals are said by their codes
 * (`DOCUMENTS_SERVER_CODES`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const documentsWords = defineWords('documents', {
  chooseFile: 'Choose a file to attach: a PDF, JPEG or PNG of at most {megabytes} MB',
  files: 'Supporting documents (PDF, JPEG or PNG, up to {megabytes} MB each, at most {files} at a time)',
  attach: 'Attach',
  download: 'Download {name}',
  megabytes: '{size} MB',
  kilobytes: '{size} KB',
});

export type DocumentsWordId = WordIds<typeof documentsWords>;

/** The server's answer to an attachment and its refusals, said by their code (docs/translating.md). */
export const DOCUMENTS_SERVER_CODES = [
  'leaveKind.documentsAttached',
  'leaveKind.noFileSent',
  'leaveKind.fileTooBig',
  'leaveKind.fileEmpty',
  'leaveKind.fileTypeNotAllowed',
  'leaveKind.fileTypeMismatch',
  'leaveKind.tooManyFiles',
  'leaveKind.tooManyDocuments',
  'leaveKind.tooManyFormFields',
  'leaveKind.uploadCutShort',
  'leaveKind.uploadMalformed',
  'leaveKind.uploadNoBoundary',
  'leaveKind.sendFiles',
  'leaveKind.onlyOwnRequestDocuments',
  'leaveKind.requestClosedToDocuments',
  'leaveKind.requestPastDocumentWindow',
  'lecture.noRequest',
  'api.bodyTooLarge',
] as const;

export type DocumentsServerCode = (typeof DOCUMENTS_SERVER_CODES)[number];
