/**
 * Taking the roll: when a lecture's roll may be opened and saved, by whom, and what the answers
 * say. The correction window is the school's (AttendanceRules): an instructor takes or corrects a
 * lecture's roll from its day until `correction_window_days` later; after that only the admin
 * corrects it, giving a reason.
 */
import { addDays } from '@leave/contract';
import type { AttendanceRules, IsoDate, Lecture, Role } from '@leave/contract';
import { dayAndMonth } from './dayWords';
import { lectureOn, weekdayOf } from './lectures';
import type { CourseCalendar } from './lectures';
import { refusal } from './refusal';
import type { Refusal } from './refusal';
import { defineServerMessages, said } from './serverMessages';
import type { MessageParams, ServerMessage } from './serverMessages';

/** "Mon 23 Nov": a lecture's date as the roll's words say it. */
export const weekdayAndDate = (date: IsoDate) => `${weekdayOf(date).slice(0, 3)} ${dayAndMonth(date)}`;

/** "23/11/2026", as the seed writes dates to students. */
const dayMonthYearNumbers = (date: IsoDate) => date.split('-').reverse().join('/');

export const rollMessages = defineServerMessages('roll', {
  noLecture: said(
    ['code', 'date'],
    (code: string, date: IsoDate) => `${code} has no lecture on ${weekdayAndDate(date)}`,
  ),
  cancelled: said(
    ['code', 'date', 'reason'],
    (code: string, date: IsoDate, reason: string | null) =>
      `${code}'s lecture on ${weekdayAndDate(date)} is cancelled${reason ? `: ${reason}` : ''}`,
  ),
  notYet: 'The roll of a lecture can be taken from its day on',
  windowClosed: said(
    ['date', 'closedOn'],
    (date: IsoDate, closedOn: IsoDate) =>
      `The correction window for ${weekdayAndDate(date)} closed on ${weekdayAndDate(closedOn)}: ask the admin to correct it`,
  ),
  reasonNeeded: said(
    ['date'],
    (date: IsoDate) => `The correction window for ${weekdayAndDate(date)} has closed: give a reason for the correction`,
  ),
  notEnrolled: said(
    ['rollNo', 'code'],
    (rollNo: number, code: string) => `Student ${rollNo} is not enrolled in ${code}`,
  ),
  saved: said(['code', 'date', 'absent', 'late'], (code: string, date: IsoDate, absent: number, late: number) => {
    const counts = [absent ? `${absent} absent` : '', late ? `${late} late` : ''].filter(Boolean).join(', ');
    return `Attendance saved for ${code}, ${weekdayAndDate(date)}: ${counts || 'everyone present'}`;
  }),
  rulesSaved: 'Attendance rules saved',
  /** The 'marked absent' notification; without a last day when leave can no longer be applied for it. */
  markedAbsent: said(
    ['code', 'date', 'applyBy'],
    (code: string, date: IsoDate, applyBy: IsoDate | null) =>
      `You were marked absent from ${code} on ${dayMonthYearNumbers(date)}` +
      (applyBy ? `: apply for leave for it by ${dayMonthYearNumbers(applyBy)} if you were away for a reason` : ''),
  ),
});

/**
 * Whether a date has a lecture whose roll can be taken: a lecture of the course inside its term
 * (a course without a timetable has one on every date of its term), not cancelled.
 */
export function rollLecture(calendar: CourseCalendar, date: IsoDate): { lecture: Lecture } | { refuse: Refusal } {
  const code = calendar.course_code;
  const term = calendar.term;
  const extra = calendar.changes.some((change) => change.date === date && change.kind === 'extra');
  if (!extra && (!term || date < term.first_day || date > term.last_day)) {
    return { refuse: refusal(404, rollMessages.noLecture(code, date), 'date') };
  }
  const answer = lectureOn(calendar, date);
  if ('lecture' in answer) return answer;
  if (answer.none.kind === 'cancelled') {
    const reason = calendar.changes.find((change) => change.date === date)?.reason ?? null;
    return { refuse: refusal(404, rollMessages.cancelled(code, date, reason), 'date') };
  }
  return { refuse: refusal(404, rollMessages.noLecture(code, date), 'date') };
}

/** The last day an instructor may still take or correct a lecture's roll. */
export const correctionLastDay = (date: IsoDate, rules: Pick<AttendanceRules, 'correction_window_days'>) =>
  addDays(date, rules.correction_window_days);

/** What the user may do with a lecture's roll today. */
export interface RollAccess {
  editable: boolean;
  locked_reason: string | null;
  /** `locked_reason` by its code and params. */
  locked_why: { code: string; params: MessageParams } | null;
  reason_needed: boolean;
}

/** A lecture's roll as the rules leave it today: why it is locked, as a message with its code. */
interface RollLock {
  editable: boolean;
  locked: ServerMessage | null;
  reason_needed: boolean;
}

/**
 * A lecture's roll, for its instructor or the admin: nobody saves it before its day; the
 * instructor within the correction window; the admin any time, with a reason after the window.
 */
export function rollLock(role: Role, date: IsoDate, today: IsoDate, rules: AttendanceRules): RollLock {
  if (date > today) return { editable: false, locked: rollMessages.notYet, reason_needed: false };
  const lastDay = correctionLastDay(date, rules);
  const open = today <= lastDay;
  if (role === 'admin') return { editable: true, locked: null, reason_needed: !open };
  if (open) return { editable: true, locked: null, reason_needed: false };
  return { editable: false, locked: rollMessages.windowClosed(date, addDays(lastDay, 1)), reason_needed: false };
}

/** What the user may do with a lecture's roll today, as the roll's answer says it. */
export function rollAccess(role: Role, date: IsoDate, today: IsoDate, rules: AttendanceRules): RollAccess {
  const { editable, locked, reason_needed } = rollLock(role, date, today, rules);
  return {
    editable,
    locked_reason: locked?.message ?? null,
    locked_why: locked ? { code: locked.code, params: locked.params } : null,
    reason_needed,
  };
}

/** Why a save is refused, or null: the roll's lock as the save's refusal. */
export function rollSaveRefusal(lock: RollLock, date: IsoDate, reason: string | undefined): Refusal | null {
  if (!lock.editable) {
    const locked = lock.locked ?? rollMessages.notYet;
    return locked.code === rollMessages.notYet.code ? refusal(400, locked, 'date') : refusal(403, locked);
  }
  if (lock.reason_needed && !reason) return refusal(400, rollMessages.reasonNeeded(date), 'reason');
  return null;
}

/**
 * The last day a student may apply for leave for a lecture they were marked absent from: the
 * back-dating window's (pastDays after it); null when that is past already.
 */
export function applyByDate(date: IsoDate, today: IsoDate, pastDays: number): IsoDate | null {
  const last = addDays(date, pastDays);
  return last >= today ? last : null;
}
