/**
 * Pending Requests' words (the triage, each course's list, a request's row, its lectures one by
 * one, the decisions' outcomes): each message's English text under its key; its id is the key
 * after `instructor.pending.`. The Hindi is in hi.ts with the others.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds, Words } from '@leave/ui/i18n';

export const pendingWords = defineWords('instructor.pending', {
  // The triage's controls.
  sortBy: 'Sort by',
  byLecture: 'Lecture date, soonest first',
  byWaiting: 'Waiting longest first',
  lecturesFrom: 'Lectures from',
  lecturesTo: 'Lectures to',
  backwards: 'Lectures to must not be before Lectures from',
  notWaiting:
    'Request {request} in {course} is not waiting here: it has been decided or withdrawn (History lists decided leave).',
  notWaitingInDates:
    'Request {request} in {course} is not waiting here: it has been decided or withdrawn (History lists decided leave), or it has no lecture in the dates chosen.',

  // A course's list.
  courseTitle: '{course} - {title} : {count} pending requests',
  withLectureFrom: 'Requests with a pending lecture from {from}.',
  withLectureTo: 'Requests with a pending lecture to {to}.',
  withLectureFromTo: 'Requests with a pending lecture from {from} to {to}.',
  notLoaded: 'The requests could not be loaded. {error}',
  none: 'No pending requests.',
  selectAll: 'Select all {course} requests on this page',
  select: 'Select',
  date: 'Date',
  rollNo: 'Roll No.',
  name: 'Name',
  reason: 'Reason',
  lectures: 'Lectures',
  ifApproved: 'If approved',
  appliedOn: 'Applied on',
  comment: 'Comment',
  decision: 'Decision',
  pages: 'Pages of {course} pending requests',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',

  // A request's row.
  onDate: 'on {date}',
  fromTo: 'from {from} to {to}',
  dates: '{from} to {to}',
  leaveOf: 'leave of {student} {when}',
  details: 'Details',
  detailsOf: 'Details of {label}',
  selectLeaveOf: 'Select leave of {student} {when}',
  resubmittedFrom: ' (resubmitted from request {request})',
  notCountedShort: 'does not count toward the limit',
  documentNeededShort: 'Document needed',
  documentAskedShort: 'Document asked',
  documentsOf: 'Documents of {student} {when}',
  askForDocumentOf: 'Ask {student} for a document {when}',
  askForDocument: 'Ask for a document',
  oneLecture: '{count} lecture',
  manyLectures: '{count} lectures',
  withoutLecture: ' ({count} without a lecture)',
  overLimit: 'Over the limit',
  commentOptional: 'Comment for leave of {student} {when} (optional)',
  commentNeeded: 'Comment for leave of {student} {when} (a reason, needed to reject)',
  reasonNeeded: 'Write a reason for the student in the comment to reject: the school asks for one.',
  withoutDocument: 'Approve without the document (say why in the comment)',
  approve: 'Approve',
  reject: 'Reject',
  approveLeaveOf: 'Approve leave of {student} {when}',
  rejectLeaveOf: 'Reject leave of {student} {when}',
  lectureByLecture: 'Lecture by lecture',
  decideByLecture: 'Decide leave of {student} {when} lecture by lecture',

  // A request's decision and its Undo.
  approvingLeaveOf: 'Approving leave of {student} {when}',
  rejectingLeaveOf: 'Rejecting leave of {student} {when}',
  notApprovedUndone: 'Leave of {student} {when} not approved (undone): it is still pending.',
  notRejectedUndone: 'Leave of {student} {when} not rejected (undone): it is still pending.',
  wasNotApproved: 'Leave of {student} {when} was not approved: {error}',
  wasNotRejected: 'Leave of {student} {when} was not rejected: {error}',
  approved: 'Leave of {student} {when} approved: {message}.',
  rejected: 'Leave of {student} {when} rejected: {message}.',
  undoAction: 'Undo {action}',
  sendingIn: 'Sending in {seconds} s',
  undo: 'Undo',

  // The lectures of a request, one by one.
  lecturesOfLeave: 'Lectures of the leave of {student}',
  notCounted: 'No lecture on this date any more ({why}): it does not count',
  noLectureAnyMore: 'its course has no lecture that day',
  approveOnly: 'Approve leave of {student} on {date} only',
  rejectOnly: 'Reject leave of {student} on {date} only',
  approvingOnly: 'Approving leave of {student} on {date} only',
  rejectingOnly: 'Rejecting leave of {student} on {date} only',
  leaveOn: 'Leave of {student} on {date}',
  whatNotApprovedUndone: '{what} not approved (undone): it is still pending.',
  whatNotRejectedUndone: '{what} not rejected (undone): it is still pending.',
  whatWasNotApproved: '{what} was not approved: {error}',
  whatWasNotRejected: '{what} was not rejected: {error}',
  whatApproved: '{what} approved.',
  whatRejected: '{what} rejected.',

  // Several selected requests at once.
  decideSelected: 'Decide the {count} selected {course} requests',
  selectedCommentOptional: 'Comment for the selected (optional)',
  selectedCommentNeeded: 'Comment for the selected (a reason, needed to reject)',
  approveSelected: 'Approve selected ({count})',
  rejectSelected: 'Reject selected ({count})',
  approvingSelected: 'Approving the {count} selected {course} requests',
  rejectingSelected: 'Rejecting the {count} selected {course} requests',
  selectedNotAcceptedUndone: '{count} selected requests not accepted (undone): they are still pending.',
  selectedNotRejectedUndone: '{count} selected requests not rejected (undone): they are still pending.',
  selectedAccepted: '{decided} of {count} requests accepted.',
  selectedRejected: '{decided} of {count} requests rejected.',
  selectedAcceptedOf: '{decided} of {count} requests accepted ({names}).',
  selectedRejectedOf: '{decided} of {count} requests rejected ({names}).',
  notDecided: '{done} Not decided: {refused}.',
  refusedLeave: 'leave of {student} {when}: {error}',
});

export type PendingWordId = WordIds<typeof pendingWords>;

/** Undo's name out of context: "Undo approving leave of Asha on 03/11/2026". */
export const undoLabelIn = (intl: Words, { message }: { message: string }) =>
  intl.formatMessage(pendingWords.undoAction, { action: `${message.charAt(0).toLowerCase()}${message.slice(1)}` });

/** The Undo bar's words in the language in use. */
export const undoBarWordsIn = (intl: Words) => ({
  undo: intl.formatMessage(pendingWords.undo),
  sendingIn: (seconds: number) => intl.formatMessage(pendingWords.sendingIn, { seconds }),
});
