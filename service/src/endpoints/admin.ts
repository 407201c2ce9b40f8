import { fromIsoDate } from '@leave/contract';
import {
  checkStudentName,
  isTimetabled,
  courseDefaults,
  courseEditSchema,
  courseSummariesSchema,
  DEFAULT_LEAVE_LIMIT,
  leaveLimitChangeSchema,
  messages,
  messageSchema,
  newCourseSchema,
  newEnrollmentSchema,
  refusal,
} from '@leave/domain';
import { audit, changedFields } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import { schoolToday } from '../leaveActions';
import { enrolledNotices } from '../notices';
import { notify } from '../notify';

export const listCourses = defineEndpoint({
  method: 'GET',
  path: '/courses',
  summary: "Every course, for the admin's course select",
  tag: 'admin',
  access: 'admin',
  responses: { 200: courseSummariesSchema },
  async handle({ store }) {
    return ok(await store.courses.summaries());
  },
});

export const addCourse = defineEndpoint({
  method: 'POST',
  path: '/addCourse',
  summary:
    'Add a course; semester, year, total lectures and leave limit default to this semester, this year, 40 and 25%',
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
    // A new course is in the term that holds today, if there is one; it has no timetable yet.
    const term = await store.terms.holding(today);
    const record = {
      course_code: code,
      course_title: course.courseTitle,
      instructor_id: course.instructorId,
      semester_type: course.semesterType ?? defaults.semesterType,
      semester_year: course.semesterYear ?? defaults.semesterYear,
      total_lectures: course.totalLectures ?? defaults.totalLectures,
      leave_limit: course.leaveLimit ?? DEFAULT_LEAVE_LIMIT,
      term_id: term?.term_id ?? null,
    };
    const result = await store.atomically(async (tx) => {
      const result = await tx.courses.insert(record);
      if (result === 'ok') await audit(tx, { session, clientIp }, 'course added', `course ${code}`, { after: record });
      return result;
    });
    if (result === 'duplicate') return refused(exists);
    if (result === 'missing-reference') return refused(noInstructor);
    return ok({ message: messages.courseAdded(code) }, 201);
  },
});

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
    return ok({ message: messages.enrolled(student.name, course.course_code) }, 201);
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
    return ok({ message: messages.leaveLimitSet(code, body.leaveLimit) });
  },
});

export const editCourse = defineEndpoint({
  method: 'POST',
  path: '/editCourse',
  summary:
    "Change a course's title, instructor, semester, year and total lectures (its code stays; its leave limit has /setLeaveLimit)",
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
    const after = {
      course_code: code,
      course_title: body.courseTitle,
      instructor_id: body.instructorId,
      semester_type: body.semesterType,
      semester_year: body.semesterYear,
      total_lectures: body.totalLectures,
    };
    const change = changedFields(before, after);
    if (!change.after) return ok({ message: messages.courseUnchanged(code) });
    const result = await store.atomically(async (tx) => {
      const result = await tx.courses.update(after);
      if (result === 'ok') await audit(tx, { session, clientIp }, 'course edited', `course ${code}`, change);
      return result;
    });
    if (result === 'not-found') return refused(refusal(404, messages.noCourse(code), 'courseCode'));
    if (result === 'missing-reference')
      return refused(refusal(404, messages.noInstructor(body.instructorId), 'instructorId'));
    return ok({ message: messages.courseEdited(code) });
  },
});
