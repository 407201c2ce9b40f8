import type { AuditEvent } from './admin';
import type { AttendanceRisk, IsoDate } from './types';

/** A course with requests waiting for its instructor. */
export interface PendingOfCourse {
  course_code: string;
  course_title: string;
  /** Leave days pending in the course. */
  pending: number;
}

/** A student near or over a course's limit. */
export interface StudentAtRisk {
  roll_no: number;
  name: string;
  course_code: string;
  leave_percentage: number;
  leave_limit: number;
  risk: Exclude<AttendanceRisk, 'ok'>;
}

/**
 * GET /adminOverview: the numbers the admin's home shows, each with the first few of its list
 * (at most OVERVIEW_LIST_SIZE; the full lists are the admin's other views).
 */
export interface AdminOverview {
  /** The school's today, the day `absent_today` counts. */
  today: IsoDate;
  students: number;
  courses: number;
  pending: { total: number; courses: PendingOfCourse[] };
  /** Enrolments at 80% of their course's limit or more ("near"), and past it ("over"). */
  at_risk: { near: number; over: number; students: StudentAtRisk[] };
  /** Leave days on today's date, accepted and pending. */
  absent_today: { accepted: number; pending: number };
  /** Today's lectures and their rolls. */
  attendance: {
    /** Lectures of every course on the school's today. */
    lectures_today: number;
    /** Of those, the ones whose roll is taken. */
    rolls_taken_today: number;
    /** Students marked absent today without accepted leave. */
    absent_without_leave_today: number;
  };
  /** The latest changes in the audit trail. */
  recent: AuditEvent[];
}

/** How many items each of the overview's lists shows. */
export const OVERVIEW_LIST_SIZE = 5;
