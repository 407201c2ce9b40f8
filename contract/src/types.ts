import type { LanguageCode } from './runtimeConfig';

/** The roles a user can have. The value 'course instructor' is the spec's wire value. */
export const ROLES = ['student', 'course instructor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose on the sign-in and sign-up forms (admin signs in on /admin). */
export const SELF_SERVICE_ROLES = ['student', 'course instructor'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/**
 * The spec's three statuses, and two for leave the student took back: `withdrawn` (while
 * pending) and `cancelled` (once accepted). Neither counts, and both free the date.
 */
export const LEAVE_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** What may be done to a leave, by whom: see the domain's leave lifecycle. */
export const LEAVE_ACTIONS = ['approve', 'reject', 'withdraw', 'cancel', 'revoke', 'reopen'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

/** A calendar date written YYYY-MM-DD. Never a timestamp. */
export type IsoDate = string;

/** What the browser keeps about who is signed in. Never the password. */
export interface Session {
  user_id: number;
  role: Role;
  name: string;
}

/**
 * GET /session: who is signed in, and the school's today (the fixed one when a QA clock or
 * SCHOOL_TODAY sets it), so that the screens date things as the server's rules do.
 */
export interface SessionAnswer extends Session {
  today: IsoDate;
  /** The school's locale (BCP 47, such as en-GB): how the screens write dates and times. */
  locale: string;
  /** The school's time zone (IANA, such as Asia/Kolkata): the zone the screens write times in. */
  time_zone: string;
  /** The language the account chose (POST /saveLanguage); absent while it never chose one. */
  language?: LanguageCode;
}

/** POST /saveLanguage: the language the signed-in person reads the pages and their emails in. */
export interface LanguageChoice {
  language: LanguageCode;
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
  /**
   * Set when the leave's date is no longer a lecture of its course (a holiday, a cancelled
   * lecture, a timetable change): why. Such leave is kept and does not count.
   */
  no_lecture?: string;
  /** With `no_lecture`: the reason it gives (a holiday, a cancelled lecture...) by its code and params. */
  no_lecture_why?: SaidCode;
}

export interface Enrollment {
  roll_no: number;
  course_code: string;
  leave_percentage: number;
}

export type AttendanceRisk = 'ok' | 'warning' | 'danger';

/**
 * A student's attendance in a course so far: lectures held are the course's lectures up to the
 * school's today (cancelled ones are not held). A held lecture without a roll counts as attended
 * unless the student was on accepted leave. (The roll's other shapes are in rolls.ts; this one is
 * part of every standing.)
 */
export interface CourseAttendance {
  held: number;
  attended: number;
  /** attended / held, a whole percentage (100 when none is held yet). */
  percentage: number;
  /** Held lectures marked absent without accepted leave. */
  absent: number;
  late: number;
  /** Held lectures on accepted leave that the student did not attend. */
  on_leave: number;
}

/** Where a student stands in a course against its leave limit (all from the server). */
export interface CourseStanding {
  accepted_days: number;
  pending_days: number;
  total_lectures: number;
  /** The largest leave percentage the course allows. */
  leave_limit: number;
  leave_percentage: number;
  /**
   * Lectures missed, as the limit counts them: counted accepted leave not attended, plus lectures
   * missed without leave and lates as the school's attendance rules say (AttendanceRules). With
   * no roll taken it is the accepted days.
   */
  missed: number;
  /** The most further lectures the student can miss and stay within the course's limit. */
  can_still_miss: number;
  /** From `missed`: ok; warning from 80% of the limit; danger above it. */
  risk: AttendanceRisk;
  /** The lectures held so far and how many the student attended. */
  attendance: CourseAttendance;
}

/** An enrolment as /studentData answers it: the spec's three fields and the standing. */
export type EnrollmentStanding = Enrollment & CourseStanding;

export interface Course {
  course_code: string;
  course_title: string;
  semester_type: string;
  semester_year: number;
  total_students: number;
  total_lectures: number;
  leave_limit: number;
}

/** A course as the admin sees it when enrolling students. */
export interface CourseSummary {
  course_code: string;
  course_title: string;
  instructor_id: number;
  semester_type: string;
  semester_year: number;
  total_lectures: number;
  leave_limit: number;
}

/** GET /courses: one page of every course, by code. */
export interface CourseSummaryPage extends PageInfo {
  items: CourseSummary[];
}

/** A term: the days of teaching, first and last included. Terms never overlap. */
export interface Term {
  term_id: number;
  name: string;
  first_day: IsoDate;
  last_day: IsoDate;
}

export interface StudentDataResponse {
  studentData: StudentProfile;
  leaveData: Leave[];
  enrollmentData: EnrollmentStanding[];
  /** The term of the school's today (null between terms), for the dashboard's line about it. */
  term: Term | null;
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

/**
 * A list's page that holds one request (a notification opened): `page` is then the page asked
 * for only when the request is not in the list; the answer's `page` says which page it is.
 */
export interface PageOfRequest {
  page_of_request?: number;
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

/** A leave in an instructor's list: with the student's name. */
export interface CourseLeave extends Leave {
  student_name: string;
  /** For a pending leave: the student's percentage in the course if it were approved. */
  if_approved?: ApprovalPreview;
}

/** What approving more days would do to a student's percentage in a course. */
export interface ApprovalPreview {
  percentage_before: number;
  percentage_after: number;
  crosses_limit: boolean;
}

/** POST /previewLeave asks about a request before its reason is typed. */
export type LeavePreviewRequest = Omit<LeaveRequestPayload, 'reason'> & { reason?: string };

/** POST /previewLeave: what a request would do, course by course, if every day were approved. */
export interface LeavePreview {
  courses: Array<ApprovalPreview & { course_code: string; days: number; leave_limit: number }>;
  /** Whether its kind counts toward the limit (when it does not, approving changes no percentage). */
  counts: boolean;
  /** Whether its kind needs a supporting document for a request this long. */
  document_needed: boolean;
}

/** One enrolled student in an instructor's roster. */
export interface RosterEntry extends CourseStanding {
  roll_no: number;
  name: string;
  /** Accepted lectures of a kind that does not count toward the limit (excused), beside the counted ones. */
  excused_days: number;
}

export const ROSTER_SORTS = ['risk', 'roll_no', 'name', 'percentage'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

export interface RosterQuery extends PageRequest {
  course_code: string;
  /** At-risk first unless asked. */
  sort?: RosterSort;
}

export interface RosterPage extends PageInfo {
  items: RosterEntry[];
}

/** GET /courseAbsences: how many are away each day of a month in a course (the names are a day's page). */
export interface AbsenceDay {
  date: IsoDate;
  accepted: number;
  pending: number;
}

export interface CourseAbsences {
  course_code: string;
  /** YYYY-MM */
  month: string;
  days: AbsenceDay[];
}

/** GET /courseAbsentees: one page of who is away on a day in a course, by roll number. */
export interface AbsenteesQuery extends PageRequest {
  course_code: string;
  date: IsoDate;
}

export interface Absentee {
  roll_no: number;
  name: string;
  status: LeaveStatus;
}

export interface AbsenteesPage extends PageInfo {
  items: Absentee[];
}

export interface LeavesResponse extends PageInfo {
  leaveData: CourseLeave[];
}

export interface Credentials {
  user_id: number;
  passwd: string;
  role: Role;
  /** An admin with two-factor sign-in on: the authenticator's code or a recovery code. */
  otp?: string;
}

/** POST /userVerify answers a list whose first item echoes the credentials. */
/** The sign-in answer: the user id and role sent, with the name; the password only when SIGN_IN_ECHOES_PASSWORD asks for it. */
export type VerifyResponse = Array<
  Omit<Credentials, 'passwd' | 'otp'> & { passwd?: string; name: string; language?: LanguageCode }
>;

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

/** POST /setLeaveLimit: change a course's leave limit. */
export interface LeaveLimitChange {
  courseCode: string;
  leaveLimit: number;
}

export interface NewEnrollment {
  courseCode: string;
  /** A check against a mistyped roll number: when given, it must be the student's name. */
  studentName?: string;
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
  /** Shown to the student; required to revoke. */
  comment?: string;
}

/** POST /decideLeaves: approve or reject several pending leaves at once. */
export interface BulkDecision {
  leave_ids: number[];
  decision: 'accepted' | 'rejected';
  comment?: string;
}

/** How one leave of a bulk decision went: 200, or the status and message it would have had alone. */
export interface BulkDecisionResult {
  leave_id: number;
  status: number;
  message: string;
}

export interface BulkDecisionResponse {
  message: string;
  results: BulkDecisionResult[];
}

/** POST /decideLeaves when no leave could be decided: an error, with each leave's reason. */
export interface BulkDecisionRefusal extends ApiErrorBody {
  results?: BulkDecisionResult[];
}

/** One change in a leave's life: who (id, role, name), when (an instant, ISO 8601), and why. */
export interface LeaveEvent {
  /** null when the leave was applied for. */
  from_status: LeaveStatus | null;
  to_status: LeaveStatus;
  actor_id: number;
  actor_role: Role;
  actor_name: string;
  comment: string | null;
  at: string;
}

/** A leave with the request it was made in, the student's name and its history, oldest first. */
export interface LeaveWithHistory extends CourseLeave {
  request_id: number;
  history: LeaveEvent[];
  /** true when the admin has since removed the student from the course (the leave is kept). */
  no_longer_enrolled?: true;
}

/** POST /applyLeave: every date from `from_date` to `to_date` (weekdays unless asked), for each course. */
export interface LeaveRequestPayload {
  user_id: number;
  user_role: Role;
  reason: string;
  from_date: IsoDate;
  /** The last date, at most 30 days on; `from_date` if absent. */
  to_date?: IsoDate;
  include_weekends?: boolean;
  /** The courses, or `all_courses` for every course the student is enrolled in. */
  course_codes?: string[];
  all_courses?: boolean;
  /** Its kind of leave (GET /leaveKinds); Personal if left out. */
  kind_id?: number;
}

/** A date and course of a request that was not applied, and why. */
export interface RefusedLeave extends SaidCode {
  leave_date: IsoDate;
  course_code: string;
  message: string;
  /** For a message that wraps a reason (`lecture.notCounted`): the reason by its code and params. */
  why?: SaidCode;
}

export interface LeaveRequestResponse extends SaidResponse {
  /** null when nothing was applied. */
  request_id: number | null;
  applied: Leave[];
  refused: RefusedLeave[];
  /** Dates and courses that needed no leave: the course has no lecture that day, and why. */
  no_lecture: RefusedLeave[];
  /** Weekend dates left out because include_weekends was not set. */
  skipped_weekends: IsoDate[];
  /** Whether its kind needs a supporting document for a request this long. */
  document_needed: boolean;
}

/** GET /myLeaves: a student's leave, newest date first. */
export interface MyLeavesQuery extends PageRequest {
  user_id: number;
  status?: LeaveStatus;
  course_code?: string;
  from?: IsoDate;
  to?: IsoDate;
}

/** GET /decidedLeaves: leave decided in the courses an instructor teaches, newest date first. */
export interface DecidedLeavesQuery extends PageRequest {
  course_code?: string;
  status?: LeaveStatus;
  from?: IsoDate;
  to?: IsoDate;
  roll_no?: number;
}

export interface LeavePage extends PageInfo {
  items: LeaveWithHistory[];
}

/** GET /leavePolicy: which dates a student may apply for, from the school's today. */
export interface LeavePolicy {
  today: IsoDate;
  first_date: IsoDate;
  last_date: IsoDate;
  past_days: number;
  ahead_days: number;
  max_range_days: number;
}

/** GET /decisionPolicy: what an instructor's decision needs. */
export interface DecisionPolicy {
  /** Whether Reject needs a reason for the student (the school's REJECTION_REASON_REQUIRED). */
  rejection_reason_required: boolean;
}

export interface MessageResponse {
  message: string;
}

/**
 * An answer whose message is said as a refusal is: its English `message` as today, and beside it
 * the message's `code` and `params`, for a page to say it in the person's language.
 */
export interface SaidResponse extends MessageResponse, SaidCode {}

/** A message's code and parameters: what a page says in the person's language (docs/translating.md). */
export interface SaidCode {
  code: string;
  params: Record<string, ApiMessageParam>;
}

/**
 * An import's row that needs a look: the column at fault (when one is), and why, as its English
 * `message` and, beside it, the message's `code` and `params` for a page to say it in the
 * person's language. A row with a message has its code; a row with none has neither.
 */
export interface ImportRowProblem extends Partial<SaidCode> {
  column?: string;
  message?: string;
}

/**
 * Every error the API returns has this body, with a 4xx or 5xx status: the English `message`
 * (the product's words, exactly), and the same message as a stable `code` (`api.noLeave`) with
 * its `params` by name (numbers and dates as data), for a page to say in the person's language.
 */
export interface ApiErrorBody {
  message: string;
  /** The message's code: its catalogue's prefix and its key (docs/translating.md). */
  code?: string;
  /** The message's parameters by name. */
  params?: Record<string, ApiMessageParam>;
  /** For a 400, the request field at fault. */
  field?: string;
}

/** A parameter of an error's message: a value as the server holds it (a term: its name and dates). */
export type ApiMessageParam = string | number | boolean | null | string[] | { [name: string]: string | number | null };

/** Where each role lands after signing in. */
export const ROLE_HOME: Record<Role, string> = {
  student: '/student',
  'course instructor': '/instructor',
  admin: '/admin',
};

/** Where each role signs in, and so where its Logout returns: the admin has a sign-in of their own. */
export const ROLE_SIGN_IN: Record<Role, string> = {
  student: '/',
  'course instructor': '/',
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
