import type { IsoDate } from './types';

/**
 * The weeks a chart covers: from `from` to `to` (both given, or neither). Without them, the term
 * that holds the school's today, or, outside every term, the thirteen weeks that end with this one.
 */
export interface ChartWindowQuery {
  from?: IsoDate;
  to?: IsoDate;
}

/** The dates a chart's answer covers, and the term they are, if they are one. */
export interface ChartWindow {
  from: IsoDate;
  to: IsoDate;
  /** The term's name when the window is the term of the school's today (none asked for). */
  term: string | null;
}

/**
 * One week of leave on lectures, told apart as issue 40 asks: accepted leave that counts toward
 * the course's limit, accepted leave of a kind that does not (excused, such as Institute duty),
 * and leave still waiting for a decision. Each leave is one lecture of one course.
 */
export interface AbsenceWeek {
  /** The week's Monday (days of the week outside the window are not counted). */
  week: IsoDate;
  /** Accepted lectures that count toward the limit. */
  counted: number;
  /** Accepted lectures of a kind that does not count toward the limit. */
  excused: number;
  /** Lectures asked for and not decided yet. */
  pending: number;
}

/** GET /myProgress: the student's own courses, week by week. */
export interface MyProgressQuery extends ChartWindowQuery {
  user_id: number;
}

export interface ProgressWeek extends AbsenceWeek {
  /**
   * The course's leave percentage at the end of the week: accepted lectures that count, on dates
   * up to the week's last day (earlier weeks and before the window included), of its total lectures.
   */
  percentage: number;
}

export interface CourseProgress {
  course_code: string;
  leave_limit: number;
  total_lectures: number;
  weeks: ProgressWeek[];
}

export interface MyProgress extends ChartWindow {
  courses: CourseProgress[];
}

/** GET /absencesByWeek: the instructor's courses, week by week. */
export interface CourseAbsenceWeeks {
  course_code: string;
  course_title: string;
  weeks: AbsenceWeek[];
}

export interface AbsencesByWeek extends ChartWindow {
  courses: CourseAbsenceWeeks[];
}

/** One week of all the school's leave on lectures, by status; accepted leave split as in AbsenceWeek. */
export interface StatusWeek extends AbsenceWeek {
  rejected: number;
  withdrawn: number;
  cancelled: number;
}

/** GET /leaveByWeek: the admin's view of all leave, week by week. */
export interface LeaveByWeek extends ChartWindow {
  weeks: StatusWeek[];
}
