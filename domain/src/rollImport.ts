/**
 * Roll marks from a file (a card reader's export, another system's register): what each row must
 * hold, whether its date is a lecture whose roll can be taken, and what the answers say. The
 * service parses the file and asks the stores; this decides what each row is.
 */
import { z } from 'zod';
import type { AttendanceRules, IsoDate, Lecture, RollMark } from '@leave/contract';
import { input, isoDate } from './fields';
import { rowProblemOf, rowSaid, saidIssue } from './importRows';
import type { RowProblem } from './importRows';
import { lectureMessages } from './lectureMessages';
import { lectureOn } from './lectures';
import type { CourseCalendar } from './lectures';
import { rollAccess, weekdayAndDate } from './rollRules';
import { defineServerMessages, said } from './serverMessages';
import type { ServerMessage } from './serverMessages';

export const ROLL_IMPORT_COLUMNS = ['course_code', 'date', 'roll_no', 'mark'] as const;

/** A mark as a file may write it: the register's letters (P, A, L) or the words, in any case. */
const MARK_WORDS: Record<string, RollMark> = {
  p: 'present',
  present: 'present',
  a: 'absent',
  absent: 'absent',
  l: 'late',
  late: 'late',
};

export const rollImportMessages = defineServerMessages('rollImport', {
  notAMark: said(['value'], (value: string) => `"${value}" is not a mark: write P, A or L (present, absent, late)`),
  markRequired: 'mark is required: P, A or L',
  duplicate: said(['line'], (line: number) => `the same course, date and roll number are on line ${line}`),
  noTerm: said(['code'], (code: string) => `${code} is in no term: give it a term on Edit Course first`),
  notYet: said(
    ['date'],
    (date: IsoDate) => `${weekdayAndDate(date)} is still to come: a roll is taken from its lecture's day on`,
  ),
  reasonNeeded: said(
    ['date'],
    (date: IsoDate) => `the correction window for ${weekdayAndDate(date)} has closed: give a reason to record it`,
  ),
  reasonsNeeded: said(
    ['rows'],
    (rows: number) =>
      `${rows} ${rows === 1 ? 'row is' : 'rows are'} for lectures past their correction window: give a reason for the correction`,
  ),
  notEnrolled: said(
    ['rollNo', 'code'],
    (rollNo: number, code: string) => `Student ${rollNo} is not enrolled in ${code}`,
  ),
  previewed: said(
    ['toMark', 'total', 'lectures'],
    (toMark: number, total: number, lectures: number) =>
      `${toMark} of ${total} ${total === 1 ? 'row' : 'rows'} can be marked, on ${lectures} ${lectures === 1 ? 'lecture' : 'lectures'}. Nothing has been changed yet.`,
  ),
  imported: said(
    ['marked', 'lectures'],
    (marked: number, lectures: number) =>
      `${marked} ${marked === 1 ? 'mark' : 'marks'} recorded on ${lectures} ${lectures === 1 ? 'lecture' : 'lectures'}`,
  ),
});

const rollMarkRowSchema = z.object({
  course_code: input.courseCode('course_code'),
  date: isoDate('date'),
  roll_no: input.userId('roll_no'),
  mark: z.string().transform((value, ctx) => {
    const mark = MARK_WORDS[value.trim().toLowerCase()];
    if (!mark) {
      const written = value.trim();
      ctx.addIssue(saidIssue(written ? rollImportMessages.notAMark(written) : rollImportMessages.markRequired));
    }
    return mark ?? 'present';
  }),
});

/** A row's values as read: the course (upper case), the date, the roll number and the mark. */
export interface RollMarkRow {
  course_code: string;
  date: IsoDate;
  roll_no: number;
  mark: RollMark;
}

export type RollMarkRowReading = { ok: true; row: RollMarkRow } | ({ ok: false } & RowProblem);

/** Reads one row of a marks file (its cells by column name): its values, or the first column at fault. */
export function readRollMarkRow(cells: Record<string, string | undefined>): RollMarkRowReading {
  const values = Object.fromEntries(ROLL_IMPORT_COLUMNS.map((column) => [column, (cells[column] ?? '').trim()]));
  const result = rollMarkRowSchema.safeParse(values);
  if (result.success) return { ok: true, row: { ...result.data, course_code: result.data.course_code.toUpperCase() } };
  return { ok: false, ...rowProblemOf(result.error.issues[0]!) };
}

/** Why a row's lecture takes no mark, as the row's status says it, with the message's code and parameters. */
export interface RollImportProblem extends RowProblem {
  status: 'outside term' | 'no lecture' | 'bad value';
  column: 'date';
}

/**
 * Whether a row's date is a lecture of the course whose roll can be taken today: inside its term
 * (an extra lecture wherever it is), a lecture that takes place (not cancelled, not a holiday, a
 * day the course meets), and not still to come. Also whether recording it needs a reason (past
 * the lecture's correction window: the admin corrects it, as on Correct a Roll).
 */
export function rollImportLecture(
  calendar: CourseCalendar,
  date: IsoDate,
  today: IsoDate,
  rules: AttendanceRules,
): { lecture: Lecture; reasonNeeded: boolean } | { problem: RollImportProblem } {
  const code = calendar.course_code;
  const term = calendar.term;
  const extra = calendar.changes.some((change) => change.date === date && change.kind === 'extra');
  const problem = (status: RollImportProblem['status'], said: ServerMessage) => ({
    problem: { status, column: 'date' as const, ...rowSaid(said) },
  });
  if (!extra && !term) return problem('outside term', rollImportMessages.noTerm(code));
  if (!extra && term && (date < term.first_day || date > term.last_day)) {
    return problem('outside term', lectureMessages.outsideTerm(code, date, term));
  }
  const answer = lectureOn(calendar, date);
  if ('none' in answer) return problem('no lecture', answer.none.said);
  if (date > today) return problem('bad value', rollImportMessages.notYet(date));
  return { lecture: answer.lecture, reasonNeeded: rollAccess('admin', date, today, rules).reason_needed };
}
