/**
 * Request schemas for every call of the API, shared by every backend so that a bad or
 * missing field gets the same 400 everywhere. The `satisfies` lines tie each schema to the
 * contract type it validates.
 */
import { z } from 'zod';
import {
  COURSE_CODE_MAX_LENGTH,
  COURSE_CODE_PATTERN,
  MAX_ID,
  PASSWORD_MIN_LENGTH,
  ROLES,
  SELF_SERVICE_ROLES,
} from './domain';
import type {
  ApiErrorBody,
  Credentials,
  LeaveDecision,
  NewCourse,
  NewEnrollment,
  NewLeave,
  SignUpPayload,
} from './domain';

const missing = (input: unknown) => input === undefined || input === null;

const text = (field: string, max: number) =>
  z
    .string({ error: (iss) => (missing(iss.input) ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const id = (field: string) =>
  z
    .number({ error: (iss) => (missing(iss.input) ? `${field} is required` : `${field} must be a number`) })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive number`)
    .max(MAX_ID, `${field} is too large`);

/** An id in a query string, such as ?user_id=1001. */
const queryId = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{1,10}$/, `${field} must be a positive whole number`)
    .transform(Number)
    .pipe(id(field));

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, {
    error: (iss) => (missing(iss.input) ? `${field} is required` : `${field} must be one of: ${values.join(', ')}`),
  });

export const courseCode = (field: string) =>
  text(field, COURSE_CODE_MAX_LENGTH).regex(COURSE_CODE_PATTERN, `${field} may only contain letters, digits and -`);

const currentYear = () => new Date().getUTCFullYear();

export const credentialsSchema = z.object({
  user_id: id('user_id'),
  passwd: z.string({ error: 'passwd is required' }).min(1, 'passwd is required').max(128),
  role: oneOf('role', ROLES),
}) satisfies z.ZodType<Credentials>;

export const signUpSchema = z
  .object({
    name: text('name', 100),
    user_id: id('user_id'),
    branch: text('branch', 100),
    stream: z.string().trim().max(100, 'stream must be at most 100 characters').optional(),
    joining_year: z
      .number({ error: 'joining_year must be a number' })
      .int('joining_year must be a whole number')
      .min(1900, 'joining_year must be 1900 or later')
      .refine((year) => year <= currentYear() + 1, 'joining_year cannot be in the future')
      .optional(),
    passwd: z
      .string({ error: 'passwd is required' })
      .min(PASSWORD_MIN_LENGTH, `passwd must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(128, 'passwd must be at most 128 characters'),
    role: oneOf('role', SELF_SERVICE_ROLES),
  })
  .superRefine((body, ctx) => {
    if (body.role !== 'student') return;
    if (!body.stream) ctx.addIssue({ code: 'custom', path: ['stream'], message: 'stream is required' });
    if (body.joining_year === undefined)
      ctx.addIssue({ code: 'custom', path: ['joining_year'], message: 'joining_year is required' });
  }) satisfies z.ZodType<SignUpPayload>;

export const userIdQuerySchema = z.object({ user_id: queryId('user_id') });

export const courseQuerySchema = z.object({ course_code: courseCode('course_code') });

export const leaveDecisionSchema = z.object({ leave_id: id('leave_id') }) satisfies z.ZodType<LeaveDecision>;

export const newCourseSchema = z.object({
  courseCode: courseCode('courseCode'),
  courseTitle: text('courseTitle', 120),
  instructorId: id('instructorId'),
  semesterType: text('semesterType', 20).optional(),
  semesterYear: z
    .number({ error: 'semesterYear must be a number' })
    .int('semesterYear must be a whole number')
    .min(1900, 'semesterYear must be 1900 or later')
    .max(2200, 'semesterYear must be 2200 or earlier')
    .optional(),
  totalLectures: z
    .number({ error: 'totalLectures must be a number' })
    .int('totalLectures must be a whole number')
    .min(1, 'totalLectures must be at least 1')
    .max(1000, 'totalLectures must be at most 1000')
    .optional(),
}) satisfies z.ZodType<NewCourse>;

export const newEnrollmentSchema = z.object({
  courseCode: courseCode('courseCode'),
  studentName: text('studentName', 100),
  studentId: id('studentId'),
}) satisfies z.ZodType<NewEnrollment>;

export const newLeaveSchema = z.object({
  reason: text('reason', 500),
  course_code: courseCode('course_code'),
  leave_date: z.iso.date({ error: 'leave_date must be a calendar date written YYYY-MM-DD' }),
  user_id: id('user_id'),
  user_role: oneOf('user_role', ROLES),
}) satisfies z.ZodType<NewLeave>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

/** Validates a request body or query; on failure gives the 400 body naming the first bad field. */
export function parseRequest<T>(schema: z.ZodType<T>, input: unknown): ParseResult<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  return { ok: false, error: { message: issue?.message ?? 'Invalid request', field } };
}
