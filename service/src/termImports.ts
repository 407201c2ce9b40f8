/**
 * Reads a holidays file (CSV or iCalendar) and a timetables CSV into plans: what happens to each
 * row. Parsing is csv-parse's and ical.js's; whether a row is good is the domain's.
 */
import ICAL from 'ical.js';
import { addDays, HOLIDAY_IMPORT_STATUSES, TIMETABLE_IMPORT_STATUSES } from '@leave/contract';
import type {
  Holiday,
  HolidayImportResult,
  HolidayImportRow,
  HolidayImportStatus,
  Meeting,
  Term,
  TimetableImportResult,
  TimetableImportRow,
  TimetableImportStatus,
} from '@leave/contract';
import {
  checkInTerm,
  HOLIDAY_IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  messages,
  readHolidayRow,
  readMeetingRow,
  refusal,
  rowSaid,
  TIMETABLE_IMPORT_COLUMNS,
} from '@leave/domain';
import type { HolidayRow, Refusal } from '@leave/domain';
import { badValue, IMPORT_ROWS_SHOWN, readCsv } from './importPlan';

export type PlannedHoliday = HolidayImportRow & { holiday?: HolidayRow };

const sameHoliday = (a: HolidayRow, b: HolidayRow) =>
  a.from_date === b.from_date && a.to_date === b.to_date && a.name.toLowerCase() === b.name.toLowerCase();

/** Which of the two CSV shapes a header has, and what it lacks of the nearer one. */
function holidayColumns(header: string[]) {
  const expected =
    header.includes('from') || header.includes('to') ? HOLIDAY_IMPORT_COLUMNS.range : HOLIDAY_IMPORT_COLUMNS.day;
  return { expected, missing: expected.filter((column) => !header.includes(column)) };
}

/** The events of an iCalendar file as rows: all-day events end the day before their DTEND. */
function icsRows(
  content: string,
): { rows: Array<{ line: number; cells: Record<string, string> }> } | { refusal: Refusal } {
  let events: ICAL.Component[];
  try {
    events = new ICAL.Component(ICAL.parse(content)).getAllSubcomponents('vevent');
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { refusal: refusal(400, messages.icsUnreadable(why), 'content') };
  }
  if (!events.length) return { refusal: refusal(400, messages.icsNoEvents, 'content') };
  if (events.length > IMPORT_MAX_ROWS)
    return { refusal: refusal(400, messages.importTooManyRows(IMPORT_MAX_ROWS), 'content') };
  return {
    rows: events.map((component, index) => {
      const event = new ICAL.Event(component);
      const start = event.startDate;
      const end = event.endDate;
      const from = start ? start.toString().slice(0, 10) : '';
      // An all-day event's DTEND is the day after its last day; a timed event is the day it starts.
      const to =
        start && end && start.isDate && end.compare(start) > 0 ? addDays(end.toString().slice(0, 10), -1) : from;
      return { line: index + 1, cells: { from, to, name: event.summary ?? '' } };
    }),
  };
}

/** Each row of the file: a holiday to add, one the term has already, or a bad value. */
export function planHolidayImport(
  format: 'csv' | 'ics',
  content: string,
  term: Term,
  existing: Holiday[],
): { rows: PlannedHoliday[] } | { refusal: Refusal } {
  let rows: Array<{ line: number; cells: Record<string, string> }>;
  if (format === 'ics') {
    const read = icsRows(content);
    if ('refusal' in read) return read;
    rows = read.rows;
  } else {
    const read = readCsv(content, holidayColumns, 'content');
    if ('refusal' in read) return read;
    rows = read.records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  }
  const planned: HolidayRow[] = [];
  return {
    rows: rows.map(({ line, cells }): PlannedHoliday => {
      const shown = {
        line,
        from_date: cells.from ?? cells.date ?? '',
        to_date: cells.to ?? cells.date ?? '',
        name: cells.name ?? '',
      };
      const reading = format === 'ics' ? readIcsRow(cells, term) : readHolidayRow(cells, term);
      if (!reading.ok) return { ...shown, ...badValue(reading) };
      const holiday = reading.value;
      if (existing.some((h) => sameHoliday(h, holiday)) || planned.some((h) => sameHoliday(h, holiday))) {
        return { ...shown, ...holiday, status: 'already there' };
      }
      planned.push(holiday);
      return { ...shown, ...holiday, status: 'will add', holiday };
    }),
  };
}

/** An iCalendar event read as a range row: its summary is the name. */
const readIcsRow = (cells: Record<string, string>, term: Term) => {
  const reading = readHolidayRow({ from: cells.from, to: cells.to, name: cells.name }, term);
  return reading.ok ? checkInTerm(reading.value, term, 'from') : reading;
};

/** Counts of every status, and the rows that need a look first, up to the cap. */
function answerOf<S extends string, R extends { status: S }>(statuses: readonly S[], rows: R[], settled: S[]) {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) counts[row.status] += 1;
  const needsLook = (row: R) => !settled.includes(row.status);
  return {
    counts,
    rows: [...rows.filter(needsLook), ...rows.filter((row) => !needsLook(row))].slice(0, IMPORT_ROWS_SHOWN),
  };
}

export function holidayImportAnswer(rows: PlannedHoliday[], applied: boolean, message: string): HolidayImportResult {
  const { counts, rows: shown } = answerOf<HolidayImportStatus, PlannedHoliday>(HOLIDAY_IMPORT_STATUSES, rows, [
    'will add',
    'added',
  ]);
  return { applied, message, counts, rows: shown.map(({ holiday: _holiday, ...row }) => row) };
}

export type PlannedMeeting = TimetableImportRow & { meeting?: Meeting };

/**
 * Each row of a timetables file: a meeting of a known course, or why not. A course's rows are
 * its whole timetable: one a weekday.
 */
export function planTimetableImport(
  csv: string,
  knownCourses: Set<string>,
): { rows: PlannedMeeting[]; byCourse: Map<string, Meeting[]> } | { refusal: Refusal } {
  const read = readCsv(csv, TIMETABLE_IMPORT_COLUMNS);
  if ('refusal' in read) return read;
  const byCourse = new Map<string, Meeting[]>();
  const firstLineOf = new Map<string, number>();
  const rows = read.records.map(({ record, info }): PlannedMeeting => {
    const line = info.lines;
    const shown = {
      line,
      course_code: record.course_code ?? '',
      weekday: record.weekday ?? '',
      start: record.start ?? '',
      end: record.end ?? '',
      room: record.room ?? '',
    };
    const reading = readMeetingRow(record);
    if (!reading.ok) return { ...shown, ...badValue(reading) };
    const { course_code, meeting } = reading.value;
    if (!knownCourses.has(course_code)) {
      return { ...shown, course_code, status: 'unknown course', ...rowSaid(messages.noCourse(course_code)) };
    }
    const key = `${course_code} ${meeting.weekday}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      return {
        ...shown,
        course_code,
        ...badValue({ column: 'weekday', ...rowSaid(messages.weekdayRepeated(meeting.weekday, earlier)) }),
      };
    }
    firstLineOf.set(key, line);
    byCourse.set(course_code, [...(byCourse.get(course_code) ?? []), meeting]);
    return { ...shown, course_code, weekday: meeting.weekday, status: 'will set', meeting };
  });
  return { rows, byCourse };
}

export function timetableImportAnswer(
  rows: PlannedMeeting[],
  applied: boolean,
  message: string,
): TimetableImportResult {
  const { counts, rows: shown } = answerOf<TimetableImportStatus, PlannedMeeting>(TIMETABLE_IMPORT_STATUSES, rows, [
    'will set',
    'set',
  ]);
  return { applied, message, counts, rows: shown.map(({ meeting: _meeting, ...row }) => row) };
}
