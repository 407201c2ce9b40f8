import { OVERVIEW_LIST_SIZE } from '@leave/contract';
import type { AdminOverview, PendingOfCourse, StudentAtRisk } from '@leave/contract';
import { adminOverviewSchema, attendanceRisk, leavePercentage, missedLectures, rollLecture } from '@leave/domain';
import { defineEndpoint, ok } from '../endpoint';
import { schoolToday } from '../leaveActions';

/** Over the limit first, then the most lectures missed, the highest leave percentage, by roll number. */
const furthestFirst = (a: StudentAtRisk & { missed: number }, b: StudentAtRisk & { missed: number }) =>
  Number(b.risk === 'danger') - Number(a.risk === 'danger') ||
  b.missed - a.missed ||
  b.leave_percentage - a.leave_percentage ||
  a.roll_no - b.roll_no;

export const adminOverview = defineEndpoint({
  method: 'GET',
  path: '/adminOverview',
  summary:
    "The admin's home: how many students and courses, the requests waiting by course, the students near (80% of the limit or more) or over a course's limit by lectures missed, the leave on today's date, today's lectures and their rolls, and the latest changes; each list its first few",
  tag: 'admin',
  access: 'admin',
  responses: { 200: adminOverviewSchema },
  async handle({ store, settings }) {
    const today = schoolToday(settings);
    // Across every course at once, from kept counts: a call costs the same with 4 courses or 400.
    const [courseCount, students, recent, rules, rolls, waiting, standings, absent, lectures] = await Promise.all([
      store.courses.count(),
      store.users.students({}, { offset: 0, limit: 1 }),
      store.audit.page({}, { offset: 0, limit: OVERVIEW_LIST_SIZE }),
      store.rolls.rules(),
      store.rolls.day(today),
      store.requests.pendingLeaders(OVERVIEW_LIST_SIZE),
      store.courses.nearLimit(),
      store.leaves.absenceTotals(today),
      store.timetables.lecturesOn(today),
    ]);
    // Only the courses the lists name: their titles, lectures and limits.
    const named = new Set([
      ...waiting.courses.map((row) => row.course_code),
      ...standings.map((row) => row.course_code),
    ]);
    const courses = await store.courses.summariesOf([...named]);
    // The courses with a change today are the only calendars read: the rest are a kept count.
    const lecturesToday =
      lectures.unchanged + lectures.changed.filter((calendar) => 'lecture' in rollLecture(calendar, today)).length;
    const byCode = new Map(courses.map((course) => [course.course_code, course]));
    const pending: PendingOfCourse[] = waiting.courses.flatMap(({ course_code, pending: count }) => {
      const course = byCode.get(course_code);
      return course && count ? [{ ...course, pending: count }] : [];
    });
    // At risk by lectures missed: accepted leave not attended and, as the rules say, absences and lates.
    const atRisk: Array<StudentAtRisk & { missed: number }> = standings.flatMap((row) => {
      const course = byCode.get(row.course_code);
      if (!course) return [];
      const missed = missedLectures(row.accepted_days, row, rules);
      const risk = attendanceRisk(missed, course.total_lectures, course.leave_limit);
      if (risk === 'ok') return [];
      return [
        {
          missed,
          roll_no: row.roll_no,
          name: row.name,
          course_code: course.course_code,
          leave_percentage: leavePercentage(row.accepted_days, course.total_lectures),
          leave_limit: course.leave_limit,
          risk,
        },
      ];
    });
    pending.sort((a, b) => b.pending - a.pending || a.course_code.localeCompare(b.course_code));
    atRisk.sort(furthestFirst);
    const overview: AdminOverview = {
      today,
      students: students.total,
      courses: courseCount,
      pending: {
        total: waiting.total,
        courses: pending
          .slice(0, OVERVIEW_LIST_SIZE)
          .map(({ course_code, course_title, pending: count }) => ({ course_code, course_title, pending: count })),
      },
      at_risk: {
        near: atRisk.filter((student) => student.risk === 'warning').length,
        over: atRisk.filter((student) => student.risk === 'danger').length,
        students: atRisk.slice(0, OVERVIEW_LIST_SIZE).map(({ missed: _missed, ...student }) => student),
      },
      absent_today: absent,
      attendance: {
        lectures_today: lecturesToday,
        rolls_taken_today: rolls.rolls,
        absent_without_leave_today: rolls.absent_without_leave,
      },
      recent: recent.items,
    };
    return ok(overview);
  },
});
