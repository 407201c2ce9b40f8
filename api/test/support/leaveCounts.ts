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

/** The school's kept count of leave in each status (migration 36: the sum of its parts) beside a count of that leave. */
export const SCHOOL_LEAVE_COUNTS = `SELECT s.status,
    (SELECT coalesce(sum(k.leaves), 0)::int FROM leave_counts k WHERE k.status = s.status) AS kept,
    (SELECT count(*)::int FROM leaves l WHERE l.status = s.status) AS counted
  FROM unnest(array[${LEAVE_STATUSES.map((status) => `'${status}'`).join(', ')}]) AS s(status)
  ORDER BY s.status`;

/** The statuses whose school count is not the count of their leave. */
export const SCHOOL_COUNTS_OFF = `SELECT status FROM (${SCHOOL_LEAVE_COUNTS}) school WHERE kept <> counted`;

/** An enrolment's kept accepted and pending days (migration 14) beside a count of its leave. */
export interface EnrolmentDays {
  roll_no: number;
  course_code: string;
  kept: [number, number];
  counted: [number, number];
}

/** Every enrolment's `EnrolmentDays`, by roll number and course. */
export const ENROLMENT_DAYS = `SELECT e.roll_no, e.course_code,
    json_build_array(e.accepted_days, e.pending_days) AS kept,
    json_build_array(
      (SELECT count(*) FROM leaves l WHERE l.roll_no = e.roll_no AND l.course_code = e.course_code AND l.status = 'accepted'),
      (SELECT count(*) FROM leaves l WHERE l.roll_no = e.roll_no AND l.course_code = e.course_code AND l.status = 'pending')
    ) AS counted
  FROM enrollments e ORDER BY e.roll_no, e.course_code`;

/** The audit trail's kept count (migration 36: the sum of its parts) beside a count of its events. */
export const AUDIT_COUNT = `SELECT (SELECT coalesce(sum(events), 0)::int FROM audit_event_counts) AS kept,
  (SELECT count(*)::int FROM audit_events) AS counted`;

/** The school's kept days (migration 37: the sum of their parts) that are not a count of their leave on lectures. */
export const SCHOOL_DAYS_OFF = `SELECT * FROM (
    SELECT leave_date, status, counted, sum(leaves)::int AS leaves FROM school_day_counts GROUP BY 1, 2, 3
  ) kept FULL JOIN (
    SELECT leave_date, status, counted, count(*)::int AS leaves FROM leaves WHERE lecture GROUP BY 1, 2, 3
  ) counted USING (leave_date, status, counted)
  WHERE coalesce(kept.leaves, 0) <> coalesce(counted.leaves, 0)`;

/**
 * The kept weeks (migration 44: the school's and each course's, the sums of their parts) that are
 * not a count of their leave on lectures; the school's with the course code ''.
 */
export const WEEKS_OFF = `SELECT * FROM (
    SELECT course_code, week, status, counted, sum(leaves)::int AS leaves FROM course_week_counts GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT '', week, status, counted, sum(leaves)::int FROM school_week_counts GROUP BY 2, 3, 4
  ) kept FULL JOIN (
    SELECT course_code, date_trunc('week', leave_date)::date AS week, status, counted, count(*)::int AS leaves
    FROM leaves WHERE lecture GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT '', date_trunc('week', leave_date)::date, status, counted, count(*)::int FROM leaves WHERE lecture
    GROUP BY 2, 3, 4
  ) counted USING (course_code, week, status, counted)
  WHERE coalesce(kept.leaves, 0) <> coalesce(counted.leaves, 0)`;
