/**
 * The words of kinds of leave and their documents. Apart from apiMessages.ts (which spreads them in),
 * so that the Add Leave form downloads these words and not every answer of the API.
 */
import type { DocumentUnit, LeaveKind } from '@leave/contract';
import { defineServerMessages, said } from './serverMessages';

const unitWord = (unit: DocumentUnit, count: number) =>
  unit === 'days' ? `day${count === 1 ? '' : 's'}` : `lecture${count === 1 ? '' : 's'}`;

export const leaveKindMessages = defineServerMessages('leaveKind', {
  noLeaveKind: said(['kindId'], (kindId: number) => `There is no kind of leave ${kindId}`),
  kindNotForStudents: said(
    ['name'],
    (name: string) => `${name} leave is set by an instructor or the admin, not chosen by a student`,
  ),
  leaveKindExists: said(['name'], (name: string) => `There is already a kind of leave named ${name}`),
  leaveKindAdded: said(['name'], (name: string) => `Kind of leave ${name} added`),
  leaveKindSaved: said(['name'], (name: string) => `Kind of leave ${name} saved`),
  onlyStaff: 'Only an instructor or the admin can do this',
  requestKindSet: said(['name'], (name: string) => `The request is now ${name} leave`),
  /** What a kind's document rule is, in words ("A document is needed beyond 3 days"). */
  documentRule: said(
    ['kind'],
    ({ document_after, document_unit }: Pick<LeaveKind, 'document_after' | 'document_unit'>) =>
      document_after === null
        ? 'No document needed'
        : document_after === 0
          ? 'A document is always needed'
          : `A document is needed beyond ${document_after} ${unitWord(document_unit, document_after)}`,
  ),
  /** Said when a request of this kind needs a document. */
  documentNeeded: said(
    ['name'],
    (name: string) => `${name} leave of this length needs a supporting document (such as a certificate)`,
  ),
  /** Said once a request that needs a document is applied for. */
  documentNeededForRequest: 'This request needs a supporting document (such as a certificate)',
  /** Beside a kind that does not count. */
  notCountedShort: 'does not count toward the limit',
  documentNeededShort: 'Document needed',
  // Documents
  sendFiles: 'Send the files as multipart/form-data, each part named file',
  documentsAttached: said(['count'], (count: number) => `${count} document${count === 1 ? '' : 's'} attached`),
  noFileSent: 'Choose a file to attach: a PDF, JPEG or PNG of at most 5 MB',
  /** Multipart bodies that cannot be read, whatever the parser said. */
  uploadCutShort: 'The upload ended before its last part: send the files again',
  uploadMalformed: 'The upload is not well-formed multipart/form-data: send the files again from the form',
  uploadNoBoundary: 'The upload says multipart/form-data but names no boundary: send the files from a form',
  tooManyFiles: said(['max'], (max: number) => `Attach at most ${max} files at a time`),
  tooManyFormFields: said(['max'], (max: number) => `Send the files with at most ${max} other form fields`),
  tooManyDocuments: said(['max'], (max: number) => `A request may have at most ${max} documents`),
  fileTooBig: 'Each file may be at most 5 MB',
  fileEmpty: said(['name'], (name: string) => `${name} is empty`),
  fileTypeNotAllowed: said(['name'], (name: string) => `${name} is not a PDF, JPEG or PNG file`),
  fileTypeMismatch: said(
    ['name', 'actual'],
    (name: string, actual: string) =>
      `${name} is named as another type but its content is ${actual}: rename it or choose the right file`,
  ),
  onlyOwnRequestDocuments: 'You can attach documents only to your own requests',
  requestClosedToDocuments: 'This request is withdrawn or cancelled: documents can no longer be attached to it',
  requestPastDocumentWindow: said(
    ['first'],
    (first: string) =>
      `This request was decided and its dates are before ${first}, the earliest date the school takes leave for: documents can no longer be attached to it`,
  ),
  noDocument: said(['documentId'], (documentId: number) => `There is no document ${documentId}`),
  notYourRequest: 'You can only see the documents of your own requests, or of requests in courses you teach',
  documentAsked: said(['code'], (code: string) => `The student is asked for a supporting document (${code})`),
  nothingToAskFor: said(
    ['code'],
    (code: string) => `This request has no pending leave in ${code} to ask a document for`,
  ),
  documentStillNeeded: said(
    ['name'],
    (name: string) =>
      `${name} leave of this length needs a supporting document before it can be approved: ask for one, or approve anyway with a comment saying why`,
  ),
  overrideNeedsComment: 'comment is required to approve without the document the kind needs',
  documentAskedShort: 'Document asked',
  documentAskedOfStudent: 'Your instructor asks for a supporting document for this request: attach it here',
  doesNotCount: said(['name'], (name: string) => `${name} leave does not count toward the course's leave limit`),
});
