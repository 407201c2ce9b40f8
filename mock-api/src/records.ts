import type { Leave, Role } from '@leave/contract';

/** What the mock API keeps in its JSON file. Passwords are in here and never leave it. */
export interface UserRecord {
  user_id: number;
  role: Role;
  passwd: string;
  name: string;
  /** Students. */
  branch?: string;
  stream?: string;
  joining_year?: number;
  /** Instructors and the admin. */
  dept?: string;
}

export interface CourseRecord {
  course_code: string;
  course_title: string;
  instructor_id: number;
  semester_type: string;
  semester_year: number;
  total_lectures: number;
}

export interface EnrollmentRecord {
  roll_no: number;
  course_code: string;
}

export interface DbState {
  users: UserRecord[];
  courses: CourseRecord[];
  enrollments: EnrollmentRecord[];
  leaves: Leave[];
}
