import type {
  Course,
  CourseSummary,
  Enrollment,
  FacultyProfile,
  InstructorDataResponse,
  Leave,
  Role,
  StudentDataResponse,
  StudentProfile,
} from '@leave/contract';
import type { Queryable } from './db/database';

const LEAVE_COLUMNS = `leave_id, to_char(leave_date, 'YYYY-MM-DD') AS leave_date, reason, roll_no AS user_id,
  'student' AS user_role, status, course_code`;

export async function findStudent(db: Queryable, rollNo: number): Promise<StudentProfile | undefined> {
  const rows = await db.query<StudentProfile>(
    `SELECT user_id AS roll_no, name, branch, stream, joining_year FROM users WHERE role = 'student' AND user_id = $1`,
    [rollNo],
  );
  return rows[0];
}

export async function findInstructor(db: Queryable, rgNo: number): Promise<FacultyProfile | undefined> {
  const rows = await db.query<FacultyProfile>(
    `SELECT user_id AS rg_no, name, coalesce(dept, '') AS dept FROM users WHERE role = 'course instructor' AND user_id = $1`,
    [rgNo],
  );
  return rows[0];
}

export async function findCourse(db: Queryable, code: string) {
  const rows = await db.query<{ course_code: string; instructor_id: number }>(
    'SELECT course_code, instructor_id FROM courses WHERE course_code = $1',
    [code.toUpperCase()],
  );
  return rows[0];
}

export async function isEnrolled(db: Queryable, rollNo: number, code: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM enrollments WHERE roll_no = $1 AND course_code = $2', [rollNo, code]);
  return rows.length > 0;
}

/** Leave percentage = accepted leaves in the course / its total lectures x 100, to 2 decimals. */
export async function studentData(db: Queryable, profile: StudentProfile): Promise<StudentDataResponse> {
  const leaveData = await db.query<Leave>(
    `SELECT ${LEAVE_COLUMNS} FROM leaves WHERE roll_no = $1 ORDER BY leave_date, leave_id`,
    [profile.roll_no],
  );
  const enrollmentData = await db.query<Enrollment>(
    `SELECT e.roll_no, e.course_code,
       round(100.0 * count(l.leave_id) / c.total_lectures, 2)::float8 AS leave_percentage
     FROM enrollments e
     JOIN courses c ON c.course_code = e.course_code
     LEFT JOIN leaves l ON l.roll_no = e.roll_no AND l.course_code = e.course_code AND l.status = 'accepted'
     WHERE e.roll_no = $1
     GROUP BY e.roll_no, e.course_code, c.total_lectures
     ORDER BY e.course_code`,
    [profile.roll_no],
  );
  return { studentData: profile, leaveData, enrollmentData };
}

export async function instructorData(db: Queryable, profile: FacultyProfile): Promise<InstructorDataResponse> {
  const courseData = await db.query<Course>(
    `SELECT c.course_code, c.course_title, c.semester_type, c.semester_year,
       (SELECT count(*)::int FROM enrollments e WHERE e.course_code = c.course_code) AS total_students,
       c.total_lectures
     FROM courses c WHERE c.instructor_id = $1 ORDER BY c.course_code`,
    [profile.rg_no],
  );
  return { instructorData: profile, courseData };
}

export const courseLeaves = (db: Queryable, code: string) =>
  db.query<Leave>(`SELECT ${LEAVE_COLUMNS} FROM leaves WHERE course_code = $1 ORDER BY leave_date, leave_id`, [code]);

export const courseSummaries = (db: Queryable) =>
  db.query<CourseSummary>('SELECT course_code, course_title, instructor_id FROM courses ORDER BY course_code');

export async function leaveById(db: Queryable, leaveId: number): Promise<Leave | undefined> {
  const rows = await db.query<Leave>(`SELECT ${LEAVE_COLUMNS} FROM leaves WHERE leave_id = $1`, [leaveId]);
  return rows[0];
}

export interface NewUser {
  role: Role;
  user_id: number;
  name: string;
  password_hash: string;
  branch?: string | null;
  stream?: string | null;
  joining_year?: number | null;
  dept?: string | null;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<void> {
  await db.query(
    `INSERT INTO users (role, user_id, name, password_hash, branch, stream, joining_year, dept)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      user.role,
      user.user_id,
      user.name,
      user.password_hash,
      user.branch ?? null,
      user.stream ?? null,
      user.joining_year ?? null,
      user.dept ?? null,
    ],
  );
}
