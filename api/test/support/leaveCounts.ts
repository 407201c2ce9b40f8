import { LEAVE_STATUSES } from '@leave/contract';

/** A course's kept count of leave in one status (migration 13: the sum of its parts) beside a count of that leave. */
export interface LeaveCount {
  course_code: string;
  status: string;
  kept: number;
  counted: number;
}

/** Every course's `LeaveCount` in every status, by code and status. */
export const LEAVE_COUNTS = `SELECT c.course_code, s.status,
    (SELECT coalesce(sum(k.leaves), 0)::int FROM course_leave_counts k
      WHERE k.course_code = c.course_code AND k.status = s.status) AS kept,
    (SELECT count(*)::int FROM leaves l WHERE l.course_code = c.course_code AND l.status = s.status) AS counted
  FROM courses c CROSS JOIN unnest(array[${LEAVE_STATUSES.map((status) => `'${status}'`).join(', ')}]) AS s(status)
  ORDER BY c.course_code, s.status`;
