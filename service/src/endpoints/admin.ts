import { fromIsoDate } from '@leave/contract';
import {
  checkStudentName,
  isTimetabled,
  courseDefaults,
  courseEditSchema,
  courseSummariesQuerySchema,
  courseSummaryPageSchema,
  DEFAULT_LEAVE_LIMIT,
  leaveLimitChangeSchema,
  messages,
  messageSchema,
  newCourseSchema,
  newEnrollmentSchema,
  pageInfo,
  pageWindow,
  refusal,
  semesterOfTerm,
} from '@leave/domain';
import type { Refusal } from '@leave/domain';
import type { Meeting, Term } from '@leave/contract';
import { recountOf } from '../lectureCounts';
import { audit, changedFields } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import { schoolToday } from '../leaveActions';
import { enrolledNotices } from '../notices';
import { notify } from '../notify';

export const listCourses = defineEndpoint({
  method: 'GET',
  path: '/courses',
  summary: "One page of every course, by code, for the admin's course selects (which follow the pages)",
  tag: 'admin',
  access: 'admin',
  query: courseSummariesQuerySchema,
  responses: { 200: courseSummaryPageSchema },
  async handle({ store, query }) {
    const { items, total } = await store.courses.summaryPage(pageWindow(query));
    return ok({ items, ...pageInfo(total, query) });
  },
});

export const addCourse = defineEndpoint({
  method: 'POST',
  path: '/addCourse',
  summary:
    "Add a course in a term (left out: the term of the school's today), optionally with its weekly meetings; semester and year are its term's (without a term: as given, or this semester and year), total lectures and leave limit default to 40 and 25%",
  tag: 'admin',
  access: 'admin',
  body: newCourseSchema,
  responses: { 201: messageSchema },
  async handle({ store, settings, session, clientIp, body: course }) {
    const code = course.courseCode.toUpperCase();
    const exists = refusal(409, messages.courseExists(code), 'courseCode');
    const noInstructor = refusal(404, messages.noInstructor(course.instructorId));
    if (await store.courses.find(code)) return refused(exists);
    if (!(await store.users.findInstructor(course.instructorId))) return refused(noInstructor);
    const today = schoolToday(settings);
    const defaults = courseDefaults(fromIsoDate(today));
    // Its term: the one named, none (null), or the one that holds today.
    let term: Term | undefined;
    if (course.termId === undefined) term = await store.terms.holding(today);
    else if (course.termId !== null) {
      term = await store.terms.find(course.termId);
      if (!term) return refused(refusal(404, messages.noTerm(course.termId), 'termId'));
    }
    const meetings = course.meetings ?? [];
    if (meetings.length && !term) return refused(refusal(400, messages.timetableNeedsTerm(code), 'termId'));
    // The seed's semester and year say the course's term, when it has one.
    const semester = term ? semesterOfTerm(term) : undefined;
    const record = {
      course_code: code,
      course_title: course.courseTitle,
      instructor_id: course.instructorId,
      semester_type: semester?.semesterType ?? course.semesterType ?? defaults.semesterType,
      semester_year: semester?.semesterYear ?? course.semesterYear ?? defaults.semesterYear,
      total_lectures: course.totalLectures ?? defaults.totalLectures,
      leave_limit: course.leaveLimit ?? DEFAULT_LEAVE_LIMIT,
      term_id: term?.term_id ?? null,
    };
    try {
      const result = await store.atomically(async (tx) => {
        const result = await tx.courses.insert(record);
        if (result !== 'ok') return result;
        let timetable: { total_lectures: number; meetings: Meeting[] } | undefined;
        if (meetings.length) {
          const changed = await tx.timetables.change(
            code,
            () => ({ write: { kind: 'timetable', term_id: term!.term_id, meetings } }),
            recountOf,
          );
          // A timetable refused (no lecture in the term) undoes the course too.
          if (changed === 'not-found' || 'status' in changed) throw new TimetableRefused(changed);
          timetable = { total_lectures: changed.after.total_lectures, meetings: changed.after.meetings };
        }
        await audit(tx, { session, clientIp }, 'course added', `course ${code}`, {
          after: { ...record, term: term?.name ?? null, ...timetable },
        });
        return result;
      });
      if (result === 'duplicate') return refused(exists);
      if (result === 'missing-reference') return refused(noInstructor);
    } catch (error) {
      if (!(error instanceof TimetableRefused)) throw error;
      return refused(error.refusal === 'not-found' ? refusal(404, messages.noCourse(code)) : error.refusal);
    }
    return ok({ message: messages.courseAdded(code).message }, 201);
  },
});

/** Thrown inside a change to undo it: the new course's timetable was refused. */
class TimetableRefused extends Error {
  constructor(readonly refusal: Refusal | 'not-found') {
    super('timetable refused');
  }
}

export const addStudentToCourse = defineEndpoint({
  method: 'POST',
  path: '/addStudentToCourse',
  summary: 'Enrol a student in a course by roll number; a name, if given, must match it',
  tag: 'admin',
  access: 'admin',
  body: newEnrollmentSchema,
  responses: { 201: messageSchema },
  async handle({ store, settings, session, clientIp, body: enrolment }) {
    const course = await store.courses.find(enrolment.courseCode.toUpperCase());
    if (!course) return refused(refusal(404, messages.noCourse(enrolment.courseCode)));
    const student = await store.users.findStudent(enrolment.studentId);
    if (!student) return refused(refusal(404, messages.noStudent(enrolment.studentId)));
    const wrongName = enrolment.studentName ? checkStudentName(student, enrolment.studentName) : null;
    if (wrongName) return refused(wrongName);
    const result = await store.atomically(async (tx) => {
      const result = await tx.enrolments.insert(student.roll_no, course.course_code);
      if (result === 'ok') {
        await audit(tx, { session, clientIp }, 'student enrolled', `course ${course.course_code}`, {
          after: { roll_no: student.roll_no, name: student.name },
        });
      }
      return result;
    });
    if (result === 'duplicate')
      return refused(refusal(409, messages.alreadyEnrolled(student.name, course.course_code)));
    await notify(store, settings, () =>
      enrolledNotices(store, [{ course_code: course.course_code, roll_no: student.roll_no }]),
    );
    return ok({ message: messages.enrolled(student.name, course.course_code).message }, 201);
  },
});

export const setLeaveLimit = defineEndpoint({
  method: 'POST',
  path: '/setLeaveLimit',
  summary: "Change a course's leave limit: the largest leave percentage allowed, 1 to 100",
  tag: 'admin',
  access: 'admin',
  body: leaveLimitChangeSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const code = body.courseCode.toUpperCase();
    const set = await store.atomically(async (tx) => {
      const before = await tx.courses.find(code);
      if (!before || !(await tx.courses.setLeaveLimit(code, body.leaveLimit))) return false;
      await audit(tx, { session, clientIp }, 'leave limit set', `course ${code}`, {
        before: { leave_limit: before.leave_limit },
        after: { leave_limit: body.leaveLimit },
      });
      return true;
    });
    if (!set) return refused(refusal(404, messages.noCourse(code)));
    return ok({ message: messages.leaveLimitSet(code, body.leaveLimit).message });
  },
});

export const editCourse = defineEndpoint({
  method: 'POST',
  path: '/editCourse',
  summary:
    "Change a course's title, instructor, semester, year and total lectures (its code stays; its leave limit has /setLeaveLimit; a course in a term keeps the term's semester and year)",
  tag: 'admin',
  access: 'admin',
  body: courseEditSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const code = body.courseCode.toUpperCase();
    const before = await store.courses.record(code);
    if (!before) return refused(refusal(404, messages.noCourse(code), 'courseCode'));
    const calendar = await store.timetables.calendarOf(code);
    if (calendar && isTimetabled(calendar) && body.totalLectures !== before.total_lectures) {
      return refused(refusal(400, messages.totalFromTimetable(code, before.total_lectures), 'totalLectures'));
    }
    // A course in a term keeps the term's semester and year, whatever the form sent.
    const semester = calendar?.term ? semesterOfTerm(calendar.term) : body;
    const after = {
      course_code: code,
      course_title: body.courseTitle,
      instructor_id: body.instructorId,
      semester_type: semester.semesterType,
      semester_year: semester.semesterYear,
      total_lectures: body.totalLectures,
    };
    const change = changedFields(before, after);
    if (!change.after) return ok({ message: messages.courseUnchanged(code).message });
    const result = await store.atomically(async (tx) => {
      const result = await tx.courses.update(after);
      if (result === 'ok') await audit(tx, { session, clientIp }, 'course edited', `course ${code}`, change);
      return result;
    });
    if (result === 'not-found') return refused(refusal(404, messages.noCourse(code), 'courseCode'));
    if (result === 'missing-reference')
      return refused(refusal(404, messages.noInstructor(body.instructorId), 'instructorId'));
    return ok({ message: messages.courseEdited(code).message });
  },
});
