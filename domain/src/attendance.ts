/**
 * Attendance risk, before it hurts: each course allows at most `limit` percent of its lectures
 * as accepted leave. A student "can still miss" the largest number of further accepted days
 * that keeps the course within its limit; at 80% of the limit the course warns, above it, it is
 * in danger. Whole-number arithmetic throughout, so the edges are exact.
 */
import type { ApprovalPreview, AttendanceRisk, CourseStanding } from '@leave/contract';
import { leavePercentage } from './percentage';

export const DEFAULT_LEAVE_LIMIT = 25;
export const LEAVE_LIMIT_RANGE = { min: 1, max: 100 } as const;

/** Share of the limit at which a course starts to warn, in tenths (8 = 80%), to stay whole. */
export const WARNING_TENTHS = 8;

/** The most accepted days a course allows: limit% of its lectures, rounded down. */
export const allowedDays = (totalLectures: number, limit: number) => Math.floor((limit * totalLectures) / 100);

/** How many more accepted days keep the course within its limit (0 once it is reached or passed). */
export const canStillMiss = (acceptedDays: number, totalLectures: number, limit: number) =>
  Math.max(0, allowedDays(totalLectures, limit) - acceptedDays);

/** ok below 80% of the limit, warning from there up to the limit itself, danger above it. */
export function attendanceRisk(acceptedDays: number, totalLectures: number, limit: number): AttendanceRisk {
  // Compared as whole numbers: accepted / total > limit / 100  <=>  accepted * 100 > limit * total.
  if (acceptedDays * 100 > limit * totalLectures) return 'danger';
  if (acceptedDays * 100 * 10 >= limit * totalLectures * WARNING_TENTHS) return 'warning';
  return 'ok';
}

/** Everything a bar, a roster row or a preview shows for one student in one course. */
export function courseStanding(
  acceptedDays: number,
  pendingDays: number,
  totalLectures: number,
  limit: number,
): CourseStanding {
  return {
    accepted_days: acceptedDays,
    pending_days: pendingDays,
    total_lectures: totalLectures,
    leave_limit: limit,
    leave_percentage: leavePercentage(acceptedDays, totalLectures),
    can_still_miss: canStillMiss(acceptedDays, totalLectures, limit),
    risk: attendanceRisk(acceptedDays, totalLectures, limit),
  };
}

/** What approving `moreDays` would do: the percentage after, and whether it crosses the limit. */
export function previewApproval(
  acceptedDays: number,
  moreDays: number,
  totalLectures: number,
  limit: number,
): ApprovalPreview {
  const after = acceptedDays + moreDays;
  return {
    percentage_before: leavePercentage(acceptedDays, totalLectures),
    percentage_after: leavePercentage(after, totalLectures),
    crosses_limit: after * 100 > limit * totalLectures,
  };
}
