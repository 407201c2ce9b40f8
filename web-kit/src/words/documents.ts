/**
 * The supporting documents' words (`AttachDocuments`, `DocumentLinks`: a student's request, an
 * instructor's pending request): each message's English text under its key, its id the key after
 * `documents.`. The student's and the instructor's catalogues include their translation
 * (`documentsHi`). The server's answer (files attached) and its refusals are its English.
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
