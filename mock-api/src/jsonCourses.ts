import type { CourseListEntry, CourseSort, LeaveStatus } from '@leave/contract';
import {
  compareNames,
  countsAsAbsence,
  DEFAULT_LEAVE_LIMIT,
  INITIAL_LEAVE_STATUS,
  KEPT_ROSTER_COMPARE,
} from '@leave/domain';
import { pairKey } from '@leave/service';
import type { CourseStore, EnrolmentStore } from '@leave/service';
import { inBatches, matches, sortedWindow, WHOLE } from './listWindow';
import { countsInPercentage } from './jsonLeaves';
import { enrolmentMissed, enrolmentRoll } from './jsonRolls';
import type { DbState } from './records';

const compareCourses: Record<CourseSort, (a: CourseListEntry, b: CourseListEntry) => number> = {
  course_code: (a, b) => (a.course_code < b.course_code ? -1 : a.course_code > b.course_code ? 1 : 0),
  course_title: (a, b) => compareNames(a.course_title, b.course_title),
  instructor_name: (a, b) => compareNames(a.instructor_name, b.instructor_name),
  enrolled: (a, b) => a.enrolled - b.enrolled,
};

const byCode = (a: { course_code: string }, b: { course_code: string }) => a.course_code.localeCompare(b.course_code);

/** The course and enrolment stores on the data file, as the real API answers them. */
export function jsonCourses(state: () => DbState, write: <T>(change: () => T) => T) {
  const courseOf = (code: string) => state().courses.find((c) => c.course_code === code);
  const limitOf = (course: { leave_limit?: number }) => course.leave_limit ?? DEFAULT_LEAVE_LIMIT;
  const daysOf = (rollNo: number, code: string, counts: (status: LeaveStatus) => boolean) =>
    state().leaves.filter(
      (l) => l.roll_no === rollNo && l.course_code === code && countsInPercentage(l) && counts(l.status),
    ).length;
  const accepted = (rollNo: number, code: string) => daysOf(rollNo, code, countsAsAbsence);
  const pending = (rollNo: number, code: string) => daysOf(rollNo, code, (status) => status === INITIAL_LEAVE_STATUS);
  const active = () => state().enrollments.filter((e) => !e.removed_at);
  const enrolled = (code: string) => active().filter((e) => e.course_code === code);

  const courses: CourseStore = {
    async find(code) {
      const course = courseOf(code);
      return (
        course && {
          course_code: course.course_code,
          instructor_id: course.instructor_id,
          total_lectures: course.total_lectures,
          leave_limit: limitOf(course),
        }
      );
    },
    async taughtBy(rgNo) {
      return state()
        .courses.filter((c) => c.instructor_id === rgNo)
        .sort(byCode)
        .map((c) => ({
          course_code: c.course_code,
          course_title: c.course_title,
          semester_type: c.semester_type,
          semester_year: c.semester_year,
          total_students: enrolled(c.course_code).length,
          total_lectures: c.total_lectures,
          leave_limit: limitOf(c),
        }));
    },
    async summaries(instructorId) {
      return state()
        .courses.filter((c) => instructorId === undefined || c.instructor_id === instructorId)
        .map((c) => ({
          course_code: c.course_code,
          course_title: c.course_title,
          instructor_id: c.instructor_id,
          semester_type: c.semester_type,
          semester_year: c.semester_year,
          total_lectures: c.total_lectures,
          leave_limit: limitOf(c),
        }))
        .sort(byCode);
    },
    async summariesOf(codes) {
      const wanted = new Set(codes);
      return (await courses.summaries()).filter((course) => wanted.has(course.course_code));
    },
    async count() {
      return state().courses.length;
    },
    async summaryPage({ offset, limit }) {
      const all = await courses.summaries();
      return { items: all.slice(offset, offset + limit), total: all.length };
    },
    async insert(course) {
      if (courseOf(course.course_code)) return 'duplicate';
      const instructor = state().users.find(
        (u) => u.role === 'course instructor' && u.user_id === course.instructor_id,
      );
      if (!instructor) return 'missing-reference';
      return write(() => (state().courses.push({ ...course, leave_limit: limitOf(course) }), 'ok'));
    },
    async list({ q, sort = 'course_code', order = 'asc' }, window) {
      const all = state().courses.flatMap((c) => {
        const instructor = state().users.find((u) => u.role === 'course instructor' && u.user_id === c.instructor_id);
        if (!instructor || !matches(q, c.course_code, c.course_title, instructor.name)) return [];
        return [
          {
            course_code: c.course_code,
            course_title: c.course_title,
            instructor_id: c.instructor_id,
            instructor_name: instructor.name,
            semester_type: c.semester_type,
            semester_year: c.semester_year,
            total_lectures: c.total_lectures,
            leave_limit: limitOf(c),
            enrolled: enrolled(c.course_code).length,
          },
        ];
      });
      return sortedWindow(all, compareCourses[sort], compareCourses.course_code, order, window);
    },
    listBatches: (filter) => inBatches(async () => (await courses.list(filter, WHOLE)).items),
    rosterBatches: (code, today) => inBatches(() => courses.roster(code, today)),
    async record(code) {
      const course = courseOf(code);
      return course && { ...course, leave_limit: limitOf(course) };
    },
    async update(course) {
      const stored = courseOf(course.course_code);
      if (!stored) return 'not-found';
      const instructor = state().users.find(
        (u) => u.role === 'course instructor' && u.user_id === course.instructor_id,
      );
      if (!instructor) return 'missing-reference';
      write(() => Object.assign(stored, course));
      return 'ok';
    },
    async setLeaveLimit(code, limit) {
      const course = courseOf(code);
      if (!course) return false;
      write(() => {
        course.leave_limit = limit;
      });
      return true;
    },
    async roster(code, today) {
      return enrolled(code)
        .map((e) => ({
          ...enrolmentRoll(state(), e.roll_no, code, today),
          roll_no: e.roll_no,
          name: state().users.find((u) => u.role === 'student' && u.user_id === e.roll_no)?.name ?? '',
          accepted_days: accepted(e.roll_no, code),
          pending_days: pending(e.roll_no, code),
          excused_days: state().leaves.filter(
            (l) =>
              l.roll_no === e.roll_no &&
              l.course_code === code &&
              l.status === 'accepted' &&
              l.lecture !== false &&
              l.counted === false,
          ).length,
        }))
        .sort((a, b) => a.roll_no - b.roll_no);
    },
    async nearLimit() {
      // Every enrolment: the mock's data is small, and the service picks those at risk.
      return active().map((e) => ({
        ...enrolmentRoll(state(), e.roll_no, e.course_code),
        course_code: e.course_code,
        roll_no: e.roll_no,
        name: state().users.find((u) => u.role === 'student' && u.user_id === e.roll_no)?.name ?? '',
        accepted_days: accepted(e.roll_no, e.course_code),
      }));
    },
    async rosterWindow(code, order, { offset, limit }, today) {
      const roster = (await courses.roster(code, today))
        .map((row) => ({ ...row, missed: enrolmentMissed(state(), row.roll_no, code, row.accepted_days) }))
        .sort(KEPT_ROSTER_COMPARE[order])
        .map(({ missed: _missed, ...row }) => row);
      return { items: roster.slice(offset, offset + limit), total: roster.length };
    },
  };

  const enrolments: EnrolmentStore = {
    async isEnrolled(rollNo, code) {
      return active().some((e) => e.roll_no === rollNo && e.course_code === code);
    },
    async tallies(rollNo, today) {
      return state()
        .enrollments.filter((e) => e.roll_no === rollNo && !e.removed_at)
        .flatMap((e) => {
          const course = courseOf(e.course_code);
          if (!course) return [];
          return [
            {
              course_code: e.course_code,
              total_lectures: course.total_lectures,
              leave_limit: limitOf(course),
              accepted_days: accepted(rollNo, e.course_code),
              pending_days: pending(rollNo, e.course_code),
              ...enrolmentRoll(state(), rollNo, e.course_code, today),
            },
          ];
        })
        .sort(byCode);
    },
    async insert(rollNo, code) {
      const stored = state().enrollments.find((e) => e.roll_no === rollNo && e.course_code === code);
      if (stored && !stored.removed_at) return 'duplicate';
      if (stored) return write(() => ((stored.removed_at = null), 'ok'));
      const student = state().users.find((u) => u.role === 'student' && u.user_id === rollNo);
      if (!courseOf(code) || !student) return 'missing-reference';
      return write(() => (state().enrollments.push({ roll_no: rollNo, course_code: code }), 'ok'));
    },
    async remove(rollNo, code) {
      const stored = state().enrollments.find((e) => e.roll_no === rollNo && e.course_code === code && !e.removed_at);
      if (!stored) return false;
      write(() => (stored.removed_at = new Date().toISOString()));
      return true;
    },
    async existing(pairs) {
      const asked = new Set(pairs.map(pairKey));
      return new Set(
        state()
          .enrollments.map(pairKey)
          .filter((key) => asked.has(key)),
      );
    },
    async insertMany(pairs) {
      return write(() => {
        const stored = new Map(state().enrollments.map((e) => [pairKey(e), e]));
        const added = new Set<string>();
        for (const pair of pairs) {
          const key = pairKey(pair);
          const earlier = stored.get(key);
          if ((earlier && !earlier.removed_at) || added.has(key)) continue;
          if (earlier) earlier.removed_at = null;
          else state().enrollments.push({ roll_no: pair.roll_no, course_code: pair.course_code });
          added.add(key);
        }
        return added;
      });
    },
  };

  return { courses, enrolments };
}
