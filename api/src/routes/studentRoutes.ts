import type { FastifyInstance } from 'fastify';
import { newLeaveSchema, userIdQuerySchema } from '@leave/contract/schemas';
import type { Database } from '../db/database';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/database';
import { fail, parse, requireRole } from '../http';
import { findCourse, findStudent, isEnrolled, studentData } from '../queries';

export function studentRoutes(app: FastifyInstance, db: Database) {
  app.get('/studentData', async (request, reply) => {
    const session = requireRole(request, reply, 'student');
    if (!session) return reply;
    const query = parse(userIdQuerySchema, request.query, reply);
    if (!query) return reply;
    if (query.user_id !== session.user_id) return fail(reply, 403, 'You can only see your own data');
    const profile = await findStudent(db, query.user_id);
    if (!profile) return fail(reply, 404, `No student with roll number ${query.user_id}`);
    return studentData(db, profile);
  });

  app.post('/addLeave', async (request, reply) => {
    const session = requireRole(request, reply, 'student');
    if (!session) return reply;
    const leave = parse(newLeaveSchema, request.body, reply);
    if (!leave) return reply;
    if (leave.user_role !== 'student') return fail(reply, 400, 'Only students can apply for leave', 'user_role');
    if (leave.user_id !== session.user_id) return fail(reply, 403, 'You can only apply for leave for yourself');
    const course = await findCourse(db, leave.course_code);
    if (!course) return fail(reply, 400, `There is no course ${leave.course_code.toUpperCase()}`, 'course_code');
    if (!(await isEnrolled(db, session.user_id, course.course_code))) {
      return fail(reply, 400, `You are not enrolled in ${course.course_code}`, 'course_code');
    }
    try {
      await db.query(`INSERT INTO leaves (leave_date, reason, roll_no, course_code) VALUES ($1::date, $2, $3, $4)`, [
        leave.leave_date,
        leave.reason,
        session.user_id,
        course.course_code,
      ]);
    } catch (error) {
      // The unique (roll_no, leave_date) constraint decides between two adds racing for one date.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        return fail(reply, 409, `You already have leave on ${leave.leave_date}`, 'leave_date');
      }
      throw error;
    }
    // The spec judges success by exactly 200.
    return reply.code(200).send({ message: 'Leave added' });
  });
}
