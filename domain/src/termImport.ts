/**
 * What a holidays file and a timetables file must hold, row by row. The service parses the
 * files; this decides whether each row is a holiday or a meeting.
 */
import { z } from 'zod';
import { WEEKDAYS } from '@leave/contract';
import type { IsoDate, Meeting, Term, Weekday } from '@leave/contract';
import { input, isoDate } from './fields';
import { rowProblemOf, rowSaid, saidIssue } from './importRows';
import type { RowProblem } from './importRows';
import { fieldRules, messages } from './messages';
import { clockTime, TERM_TEXT_MAX } from './termRequests';

/** The two shapes of a holidays CSV: one day a row, or a range a row. */
export const HOLIDAY_IMPORT_COLUMNS = { day: ['date', 'name'], range: ['from', 'to', 'name'] } as const;

export const TIMETABLE_IMPORT_COLUMNS = ['course_code', 'weekday', 'start', 'end'] as const;
/** Read when the file has it. */
export const TIMETABLE_OPTIONAL_COLUMNS = ['room'] as const;

/** A row's values, or its first column at fault and why (with the message's code and parameters). */
export type RowReading<T> = { ok: true; value: T } | ({ ok: false } & RowProblem);

const firstIssue = <T>(result: z.ZodSafeParseResult<T>): RowReading<T> =>
  result.success ? { ok: true, value: result.data } : { ok: false, ...rowProblemOf(result.error.issues[0]!) };

const holidayRow = (fromColumn: string, toColumn: string) =>
  z
    .object({
      [fromColumn]: isoDate(fromColumn),
      [toColumn]: isoDate(toColumn),
      name: input.lineOfText('name', TERM_TEXT_MAX.holiday),
    })
    .superRefine((row, ctx) => {
      if (row[toColumn]! < row[fromColumn]!) {
        ctx.addIssue({ code: 'custom', path: [toColumn], message: fieldRules.dateBefore(toColumn, fromColumn) });
      }
    });

export interface HolidayRow {
  from_date: IsoDate;
  to_date: IsoDate;
  name: string;
}

/**
 * One row of a holidays file (its cells by column name): a day (`date`) or a range (`from`,
 * `to`), which must lie inside the term.
 */
export function readHolidayRow(cells: Record<string, string | undefined>, term: Term): RowReading<HolidayRow> {
  const range = cells.from !== undefined || cells.to !== undefined;
  const [fromColumn, toColumn] = range ? ['from', 'to'] : ['date', 'date'];
  const values = { [fromColumn]: cells[fromColumn] ?? '', [toColumn]: cells[toColumn] ?? '', name: cells.name ?? '' };
  const read = firstIssue(holidayRow(fromColumn, toColumn).safeParse(values));
  if (!read.ok) return read;
  return checkInTerm(
    {
      from_date: read.value[fromColumn] as string,
      to_date: read.value[toColumn] as string,
      name: read.value.name as string,
    },
    term,
    fromColumn,
  );
}

/** A holiday must lie inside its term. */
export function checkInTerm(holiday: HolidayRow, term: Term, column = 'from_date'): RowReading<HolidayRow> {
  if (holiday.from_date < term.first_day || holiday.to_date > term.last_day) {
    return { ok: false, column, ...rowSaid(messages.holidayOutsideTerm(column, term)) };
  }
  return { ok: true, value: holiday };
}

/** A weekday as people write it: Monday, monday, Mon or MON. */
export function weekdayFrom(value: string): Weekday | undefined {
  const word = value.trim().toLowerCase();
  if (word.length < 3) return undefined;
  return WEEKDAYS.find((day) => day.toLowerCase() === word || day.slice(0, 3).toLowerCase() === word);
}

const meetingRow = z
  .object({
    course_code: input.courseCode('course_code'),
    weekday: z.string().transform((value, ctx) => {
      const day = weekdayFrom(value);
      if (!day) ctx.addIssue(saidIssue(messages.weekdayUnknown(value)));
      return day as Weekday;
    }),
    start: clockTime('start'),
    end: clockTime('end'),
    room: z.string().trim().max(TERM_TEXT_MAX.room, fieldRules.tooLong('room', TERM_TEXT_MAX.room)),
  })
  .superRefine((row, ctx) => {
    if (row.end <= row.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: fieldRules.endNotAfterStart('end', 'start') });
    }
  });

/** One row of a timetables file: a course's meeting, or the first column at fault. */
export function readMeetingRow(
  cells: Record<string, string | undefined>,
): RowReading<{ course_code: string; meeting: Meeting }> {
  const read = firstIssue(
    meetingRow.safeParse({
      course_code: cells.course_code ?? '',
      weekday: cells.weekday ?? '',
      start: (cells.start ?? '').trim(),
      end: (cells.end ?? '').trim(),
      room: cells.room ?? '',
    }),
  );
  if (!read.ok) return read;
  const { course_code, weekday, start, end, room } = read.value;
  return {
    ok: true,
    value: { course_code: course_code.toUpperCase(), meeting: { weekday, start, end, room: room || null } },
  };
}
