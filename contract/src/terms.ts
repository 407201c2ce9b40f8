/**
 * The school's term: terms with their holidays, each course's weekly timetable and its one-off
 * changes, and the lectures they make. A course with a timetable counts lectures; a course
 * without one counts every date as one lecture, as before.
 */
import type {
  ImportRowProblem,
  IsoDate,
  LeaveStatus,
  PageInfo,
  PageOfRequest,
  PageRequest,
  SaidCode,
  SaidResponse,
  Term,
} from './types';
import type { RequestKind } from './leaveKinds';

/** POST /addTerm, POST /editTerm (with term_id). */
export interface TermPayload {
  name: string;
  first_day: IsoDate;
  last_day: IsoDate;
}

export type TermEdit = TermPayload & { term_id: number };

/** A term as the admin's list shows it: with how many courses and holidays it has. */
export interface TermListEntry extends Term {
  courses: number;
  holidays: number;
}

export interface TermListPage extends PageInfo {
  items: TermListEntry[];
}

/** A holiday or a break: one day (from = to) or a range, inside its term. */
export interface Holiday {
  holiday_id: number;
  term_id: number;
  from_date: IsoDate;
  to_date: IsoDate;
  name: string;
}

/** POST /addHoliday: `to_date` is `from_date` unless given. */
export interface HolidayPayload {
  term_id: number;
  from_date: IsoDate;
  to_date?: IsoDate;
  name: string;
}

export interface HolidaysQuery extends PageRequest {
  term_id: number;
}

export interface HolidayPage extends PageInfo {
  items: Holiday[];
}

/** A file of holidays to preview or, with apply, add: CSV (`date,name` or `from,to,name`) or iCalendar. */
export interface HolidayImport {
  term_id: number;
  format: 'csv' | 'ics';
  /** The file's text. */
  content: string;
  apply?: boolean;
}

export const HOLIDAY_IMPORT_STATUSES = ['will add', 'added', 'already there', 'bad value'] as const;
export type HolidayImportStatus = (typeof HOLIDAY_IMPORT_STATUSES)[number];

export interface HolidayImportRow extends ImportRowProblem {
  /** The row's line in a CSV file (the header is line 1), or the event's number in an iCalendar file. */
  line: number;
  from_date: string;
  to_date: string;
  name: string;
  status: HolidayImportStatus;
  /** For a bad value: the column at fault and why ("outside the term" included), by `code` and `params` too. */
  column?: string;
  message?: string;
}

export interface HolidayImportResult {
  applied: boolean;
  message: string;
  counts: Record<HolidayImportStatus, number>;
  rows: HolidayImportRow[];
}

/** GET /publicHolidays: a country's (and region's) public holidays inside a term, to pick from. */
export interface PublicHolidaysQuery {
  term_id: number;
  /** ISO 3166 country code, such as IN or US. */
  country: string;
  /** The region's code within the country (a state), if any. */
  region?: string;
}

export interface PublicHoliday {
  date: IsoDate;
  name: string;
  /** Whether the term has a holiday on that date already. */
  added: boolean;
}

export interface PublicHolidaysResponse {
  country: string;
  region: string | null;
  items: PublicHoliday[];
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekly meeting of a course: a weekday, start and end (HH:MM, the school's time), a room. */
export interface Meeting {
  weekday: Weekday;
  start: string;
  end: string;
  room?: string | null;
}

export interface NewCourse {
  courseCode: string;
  courseTitle: string;
  instructorId: number;
  semesterType?: string;
  semesterYear?: number;
  totalLectures?: number;
  /** The largest leave percentage allowed, 1 to 100 (25 unless given). */
  leaveLimit?: number;
  /** Its term: left out, the term of the school's today; null, none. */
  termId?: number | null;
  /** Its weekly meetings in that term (none: no timetable yet). */
  meetings?: Meeting[];
}

/**
 * A one-off change to a course's lectures: a cancelled lecture (its reason is told to the
 * students with leave on it) or an extra lecture on a date.
 */
export interface LectureChange {
  change_id: number;
  course_code: string;
  date: IsoDate;
  kind: 'cancelled' | 'extra';
  reason: string | null;
  start: string | null;
  end: string | null;
  room: string | null;
}

/** A course's place in the school's calendar: its term, weekly meetings and one-off changes. */
export interface CourseTimetable {
  course_code: string;
  term: Term | null;
  /** Empty for a course without a timetable: it counts every date as one lecture. */
  meetings: Meeting[];
  changes: LectureChange[];
  /** The course's lectures (computed from the above when it has a timetable). */
  total_lectures: number;
}

/** POST /setTimetable: a course's term and weekly meetings (none: every date counts, as before). */
export interface TimetablePayload {
  course_code: string;
  /** null takes the course out of every term. */
  term_id: number | null;
  meetings: Meeting[];
}

/** POST /copyTimetables: carry a term's courses, with their weekly meetings, into another term. */
export interface TimetableCopy {
  from_term_id: number;
  to_term_id: number;
}

export interface TimetableCopyAnswer {
  message: string;
  /** The courses now in the new term. */
  copied: string[];
  /**
   * The courses that stayed, each with why (the new term would leave it no lecture): the English
   * `message`, and its `code` and `params` for a page to say it in the person's language.
   */
  refused: Array<{ course_code: string; message: string } & SaidCode>;
}

/** POST /cancelLecture */
export interface CancelLecturePayload {
  course_code: string;
  date: IsoDate;
  reason: string;
}

/** POST /addLecture: an extra lecture (start and end optional). */
export interface ExtraLecturePayload {
  course_code: string;
  date: IsoDate;
  start?: string;
  end?: string;
  room?: string;
}

/** POST /removeLectureChange: undo a cancellation or an extra lecture. */
export interface LectureChangeRef {
  change_id: number;
}

/** A timetables file (`course_code,weekday,start,end,room`) to preview or, with apply, set. */
export interface TimetableImport {
  csv: string;
  apply?: boolean;
}

export const TIMETABLE_IMPORT_STATUSES = ['will set', 'set', 'unknown course', 'bad value'] as const;
export type TimetableImportStatus = (typeof TIMETABLE_IMPORT_STATUSES)[number];

export interface TimetableImportRow extends ImportRowProblem {
  line: number;
  course_code: string;
  weekday: string;
  start: string;
  end: string;
  room: string;
  status: TimetableImportStatus;
  column?: string;
  message?: string;
}

/** Each course named in the file gets exactly the file's meetings, in the term it is in. */
export interface TimetableImportResult {
  applied: boolean;
  message: string;
  counts: Record<TimetableImportStatus, number>;
  rows: TimetableImportRow[];
}

/** A lecture of a course on a date (times null when the course has none, or for an extra lecture without). */
export interface Lecture {
  course_code: string;
  date: IsoDate;
  start: string | null;
  end: string | null;
  room: string | null;
  extra: boolean;
}

/** A date of a window that is not a lecture of a timetabled course although it might have been. */
export interface NoLecture {
  course_code: string;
  date: IsoDate;
  /** Why: "1 Dec is a holiday: Founders' Day", "CS101's lecture on 2 Dec is cancelled: ...". */
  message: string;
  kind: 'holiday' | 'cancelled';
}

/** A holiday day in a window (a range is one entry per day). */
export interface HolidayDay {
  date: IsoDate;
  name: string;
  term_id: number;
}

/** GET /myTimetable, GET /courseCalendar: lectures, holidays and cancellations between two dates. */
export interface CalendarWindowQuery {
  from: IsoDate;
  to: IsoDate;
}

/**
 * GET /studentData: the student, and optionally a window of dates (both ends, at most 62 days):
 * with it, `leaveData` holds only the leave on those dates; the profile and standings are whole.
 */
export interface StudentDataQuery extends Partial<CalendarWindowQuery> {
  user_id: number;
}

export interface CourseCalendarQuery extends CalendarWindowQuery {
  course_code: string;
}

export interface TimetableWindow {
  from: IsoDate;
  to: IsoDate;
  lectures: Lecture[];
  holidays: HolidayDay[];
  cancelled: NoLecture[];
  /** Courses of the window without a timetable: every date is one of their lectures. */
  untimetabled: string[];
}

/** A course's part of a request: its leaves (one per lecture), by status. */
export interface RequestCourse {
  course_code: string;
  /** How many lectures the course's part covers (leaves that count). */
  lectures: number;
  /** How many of its leaves are in each status. */
  statuses: Partial<Record<LeaveStatus, number>>;
  leave_ids: number[];
  /** Leave whose date has no lecture any more (kept, not counted), with its status and why. */
  not_counted: Array<{
    leave_id: number;
    leave_date: IsoDate;
    status: LeaveStatus;
    message: string;
    /** The reason `message` gives, by its code and params. */
    why?: SaidCode;
  }>;
  /**
   * Why its leave was rejected: the comments of the decisions that rejected it (or revoked it),
   * each once, in the order of their dates; absent when none has one.
   */
  rejection_reasons?: string[];
}

/** What a student applied for together: one absence, one request. */
export interface LeaveRequestSummary {
  request_id: number;
  user_id: number;
  student_name: string;
  reason: string;
  from_date: IsoDate;
  to_date: IsoDate;
  applied_at: string;
  courses: RequestCourse[];
  kind: RequestKind;
  /** Whether its kind needs a supporting document for a request this long. */
  document_needed: boolean;
  /** How many supporting documents it has. */
  documents: number;
  /** Whether an instructor has asked for a document (and none has come since). */
  document_asked: boolean;
  /** The rejected request this one resubmits, if it is a resubmission. */
  resubmits: number | null;
  /** The request that resubmits this one, once it is resubmitted. */
  resubmitted_as: number | null;
}

/** GET /myRequests: one card per request, newest first. */
export interface MyRequestsQuery extends PageRequest, PageOfRequest {
  user_id: number;
  /** Requests with some leave in this status. */
  status?: LeaveStatus;
  /** Requests with some leave in this course. */
  course_code?: string;
}

export interface RequestPage extends PageInfo {
  items: LeaveRequestSummary[];
}

/** POST /withdrawRequest: every pending leave of a request, or only those in one course. */
export interface WithdrawRequestPayload {
  request_id: number;
  course_code?: string;
}

/**
 * POST /resubmitRequest: a rejected request's rejected leave, applied for again as a new request
 * (same kind and dates) with a new reason; a document is attached to the new one afterwards.
 */
export interface ResubmitRequestPayload {
  request_id: number;
  reason: string;
}

/** POST /reopenRequest: a request's rejected leave in one course taught, back to pending. */
export interface ReopenRequestPayload {
  request_id: number;
  course_code: string;
  comment?: string;
}

/**
 * GET /pendingRequests: a course's pending requests, one row per request, oldest date first;
 * with `from` or `to`, only those with a pending lecture date in that range (each row still
 * lists all its pending dates in the course, as a decision takes them all).
 */
export interface PendingRequestsQuery extends PageRequest, PageOfRequest {
  course_code: string;
  from?: IsoDate;
  to?: IsoDate;
}

/** One request's pending part in one course, as the instructor decides it. */
export interface PendingRequestRow {
  request_id: number;
  course_code: string;
  user_id: number;
  student_name: string;
  reason: string;
  from_date: IsoDate;
  to_date: IsoDate;
  /** The pending leaves, by date; one that does not count says why. */
  leaves: Array<{ leave_id: number; leave_date: IsoDate; counts: boolean; message?: string; why?: SaidCode }>;
  /** How many lectures approving it would add (pending leaves that count). */
  lectures: number;
  percentage_before: number;
  percentage_after: number;
  crosses_limit: boolean;
  kind: RequestKind;
  /** Whether its kind needs a supporting document for a request this long. */
  document_needed: boolean;
  /** How many supporting documents it has. */
  documents: number;
  /** Whether an instructor has asked for a document (and none has come since). */
  document_asked: boolean;
  /** The rejected request this one resubmits, if it is a resubmission. */
  resubmits: number | null;
  /** When it was applied for (ISO 8601): how long it has waited. */
  applied_at: string;
}

export interface PendingRequestPage extends PageInfo {
  course_code: string;
  items: PendingRequestRow[];
}

/** POST /decideRequest: approve or reject a request's pending leave in one course at once. */
export interface RequestDecision {
  request_id: number;
  course_code: string;
  decision: 'accepted' | 'rejected';
  comment?: string;
  /**
   * Approve a request whose kind needs a document though it has none: only with a comment, which
   * says why.
   */
  override_document?: boolean;
}

/** What a change of a course's timetable or lectures answers: what was done, and the timetable now. */
export interface TimetableAnswer extends SaidResponse {
  timetable: CourseTimetable;
}

/** What a request action did: how many leaves moved. */
export interface RequestActionResponse extends SaidResponse {
  moved: number;
}
