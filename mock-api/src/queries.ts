import type {
  Course,
  CourseSummary,
  Enrollment,
  FacultyProfile,
  InstructorDataResponse,
  Leave,
  Role,
  StudentDataResponse,
} from '@leave/contract';
import type { CourseRecord, DbState, UserRecord } from './records';

export const findUser = (db: DbState, userId: number, role: Role): UserRecord | undefined =>
  db.users.find((user) => user.user_id === userId && user.role === role);

export const findCourse = (db: DbState, code: string): CourseRecord | undefined =>
  db.courses.find((course) => course.course_code === code.toUpperCase());

export const isEnrolled = (db: DbState, rollNo: number, code: string): boolean =>
  db.enrollments.some((e) => e.roll_no === rollNo && e.course_code === code);

const byDate = (a: Leave, b: Leave) => a.leave_date.localeCompare(b.leave_date) || a.leave_id - b.leave_id;

/** Accepted leaves in the course over its total lectures, as a percentage to 2 decimals. */
export function leavePercentage(db: DbState, rollNo: number, course: CourseRecord): number {
  const accepted = db.leaves.filter(
    (leave) => leave.user_id === rollNo && leave.course_code === course.course_code && leave.status === 'accepted',
  ).length;
  return Math.round((accepted / course.total_lectures) * 100 * 100) / 100;
}

export function studentData(db: DbState, student: UserRecord): StudentDataResponse {
  const enrollmentData: Enrollment[] = db.enrollments
    .filter((e) => e.roll_no === student.user_id)
    .flatMap((e) => {
      const course = findCourse(db, e.course_code);
      return course
        ? [{ roll_no: e.roll_no, course_code: e.course_code, leave_percentage: leavePercentage(db, e.roll_no, course) }]
        : [];
    });
  return {
    studentData: {
      roll_no: student.user_id,
      name: student.name,
      branch: student.branch ?? '',
      stream: student.stream ?? '',
      joining_year: student.joining_year ?? 0,
    },
    leaveData: db.leaves.filter((leave) => leave.user_id === student.user_id).sort(byDate),
    enrollmentData,
  };
}

export function facultyProfile(user: UserRecord): FacultyProfile {
  return { rg_no: user.user_id, name: user.name, dept: user.dept ?? '' };
}

export function courseOf(db: DbState, course: CourseRecord): Course {
  return {
    course_code: course.course_code,
    course_title: course.course_title,
    semester_type: course.semester_type,
    semester_year: course.semester_year,
    total_students: db.enrollments.filter((e) => e.course_code === course.course_code).length,
    total_lectures: course.total_lectures,
  };
}

export function instructorData(db: DbState, instructor: UserRecord): InstructorDataResponse {
  return {
    instructorData: facultyProfile(instructor),
    courseData: db.courses.filter((c) => c.instructor_id === instructor.user_id).map((c) => courseOf(db, c)),
  };
}

export const courseLeaves = (db: DbState, code: string): Leave[] =>
  db.leaves.filter((leave) => leave.course_code === code).sort(byDate);

export const courseSummaries = (db: DbState): CourseSummary[] =>
  db.courses
    .map(({ course_code, course_title, instructor_id }) => ({ course_code, course_title, instructor_id }))
    .sort((a, b) => a.course_code.localeCompare(b.course_code));

export const nextLeaveId = (db: DbState): number =>
  db.leaves.reduce((max, leave) => Math.max(max, leave.leave_id), 0) + 1;
