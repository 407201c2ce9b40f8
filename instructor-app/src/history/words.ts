/**
 * History's words (the filters, the list of decided leave, Revoke and Reopen): each message's
 * English text under its key, its id the key after `instructor.history.`. They download with the
 * view; their Hindi (`hi.ts` beside) only when Hindi is in use (`loadWords.ts`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const historyWords = defineWords('instructor.history', {
  title: 'History',
  course: 'Course',
  allCourses: 'All my courses',
  status: 'Status',
  allDecided: 'All decided',
  from: 'From',
  to: 'To',
  rollNo: 'Roll No.',
  rollNoNumber: 'Roll No. must be a number',
  notLoaded: 'The history could not be loaded. {error}',
  none: 'No decided leave matches.',
  oneLeave: '{count} decided leave',
  manyLeaves: '{count} decided leaves',
  list: 'Decided leave',
  leaveOf: 'Leave of {student} on {date} in {course}',
  date: 'Date',
  student: 'Student',
  noLongerEnrolled: ' (no longer enrolled)',
  reason: 'Reason',
  historyOf: 'History of leave of {student} on {date} in {course}',
  pages: 'Pages of the history',

  // Revoke.
  revoke: 'Revoke',
  revokeLeave: 'Revoke leave of {student} on {date} in {course}',
  revokeComment: 'Comment (required: the student reads it)',
  commentRequired: 'Comment is required to revoke a leave',
  confirmRevoke: 'Confirm revoke',
  keepIt: 'Keep it',
  revoked: 'Leave of {student} on {date} in {course} revoked: it is rejected now.',

  // Reopen.
  reopen: 'Reopen',
  reopenRequest: 'Reopen request of {name} ({student}) with leave on {date} in {course}',
  reopenComment: 'Comment (optional: the student reads it)',
  confirmReopen: 'Confirm reopen',
  keepRejected: 'Keep it rejected',
  reopened: "{name}'s request in {course}: {message}.",
});

export type HistoryWordId = WordIds<typeof historyWords>;

/** The server's refusals and answers History says by their code (docs/translating.md). */
export const HISTORY_SERVER_CODES = [
  'api.notYourCourse',
  'api.noLeave',
  'leaveRule.dateHeldAgain',
  'lecture.requestReopened',
] as const;

export type HistoryServerCode = (typeof HISTORY_SERVER_CODES)[number];
