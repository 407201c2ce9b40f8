import type { Course, CourseSummary } from '@leave/contract';
import type { CourseStore, EnrolmentStore, EnrolmentTally } from '@leave/service';
import type { Queryable } from '../db/database';
import { insertReporting } from './sqlErrors';

export function sqlCourses(db: Queryable): CourseStore {
  return {
    async find(code) {
      const rows = await db.query<{ course_code: string; instructor_id: number }>(
        'SELECT course_code, instructor_id FROM courses WHERE course_code = $1',
        [code],
      );
      return rows[0];
    },
    taughtBy: (rgNo) =>
      db.query<Course>(
        `SELECT c.course_code, c.course_title, c.semester_type, c.semester_year,
           (SELECT count(*)::int FROM enrollments e WHERE e.course_code = c.course_code) AS total_students,
           c.total_lectures
         FROM courses c WHERE c.instructor_id = $1 ORDER BY c.course_code`,
        [rgNo],
      ),
    summaries: () =>
      db.query<CourseSummary>('SELECT course_code, course_title, instructor_id FROM courses ORDER BY course_code'),
    insert: (course) =>
      insertReporting(() =>
        db.query(
          `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            course.course_code,
            course.course_title,
            course.instructor_id,
            course.semester_type,
            course.semester_year,
            course.total_lectures,
          ],
        ),
      ),
  };
}

export function sqlEnrolments(db: Queryable): EnrolmentStore {
  return {
    async isEnrolled(rollNo, code) {
      const rows = await db.query('SELECT 1 FROM enrollments WHERE roll_no = $1 AND course_code = $2', [rollNo, code]);
      return rows.length > 0;
    },
    tallies: (rollNo) =>
      db.query<EnrolmentTally>(
        `SELECT e.course_code, c.total_lectures, count(l.leave_id)::int AS accepted_days
         FROM enrollments e
         JOIN courses c ON c.course_code = e.course_code
         LEFT JOIN leaves l ON l.roll_no = e.roll_no AND l.course_code = e.course_code AND l.status = 'accepted'
         WHERE e.roll_no = $1
         GROUP BY e.course_code, c.total_lectures
         ORDER BY e.course_code`,
        [rollNo],
      ),
    insert: (rollNo, code) =>
      insertReporting(() => db.query('INSERT INTO enrollments (roll_no, course_code) VALUES ($1, $2)', [rollNo, code])),
  };
}
