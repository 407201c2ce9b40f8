/**
 * The roll and leave, one story: what a lecture counts as for a student, and how many lectures
 * they missed as the limit counts them. A roll keeps only its exceptions (absent, late, and
 * "present" for a student on leave who came anyway); no mark is presence, or leave when the
 * student's leave for the lecture is accepted.
 */
import type {
  AttendanceRules,
  CourseAttendance,
  IsoDate,
  Lecture,
  LectureAttendance,
  LeaveStatus,
  RollMark,
} from '@leave/contract';
import { datesFrom, DEFAULT_ATTENDANCE_RULES } from '@leave/contract';
import { isTimetabled, termLectures } from './lectures';
import type { CourseCalendar } from './lectures';

/**
 * What a lecture counts as for a student: marked present or late, they attended (late counts as
 * late too); marked absent or not marked with accepted leave, they were on leave; marked absent
 * without accepted leave (pending leave is shown beside it), absent; otherwise present.
 */
export function lectureAttendance(mark: RollMark | null, leaveStatus: LeaveStatus | null): LectureAttendance {
  if (mark === 'present' || mark === 'late') return mark;
  if (leaveStatus === 'accepted') return 'on leave';
  return mark === 'absent' ? 'absent' : 'present';
}

/**
 * Whether a mark is stored: a roll keeps exceptions only. "present" is kept only for a student
 * with leave (accepted or pending) that lecture, so it says they came anyway; otherwise
 * presence is no row.
 */
export const markIsKept = (mark: RollMark, leaveStatus: LeaveStatus | null) =>
  mark !== 'present' || leaveStatus === 'accepted' || leaveStatus === 'pending';

/** A student's roll in one course, as the stores keep it for each enrolment. */
export interface RollTally {
  /** Lectures marked absent without accepted leave. */
  absent_days: number;
  /** Lectures marked late. */
  late_days: number;
  /** Lectures on accepted leave of a kind that counts, marked present or late: not missed. */
  attended_leave_days: number;
}

export const NO_ROLL_TALLY: RollTally = { absent_days: 0, late_days: 0, attended_leave_days: 0 };

/**
 * Lectures missed as the limit counts them: counted accepted leave not attended, plus (if the
 * school counts them) absences without leave, plus one for every `lates_per_absence` lates. With
 * no roll taken this is the accepted days.
 */
export function missedLectures(acceptedDays: number, tally: RollTally, rules: AttendanceRules): number {
  const absences = rules.absence_counts ? tally.absent_days : 0;
  const lates = rules.lates_per_absence ? Math.floor(tally.late_days / rules.lates_per_absence) : 0;
  return acceptedDays - tally.attended_leave_days + absences + lates;
}

/** What the held lectures so far were for a student: the held count and the leave not attended. */
export interface HeldTally {
  /** The course's lectures up to the school's today. */
  held: number;
  /** Held lectures on accepted leave (of any kind) that the student did not attend. */
  on_leave: number;
}

/** A student's attendance so far: attended = held - absent - on leave, a whole percentage (100 when none is held). */
export function courseAttendance(heldTally: HeldTally, tally: RollTally): CourseAttendance {
  const { held, on_leave } = heldTally;
  const attended = Math.max(0, held - tally.absent_days - on_leave);
  return {
    held,
    attended,
    percentage: held > 0 ? Math.round((attended * 100) / held) : 100,
    absent: tally.absent_days,
    late: tally.late_days,
    on_leave,
  };
}

/** A course's roll and leave as a standing reads them: the kept tally, the held lectures so far and the rules. */
export interface RollFacts {
  tally: RollTally;
  held: HeldTally;
  rules: AttendanceRules;
}

export const NO_ROLL_FACTS: RollFacts = {
  tally: NO_ROLL_TALLY,
  held: { held: 0, on_leave: 0 },
  rules: DEFAULT_ATTENDANCE_RULES,
};

/**
 * A course's lectures held up to `today`, oldest first: its lectures so far (a cancelled one is
 * not held). A course without a timetable has one on every date of its term (its roll may be taken
 * on any), at most its entered total: the latest ones, so a roll taken today is among them; one in
 * no term has none that a roll could be taken of.
 */
export function heldLectures(calendar: CourseCalendar, enteredTotal: number, today: IsoDate): Lecture[] {
  if (isTimetabled(calendar)) return termLectures(calendar).filter((lecture) => lecture.date <= today);
  const term = calendar.term;
  if (!term || today < term.first_day) return [];
  const last = today < term.last_day ? today : term.last_day;
  const dates = datesFrom(term.first_day, last);
  return (enteredTotal > 0 ? dates.slice(-enteredTotal) : []).map((date) => ({
    course_code: calendar.course_code,
    date,
    start: null,
    end: null,
    room: null,
    extra: false,
  }));
}

/** How many lectures a course held up to `today` (heldLectures). */
export const lecturesHeld = (calendar: CourseCalendar, enteredTotal: number, today: IsoDate): number =>
  heldLectures(calendar, enteredTotal, today).length;

/**
 * A register's cell for a student and a lecture: "P" present, "A" absent without accepted leave,
 * "L" late, the leave kind's name on accepted leave not attended, and "" for presence on a lecture
 * whose roll is not taken (nobody said so).
 */
export function registerCell(mark: RollMark | null, acceptedKind: string | null, taken: boolean): string {
  const attendance = lectureAttendance(mark, acceptedKind === null ? null : 'accepted');
  if (attendance === 'on leave') return acceptedKind ?? '';
  if (attendance === 'absent') return 'A';
  if (attendance === 'late') return 'L';
  return taken ? 'P' : '';
}
