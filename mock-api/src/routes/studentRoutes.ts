import { Router } from 'express';
import { newLeaveSchema, userIdQuerySchema } from '@leave/contract/schemas';
import type { Leave } from '@leave/contract';
import type { Database } from '../database';
import { fail, parse } from '../http';
import { findCourse, findUser, isEnrolled, nextLeaveId, studentData } from '../queries';

export function studentRoutes(db: Database): Router {
  const router = Router();

  router.get('/studentData', (req, res) => {
    const query = parse(userIdQuerySchema, req.query, res);
    if (!query) return;
    const student = findUser(db.state, query.user_id, 'student');
    if (!student) {
      fail(res, 404, `No student with roll number ${query.user_id}`);
      return;
    }
    res.json(studentData(db.state, student));
  });

  router.post('/addLeave', (req, res) => {
    const request = parse(newLeaveSchema, req.body, res);
    if (!request) return;
    if (request.user_role !== 'student') {
      fail(res, 400, 'Only students can apply for leave', 'user_role');
      return;
    }
    const student = findUser(db.state, request.user_id, 'student');
    if (!student) {
      fail(res, 404, `No student with roll number ${request.user_id}`);
      return;
    }
    const course = findCourse(db.state, request.course_code);
    if (!course) {
      fail(res, 400, `There is no course ${request.course_code.toUpperCase()}`, 'course_code');
      return;
    }
    if (!isEnrolled(db.state, student.user_id, course.course_code)) {
      fail(res, 400, `You are not enrolled in ${course.course_code}`, 'course_code');
      return;
    }
    if (db.state.leaves.some((l) => l.user_id === student.user_id && l.leave_date === request.leave_date)) {
      fail(res, 409, `You already have leave on ${request.leave_date}`, 'leave_date');
      return;
    }
    const leave: Leave = {
      leave_id: nextLeaveId(db.state),
      leave_date: request.leave_date,
      reason: request.reason,
      user_id: student.user_id,
      user_role: 'student',
      status: 'pending',
      course_code: course.course_code,
    };
    db.state.leaves.push(leave);
    db.save();
    // The spec judges success by exactly 200.
    res.status(200).json({ message: 'Leave added', leave });
  });

  return router;
}
