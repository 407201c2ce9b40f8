import type { LeaveStatus, Role } from '@leave/contract';

/** What the mock API keeps in its JSON file: the same tables as the real API's database. */
export interface UserRecord {
  user_id: number;
  role: Role;
  name: string;
  /** The same salted scrypt hash the real API stores: never a password. */
  password_hash: string;
  branch?: string;
  stream?: string;
  joining_year?: number;
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

export interface LeaveRecord {
  leave_id: number;
  leave_date: string;
  reason: string;
  roll_no: number;
  course_code: string;
  status: LeaveStatus;
}

export interface SessionRecord {
  token_hash: string;
  role: Role;
  user_id: number;
  /** Milliseconds since the epoch. */
  expires_at: number;
}

export interface SignInFailureRecord {
  client_key: string;
  /** Milliseconds since the epoch. */
  failed_at: number;
}

export interface DbState {
  users: UserRecord[];
  courses: CourseRecord[];
  enrollments: EnrollmentRecord[];
  leaves: LeaveRecord[];
  sessions: SessionRecord[];
  signInFailures: SignInFailureRecord[];
}

export const emptyState = (): DbState => ({
  users: [],
  courses: [],
  enrollments: [],
  leaves: [],
  sessions: [],
  signInFailures: [],
});
