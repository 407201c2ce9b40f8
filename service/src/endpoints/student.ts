import type { Enrollment } from '@leave/contract';
import {
  checkApplyForSelf,
  checkOwnData,
  INITIAL_LEAVE_STATUS,
  leavePercentage,
  messages,
  messageSchema,
  newLeaveSchema,
  refusal,
  studentDataSchema,
  userIdQuerySchema,
} from '@leave/domain';
import { defineEndpoint, ok, refused } from '../endpoint';

export const studentData = defineEndpoint({
  method: 'GET',
  path: '/studentData',
  summary: "A student's profile, leave and enrolments with leave percentage (their own only)",
  tag: 'student',
  access: 'student',
  query: userIdQuerySchema,
  responses: { 200: studentDataSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const profile = await store.users.findStudent(query.user_id);
    if (!profile) return refused(refusal(404, messages.noStudent(query.user_id)));
    const [leaveData, tallies] = await Promise.all([
      store.leaves.ofStudent(profile.roll_no),
      store.enrolments.tallies(profile.roll_no),
    ]);
    const enrollmentData: Enrollment[] = tallies.map((tally) => ({
      roll_no: profile.roll_no,
      course_code: tally.course_code,
      leave_percentage: leavePercentage(tally.accepted_days, tally.total_lectures),
    }));
    return ok({ studentData: profile, leaveData, enrollmentData });
  },
});

export const addLeave = defineEndpoint({
  method: 'POST',
  path: '/addLeave',
  summary: 'Apply for leave on a date in a course the student is enrolled in; it starts as pending',
  tag: 'student',
  access: 'student',
  body: newLeaveSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, body: leave }) {
    const notAllowed = checkApplyForSelf(session, leave);
    if (notAllowed) return refused(notAllowed);
    const course = await store.courses.find(leave.course_code.toUpperCase());
    if (!course) return refused(refusal(400, messages.noCourse(leave.course_code), 'course_code'));
    if (!(await store.enrolments.isEnrolled(session.user_id, course.course_code))) {
      return refused(refusal(400, messages.notEnrolled(course.course_code), 'course_code'));
    }
    const result = await store.leaves.insert({
      leave_date: leave.leave_date,
      reason: leave.reason,
      roll_no: session.user_id,
      course_code: course.course_code,
      status: INITIAL_LEAVE_STATUS,
    });
    if (result === 'duplicate') return refused(refusal(409, messages.leaveExists(leave.leave_date), 'leave_date'));
    // The spec judges success by exactly 200.
    return ok({ message: messages.leaveAdded }, 200);
  },
});
