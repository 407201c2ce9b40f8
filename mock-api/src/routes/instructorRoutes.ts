import { Router } from 'express';
import type { Response } from 'express';
import { courseQuerySchema, leaveDecisionSchema, userIdQuerySchema } from '@leave/contract/schemas';
import type { LeaveStatus } from '@leave/contract';
import type { Database } from '../database';
import { fail, parse } from '../http';
import { courseLeaves, findCourse, findUser, instructorData } from '../queries';

export function instructorRoutes(db: Database): Router {
  const router = Router();

  router.get('/instructorData', (req, res) => {
    const query = parse(userIdQuerySchema, req.query, res);
    if (!query) return;
    const instructor = findUser(db.state, query.user_id, 'course instructor');
    if (!instructor) {
      fail(res, 404, `No instructor with registration number ${query.user_id}`);
      return;
    }
    res.json(instructorData(db.state, instructor));
  });

  router.get('/getLeaves', (req, res) => {
    const query = parse(courseQuerySchema, req.query, res);
    if (!query) return;
    const course = findCourse(db.state, query.course_code);
    if (!course) {
      fail(res, 404, `There is no course ${query.course_code.toUpperCase()}`);
      return;
    }
    res.json({ leaveData: courseLeaves(db.state, course.course_code) });
  });

  const decide = (status: LeaveStatus, body: unknown, res: Response) => {
    const request = parse(leaveDecisionSchema, body, res);
    if (!request) return;
    const leave = db.state.leaves.find((l) => l.leave_id === request.leave_id);
    if (!leave) {
      fail(res, 404, `No leave with id ${request.leave_id}`);
      return;
    }
    if (leave.status !== 'pending') {
      fail(res, 409, `This leave was already ${leave.status}`);
      return;
    }
    leave.status = status;
    db.save();
    res.json({ message: `Leave ${status}`, leave });
  };

  router.post('/approveLeave', (req, res) => decide('accepted', req.body, res));
  router.post('/rejectLeave', (req, res) => decide('rejected', req.body, res));

  return router;
}
