import { Router } from 'express';
import { semesterOf } from '@leave/contract';
import { newCourseSchema, newEnrollmentSchema } from '@leave/contract/schemas';
import type { Database } from '../database';
import { fail, parse } from '../http';
import { courseSummaries, findCourse, findUser, isEnrolled } from '../queries';

const DEFAULT_TOTAL_LECTURES = 40;

export function adminRoutes(db: Database): Router {
  const router = Router();

  /** The real course list for the admin's course select. */
  router.get('/courses', (_req, res) => {
    res.json(courseSummaries(db.state));
  });

  router.post('/addCourse', (req, res) => {
    const course = parse(newCourseSchema, req.body, res);
    if (!course) return;
    const code = course.courseCode.toUpperCase();
    if (findCourse(db.state, code)) {
      fail(res, 409, `Course ${code} already exists`, 'courseCode');
      return;
    }
    if (!findUser(db.state, course.instructorId, 'course instructor')) {
      fail(res, 404, `No instructor with registration number ${course.instructorId}`);
      return;
    }
    const today = new Date();
    db.state.courses.push({
      course_code: code,
      course_title: course.courseTitle,
      instructor_id: course.instructorId,
      semester_type: course.semesterType ?? semesterOf(today),
      semester_year: course.semesterYear ?? today.getFullYear(),
      total_lectures: course.totalLectures ?? DEFAULT_TOTAL_LECTURES,
    });
    db.save();
    res.status(201).json({ message: `Course ${code} added` });
  });

  router.post('/addStudentToCourse', (req, res) => {
    const request = parse(newEnrollmentSchema, req.body, res);
    if (!request) return;
    const course = findCourse(db.state, request.courseCode);
    if (!course) {
      fail(res, 404, `There is no course ${request.courseCode.toUpperCase()}`);
      return;
    }
    const student = findUser(db.state, request.studentId, 'student');
    if (!student) {
      fail(res, 404, `No student with roll number ${request.studentId}`);
      return;
    }
    if (student.name.trim().toLowerCase() !== request.studentName.toLowerCase()) {
      fail(res, 400, `Student ${request.studentId} is ${student.name}, not ${request.studentName}`, 'studentName');
      return;
    }
    if (isEnrolled(db.state, student.user_id, course.course_code)) {
      fail(res, 409, `${student.name} is already enrolled in ${course.course_code}`);
      return;
    }
    db.state.enrollments.push({ roll_no: student.user_id, course_code: course.course_code });
    db.save();
    res.status(201).json({ message: `${student.name} enrolled in ${course.course_code}` });
  });

  return router;
}
