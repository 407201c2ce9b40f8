import type { FastifyInstance } from 'fastify';
import { semesterOf } from '@leave/contract';
import { newCourseSchema, newEnrollmentSchema } from '@leave/contract/schemas';
import type { Database } from '../db/database';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../db/database';
import { fail, parse, requireRole } from '../http';
import { courseSummaries, findCourse, findInstructor, findStudent } from '../queries';

const DEFAULT_TOTAL_LECTURES = 40;

export function adminRoutes(app: FastifyInstance, db: Database) {
  app.get('/courses', async (request, reply) => {
    if (!requireRole(request, reply, 'admin')) return reply;
    return courseSummaries(db);
  });

  app.post('/addCourse', async (request, reply) => {
    if (!requireRole(request, reply, 'admin')) return reply;
    const course = parse(newCourseSchema, request.body, reply);
    if (!course) return reply;
    const code = course.courseCode.toUpperCase();
    if (await findCourse(db, code)) return fail(reply, 409, `Course ${code} already exists`, 'courseCode');
    if (!(await findInstructor(db, course.instructorId))) {
      return fail(reply, 404, `No instructor with registration number ${course.instructorId}`);
    }
    const today = new Date();
    try {
      await db.query(
        `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          code,
          course.courseTitle,
          course.instructorId,
          course.semesterType ?? semesterOf(today),
          course.semesterYear ?? today.getFullYear(),
          course.totalLectures ?? DEFAULT_TOTAL_LECTURES,
        ],
      );
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION)
        return fail(reply, 409, `Course ${code} already exists`, 'courseCode');
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
        return fail(reply, 404, `No instructor with registration number ${course.instructorId}`);
      }
      throw error;
    }
    return reply.code(201).send({ message: `Course ${code} added` });
  });

  app.post('/addStudentToCourse', async (request, reply) => {
    if (!requireRole(request, reply, 'admin')) return reply;
    const enrolment = parse(newEnrollmentSchema, request.body, reply);
    if (!enrolment) return reply;
    const course = await findCourse(db, enrolment.courseCode);
    if (!course) return fail(reply, 404, `There is no course ${enrolment.courseCode.toUpperCase()}`);
    const student = await findStudent(db, enrolment.studentId);
    if (!student) return fail(reply, 404, `No student with roll number ${enrolment.studentId}`);
    if (student.name.trim().toLowerCase() !== enrolment.studentName.toLowerCase()) {
      return fail(
        reply,
        400,
        `Student ${enrolment.studentId} is ${student.name}, not ${enrolment.studentName}`,
        'studentName',
      );
    }
    try {
      await db.query('INSERT INTO enrollments (roll_no, course_code) VALUES ($1, $2)', [
        student.roll_no,
        course.course_code,
      ]);
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        return fail(reply, 409, `${student.name} is already enrolled in ${course.course_code}`);
      }
      throw error;
    }
    return reply.code(201).send({ message: `${student.name} enrolled in ${course.course_code}` });
  });
}
