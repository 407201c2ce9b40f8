/**
 * Reads an import's CSV (students or enrolments) into a plan: what happens to each row. Parsing
 * is csv-parse's; whether a row holds good values is the domain's; what exists is the store's.
 */
import { parse } from 'csv-parse/sync';
import type { ImportResult, ImportRow, ImportRowStatus } from '@leave/contract';
import { IMPORT_ROW_STATUSES } from '@leave/contract';
import {
  ENROLMENT_IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  messages,
  readEnrolmentRow,
  readStudentRow,
  refusal,
  rowSaid,
  STUDENT_IMPORT_COLUMNS,
} from '@leave/domain';
import type { Refusal, RowProblem } from '@leave/domain';
import type { StudentProfile } from '@leave/contract';

/** A row with what it holds: a student or an enrolment, for rows whose values are good. */
export type PlannedRow = ImportRow & {
  student?: StudentProfile;
  enrolment?: { course_code: string; roll_no: number };
};

/** A row's bad value as its answer says it: the column, and why with its code and parameters. */
export const badValue = ({ column, message, code, params }: RowProblem) => ({
  status: 'bad value' as const,
  column,
  message,
  code,
  params,
});

/** How many rows an answer lists (the counts cover them all). */
export const IMPORT_ROWS_SHOWN = 500;

export interface ParsedRecord {
  record: Record<string, string>;
  info: { lines: number };
}

/**
 * The file's rows, each with its line, or why the file cannot be read at all: `columns` are
 * those it must have (or, given its header, those it lacks), `field` the request field it came in.
 */
export function readCsv(
  csv: string,
  columns: readonly string[] | ((header: string[]) => { expected: readonly string[]; missing: string[] }),
  field = 'csv',
): { records: ParsedRecord[] } | { refusal: Refusal } {
  let records: ParsedRecord[];
  let header: string[] = [];
  try {
    records = parse(csv, {
      bom: true,
      columns: (names: string[]) => (header = names.map((name) => name.trim().toLowerCase())),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as ParsedRecord[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const why = error instanceof Error ? error.message.replace(/^[^:]*: /, '') : String(error);
    return { refusal: refusal(400, messages.importUnreadable(line, why), field) };
  }
  const { expected, missing } =
    typeof columns === 'function'
      ? columns(header)
      : { expected: columns, missing: columns.filter((column) => !header.includes(column)) };
  if (missing.length) return { refusal: refusal(400, messages.importMissingColumns(expected, missing), field) };
  if (!records.length) return { refusal: refusal(400, messages.importEmpty, field) };
  if (records.length > IMPORT_MAX_ROWS)
    return { refusal: refusal(400, messages.importTooManyRows(IMPORT_MAX_ROWS), field) };
  return { records };
}

/** Each row of the file: a student to add, or a bad value (a repeated roll number is one). */
export function planStudentImport(csv: string): { rows: PlannedRow[] } | { refusal: Refusal } {
  const read = readCsv(csv, STUDENT_IMPORT_COLUMNS);
  if ('refusal' in read) return read;
  const firstLineOf = new Map<number, number>();
  const rows = read.records.map(({ record, info }): PlannedRow => {
    const line = info.lines;
    const shown = { line, roll_no: record.roll_no ?? '', name: record.name ?? '' };
    const reading = readStudentRow(record);
    if (!reading.ok) return { ...shown, ...badValue(reading) };
    const earlier = firstLineOf.get(reading.student.roll_no);
    if (earlier !== undefined)
      return { ...shown, ...badValue({ column: 'roll_no', ...rowSaid(messages.importDuplicateInFile(earlier)) }) };
    firstLineOf.set(reading.student.roll_no, line);
    return { ...shown, status: 'will add', student: reading.student };
  });
  return { rows };
}

/** Each row of an enrolments file: a course and roll number to check, or a bad value (a repeated pair is one). */
export function planEnrolmentImport(csv: string): { rows: PlannedRow[] } | { refusal: Refusal } {
  const read = readCsv(csv, ENROLMENT_IMPORT_COLUMNS);
  if ('refusal' in read) return read;
  const firstLineOf = new Map<string, number>();
  const rows = read.records.map(({ record, info }): PlannedRow => {
    const line = info.lines;
    const shown = { line, roll_no: record.roll_no ?? '', name: '', course_code: record.course_code ?? '' };
    const reading = readEnrolmentRow(record);
    if (!reading.ok) return { ...shown, ...badValue(reading) };
    const key = `${reading.enrolment.course_code}|${reading.enrolment.roll_no}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined)
      return { ...shown, ...badValue({ column: 'roll_no', ...rowSaid(messages.importDuplicateEnrolment(earlier)) }) };
    firstLineOf.set(key, line);
    return { ...shown, course_code: reading.enrolment.course_code, status: 'will add', enrolment: reading.enrolment };
  });
  return { rows };
}

/** The answer: counts of every status, and the rows that need a look first, then the rest, up to the cap. */
export function importAnswer(rows: PlannedRow[], applied: boolean, message: string): ImportResult {
  const counts = Object.fromEntries(IMPORT_ROW_STATUSES.map((status) => [status, 0])) as Record<
    ImportRowStatus,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  const needsLook = (row: PlannedRow) => row.status !== 'will add' && row.status !== 'added';
  const shown = [...rows.filter(needsLook), ...rows.filter((row) => !needsLook(row))]
    .slice(0, IMPORT_ROWS_SHOWN)
    .map(({ student: _student, enrolment: _enrolment, ...row }) => row);
  return { applied, message, counts, rows: shown };
}
