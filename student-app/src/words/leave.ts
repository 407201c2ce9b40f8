/**
 * The words of what Apply Leave shows after the student acts (Leave Details with Withdraw and
 * Cancel and their Undo, a request's outcome, the preview of what approval would do), apart from
 * words.ts so that they download with those lazily loaded parts, not with the dashboard's first
 * view. Each message's English text under its key, exactly as the screens said it; its id is the
 * key after `student.leave.`. The Hindi is in hi.ts with the others (downloaded only in Hindi).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds, Words } from '@leave/ui/i18n';

export const leaveWords = defineWords('student.leave', {
  // Leave Details (the spec's four facts: Leave Date and Reason are words.ts').
  leaveDetails: 'Leave Details',
  status: 'Status',
  reasonForRejection: ' Reason for rejection: {reason}',
  leaveInCourse: 'Leave in Course',
  history: 'History',
  historyOf: 'History of leave {course} on {date}',

  // Withdraw and Cancel, each with its Undo and its outcome.
  courseOnDate: '{course} on {date}',
  withdraw: 'Withdraw',
  withdrawLeave: 'Withdraw leave {leave}',
  withdrawing: 'Withdrawing leave {leave}',
  undoWithdrawing: 'Undo withdrawing leave {leave}',
  withdrawn: 'Leave {leave} withdrawn.',
  notWithdrawn: 'Leave {leave} was not withdrawn: {error}',
  withdrawUndone: 'Leave {leave} not withdrawn (undone).',
  cancelLeave: 'Cancel leave',
  cancelLeaveOf: 'Cancel leave {leave}',
  cancelling: 'Cancelling leave {leave}',
  undoCancelling: 'Undo cancelling leave {leave}',
  cancelled: 'Leave {leave} cancelled.',
  notCancelled: 'Leave {leave} was not cancelled: {error}',
  cancelUndone: 'Leave {leave} not cancelled (undone).',
  undo: 'Undo',
  sendingIn: 'Sending in {seconds} s',

  // A request's outcome.
  applied: 'Applied',
  appliedColon: ' Applied:',
  noLeaveNeeded: 'No leave needed',
  noLeaveNeededColon: 'No leave needed (no lecture):',
  notApplied: 'Not applied',
  notAppliedColon: ' Not applied:',
  weekendsLeftOut: ' Weekends left out: {dates}.',
  attachNow:
    'This request needs a supporting document (such as a certificate): attach it now, or later from My Requests.',
  attachTo: 'Attach documents to this request',

  // What approval would do.
  ifApproved: 'If approved',
  doesNotCount: "If approved: {kind} leave does not count toward the course's leave limit.",
  goesFrom: 'If approved: {course} goes from {before}% to {after}% (limit {limit}%)',
  overTheLimit: ' - over the limit',
  warning: 'Warning: this request would take {courses} over its leave limit. You can still send it.',
  documentNeeded: '{kind} leave of this length needs a supporting document (such as a certificate).',
});

export type LeaveWordId = WordIds<typeof leaveWords>;

/** The Undo bar's own words in the language in use. */
export const undoWordsIn = (intl: Words) => ({
  undo: intl.formatMessage(leaveWords.undo),
  sendingIn: (seconds: number) => intl.formatMessage(leaveWords.sendingIn, { seconds }),
});
