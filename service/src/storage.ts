/**
 * What the endpoints need from a backend's storage. `api` implements it in SQL on PostgreSQL,
 * `mock-api` on json-server's data file. Rules stay out of here: a store finds, counts and
 * writes, and reports conflicts; the endpoints and the domain decide.
 */
import type {
  AbsenceDay,
  Absentee,
  AuditAction,
  AuditEvent,
  RefusalAction,
  Course,
  CourseLeave,
  CourseListEntry,
  CourseListQuery,
  InstructorListEntry,
  InstructorListQuery,
  CourseSummary,
  CalendarWindowQuery,
  IsoDate,
  LanguageCode,
  FacultyProfile,
  Leave,
  LeaveStatus,
  LeaveWithHistory,
  PasswordSignIn,
  Notification,
  NotificationSettings,
  Recipient,
  Role,
  Session,
  StudentListEntry,
  StudentListQuery,
  StudentProfile,
  Holiday,
  LectureChange,
  LeaveKind,
  LeaveKindPayload,
  DocumentContentType,
  RequestDocument,
  Meeting,
  Term,
  TermListEntry,
  TermPayload,
  AttendanceRules,
  RollLeave,
  RollMark,
  LeaveStatus as RollLeaveStatus,
} from '@leave/contract';
import type {
  AttemptDecision,
  CourseCalendar,
  CourseRecord,
  KeptRosterOrder,
  FailureTally,
  LeaveDayTally,
  LeaveUnderDecision,
  Refusal,
  RollTally,
  UserRecord,
} from '@leave/domain';

/**
 * An enrolment's roll as the stores keep it (RollTally), with its held lectures on accepted leave
 * not attended up to a day (`on_leave`, read for the day asked).
 */
export interface EnrolmentRoll extends RollTally {
  on_leave: number;
}

/** A course a student is enrolled in, with what the percentage and the lectures missed are made of. */
export interface EnrolmentTally extends EnrolmentRoll {
  course_code: string;
  total_lectures: number;
  leave_limit: number;
  accepted_days: number;
  pending_days: number;
}

/** A course as the endpoints check it. */
export interface CourseFacts {
  course_code: string;
  instructor_id: number;
  total_lectures: number;
  leave_limit: number;
}

/** An enrolled student's leave and roll in a course, for the roster. */
export interface RosterRow extends EnrolmentRoll {
  roll_no: number;
  name: string;
  accepted_days: number;
  pending_days: number;
  /** Accepted lectures of a kind that does not count (excused). */
  excused_days: number;
}

/** A leave for the course register: its last decision, if any. */
export interface RegisterRow {
  leave_date: IsoDate;
  roll_no: number;
  name: string;
  status: LeaveStatus;
  reason: string;
  decided_by: string | null;
  decided_at: string | null;
  comment: string | null;
  /** Whether its date is a lecture of the course (leave on a date that is not, does not count). */
  lecture: boolean;
  /** Whether its request's kind counts toward the limit. */
  counted: boolean;
  /** Its request's kind of leave. */
  kind: string;
}

/** What a write reports instead of throwing when a unique or referenced row is in the way. */
export type WriteResult = 'ok' | 'duplicate' | 'missing-reference';

/** Decides a locked leave: the new status, or why not. */
export type LeaveMoveDecision = (leave: LeaveUnderDecision) => { to: LeaveStatus } | { refuse: Refusal };

/** Who made a change, for the leave's history. */
export interface Actor {
  id: number;
  role: Role;
}

/** A leave to apply for: it starts as pending. */
export interface NewLeaveRow {
  leave_date: IsoDate;
  reason: string;
  roll_no: number;
  course_code: string;
}

/** The kind a request is applied as, and whether its leave counts (Personal, which counts, if not given). */
export interface AppliedKind {
  kind_id: number;
  counts: boolean;
}

/** What a new request keeps beside its leave: its kind, and the days asked for (first to last, both counted). */
export interface NewRequestFacts extends AppliedKind {
  days: number;
  /**
   * The rejected request this one resubmits. A request is resubmitted at most once: a second
   * resubmission applies nothing (each row 'duplicate').
   */
  resubmits?: number;
}

/** Which leave a history list shows. */
export interface LeaveFilter {
  roll_no?: number;
  /** Leave in the courses this instructor teaches. */
  instructor_id?: number;
  course_code?: string;
  status?: LeaveStatus;
  /** Leave in any status but these (when no status is asked for). */
  excludeStatuses?: LeaveStatus[];
  from?: IsoDate;
  to?: IsoDate;
}

/** Which leave a chart counts: in these statuses, of one student or of some courses (neither: all). */
export interface ChartLeaveFilter {
  statuses: readonly LeaveStatus[];
  roll_no?: number;
  course_codes?: string[];
}

/** One window of a list, and how many items the whole list has. */
export interface Window {
  offset: number;
  limit: number;
}
export interface Windowed<T> {
  items: T[];
  total: number;
}

/**
 * A whole list read a batch at a time, each batch when the one before has been used, in the
 * list's order: a download of any length holds one batch in memory. A row changed while the list
 * is read appears as its batch finds it (one whose place in the order changes meanwhile, such as
 * a course sorted by how many are enrolled, may be met twice or not at all).
 */
export type Batches<T> = AsyncIterable<T[]>;

/** How many rows a batch of a download holds. */
export const BATCH_ROWS = 1_000;

/** A student to import: no password ('') or a temporary one to change at the first sign-in. */
export type ImportedStudent = StudentProfile & { password_hash: string; must_change_password: boolean };

export interface UserStore {
  /** The name and password hash to check a sign-in against, and the language the account chose (null: none). */
  findCredentials(
    role: Role,
    userId: number,
  ): Promise<
    | {
        name: string;
        password_hash: string;
        active: boolean;
        must_change_password: boolean;
        language: LanguageCode | null;
      }
    | undefined
  >;
  /** The language the account chose: null if none, undefined if no such user. */
  language(role: Role, userId: number): Promise<LanguageCode | null | undefined>;
  /** false if no such user. */
  setLanguage(role: Role, userId: number, language: LanguageCode): Promise<boolean>;
  /** Sets a password hash and whether it must be changed at the next sign-in; false if no such user. */
  setPassword(role: Role, userId: number, passwordHash: string, mustChange: boolean): Promise<boolean>;
  /** false if no such user. */
  setActive(role: Role, userId: number, active: boolean): Promise<boolean>;
  findStudent(rollNo: number): Promise<StudentProfile | undefined>;
  findInstructor(rgNo: number): Promise<FacultyProfile | undefined>;
  insert(user: UserRecord): Promise<WriteResult>;
  /** Students whose roll number or name contains `q` (any case), in the order asked, roll number last. */
  students(filter: Omit<StudentListQuery, 'page' | 'page_size'>, window: Window): Promise<Windowed<StudentListEntry>>;
  /** Instructors whose registration number or name contains `q` (any case), in the order asked. */
  instructors(
    filter: Omit<InstructorListQuery, 'page' | 'page_size'>,
    window: Window,
  ): Promise<Windowed<InstructorListEntry>>;
  /** Every student `students` would list, in its order. */
  studentBatches(filter: Omit<StudentListQuery, 'page' | 'page_size'>): Batches<StudentListEntry>;
  /** Every instructor `instructors` would list, in its order. */
  instructorBatches(filter: Omit<InstructorListQuery, 'page' | 'page_size'>): Batches<InstructorListEntry>;
  /** Where a user's email notifications go; undefined if no such user. */
  contact(role: Role, userId: number): Promise<NotificationSettings | undefined>;
  /**
   * Where each of these users' email notifications go, in one read (a class of thousands told at
   * once): those with an address and email notifications on, in no particular order.
   */
  mailedOf(recipients: Recipient[]): Promise<Array<Recipient & { email: string; language: LanguageCode | null }>>;
  /** false if no such user. */
  setContact(role: Role, userId: number, settings: NotificationSettings): Promise<boolean>;
  /** Which of these roll numbers are students already. */
  existingStudents(rollNos: number[]): Promise<Set<number>>;
  /**
   * Adds these students in one transaction, skipping any roll number that is taken by then;
   * answers the roll numbers it added.
   */
  importStudents(students: ImportedStudent[]): Promise<number[]>;
}

/** What a new session knows of itself besides who it is. */
export interface NewSession {
  /** Names it in its owner's list of devices (22 base64url characters). */
  deviceId: string;
  /** It ends this long after it starts, whatever happens. */
  ttlSeconds: number;
  /** It ends once this long passes without a call. */
  idleSeconds: number;
  /** The browser and system it signed in from, in words. */
  device: string;
  clientIp: string;
}

/** A session as its owner's list of signed-in devices shows it. */
export interface StoredSession {
  token_hash: string;
  device_id: string;
  device: string;
  client_ip: string;
  /** Instants, ISO 8601. */
  created_at: string;
  last_seen_at: string;
}

/** A session's last call is written down at most this often, so a busy one is not written every call. */
export const SESSION_TOUCH_SECONDS = 60;

export interface SessionStore {
  create(tokenHash: string, role: Role, userId: number, session: NewSession): Promise<void>;
  /**
   * The signed-in user for a token hash, if the session exists, has not expired and has not been
   * idle too long; notes the call as the session's last (at most once every SESSION_TOUCH_SECONDS).
   */
  find(tokenHash: string): Promise<Session | undefined>;
  /** A user's live sessions, the most recently seen first. */
  listOf(role: Role, userId: number, window: Window): Promise<Windowed<StoredSession>>;
  /** The user's live session that goes by this device id, if any. */
  deviceOf(role: Role, userId: number, deviceId: string): Promise<StoredSession | undefined>;
  delete(tokenHash: string): Promise<void>;
  /** Ends every session of a user (deactivated, their password changed, or signed out everywhere); answers how many. */
  endAllOf(role: Role, userId: number): Promise<number>;
}

export interface SignInFailureStore {
  /**
   * Counts a sign-in attempt as a failure before its password is checked, in one atomic step
   * with the count that `decide` reads: parallel attempts for one key take turns, on every
   * instance, so no more get through than the limit allows. A refused attempt records nothing.
   */
  reserve(
    key: string,
    windowSeconds: number,
    decide: (tally: FailureTally) => AttemptDecision,
  ): Promise<AttemptDecision>;
  /** A successful sign-in forgets the key's failures, its own reservation included. */
  clear(key: string): Promise<void>;
}

/** An admin's second factor as stored: the TOTP secret stays here, never sent after enrolment. */
export interface StoredFactor {
  /** Base32. */
  secret: string;
  /** false while enrolment waits for its first code. */
  enabled: boolean;
  /** The last TOTP time step a code was accepted for: no code of it or before is taken again. */
  last_step: number | null;
  recovery_codes_left: number;
}

/** The admin's sign-in options: whether students and instructors may still use a password (one row). */
export interface SignInOptionStore {
  /** Everyone may until the admin says otherwise. */
  passwordSignIn(): Promise<PasswordSignIn>;
  setPasswordSignIn(setting: PasswordSignIn): Promise<void>;
}

/** Admins' second factors, their one-time recovery codes (as hashes) and sessions' re-verifications. */
export interface TwoFactorStore {
  find(adminId: number): Promise<StoredFactor | undefined>;
  /** Keeps a new secret pending, in place of any pending one; 'enabled' (nothing changed) if the factor is on. */
  begin(adminId: number, secret: string): Promise<'ok' | 'enabled'>;
  /**
   * Turns a pending factor on with its recovery codes' hashes, `step` counted as used; false if
   * nothing was pending (or another call turned it on first).
   */
  enable(adminId: number, recoveryCodeHashes: string[], step: number): Promise<boolean>;
  /** Removes the factor and its recovery codes; false if there was none. */
  remove(adminId: number): Promise<boolean>;
  /**
   * Counts a TOTP time step as used, atomically: false if this step or a later one was used
   * already (a replayed code, or two calls racing with one code).
   */
  useStep(adminId: number, step: number): Promise<boolean>;
  /** Spends a recovery code by its hash: false if it is not one of the admin's unused codes. */
  useRecoveryCode(adminId: number, codeHash: string): Promise<boolean>;
  /** Notes that this session proved a code just now. */
  markSteppedUp(tokenHash: string): Promise<void>;
  /** Whether this session proved a code within the last `seconds`. */
  steppedUpWithin(tokenHash: string, seconds: number): Promise<boolean>;
}

/** Browsers an account has signed in from, by a hash of the token in their device cookie. */
export interface KnownDeviceStore {
  remember(tokenHash: string, role: Role, userId: number, ttlSeconds: number): Promise<void>;
  /** Whether the token was given to this account's browser and has not expired. */
  isKnown(tokenHash: string, role: Role, userId: number): Promise<boolean>;
}

export interface CourseStore {
  find(code: string): Promise<CourseFacts | undefined>;
  /** Courses an instructor teaches, by code, with enrolled and lecture totals. */
  taughtBy(rgNo: number): Promise<Course[]>;
  /** Every course by code, or only those an instructor teaches (read from their index, whatever the school's size). */
  summaries(instructorId?: number): Promise<CourseSummary[]>;
  /** Only the courses named (read by key, whatever the school's size), by code; an unknown code is left out. */
  summariesOf(codes: readonly string[]): Promise<CourseSummary[]>;
  /** How many courses the school has. */
  count(): Promise<number>;
  /** A window of every course, by code, with how many there are. */
  summaryPage(window: Window): Promise<Windowed<CourseSummary>>;
  insert(course: CourseRecord): Promise<WriteResult>;
  /** Courses whose code, title or instructor's name contains `q` (any case), in the order asked. */
  list(filter: Omit<CourseListQuery, 'page' | 'page_size'>, window: Window): Promise<Windowed<CourseListEntry>>;
  /** Every course `list` would list, in its order. */
  listBatches(filter: Omit<CourseListQuery, 'page' | 'page_size'>): Batches<CourseListEntry>;
  /** Everything stored of a course. */
  record(code: string): Promise<CourseRecord | undefined>;
  /** Rewrites a course but its code and leave limit: 'missing-reference' for an unknown instructor. */
  update(course: Omit<CourseRecord, 'leave_limit'>): Promise<'ok' | 'not-found' | 'missing-reference'>;
  /** false when there is no such course. */
  setLeaveLimit(code: string, limit: number): Promise<boolean>;
  /**
   * Every enrolled student with their accepted and pending days and their roll (`on_leave` up to
   * `today`; 0 without it, for a reader of the days alone), by roll number.
   */
  roster(code: string, today?: IsoDate): Promise<RosterRow[]>;
  /** The roster, as `roster` reads it. */
  rosterBatches(code: string, today?: IsoDate): Batches<RosterRow>;
  /** One window of the enrolled students in a kept order (ties by roll number), and how many in all. */
  rosterWindow(code: string, order: KeptRosterOrder, window: Window, today: IsoDate): Promise<Windowed<RosterRow>>;
  /**
   * Every enrolment, in every course, that could be near its course's limit: at least those whose
   * lectures missed could reach WARNING_TENTHS of it (the store may leave out those that cannot,
   * reading its kept counts alone).
   */
  nearLimit(): Promise<EnrolmentStanding[]>;
}

/** An enrolment's kept counts, for the admin's students at risk. */
export interface EnrolmentStanding extends RollTally {
  course_code: string;
  roll_no: number;
  name: string;
  accepted_days: number;
}

export interface EnrolmentStore {
  isEnrolled(rollNo: number, code: string): Promise<boolean>;
  /** A student's courses by code (`on_leave` up to `today`; 0 without it, for a reader of the days alone). */
  tallies(rollNo: number, today?: IsoDate): Promise<EnrolmentTally[]>;
  /** Enrols, or brings back a removed enrolment; 'duplicate' if enrolled already. */
  insert(rollNo: number, code: string): Promise<WriteResult>;
  /** Ends an enrolment, keeping its leave; false if the student is not enrolled in the course. */
  remove(rollNo: number, code: string): Promise<boolean>;
  /** Which of these (course, roll number) pairs are enrolled already, as "CODE|roll". */
  existing(pairs: EnrolmentPair[]): Promise<Set<string>>;
  /**
   * Enrols these pairs in one statement, skipping any enrolled by then (every course and student
   * must exist); answers the pairs it added, as "CODE|roll".
   */
  insertMany(pairs: EnrolmentPair[]): Promise<Set<string>>;
}

/** A course and a student, to enrol. */
export interface EnrolmentPair {
  course_code: string;
  roll_no: number;
}

/** How a pair is keyed in the sets the enrolment store answers. */
export const pairKey = ({ course_code, roll_no }: EnrolmentPair) => `${course_code}|${roll_no}`;

/** A course's leave as the instructor's page lists it: a pending row carries its student's accepted days. */
export type CourseLeaveRow = CourseLeave & { accepted_days?: number | null };

export interface LeaveStore {
  /** A student's active leave (pending, accepted, rejected), by date then id; in a window of dates if given. */
  ofStudent(rollNo: number, window?: CalendarWindowQuery): Promise<LeaveOnLecture[]>;
  /**
   * One window of a course's leave (of one status, if given), by date then id, and how many in
   * all. Each pending one carries its student's accepted days in the course (what approving it
   * would change).
   */
  ofCourse(code: string, filter: { status?: LeaveStatus }, window: Window): Promise<Windowed<CourseLeaveRow>>;
  /** One window of the leave `filter` picks, newest date first, each with its history. */
  page(filter: LeaveFilter, window: Window): Promise<Windowed<LeaveWithHistory>>;
  /** Every leave `filter` picks, as `page` lists it. */
  pageBatches(filter: LeaveFilter): Batches<LeaveWithHistory>;
  byId(leaveId: number): Promise<Leave | undefined>;
  /**
   * Applies for leave, all in one request (one transaction): each row is 'ok', or 'duplicate'
   * when the student already has leave holding that date in that course (pending or accepted). Each leave applied
   * gets its first history event, by `actor`. The request id is null when nothing was applied.
   */
  apply(
    rows: NewLeaveRow[],
    actor: Actor,
    facts?: NewRequestFacts,
  ): Promise<{ requestId: number | null; results: Array<{ result: 'ok' | 'duplicate'; leave?: Leave }> }>;
  /** How many are away (AWAY_STATUSES, apart) in a course each day between two dates, by date; days with none left out. */
  absenceCounts(code: string, from: IsoDate, to: IsoDate): Promise<AbsenceDay[]>;
  /** How many are away on a date (as absenceCounts counts them) in every course together. */
  absenceTotals(date: IsoDate): Promise<Omit<AbsenceDay, 'date'>>;
  /**
   * Leave on lectures between two dates (both included) in the filter's statuses, counted by
   * course, date, status and whether its kind counts: one student's, some courses', or everyone's
   * (the school's by date, status and counting alone, each with course_code ''). The store may
   * sum a week's days into one tally dated the week's first day in the window (the charts count
   * weeks from Monday: weeklyLeave.ts).
   */
  dayTallies(filter: ChartLeaveFilter, from: IsoDate, to: IsoDate): Promise<LeaveDayTally[]>;
  /** A student's accepted leave that counts, on lectures before a date, by course (courses with none left out). */
  countedBefore(rollNo: number, before: IsoDate): Promise<Array<{ course_code: string; leaves: number }>>;
  /** One window of the students away in a course on a day, by roll number, and how many in all. */
  absentees(code: string, date: IsoDate, window: Window): Promise<Windowed<Absentee>>;
  /** Every leave of a course, by date then roll number, with its last decision. */
  registerBatches(code: string): Batches<RegisterRow>;
  /**
   * Locks the leave, asks `decide`, and applies its answer with a history event, all at once:
   * two moves of one leave take turns (on every instance), and the second sees the first's status.
   */
  move(
    leaveId: number,
    decide: LeaveMoveDecision,
    actor: Actor,
    comment: string | null,
  ): Promise<'not-found' | Refusal | { to: LeaveStatus }>;
  /** `move` for several leaves (a request's) at once: each one's answer, in the order given. */
  moveMany(
    leaveIds: number[],
    decide: LeaveMoveDecision,
    actor: Actor,
    comment: string | null,
  ): Promise<Array<'not-found' | Refusal | { to: LeaveStatus }>>;
}

/** A write to record in the audit trail. */
export type NewAuditEvent = Omit<StoredAuditEvent, 'event_id' | 'at'>;

/** An audit event as stored: the actor's name is read from their account when listed. */
export type StoredAuditEvent = Omit<AuditEvent, 'actor_name' | 'subject' | 'leave'>;

/** Which audit events a list shows: `since` and `before` are instants (ISO 8601). */
export interface AuditFilter {
  action?: AuditAction;
  actor_id?: number;
  /** Text the target contains, any case. */
  target?: string;
  /**
   * A person the event is by (its actor) or about (its subject, `auditSubjectOf`): digits are a
   * whole roll or registration number, anything else a part of a name, any case.
   */
  person?: string;
  since?: string;
  before?: string;
}

/** A refused attempt to count, and why it was refused ('wrong password', 'admin only'...). */
export type NewRefusal = Omit<NewAuditEvent, 'action' | 'before' | 'after'> & { action: RefusalAction; reason: string };

/**
 * The append-only audit trail: nothing here changes or deletes an event, except that a refusal's
 * event counts the further attempts of its minute.
 */
export interface AuditStore {
  /** Appends the events in the order given, all or none. */
  append(events: NewAuditEvent[]): Promise<void>;
  /**
   * Counts a refused attempt in the event of its minute with the same client address, action,
   * target and actor, appending that event at the first: one event however many instances
   * count at once.
   */
  countRefusal(refusal: NewRefusal): Promise<void>;
  /** Newest first. */
  page(filter: AuditFilter, window: Window): Promise<Windowed<AuditEvent>>;
  /** Every event `filter` picks, newest first. */
  pageBatches(filter: AuditFilter): Batches<AuditEvent>;
}

/** A notification to store: for whom, and what it says. */
export type NewNotification = Recipient &
  Omit<Notification, 'notification_id' | 'at' | 'read' | 'request_id' | 'lecture_date'> & {
    /** A cancelled or added lecture's date (the request is read from the leave). */
    lecture_date?: IsoDate | null;
  };

/** Each user's notifications. Adding wakes the recipients' live listeners, on every instance. */
export interface NotificationStore {
  /** Adds them all in the order given, in one step. */
  add(items: NewNotification[]): Promise<void>;
  /** Newest first, with how many of all are unread. */
  page(recipient: Recipient, window: Window): Promise<Windowed<Notification> & { unread: number }>;
  /** Those after `afterId`, oldest first, at most `limit` (what a live stream has not sent yet). */
  after(recipient: Recipient, afterId: number, limit: number): Promise<Notification[]>;
  /** The newest notification's id, or 0. */
  latestId(recipient: Recipient): Promise<number>;
  /** Marks these of the recipient's (others' ids are ignored), or all, read; answers how many are unread. */
  markRead(recipient: Recipient, ids: number[] | 'all'): Promise<number>;
  /**
   * These leaves were decided, withdrawn or cancelled: the requests for them need nobody's
   * attention any more, so every 'leave requested' notification about one is marked read.
   */
  settle(leaveIds: number[]): Promise<void>;
}

/** Secret calendar addresses, kept as hashes of their tokens: one per user at most. */
export interface CalendarFeedStore {
  /** Makes this the user's only address; answers when (ISO 8601). */
  replace(owner: Recipient, tokenHash: string): Promise<string>;
  /** When the user's address was made, or null if they have none. */
  createdAt(owner: Recipient): Promise<string | null>;
  /** false if the user had none. */
  revoke(owner: Recipient): Promise<boolean>;
  ownerOf(tokenHash: string): Promise<Recipient | undefined>;
}

/** A course's calendar as stored: its changes with their ids, and its total lectures now. */
export interface StoredCourseCalendar extends CourseCalendar {
  changes: LectureChange[];
  total_lectures: number;
}

/** The courses where the most requests wait, and how many wait in all (RequestStore.pendingLeaders). */
export interface PendingLeaders {
  total: number;
  courses: Array<{ course_code: string; pending: number }>;
}

/**
 * A day's lectures in every course, in two parts, for their count (rollLecture's answer for each
 * course): the courses with no change of their lectures that day whose timetable gives them one
 * (the term holding the day, and a meeting on its weekday that is no holiday, or no meetings: as
 * lectureOn says), counted; and the calendars of the courses with a change that day, by code, each
 * with at least that day's holidays and changes (enough for rollLecture on it).
 */
export interface DayLectures {
  unchanged: number;
  changed: StoredCourseCalendar[];
}

/**
 * What a calendar change leaves a course with: its total lectures, and the dates that are
 * lectures (null: every date is one, as for a course without a timetable). The store sets the
 * total and marks each of the course's leaves as counting or not, in the change's transaction.
 */
export interface Recount {
  total: number;
  lectureDates: IsoDate[] | null;
}

/** Works out a course's counts from its calendar as a change left it, or refuses the change. */
export type RecountCourse = (after: StoredCourseCalendar) => { refuse: Refusal } | { recount: Recount };

/** A change of one course's calendar. */
export type CourseCalendarWrite =
  | { kind: 'timetable'; term_id: number | null; meetings: Meeting[] }
  | { kind: 'add change'; change: Omit<LectureChange, 'change_id' | 'course_code'> }
  | { kind: 'remove change'; change_id: number };

/** A change of a term's calendar, which every course in the term follows. */
export type TermCalendarWrite =
  | { kind: 'edit'; term: TermPayload }
  | { kind: 'add holidays'; holidays: Array<Pick<Holiday, 'from_date' | 'to_date' | 'name'>> }
  | { kind: 'remove holiday'; holiday_id: number };

/** A term as a change sees it, under its lock: its holidays, its courses, and every other term. */
export interface TermCalendar {
  term: Term;
  holidays: Holiday[];
  courses: StoredCourseCalendar[];
  otherTerms: Term[];
}

export interface TermStore {
  /** Terms by first day, with how many courses and holidays each has. */
  list(window: Window): Promise<Windowed<TermListEntry>>;
  find(termId: number): Promise<Term | undefined>;
  /** The term whose days hold `date`, if any. */
  holding(date: IsoDate): Promise<Term | undefined>;
  /**
   * Adds a term unless `check` (given every other term, under the terms' lock, so no two adds
   * race past it) refuses it.
   */
  insert(term: TermPayload, check: (others: Term[]) => Refusal | null): Promise<Refusal | Term>;
  /**
   * Changes a term's calendar under its lock, in one transaction: `decide` sees the term as it is
   * and answers the write (or a refusal); then each of its courses, as the write left it, is
   * recounted. A refused recount undoes the whole change. Answers the holidays written (added or
   * removed).
   */
  change(
    termId: number,
    decide: (before: TermCalendar) => { refuse: Refusal } | { write: TermCalendarWrite },
    recount: RecountCourse,
  ): Promise<'not-found' | Refusal | { after: TermCalendar; holidays: Holiday[] }>;
  /** Removes a term with no course in it: 'in use' if a course is in it. */
  remove(termId: number): Promise<'not-found' | 'in use' | Term>;
  /** One window of a term's holidays, by date. */
  holidays(termId: number, window: Window): Promise<Windowed<Holiday>>;
  /** Every holiday of these terms (a student's or instructor's window reads a few). */
  holidaysOf(termIds: number[]): Promise<Holiday[]>;
  /** Which term a holiday is in, if it exists. */
  holidayTerm(holidayId: number): Promise<number | undefined>;
}

export interface TimetableStore {
  /** A course's term, the term's holidays, its meetings and changes, and its total; undefined if no such course. */
  calendarOf(code: string): Promise<StoredCourseCalendar | undefined>;
  /** The calendars of these courses (those that exist), by code. */
  calendarsOf(codes: string[]): Promise<StoredCourseCalendar[]>;
  /** What `date`'s lectures in every course are made of, for their count. */
  lecturesOn(date: IsoDate): Promise<DayLectures>;
  /**
   * Changes a course's calendar under the terms' lock, in one transaction: `decide` sees the
   * calendar as it is and answers the write (or a refusal); then the course, as the write left
   * it, is recounted. A refused recount undoes the change. Answers the lecture change written.
   */
  change(
    code: string,
    decide: (before: StoredCourseCalendar) => { refuse: Refusal } | { write: CourseCalendarWrite },
    recount: RecountCourse,
  ): Promise<'not-found' | Refusal | { after: StoredCourseCalendar; change?: LectureChange }>;
  /** Which course a lecture change belongs to, if it exists. */
  changeCourse(changeId: number): Promise<string | undefined>;
  /**
   * A course's class on a date, to tell it of a lecture cancelled or added, in one read whatever
   * its size: each student enrolled, or with leave there that day, once, by roll number, with the
   * id of their pending or accepted leave that day (null for none).
   */
  classOn(code: string, date: IsoDate): Promise<ClassMember[]>;
}

/** A student of a course's class on a date, and their leave that day that counts as away. */
export interface ClassMember {
  roll_no: number;
  leave_id: number | null;
}

/** Which requests a list shows. */
export interface RequestFilter {
  roll_no: number;
  /** Requests with at least one leave in this status. */
  status?: LeaveStatus;
  /** Requests with at least one leave in this course. */
  course_code?: string;
}

/** A leave and whether its date is a lecture of its course (leave on a date that is not, no longer counts). */
export type LeaveOnLecture = Leave & { lecture: boolean };

/** What a student applied for together, as stored: its leaves by course, then date. */
export interface StoredRequest {
  request_id: number;
  roll_no: number;
  student_name: string;
  /** When it was applied for (ISO 8601). */
  applied_at: string;
  leaves: LeaveOnLecture[];
  kind_id: number;
  /** The days asked for, first to last (null for requests made before kinds were kept). */
  days: number | null;
  /** How many supporting documents it has (their content is not read). */
  documents: number;
  /** Whether an instructor has asked for a document since the last one came. */
  document_asked: boolean;
  /** The rejected request this one resubmits, if any. */
  resubmits: number | null;
  /** The request that resubmits this one, once there is one. */
  resubmitted_as: number | null;
}

/** The documents removed from one request. */
export interface PurgedDocuments {
  request_id: number;
  documents: number;
}

/** A document to store: checked already, its content with it. */
export interface NewDocument {
  file_name: string;
  content_type: DocumentContentType;
  bytes: Uint8Array;
}

/**
 * Supporting documents of requests. Lists read their names and sizes only; `content` alone reads
 * a file. Real API: in the database (PostgreSQL server or embedded); mock: files in its data folder.
 */
export interface DocumentStore {
  /**
   * Stores the files for a request, in one transaction, unless that would take it past `max`
   * documents ('too many': nothing stored); answers them as listed. Attaching one clears the
   * request's "document asked".
   */
  add(requestId: number, files: NewDocument[], uploader: Actor, max: number): Promise<RequestDocument[] | 'too many'>;
  /** One window of a request's documents, oldest first. */
  list(requestId: number, window: Window): Promise<Windowed<RequestDocument>>;
  find(documentId: number): Promise<RequestDocument | undefined>;
  /** A document's content. */
  content(documentId: number): Promise<Uint8Array | undefined>;
  /** Notes that a document is asked for; false if no such request. */
  ask(requestId: number): Promise<boolean>;
  /**
   * Removes the documents of every request whose leave is all withdrawn or cancelled, the last of
   * it at or before `before` (an instant, ISO 8601); answers how many of each request's went.
   */
  purgeEnded(before: string): Promise<PurgedDocuments[]>;
}

/** The kinds of leave. Personal (PERSONAL_KIND_ID) is always there. */
export interface KindStore {
  /** One window of the kinds, by name. */
  list(window: Window): Promise<Windowed<LeaveKind>>;
  /** Every kind, by name (a school has a handful). */
  all(): Promise<LeaveKind[]>;
  find(kindId: number): Promise<LeaveKind | undefined>;
  /** 'duplicate' when another kind has the name (any case). */
  insert(kind: LeaveKindPayload): Promise<LeaveKind | 'duplicate'>;
  /**
   * Rewrites a kind; when whether it counts changes, so does every leave of its requests, in the
   * same transaction (the counts follow).
   */
  update(kind: LeaveKind): Promise<LeaveKind | 'not-found' | 'duplicate'>;
  /** Gives a request this kind, its leave counting as the kind says; false if no such request. */
  setRequestKind(requestId: number, kind: AppliedKind): Promise<boolean>;
}

/** Only the requests with a pending leave dated from `from` to `to` (either may be left open). */
export interface PendingDates {
  from?: IsoDate;
  to?: IsoDate;
}

export interface RequestStore {
  /** One window of a student's requests, newest first, each with all its leaves. */
  ofStudent(filter: RequestFilter, window: Window): Promise<Windowed<StoredRequest>>;
  find(requestId: number): Promise<StoredRequest | undefined>;
  /**
   * One window of a course's requests with pending leave, the earliest pending date first: each
   * with its pending leaves in the course only, and its student's accepted lectures there.
   */
  pendingOfCourse(
    code: string,
    window: Window,
    dates?: PendingDates,
  ): Promise<Windowed<StoredRequest & { accepted_days: number }>>;
  /**
   * The courses where the most requests wait (pendingOfCourse's total): the first `most` by that
   * count and every course tied with the last of them, in any order, courses with none left out;
   * and how many wait in all courses.
   */
  pendingLeaders(most: number): Promise<PendingLeaders>;
  /** Where a request is in `ofStudent`'s list (0 first), or null if it is not in it. */
  placeOfStudent(filter: RequestFilter, requestId: number): Promise<number | null>;
  /** Where a request is in `pendingOfCourse`'s list (0 first), or null if it is not in it. */
  placePendingOfCourse(code: string, requestId: number, dates?: PendingDates): Promise<number | null>;
}

export interface StudentOverview {
  profile: StudentProfile;
  leaves: LeaveOnLecture[];
  tallies: EnrolmentTally[];
}

export interface InstructorOverview {
  profile: FacultyProfile;
  courses: Course[];
}

/** A lecture's roll as stored: who took it (their name) and when (ISO 8601). */
export interface StoredRoll {
  taken_by: string | null;
  taken_at: string;
}

/** An enrolled student on a lecture's class list: their stored mark and their active leave that day. */
export interface ClassListRow {
  roll_no: number;
  name: string;
  mark: RollMark | null;
  leave: RollLeave | null;
}

/** A mark to store (null: no row, which is presence) and one a save changed. */
export interface MarkWrite {
  roll_no: number;
  mark: RollMark | null;
}
export interface MarkChange {
  roll_no: number;
  before: RollMark | null;
  after: RollMark | null;
}

/** A lecture's roll in counts, for the lists of rolls to take. */
export interface RollCounts {
  course_code: string;
  date: IsoDate;
  /** Students enrolled in the course. */
  enrolled: number;
  taken: boolean;
  absent: number;
  late: number;
  on_leave: number;
}

/** A student's lecture that was not plain presence: their mark and their active leave's status. */
export interface StudentLectureRow {
  course_code: string;
  date: IsoDate;
  mark: RollMark | null;
  leave_status: RollLeaveStatus | null;
}

/**
 * A student's lecture in a register that is not plain presence: their mark, and the kind of their
 * accepted leave that lecture (null when none).
 */
export interface RegisterMark {
  roll_no: number;
  date: IsoDate;
  mark: RollMark | null;
  leave_kind: string | null;
}

/** The rolls of lectures and their marks; the school's attendance rules. */
export interface RollStore {
  rules(): Promise<AttendanceRules>;
  /** Saves the rules; every enrolment's lectures missed follow them. */
  setRules(rules: AttendanceRules): Promise<void>;
  find(code: string, date: IsoDate): Promise<StoredRoll | undefined>;
  /** The course's enrolled students in roll number order, each with their mark and active leave that day. */
  classList(code: string, date: IsoDate): Promise<ClassListRow[]>;
  /**
   * Takes the roll (or finds it taken) and writes these marks, under the roll's lock, in one
   * transaction: students not named keep theirs, so two saves at once lose no mark. Answers
   * whether this save took it first and the marks it changed (one that is as asked is not).
   */
  save(
    code: string,
    date: IsoDate,
    marks: MarkWrite[],
    actor: Actor,
  ): Promise<{ first: boolean; changes: MarkChange[] }>;
  /**
   * The counts of these lectures' rolls, in one read whatever the number of courses (a lecture
   * without a roll: not taken, its leave counted), with each course's students enrolled.
   */
  counts(lectures: Array<{ course_code: string; date: IsoDate }>): Promise<RollCounts[]>;
  /** A student's marked lectures and lectures on accepted leave between two dates, by date. */
  ofStudent(rollNo: number, from: IsoDate, to: IsoDate): Promise<StudentLectureRow[]>;
  /**
   * A course's register between two dates for some students: the dates whose roll is taken, and
   * each of those students' marks and accepted leave (of a lecture) on them.
   */
  register(
    code: string,
    rollNos: number[],
    from: IsoDate,
    to: IsoDate,
  ): Promise<{ taken: IsoDate[]; marks: RegisterMark[] }>;
  /** How many rolls are taken on a date, and how many marked absent without accepted leave. */
  day(date: IsoDate): Promise<{ rolls: number; absent_without_leave: number }>;
}

export interface Storage {
  rolls: RollStore;
  users: UserStore;
  sessions: SessionStore;
  signInFailures: SignInFailureStore;
  knownDevices: KnownDeviceStore;
  twoFactor: TwoFactorStore;
  signInOptions: SignInOptionStore;
  courses: CourseStore;
  enrolments: EnrolmentStore;
  leaves: LeaveStore;
  audit: AuditStore;
  notifications: NotificationStore;
  calendarFeeds: CalendarFeedStore;
  terms: TermStore;
  timetables: TimetableStore;
  requests: RequestStore;
  kinds: KindStore;
  documents: DocumentStore;
  /**
   * A student's profile, active leave (as `leaves.ofStudent`) and enrolment tallies (as
   * `enrolments.tallies`) read together, in one round trip where the backend can; undefined if
   * there is no such student. With a window, only the leave on its dates (the tallies stay whole).
   */
  studentOverview(rollNo: number, today: IsoDate, window?: CalendarWindowQuery): Promise<StudentOverview | undefined>;
  /**
   * An instructor's profile and the courses they teach (as `courses.taughtBy`), read together in
   * one round trip where the backend can; undefined if there is no such instructor.
   */
  instructorOverview(rgNo: number): Promise<InstructorOverview | undefined>;
  /**
   * A course's facts (as `courses.find`) and one window of its leave (as `leaves.ofCourse`), read
   * together in one round trip where the backend can; undefined if there is no such course.
   */
  courseLeavePage(
    code: string,
    filter: { status?: LeaveStatus },
    window: Window,
  ): Promise<{ course: CourseFacts; page: Windowed<CourseLeaveRow> } | undefined>;
  /**
   * Runs `work` as one change: what it does through `tx` is kept together, or none of it if it
   * throws (the real API: one database transaction, nested ones as savepoints; the mock: one
   * write of the data file). A change and its audit event are made this way, so that no failure
   * between them keeps one without the other. `work` uses `tx` only and does nothing slow (hash
   * passwords, mail and notify before or after): the embedded database serves nothing else until
   * it ends, and the mock keeps it whole by running it without a pause. `work` may run more than
   * once (PostgreSQL runs a deadlock's victim again): it returns what it found rather than keeping
   * it in variables outside.
   */
  atomically<T>(work: (tx: Storage) => Promise<T>): Promise<T>;
  /**
   * For /health: reads and writes a probe row. 'cannot-write' when it answers but cannot store
   * (disk full, read-only); rejects when it does not answer.
   */
  ping(): Promise<'ok' | 'cannot-write'>;
}
