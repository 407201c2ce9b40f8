/** A course's kept pending count (migration 12: the sum of its parts) beside a count of its pending leave. */
export interface PendingCount {
  course_code: string;
  kept: number;
  counted: number;
}

/** Every course's `PendingCount`, by code. */
export const PENDING_COUNTS = `SELECT c.course_code,
    (SELECT coalesce(sum(p.pending), 0)::int FROM course_pending_counts p WHERE p.course_code = c.course_code) AS kept,
    (SELECT count(*)::int FROM leaves l WHERE l.course_code = c.course_code AND l.status = 'pending') AS counted
  FROM courses c ORDER BY c.course_code`;
