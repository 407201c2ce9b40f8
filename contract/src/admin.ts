/** The admin workspace's calls: fixing a course, finding students, importing rosters, the audit trail. */
import type { ImportRowProblem, IsoDate, PageInfo, PageRequest, Role, SelfServiceRole, StudentProfile } from './types';
import type { StepUpCode } from './twoFactor';

/** POST /editCourse: everything of a course but its code (which stays) and its leave limit (its own call). */
export interface CourseEdit {
  courseCode: string;
  courseTitle: string;
  instructorId: number;
  semesterType: string;
  semesterYear: number;
  totalLectures: number;
}

/** A course as the admin's course list shows it. */
export interface CourseListEntry {
  course_code: string;
  course_title: string;
  instructor_id: number;
  instructor_name: string;
  semester_type: string;
  semester_year: number;
  total_lectures: number;
  leave_limit: number;
  enrolled: number;
}

export const COURSE_SORTS = ['course_code', 'course_title', 'instructor_name', 'enrolled'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** GET /courseList: one page of courses whose code, title or instructor's name contains `q`. */
export interface CourseListQuery extends PageRequest {
  q?: string;
  sort?: CourseSort;
  order?: SortOrder;
}

export interface CourseListPage extends PageInfo {
  items: CourseListEntry[];
}

/** An instructor as the admin's list shows them. */
export interface InstructorListEntry {
  rg_no: number;
  name: string;
  dept: string;
  /** How many courses they teach. */
  courses: number;
}

export const INSTRUCTOR_SORTS = ['rg_no', 'name'] as const;
export type InstructorSort = (typeof INSTRUCTOR_SORTS)[number];

/** GET /instructors: one page of instructors whose registration number or name contains `q`. */
export interface InstructorListQuery extends PageRequest {
  q?: string;
  sort?: InstructorSort;
  order?: SortOrder;
}

export interface InstructorListPage extends PageInfo {
  items: InstructorListEntry[];
}

/** GET /studentLookup?roll_no=: who a roll number is, before enrolling them. */
export type StudentLookup = Pick<StudentProfile, 'roll_no' | 'name'>;

export const STUDENT_SORTS = ['roll_no', 'name', 'joining_year'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** GET /students: one page of students whose roll number or name contains `q`. */
export interface StudentListQuery extends PageRequest {
  q?: string;
  sort?: StudentSort;
  order?: SortOrder;
}

export interface StudentListEntry extends StudentProfile {
  enrolled_courses: number;
}

export interface StudentListPage extends PageInfo {
  items: StudentListEntry[];
}

/** POST /importStudents and /importEnrolments: a CSV file's text; previewed unless `apply`. */
export interface StudentImport {
  csv: string;
  apply?: boolean;
  /** Students only, with apply: give each added student a temporary password, answered once. */
  temporary_passwords?: boolean;
  /** With apply, for an admin with two-factor sign-in on: a fresh code (see StepUpCode). */
  otp?: string;
}

/** What an import does (or would do) with one row of the file. */
export const IMPORT_ROW_STATUSES = [
  'will add',
  'added',
  'already there',
  'unknown course',
  'unknown student',
  'bad value',
] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export interface ImportRow extends ImportRowProblem {
  /** The row's line in the file (the header is line 1). */
  line: number;
  roll_no: string;
  /** The student's name: from the file for students, looked up for enrolments ('' if unknown). */
  name: string;
  /** For an enrolment: the course. */
  course_code?: string;
  status: ImportRowStatus;
  /** For a bad value: the column at fault and why (`message`, with its `code` and `params`). */
  column?: string;
  message?: string;
}

export interface ImportResult {
  applied: boolean;
  message: string;
  /** How many rows have each status. */
  counts: Record<ImportRowStatus, number>;
  /** The first rows of the file (at most 500), each with what happens to it; `counts` covers every row. */
  rows: ImportRow[];
  /**
   * With temporary_passwords: roll_no,name,temporary_password for each student added, as CSV.
   * Answered this once (only hashes are kept); each must be changed at the first sign-in.
   */
  temporary_passwords_csv?: string;
}

/**
 * Refused attempts, one event per client, kind, target and minute, however many were made: its
 * `after` counts them, `{ attempts: 5, 'wrong password': 4, throttled: 1 }`.
 */
export const REFUSAL_ACTIONS = ['sign-in refused', 'access refused'] as const;
export type RefusalAction = (typeof REFUSAL_ACTIONS)[number];

/** Every kind of write and refusal the audit trail records. */
export const AUDIT_ACTIONS = [
  'user signed up',
  ...REFUSAL_ACTIONS,
  // Written once per throttled sign-in until 'sign-in refused' counted them a minute at a time;
  // kept so the older events can still be picked out.
  'sign-in throttled',
  'course added',
  'course edited',
  'leave limit set',
  'student enrolled',
  'student unenrolled',
  'students imported',
  'enrolments imported',
  'password reset',
  'password changed',
  'account deactivated',
  'account reactivated',
  'leave applied',
  'leave approved',
  'leave rejected',
  'leave withdrawn',
  'leave cancelled',
  'leave revoked',
  'term added',
  'term edited',
  'term removed',
  'holiday added',
  'holiday removed',
  'holidays imported',
  'timetable set',
  'timetables imported',
  'timetables copied',
  'lecture cancelled',
  'lecture added',
  'lecture change removed',
  'request withdrawn',
  'request approved',
  'request rejected',
  'request reopened',
  'request resubmitted',
  'device signed out',
  'signed out everywhere',
  'two-factor enabled',
  'two-factor disabled',
  'leave kind added',
  'leave kind edited',
  'request kind set',
  'documents attached',
  'document downloaded',
  'document asked',
  'documents removed',
  'recovery code used',
  'signed in with school account',
  'sign-in options changed',
  'roll taken',
  'roll corrected',
  'attendance rules set',
  'roll marks imported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One write, as the append-only audit trail keeps it. */
export interface AuditEvent {
  event_id: number;
  /** An instant, ISO 8601. */
  at: string;
  /** null when nobody was signed in (a refused sign-in). */
  actor_role: Role | null;
  actor_id: number | null;
  /** The actor's name as it is now; null when nobody was signed in or the account is gone. */
  actor_name: string | null;
  action: AuditAction;
  /** What was changed or tried, such as "course CS101", "leave 42", "student 1009" or "GET /auditEvents". */
  target: string;
  /** The changed fields before and after, as JSON objects; null for none. A refusal's counts are its `after`. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  client_ip: string;
  /**
   * The student the event is about (a leave's, a request's or a document's student, an account's
   * or an enrolment's), with their name as it is now (null if the account is gone); null for none.
   */
  subject: AuditSubject | null;
  /** For an event on one leave ("leave 42"): its date and course; null otherwise. */
  leave: AuditLeave | null;
}

/** Whom an audit event is about. */
export interface AuditSubject {
  roll_no: number;
  name: string | null;
}

/** The leave an audit event is on. */
export interface AuditLeave {
  leave_date: IsoDate;
  course_code: string;
}

/** GET /auditEvents: newest first; `from` and `to` are calendar dates in the school's time zone. */
export interface AuditQuery extends PageRequest {
  action?: AuditAction;
  actor_id?: number;
  /** Text the target contains, such as "CS101". */
  target?: string;
  /**
   * A person the event is by or about: a roll or registration number (the whole number), or a
   * part of a name (any case).
   */
  person?: string;
  from?: IsoDate;
  to?: IsoDate;
}

export interface AuditPage extends PageInfo {
  items: AuditEvent[];
}

/** Whose account an admin acts on: a student or an instructor (the admin's own has its own command). */
export interface AccountRef {
  role: SelfServiceRole;
  user_id: number;
}

/** POST /resetPassword: the account, and a fresh code from an admin with two-factor sign-in on. */
export type PasswordResetRequest = AccountRef & StepUpCode;

/** GET /account: an account as the admin sees it. */
export interface AccountStatus extends AccountRef {
  name: string;
  active: boolean;
  /** No password has been set yet (an imported student): nobody can sign in until the admin resets it. */
  has_password: boolean;
  /** Signs in with a temporary password, and must choose a new one first. */
  must_change_password: boolean;
}

/** POST /resetPassword answers the temporary password, once: only its hash is kept. */
export interface PasswordReset {
  message: string;
  temporary_password: string;
}

/** POST /setAccountActive: a deactivated user cannot sign in, and their sessions end. */
export interface AccountActiveChange extends AccountRef {
  active: boolean;
  /** Deactivating, for an admin with two-factor sign-in on: a fresh code (see StepUpCode). */
  otp?: string;
}

/** POST /changePassword: the current password proves who is asking; every other session ends. */
export interface PasswordChange {
  user_id: number;
  role: Role;
  passwd: string;
  new_passwd: string;
  /** An admin with two-factor sign-in on: a current code, as signing in needs. */
  otp?: string;
}

/** POST /removeEnrolment: the student leaves the course; their leave in it is kept. */
export interface EnrolmentRemoval {
  courseCode: string;
  studentId: number;
}

/** GET /courseEnrolments: one page of a course's enrolled students, by roll number. */
export interface CourseEnrolmentsQuery extends PageRequest {
  course_code: string;
}

export interface CourseEnrolment {
  roll_no: number;
  name: string;
  accepted_days: number;
  pending_days: number;
}

export interface CourseEnrolmentPage extends PageInfo {
  items: CourseEnrolment[];
}
