/**
 * The charts' numbers, week by week over the term (or the weeks asked for): a student's
 * percentage per course against its limit, an instructor's absences per course, the admin's
 * leave by status. Each is read a day at a time from the store and made into weeks by the
 * domain's rules (weeklyLeave.ts), which count as the percentage and the roster do.
 */
import type { ChartWindowQuery, CourseAbsenceWeeks, CourseProgress } from '@leave/contract';
import {
  absenceWeeks,
  absencesByWeekSchema,
  AWAY_STATUSES,
  chartWindow,
  chartWindowQuerySchema,
  CHART_STATUSES,
  checkOwnData,
  leaveByWeekSchema,
  myProgressQuerySchema,
  myProgressSchema,
  ofCourse,
  progressWeeks,
  statusWeeks,
} from '@leave/domain';
import { defineEndpoint, ok, refused } from '../endpoint';
import type { ServiceSettings } from '../endpoint';
import { schoolToday } from '../leaveActions';
import type { Storage } from '../storage';

/** The window asked for, or the term of the school's today, or the weeks up to this one. */
async function windowOf(store: Storage, settings: ServiceSettings, asked: ChartWindowQuery) {
  const today = schoolToday(settings);
  const term = asked.from && asked.to ? undefined : await store.terms.holding(today);
  return chartWindow(asked, today, term);
}

export const myProgress = defineEndpoint({
  method: 'GET',
  path: '/myProgress',
  summary:
    "A student's courses week by week over the term (or from..to, at most 371 days): lectures away, counted, excused (a kind that does not count) and pending, and the leave percentage at each week's end, with the course's limit (their own only)",
  tag: 'student',
  access: 'student',
  query: myProgressQuerySchema,
  responses: { 200: myProgressSchema },
  async handle({ store, session, settings, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const window = await windowOf(store, settings, query);
    const [courses, tallies, before] = await Promise.all([
      store.enrolments.tallies(query.user_id),
      store.leaves.dayTallies({ statuses: AWAY_STATUSES, roll_no: query.user_id }, window.from, window.to),
      store.leaves.countedBefore(query.user_id, window.from),
    ]);
    const progress: CourseProgress[] = courses.map((course) => ({
      course_code: course.course_code,
      leave_limit: course.leave_limit,
      total_lectures: course.total_lectures,
      weeks: progressWeeks(
        ofCourse(tallies, course.course_code),
        window,
        before.find((counted) => counted.course_code === course.course_code)?.leaves ?? 0,
        course.total_lectures,
      ),
    }));
    return ok({ ...window, courses: progress });
  },
});

export const absencesByWeek = defineEndpoint({
  method: 'GET',
  path: '/absencesByWeek',
  summary:
    'The lectures students are away from in each course the instructor teaches, week by week over the term (or from..to, at most 371 days): accepted and counted, excused (a kind that does not count), pending',
  tag: 'instructor',
  access: 'course instructor',
  query: chartWindowQuerySchema,
  responses: { 200: absencesByWeekSchema },
  async handle({ store, session, settings, query }) {
    const window = await windowOf(store, settings, query);
    const taught = await store.courses.taughtBy(session.user_id);
    const tallies = taught.length
      ? await store.leaves.dayTallies(
          { statuses: AWAY_STATUSES, course_codes: taught.map((course) => course.course_code) },
          window.from,
          window.to,
        )
      : [];
    const courses: CourseAbsenceWeeks[] = taught.map((course) => ({
      course_code: course.course_code,
      course_title: course.course_title,
      weeks: absenceWeeks(ofCourse(tallies, course.course_code), window),
    }));
    return ok({ ...window, courses });
  },
});

export const leaveByWeek = defineEndpoint({
  method: 'GET',
  path: '/leaveByWeek',
  summary:
    'All leave on lectures week by week over the term (or from..to, at most 371 days), by status: accepted and counted, excused (a kind that does not count), pending, rejected, withdrawn, cancelled',
  tag: 'admin',
  access: 'admin',
  query: chartWindowQuerySchema,
  responses: { 200: leaveByWeekSchema },
  async handle({ store, settings, query }) {
    const window = await windowOf(store, settings, query);
    const tallies = await store.leaves.dayTallies({ statuses: CHART_STATUSES }, window.from, window.to);
    return ok({ ...window, weeks: statusWeeks(tallies, window) });
  },
});
