/** The roles a user can have. The value 'course instructor' is the spec's wire value. */
export const ROLES = ['student', 'course instructor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose on the sign-in and sign-up forms (admin signs in on /admin). */
export const SELF_SERVICE_ROLES = ['student', 'course instructor'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const LEAVE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** A calendar date written YYYY-MM-DD. Never a timestamp. */
export type IsoDate = string;

/** What the browser keeps about who is signed in. Never the password. */
export interface Session {
  user_id: number;
  role: Role;
  name: string;
}

export interface StudentProfile {
  roll_no: number;
  name: string;
  branch: string;
  stream: string;
  joining_year: number;
}

export interface FacultyProfile {
  rg_no: number;
  name: string;
  dept: string;
}

export interface Leave {
  leave_id: number;
  leave_date: IsoDate;
  reason: string;
  /** The student's roll number. */
  user_id: number;
  user_role: Role;
  status: LeaveStatus;
  course_code: string;
}

export interface Enrollment {
  roll_no: number;
  course_code: string;
  leave_percentage: number;
}

export interface Course {
  course_code: string;
  course_title: string;
  semester_type: string;
  semester_year: number;
  total_students: number;
  total_lectures: number;
}

/** A course as the admin sees it when enrolling students. */
export interface CourseSummary {
  course_code: string;
  course_title: string;
  instructor_id: number;
}

export interface StudentDataResponse {
  studentData: StudentProfile;
  leaveData: Leave[];
  enrollmentData: Enrollment[];
}

export interface InstructorDataResponse {
  instructorData: FacultyProfile;
  courseData: Course[];
}

/** Which page of a list to answer: pages count from 1. */
export interface PageRequest {
  page?: number;
  page_size?: number;
}

/** Where a page sits in its list: `total` items in all. */
export interface PageInfo {
  total: number;
  page: number;
  page_size: number;
}

/** GET /getLeaves: one page of a course's leave (the spec's `leaveData`), optionally of one status. */
export interface LeavesQuery extends PageRequest {
  course_code: string;
  status?: LeaveStatus;
}

export interface LeavesResponse extends PageInfo {
  leaveData: Leave[];
}

export interface Credentials {
  user_id: number;
  passwd: string;
  role: Role;
}

/** POST /userVerify answers a list whose first item echoes the credentials. */
export type VerifyResponse = Array<Credentials & { name: string }>;

export interface SignUpPayload {
  name: string;
  user_id: number;
  /** Branch for students, department for instructors. */
  branch: string;
  stream?: string;
  joining_year?: number;
  passwd: string;
  role: SelfServiceRole;
}

export interface NewCourse {
  courseCode: string;
  courseTitle: string;
  instructorId: number;
  semesterType?: string;
  semesterYear?: number;
  totalLectures?: number;
}

export interface NewEnrollment {
  courseCode: string;
  studentName: string;
  studentId: number;
}

export interface NewLeave {
  reason: string;
  course_code: string;
  leave_date: IsoDate;
  user_id: number;
  user_role: Role;
}

export interface LeaveDecision {
  leave_id: number;
}

export interface MessageResponse {
  message: string;
}

/** Every error the API returns has this body, with a 4xx or 5xx status. */
export interface ApiErrorBody {
  message: string;
  /** For a 400, the request field at fault. */
  field?: string;
}

/** Where each role lands after signing in. */
export const ROLE_HOME: Record<Role, string> = {
  student: '/student',
  'course instructor': '/instructor',
  admin: '/admin',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a value read from storage or the network is a usable session. */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { user_id, role, name } = value as Partial<Session>;
  return Number.isInteger(user_id) && isRole(role) && typeof name === 'string';
}
