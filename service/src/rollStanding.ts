/**
 * Where students stand with the roll counted: each enrolment's kept roll, its course's lectures
 * held so far (from the course's calendar) and the school's attendance rules, read once per call.
 */
import type { AttendanceRules, CourseStanding, IsoDate } from '@leave/contract';
import { courseStanding, lecturesHeld } from '@leave/domain';
import type { CourseCalendar } from '@leave/domain';
import type { EnrolmentRoll, Storage } from './storage';

/** What a standing is made of: an enrolment's days and its roll. */
export type EnrolmentCounts = EnrolmentRoll & { accepted_days: number; pending_days: number };

/** A course as a standing reads it. */
export interface StandingCourse {
  course_code: string;
  total_lectures: number;
  leave_limit: number;
}

/** Lectures held so far in each of these courses (from their calendars in `read`, or read here). */
export async function heldIn(
  store: Storage,
  courses: StandingCourse[],
  today: IsoDate,
  read?: Promise<CourseCalendar[]>,
): Promise<Map<string, number>> {
  const calendars = await (read ??
    (courses.length ? store.timetables.calendarsOf(courses.map((c) => c.course_code)) : []));
  const byCode = new Map<string, CourseCalendar>(calendars.map((calendar) => [calendar.course_code, calendar]));
  return new Map(
    courses.map((course) => {
      const calendar = byCode.get(course.course_code);
      return [course.course_code, calendar ? lecturesHeld(calendar, course.total_lectures, today) : 0];
    }),
  );
}

/**
 * The standing of each enrolment of some courses, the rules and lectures held read once (the
 * courses' calendars from `read`, when the caller reads them with others).
 */
export async function standingsFor(
  store: Storage,
  courses: StandingCourse[],
  today: IsoDate,
  read?: Promise<CourseCalendar[]>,
) {
  const [rules, held] = await Promise.all([store.rolls.rules(), heldIn(store, courses, today, read)]);
  return (counts: EnrolmentCounts, course: StandingCourse): CourseStanding =>
    standingWith(counts, course, rules, held.get(course.course_code) ?? 0);
}

export const standingWith = (
  counts: EnrolmentCounts,
  course: StandingCourse,
  rules: AttendanceRules,
  held: number,
): CourseStanding =>
  courseStanding(counts.accepted_days, counts.pending_days, course.total_lectures, course.leave_limit, {
    tally: counts,
    held: { held, on_leave: counts.on_leave },
    rules,
  });
