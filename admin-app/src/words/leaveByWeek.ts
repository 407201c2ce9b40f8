/**
 * Leave by Week's words (ids after `admin.leaveByWeek.`): what the chart shows, its title, axis,
 * series and summary (ChartFigure's own are `@leave/web-kit/words/chart`). The summary names each
 * series in lower case, as before, so each has its word for that too.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const leaveByWeekWords = defineWords('admin.leaveByWeek', {
  title: 'Leave by Week',
  about:
    "Every leave on a lecture, week by week over {window}, by status. Accepted leave is counted toward the course's limit, or excused when its kind does not count (such as Institute duty).",
  windowOfTerm: '{term} ({from} to {to})',
  windowDates: '{from} to {to}',
  chartTitle: 'Leave by status, week by week',
  weekOf: 'Week of',
  lecturesOfLeave: 'Lectures of leave',
  noLeave: 'No leave is on a lecture in these weeks.',
  summary: '{total} lectures of leave: {parts}. The most in {busiest}.',
  busiest: 'the week of {week} ({count})',
  counted: 'Counted',
  excused: 'Excused (not counted)',
  pending: 'Pending',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
  countedPart: '{count} counted',
  excusedPart: '{count} excused (not counted)',
  pendingPart: '{count} pending',
  rejectedPart: '{count} rejected',
  withdrawnPart: '{count} withdrawn',
  cancelledPart: '{count} cancelled',
});

export type LeaveByWeekWordId = WordIds<typeof leaveByWeekWords>;
