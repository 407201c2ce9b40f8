import type { IsoDate } from '@leave/contract';
import type { LeaveDayTally } from '@leave/domain';
import type { ChartLeaveFilter } from '@leave/service';
import type { DbState, StoredLeave } from './records';

/** Whether a leave is in the filter's scope (a student's, some courses', or everyone's). */
const inScope = (leave: StoredLeave, filter: ChartLeaveFilter) =>
  (filter.roll_no === undefined || leave.roll_no === filter.roll_no) &&
  (filter.course_codes === undefined || filter.course_codes.includes(leave.course_code));

/**
 * Leave on lectures between two dates in the filter's statuses, counted by course, date, status and
 * whether it counts; everyone's by date, status and counting alone (course_code ''), as the API's.
 */
export function dayTallies(state: DbState, filter: ChartLeaveFilter, from: IsoDate, to: IsoDate): LeaveDayTally[] {
  const tallies = new Map<string, LeaveDayTally>();
  const everyone = filter.roll_no === undefined && filter.course_codes === undefined;
  for (const leave of state.leaves) {
    if (leave.leave_date < from || leave.leave_date > to || leave.lecture === false) continue;
    if (!filter.statuses.includes(leave.status) || !inScope(leave, filter)) continue;
    const counted = leave.counted !== false;
    const courseCode = everyone ? '' : leave.course_code;
    const key = `${courseCode}|${leave.leave_date}|${leave.status}|${counted}`;
    const tally = tallies.get(key);
    if (tally) tally.leaves += 1;
    else
      tallies.set(key, {
        course_code: courseCode,
        date: leave.leave_date,
        status: leave.status,
        counted,
        leaves: 1,
      });
  }
  return [...tallies.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.course_code.localeCompare(b.course_code),
  );
}

/** A student's accepted leave that counts, on lectures before a date, by course. */
export function countedBefore(state: DbState, rollNo: number, before: IsoDate) {
  const counts = new Map<string, number>();
  for (const leave of state.leaves) {
    if (leave.roll_no !== rollNo || leave.leave_date >= before || leave.status !== 'accepted') continue;
    if (leave.lecture === false || leave.counted === false) continue;
    counts.set(leave.course_code, (counts.get(leave.course_code) ?? 0) + 1);
  }
  return [...counts].map(([course_code, leaves]) => ({ course_code, leaves }));
}
