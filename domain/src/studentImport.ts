/**
 * What a students CSV must hold, row by row: the same rules as signing up, read from text.
 * The service parses the file; this decides whether each row is a student.
 */
import { z } from 'zod';
import type { StudentProfile } from '@leave/contract';
import { input } from './fields';
import { rowProblemOf } from './importRows';
import type { RowProblem } from './importRows';
import { nextYear, TEXT_MAX } from './limits';

export const STUDENT_IMPORT_COLUMNS = ['roll_no', 'name', 'branch', 'stream', 'joining_year'] as const;

const studentRowSchema = z.object({
  roll_no: input.userId('roll_no'),
  name: input.personName('name', TEXT_MAX.name),
  branch: input.lineOfText('branch', TEXT_MAX.branch),
  stream: input.lineOfText('stream', TEXT_MAX.stream),
  joining_year: input.year('joining_year', nextYear),
});

export type StudentRowReading = { ok: true; student: StudentProfile } | ({ ok: false } & RowProblem);

/** Reads one row of the file (its cells by column name): the student, or the first column at fault. */
export function readStudentRow(cells: Record<string, string | undefined>): StudentRowReading {
  const values = Object.fromEntries(STUDENT_IMPORT_COLUMNS.map((column) => [column, cells[column] ?? '']));
  const result = studentRowSchema.safeParse(values);
  if (result.success) return { ok: true, student: result.data };
  return { ok: false, ...rowProblemOf(result.error.issues[0]!) };
}

export const ENROLMENT_IMPORT_COLUMNS = ['course_code', 'roll_no'] as const;

const enrolmentRowSchema = z.object({
  course_code: input.courseCode('course_code'),
  roll_no: input.userId('roll_no'),
});

export type EnrolmentRowReading =
  { ok: true; enrolment: { course_code: string; roll_no: number } } | ({ ok: false } & RowProblem);

/** Reads one row of an enrolments file: the course (upper case) and roll number, or the first column at fault. */
export function readEnrolmentRow(cells: Record<string, string | undefined>): EnrolmentRowReading {
  const values = Object.fromEntries(ENROLMENT_IMPORT_COLUMNS.map((column) => [column, cells[column] ?? '']));
  const result = enrolmentRowSchema.safeParse(values);
  if (result.success)
    return {
      ok: true,
      enrolment: { course_code: result.data.course_code.toUpperCase(), roll_no: result.data.roll_no },
    };
  return { ok: false, ...rowProblemOf(result.error.issues[0]!) };
}
