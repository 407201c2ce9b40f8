/**
 * The roll: who was in the room for each lecture. A roll is taken per lecture and keeps only its
 * exceptions (absent, late, and "present" for a student on leave who came anyway); everyone else
 * was present, or on leave when their leave for that lecture is accepted. Leave and the roll tell
 * one story: an absence with accepted leave is "on leave", one without is "absent".
 */
import type {
  CourseAttendance,
  ImportRowProblem,
  IsoDate,
  PageInfo,
  PageRequest,
  SaidCode,
  SaidResponse,
} from './types';

/** What an instructor marks a student on a lecture's roll. */
export const ROLL_MARKS = ['present', 'absent', 'late'] as const;
export type RollMark = (typeof ROLL_MARKS)[number];

/** What a lecture counts as for a student, the roll and their leave together. */
export const LECTURE_ATTENDANCES = ['present', 'late', 'absent', 'on leave'] as const;
export type LectureAttendance = (typeof LECTURE_ATTENDANCES)[number];

/** The school's rules for the roll (GET /attendanceRules; the admin's POST /saveAttendanceRules). */
export interface AttendanceRules {
  /**
   * For how many days after a lecture its instructor may still take or correct its roll (0: on
   * the day only). After it, only the admin corrects a roll, giving a reason.
   */
  correction_window_days: number;
  /** Every this many lates count as one lecture missed; null: lates are not counted. */
  lates_per_absence: number | null;
  /** Whether a lecture missed without leave counts toward the course's leave limit. */
  absence_counts: boolean;
}

export const DEFAULT_ATTENDANCE_RULES: AttendanceRules = {
  correction_window_days: 7,
  lates_per_absence: null,
  absence_counts: true,
};

export const CORRECTION_WINDOW_RANGE = { min: 0, max: 60 } as const;
export const LATES_PER_ABSENCE_RANGE = { min: 2, max: 10 } as const;

export interface AttendanceRulesSaved {
  message: string;
  rules: AttendanceRules;
}

/** A lecture and its roll, as the instructor's Attendance view lists them. */
export interface LectureRollSummary {
  course_code: string;
  course_title: string;
  date: IsoDate;
  start: string | null;
  end: string | null;
  room: string | null;
  extra: boolean;
  taken: boolean;
  /** Counts of the roll as it stands (0 when not taken, but for on_leave). */
  absent: number;
  late: number;
  on_leave: number;
  enrolled: number;
  /** Whether the user may take or change this roll now (the admin always may, with a reason). */
  editable: boolean;
}

/**
 * GET /rollsToTake: the user's lectures in the correction window (today's first, then newest
 * first), each with its roll's state. Instructors see their courses, the admin every course or one.
 */
export interface RollsToTakeQuery extends PageRequest {
  course_code?: string;
}

export interface RollsToTakePage extends PageInfo {
  today: IsoDate;
  correction_window_days: number;
  items: LectureRollSummary[];
}

/** GET /lectureRoll: one lecture's class list, for any lecture date of the course's term. */
export interface LectureRollQuery {
  course_code: string;
  date: IsoDate;
}

/** A student's leave on a lecture, as the class list shows it beside the mark. */
export interface RollLeave {
  leave_id: number;
  status: 'accepted' | 'pending';
  /** The kind's name, such as "Medical leave". */
  kind: string;
  /** Whether the kind counts toward the limit. */
  counts: boolean;
}

export interface RollStudent {
  roll_no: number;
  name: string;
  /** The mark on the roll; null when none was set (present, or on leave when leave is accepted). */
  mark: RollMark | null;
  leave: RollLeave | null;
  attendance: LectureAttendance;
}

/**
 * A lecture's class list in roll order. Answered whole, as a paper register is: a roll is saved
 * in one request, and a class is bounded by its course's enrolment.
 */
export interface LectureRoll extends Omit<LectureRollSummary, 'editable'> {
  editable: boolean;
  /** Why the user may not change it, when they may not. */
  locked_reason: string | null;
  /** `locked_reason` by its code and params, for a page to say it in the person's language. */
  locked_why: SaidCode | null;
  /** Whether saving it needs a reason (the admin, after the correction window). */
  reason_needed: boolean;
  taken_by: string | null;
  /** An instant, ISO 8601. */
  taken_at: string | null;
  students: RollStudent[];
}

/**
 * POST /saveRoll: the marks the user set, merged into the roll (students not named keep theirs,
 * so two instructors saving at once lose no mark); saving records the roll as taken even with no
 * marks (everyone present). A save that changes nothing changes nothing, audit included.
 */
export interface RollSave {
  course_code: string;
  date: IsoDate;
  marks: Array<{ roll_no: number; mark: RollMark }>;
  /** Required of the admin after the correction window; kept in the audit trail. */
  reason?: string;
}

export interface RollSaved extends SaidResponse {
  /** "Attendance saved for CS101, Mon 23 Nov: 2 absent, 1 late" (`roll.saved`, with its code and params). */
  message: string;
  /** How many students' marks this save changed. */
  changed: number;
  roll: LectureRoll;
}

/** GET /myAttendance: the student's lectures in a window (at most 62 days) that were not plain presence. */
export interface MyAttendanceQuery {
  from: IsoDate;
  to: IsoDate;
}

export interface AttendanceDay {
  course_code: string;
  date: IsoDate;
  attendance: LectureAttendance;
  /** For an absence without leave: whether leave may still be applied for it (the back-dating window). */
  can_apply: boolean;
}

export interface MyAttendance {
  from: IsoDate;
  to: IsoDate;
  items: AttendanceDay[];
}

/**
 * A register's cell: P present, A absent, L late, the leave kind's name when on leave, "" when the
 * lecture's roll is not taken and the student had no accepted leave.
 */
export type RegisterCell = string;

/** GET /attendanceRegister: a course's register, students in roll order, one column per lecture held. */
export interface AttendanceRegisterQuery extends PageRequest {
  course_code: string;
}

export interface RegisterRow {
  roll_no: number;
  name: string;
  cells: RegisterCell[];
  attendance: CourseAttendance;
}

export interface AttendanceRegisterPage extends PageInfo {
  course_code: string;
  /** The lectures held, oldest first: the register's columns. */
  lectures: Array<{ date: IsoDate; extra: boolean; taken: boolean }>;
  items: RegisterRow[];
}

/**
 * POST /importRollMarks (the admin): a CSV of `course_code,date,roll_no,mark` rows, `mark` as the
 * register writes it (P, A, L) or in words (present, absent, late); previewed unless `apply`.
 */
export interface RollMarksImport {
  csv: string;
  apply?: boolean;
  /** Kept in the audit trail; required to apply rows of lectures past their correction window. */
  reason?: string;
  /** With apply, for an admin with two-factor sign-in on: a fresh code (see StepUpCode). */
  otp?: string;
}

/** What an import of roll marks does (or would do) with one row of the file. */
export const ROLL_IMPORT_STATUSES = [
  'will mark',
  'marked',
  'already so',
  'unknown course',
  'not enrolled',
  'no lecture',
  'outside term',
  'bad value',
] as const;
export type RollImportStatus = (typeof ROLL_IMPORT_STATUSES)[number];

export interface RollImportRow extends ImportRowProblem {
  /** The row's line in the file (the header is line 1). */
  line: number;
  course_code: string;
  date: string;
  roll_no: string;
  /** The student's name when they are enrolled in the course ('' otherwise). */
  name: string;
  /** The mark as read (present, absent, late), or as written when it is no mark. */
  mark: string;
  status: RollImportStatus;
  /**
   * Why a row is not marked (the column at fault, when one is), or what it still needs: `message`,
   * with its `code` and `params`.
   */
  column?: string;
  message?: string;
}

export interface RollMarksImportResult {
  applied: boolean;
  message: string;
  /** How many rows have each status. */
  counts: Record<RollImportStatus, number>;
  /** The first rows of the file (at most 500), those that need a look first; `counts` covers every row. */
  rows: RollImportRow[];
  /** How many lectures' rolls the rows would take or correct (or did). */
  lectures: number;
}
