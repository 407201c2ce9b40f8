import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LeaveStatus } from '@leave/contract';
import { courseQuerySchema, leaveDecisionSchema, userIdQuerySchema } from '@leave/contract/schemas';
import type { Database } from '../db/database';
import { fail, parse, requireRole } from '../http';
import { courseLeaves, findCourse, findInstructor, instructorData, leaveById } from '../queries';

export function instructorRoutes(app: FastifyInstance, db: Database) {
  app.get('/instructorData', async (request, reply) => {
    const session = requireRole(request, reply, 'course instructor');
    if (!session) return reply;
    const query = parse(userIdQuerySchema, request.query, reply);
    if (!query) return reply;
    if (query.user_id !== session.user_id) return fail(reply, 403, 'You can only see your own data');
    const profile = await findInstructor(db, query.user_id);
    if (!profile) return fail(reply, 404, `No instructor with registration number ${query.user_id}`);
    return instructorData(db, profile);
  });

  app.get('/getLeaves', async (request, reply) => {
    const session = requireRole(request, reply, 'course instructor');
    if (!session) return reply;
    const query = parse(courseQuerySchema, request.query, reply);
    if (!query) return reply;
    const course = await findCourse(db, query.course_code);
    if (!course) return fail(reply, 404, `There is no course ${query.course_code.toUpperCase()}`);
    if (course.instructor_id !== session.user_id) return fail(reply, 403, 'You do not teach this course');
    return { leaveData: await courseLeaves(db, course.course_code) };
  });

  /**
   * Moves a leave from pending to `status` in one transaction. The row lock makes racing
   * decisions on one leave take turns: the first wins, the others see it decided and get 409.
   * Leave percentages are computed from the leaves themselves, so they are right on commit.
   */
  const decide = (status: LeaveStatus) => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = requireRole(request, reply, 'course instructor');
    if (!session) return reply;
    const decision = parse(leaveDecisionSchema, request.body, reply);
    if (!decision) return reply;
    const outcome = await db.transaction(async (tx) => {
      const rows = await tx.query<{ status: LeaveStatus; instructor_id: number }>(
        `SELECT l.status, c.instructor_id FROM leaves l JOIN courses c ON c.course_code = l.course_code
         WHERE l.leave_id = $1 FOR UPDATE OF l`,
        [decision.leave_id],
      );
      const current = rows[0];
      if (!current) return { status: 404, message: `No leave with id ${decision.leave_id}` };
      if (current.instructor_id !== session.user_id) return { status: 403, message: 'You do not teach this course' };
      if (current.status !== 'pending') return { status: 409, message: `This leave was already ${current.status}` };
      await tx.query(`UPDATE leaves SET status = $1 WHERE leave_id = $2 AND status = 'pending'`, [
        status,
        decision.leave_id,
      ]);
      return { status: 200, message: `Leave ${status}` };
    });
    if (outcome.status !== 200) return fail(reply, outcome.status, outcome.message);
    return { message: outcome.message, leave: await leaveById(db, decision.leave_id) };
  };

  app.post('/approveLeave', decide('accepted'));
  app.post('/rejectLeave', decide('rejected'));
}
