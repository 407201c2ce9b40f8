import { z } from 'zod';
import {
  courseEnrolmentPageSchema,
  courseEnrolmentsQuerySchema,
  courseOnlyQuerySchema,
  enrolmentRemovalSchema,
  messages,
  messageSchema,
  pageInfo,
  pageWindow,
  refusal,
} from '@leave/domain';
import { audit } from '../audit';
import { csvFile } from '../csvFile';
import { defineEndpoint, ok, refused } from '../endpoint';
import { schoolToday } from '../leaveActions';

export const courseEnrolments = defineEndpoint({
  method: 'GET',
  path: '/courseEnrolments',
  summary: "One page of a course's enrolled students, by roll number, with their accepted and pending days",
  tag: 'admin',
  access: 'admin',
  query: courseEnrolmentsQuerySchema,
  responses: { 200: courseEnrolmentPageSchema },
  async handle({ store, settings, query }) {
    const code = query.course_code.toUpperCase();
    if (!(await store.courses.find(code))) return refused(refusal(404, messages.noCourse(code), 'course_code'));
    // The page alone, read in roll order from the store (a university's course has a thousand
    // students: reading them all to answer twenty made this list 11x slower at scale).
    const { items, total } = await store.courses.rosterWindow(
      code,
      'roll number',
      pageWindow(query),
      schoolToday(settings),
    );
    return ok({
      items: items.map(({ roll_no, name, accepted_days, pending_days }) => ({
        roll_no,
        name,
        accepted_days,
        pending_days,
      })),
      ...pageInfo(total, query),
    });
  },
});

export const removeEnrolment = defineEndpoint({
  method: 'POST',
  path: '/removeEnrolment',
  summary:
    'Removes a student from a course: they can no longer apply for leave in it and it leaves their percentages; their leave in it is kept, marked no longer enrolled',
  tag: 'admin',
  access: 'admin',
  body: enrolmentRemovalSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, clientIp, body }) {
    const code = body.courseCode.toUpperCase();
    if (!(await store.courses.find(code))) return refused(refusal(404, messages.noCourse(code), 'courseCode'));
    const student = await store.users.findStudent(body.studentId);
    if (!student) return refused(refusal(404, messages.noStudent(body.studentId), 'studentId'));
    const removed = await store.atomically(async (tx) => {
      if (!(await tx.enrolments.remove(student.roll_no, code))) return false;
      await audit(tx, { session, clientIp }, 'student unenrolled', `course ${code}`, {
        before: { roll_no: student.roll_no, name: student.name },
      });
      return true;
    });
    if (!removed) return refused(refusal(404, messages.notEnrolledIn(student.roll_no, code), 'studentId'));
    return ok({ message: messages.unenrolled(student.name, code).message });
  },
});

const ENROLMENT_COLUMNS = ['roll_no', 'name', 'accepted_days', 'pending_days'] as const;

export const exportCourseEnrolments = defineEndpoint({
  method: 'GET',
  path: '/exportCourseEnrolments',
  summary: "A course's enrolled students as CSV, by roll number",
  tag: 'admin',
  access: 'admin',
  query: courseOnlyQuerySchema,
  produces: 'text/csv',
  responses: { 200: z.string().describe('CSV: ' + ENROLMENT_COLUMNS.join(', ')) },
  async handle({ store, query }) {
    const code = query.course_code.toUpperCase();
    if (!(await store.courses.find(code))) return refused(refusal(404, messages.noCourse(code), 'course_code'));
    return csvFile(
      ENROLMENT_COLUMNS,
      store.courses.rosterBatches(code),
      (row) => ENROLMENT_COLUMNS.map((column) => row[column]),
      `${code}-enrolments.csv`,
    );
  },
});
