/**
 * Attendance risk, before it hurts: each course allows at most `limit` percent of its lectures
 * to be missed. A student "can still miss" the largest number of further lectures that keeps the
 * course within its limit; at 80% of the limit the course warns, above it, it is in danger.
 * Lectures missed are counted accepted leave, and with the roll, absences and lates as the
 * school's rules say (rolls.ts); with no roll taken they are the accepted days. Whole-number
 * arithmetic throughout, so the edges are exact.
 */
import type { ApprovalPreview, AttendanceRisk, CourseStanding } from '@leave/contract';
import { leavePercentage } from './percentage';
import { courseAttendance, missedLectures, NO_ROLL_FACTS } from './rolls';
import type { RollFacts } from './rolls';

export const DEFAULT_LEAVE_LIMIT = 25;
export const LEAVE_LIMIT_RANGE = { min: 1, max: 100 } as const;

/** Share of the limit at which a course starts to warn, in tenths (8 = 80%), to stay whole. */
export const WARNING_TENTHS = 8;

/** The most accepted days a course allows: limit% of its lectures, rounded down. */
export const allowedDays = (totalLectures: number, limit: number) => Math.floor((limit * totalLectures) / 100);

/** How many more lectures can be missed within the course's limit (0 once it is reached or passed). */
export const canStillMiss = (missed: number, totalLectures: number, limit: number) =>
  Math.max(0, allowedDays(totalLectures, limit) - missed);

/** ok below 80% of the limit, warning from there up to the limit itself, danger above it. */
export function attendanceRisk(missed: number, totalLectures: number, limit: number): AttendanceRisk {
  // Compared as whole numbers: missed / total > limit / 100  <=>  missed * 100 > limit * total.
  if (missed * 100 > limit * totalLectures) return 'danger';
  if (missed * 100 * 10 >= limit * totalLectures * WARNING_TENTHS) return 'warning';
  return 'ok';
}

/**
 * Everything a bar, a roster row or a preview shows for one student in one course. Without the
 * roll's facts (no roll taken, nothing held yet) lectures missed are the accepted days.
 */
export function courseStanding(
  acceptedDays: number,
  pendingDays: number,
  totalLectures: number,
  limit: number,
  roll: RollFacts = NO_ROLL_FACTS,
): CourseStanding {
  const missed = missedLectures(acceptedDays, roll.tally, roll.rules);
  return {
    accepted_days: acceptedDays,
    pending_days: pendingDays,
    total_lectures: totalLectures,
    leave_limit: limit,
    leave_percentage: leavePercentage(acceptedDays, totalLectures),
    missed,
    can_still_miss: canStillMiss(missed, totalLectures, limit),
    risk: attendanceRisk(missed, totalLectures, limit),
    attendance: courseAttendance(roll.held, roll.tally),
  };
}

/**
 * What approving `moreDays` would do: the leave percentage after, and whether the lectures
 * missed (`missed`, the accepted days unless the roll says more) would cross the limit.
 */
export function previewApproval(
  acceptedDays: number,
  moreDays: number,
  totalLectures: number,
  limit: number,
  missed: number = acceptedDays,
): ApprovalPreview {
  return {
    percentage_before: leavePercentage(acceptedDays, totalLectures),
    percentage_after: leavePercentage(acceptedDays + moreDays, totalLectures),
    crosses_limit: (missed + moreDays) * 100 > limit * totalLectures,
  };
}
