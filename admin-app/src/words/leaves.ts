/**
 * All Leave's words (ids after `admin.leaves.`): its filters, columns, count and CSV, and a leave's
 * history opened from its row. A history line is said in parts, as before: who did what, the move
 * between statuses (the status's own word), and the comment.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const leaveWords = defineWords('admin.leaves', {
  title: 'All Leave',
  formLabel: 'All leave',
  course: 'Course',
  anyCourse: 'Any course',
  status: 'Status',
  anyStatus: 'Any status',
  rollNo: 'Roll No.',
  from: 'From',
  to: 'To',
  notLoaded: 'The leave could not be loaded.',
  noLeave: 'No leave matches.',
  oneLeave: '1 leave',
  manyLeaves: '{count} leaves',
  table: 'Leave',
  date: 'Date',
  name: 'Name',
  reason: 'Reason',
  decidedBy: 'Decided by',
  history: 'History',
  pages: 'Pages of leave',
  download: 'Download leave (CSV)',
  list: 'The leave list',
  // The domain's uiMessages.noLongerEnrolled, after the course's code.
  noLongerEnrolled: ' (no longer enrolled)',
  // A leave's history.
  historyOf: "History of {name}'s leave on {date} in {code}",
  auditTrailOf: 'Audit trail of {name}',
  applied: '{name} applied',
  approved: '{name} approved',
  rejected: '{name} rejected',
  withdrew: '{name} withdrew',
  cancelled: '{name} cancelled',
  revoked: '{name} revoked',
  reopened: '{name} reopened',
  moved: ' ({from} → {to})',
  comment: ': {comment}',
});

export type LeaveWordId = WordIds<typeof leaveWords>;
