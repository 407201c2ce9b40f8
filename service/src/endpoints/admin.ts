import {
  checkStudentName,
  courseDefaults,
  courseSummariesSchema,
  DEFAULT_LEAVE_LIMIT,
  leaveLimitChangeSchema,
  messages,
  messageSchema,
  newCourseSchema,
  newEnrollmentSchema,
  refusal,
} from '@leave/domain';
import { defineEndpoint, ok, refused } from '../endpoint';

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
  async handle({ store, body: course }) {
    const code = course.courseCode.toUpperCase();
    const exists = refusal(409, messages.courseExists(code), 'courseCode');
    const noInstructor = refusal(404, messages.noInstructor(course.instructorId));
    if (await store.courses.find(code)) return refused(exists);
    if (!(await store.users.findInstructor(course.instructorId))) return refused(noInstructor);
    const defaults = courseDefaults(new Date());
    const result = await store.courses.insert({
      course_code: code,
      course_title: course.courseTitle,
      instructor_id: course.instructorId,
      semester_type: course.semesterType ?? defaults.semesterType,
      semester_year: course.semesterYear ?? defaults.semesterYear,
      total_lectures: course.totalLectures ?? defaults.totalLectures,
      leave_limit: course.leaveLimit ?? DEFAULT_LEAVE_LIMIT,
    });
    if (result === 'duplicate') return refused(exists);
    if (result === 'missing-reference') return refused(noInstructor);
    return ok({ message: messages.courseAdded(code) }, 201);
  },
});

export const addStudentToCourse = defineEndpoint({
  method: 'POST',
  path: '/addStudentToCourse',
  summary: 'Enrol a student in a course; the name must match the roll number',
  tag: 'admin',
  access: 'admin',
  body: newEnrollmentSchema,
  responses: { 201: messageSchema },
  async handle({ store, body: enrolment }) {
    const course = await store.courses.find(enrolment.courseCode.toUpperCase());
    if (!course) return refused(refusal(404, messages.noCourse(enrolment.courseCode)));
    const student = await store.users.findStudent(enrolment.studentId);
    if (!student) return refused(refusal(404, messages.noStudent(enrolment.studentId)));
    const wrongName = checkStudentName(student, enrolment.studentName);
    if (wrongName) return refused(wrongName);
    const result = await store.enrolments.insert(student.roll_no, course.course_code);
    if (result === 'duplicate')
      return refused(refusal(409, messages.alreadyEnrolled(student.name, course.course_code)));
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
  async handle({ store, body }) {
    const code = body.courseCode.toUpperCase();
    if (!(await store.courses.setLeaveLimit(code, body.leaveLimit)))
      return refused(refusal(404, messages.noCourse(code)));
    return ok({ message: messages.leaveLimitSet(code, body.leaveLimit) });
  },
});
