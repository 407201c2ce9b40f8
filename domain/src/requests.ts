/**
 * Request schemas for every call of the API, shared by every backend so that a bad or missing
 * field gets the same 400 everywhere. The `satisfies` lines tie each schema to the contract
 * type it validates.
 */
import { z } from 'zod';
import { daysBetween, LEAVE_STATUSES, ROLES, ROSTER_SORTS, SELF_SERVICE_ROLES } from '@leave/contract';
import type {
  ApiErrorBody,
  Credentials,
  BulkDecision,
  LeaveDecision,
  LeaveLimitChange,
  LeaveRequestPayload,
  AbsenteesQuery,
  LeavesQuery,
  NewEnrollment,
  NewLeave,
  SignUpPayload,
} from '@leave/contract';
import { LEAVE_LIMIT_RANGE } from './attendance';
import {
  courseCode,
  enteredPassword,
  isoDate,
  newPassword,
  oneOf,
  recordId,
  secondFactorCode,
  optionalLineOfText,
  optionalText,
  passwordNotId,
  text,
  lineOfText,
  personName,
  userId,
  wholeNumber,
  year,
} from './fields';
import { CALENDAR_WINDOW, nextYear, TEXT_MAX } from './limits';
import { fieldRules, messages } from './messages';
import { MAX_RANGE_DAYS } from './leavePolicy';
import { PAGE_SIZE } from './pages';
import { pageQueryFields } from './paging';
import { errorBody } from './refusal';
import { schemaMessage } from './schemaMessages';
import type { ServerMessage } from './serverMessages';

/** A user id in a query string, such as ?user_id=1001. */
export const queryUserId = (name: string) =>
  z
    .string({
      error: (iss) => (iss.input === undefined ? fieldRules.required(name) : fieldRules.notAPositiveWholeNumber(name)),
    })
    .regex(/^\d{1,10}$/, fieldRules.notAPositiveWholeNumber(name))
    .transform(Number)
    .pipe(userId(name));

export const credentialsSchema = z.object({
  user_id: userId('user_id'),
  passwd: enteredPassword('passwd'),
  role: oneOf('role', ROLES),
  // An admin with two-factor sign-in on sends it on the second try, when the first asked for it.
  otp: secondFactorCode('otp').optional(),
}) satisfies z.ZodType<Credentials>;

/** Stream and joining year are asked of students only. */
export const studentOnlyFields = (
  body: { role: string; stream?: string; joining_year?: number },
  ctx: z.RefinementCtx,
  names = { stream: 'stream', joining_year: 'joining_year' },
) => {
  if (body.role !== 'student') return;
  if (!body.stream) ctx.addIssue({ code: 'custom', path: ['stream'], message: fieldRules.required(names.stream) });
  if (body.joining_year === undefined)
    ctx.addIssue({ code: 'custom', path: ['joining_year'], message: fieldRules.required(names.joining_year) });
};

export const signUpSchema = z
  .object({
    name: personName('name', TEXT_MAX.name),
    user_id: userId('user_id'),
    branch: lineOfText('branch', TEXT_MAX.branch),
    stream: optionalLineOfText('stream', TEXT_MAX.stream),
    joining_year: year('joining_year', nextYear).optional(),
    passwd: newPassword('passwd'),
    role: oneOf('role', SELF_SERVICE_ROLES),
  })
  .superRefine((body, ctx) => {
    studentOnlyFields(body, ctx);
    passwordNotId({ password: body.passwd, id: body.user_id }, ctx, {
      field: 'passwd',
      password: 'passwd',
      id: 'user_id',
    });
  }) satisfies z.ZodType<SignUpPayload>;

export const userIdQuerySchema = z.object({ user_id: queryUserId('user_id') });

export const leavesQuerySchema = z.object({
  course_code: courseCode('course_code'),
  status: oneOf('status', LEAVE_STATUSES).optional(),
  ...pageQueryFields,
}) satisfies z.ZodType<Required<Omit<LeavesQuery, 'status'>> & Pick<LeavesQuery, 'status'>, unknown>;

/** Approve, reject, withdraw, cancel or revoke one leave; the comment is shown to the student. */
export const leaveDecisionSchema = z.object({
  leave_id: recordId('leave_id'),
  comment: optionalText('comment', TEXT_MAX.comment),
}) satisfies z.ZodType<LeaveDecision>;

/** The most leaves one bulk decision may name: a page of the pending list. */
export const MAX_BULK_LEAVES = PAGE_SIZE.max;

const flag = (name: string) => z.boolean({ error: fieldRules.notTrueOrFalse(name) }).optional();

export const listOf = <T extends z.ZodType>(name: string, item: T, max: number) =>
  z
    .array(item, {
      error: (iss) => (iss.input === undefined ? fieldRules.required(name) : fieldRules.notAList(name)),
    })
    .max(max, fieldRules.tooMany(name, max))
    .refine((items) => new Set(items.map(String)).size === items.length, fieldRules.repeated(name));

export const bulkDecisionSchema = z.object({
  leave_ids: listOf('leave_ids', recordId('leave_ids'), MAX_BULK_LEAVES).refine(
    (ids) => ids.length > 0,
    fieldRules.required('leave_ids'),
  ),
  decision: oneOf('decision', ['accepted', 'rejected'] as const),
  comment: optionalText('comment', TEXT_MAX.comment),
}) satisfies z.ZodType<BulkDecision>;

/** The most courses one request may name. */
export const MAX_REQUEST_COURSES = 20;

const leaveRequestFields = {
  user_id: userId('user_id'),
  user_role: oneOf('user_role', ROLES),
  reason: text('reason', TEXT_MAX.reason),
  from_date: isoDate('from_date'),
  to_date: isoDate('to_date').optional(),
  include_weekends: flag('include_weekends'),
  course_codes: listOf('course_codes', courseCode('course_codes'), MAX_REQUEST_COURSES).optional(),
  all_courses: flag('all_courses'),
  kind_id: recordId('kind_id').optional(),
};

/** The dates run forwards, 30 days at most, and some course is chosen. */
function checkRequestShape(
  request: { from_date: string; to_date?: string; course_codes?: string[]; all_courses?: boolean },
  context: z.RefinementCtx,
) {
  const to = request.to_date ?? request.from_date;
  if (to < request.from_date) {
    context.addIssue({ code: 'custom', path: ['to_date'], message: fieldRules.rangeBackwards('to_date') });
  } else if (daysBetween(request.from_date, to) >= MAX_RANGE_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to_date'],
      message: fieldRules.rangeTooLong('to_date', MAX_RANGE_DAYS - 1),
    });
  }
  if (!request.all_courses && !request.course_codes?.length) {
    context.addIssue({ code: 'custom', path: ['course_codes'], message: fieldRules.noCourseChosen('course_codes') });
  }
}

export const leaveRequestSchema = z
  .object(leaveRequestFields)
  .superRefine(checkRequestShape) satisfies z.ZodType<LeaveRequestPayload>;

/** A preview asks about the same request before its reason is typed. */
export const leavePreviewRequestSchema = z
  .object({ ...leaveRequestFields, reason: optionalText('reason', TEXT_MAX.reason) })
  .superRefine(checkRequestShape);

export const optionalQueryDate = (name: string) => isoDate(name).optional();

export const myLeavesQuerySchema = z.object({
  user_id: queryUserId('user_id'),
  status: oneOf('status', LEAVE_STATUSES).optional(),
  course_code: courseCode('course_code').optional(),
  from: optionalQueryDate('from'),
  to: optionalQueryDate('to'),
  ...pageQueryFields,
});

export const decidedLeavesQuerySchema = z.object({
  course_code: courseCode('course_code').optional(),
  status: oneOf('status', LEAVE_STATUSES).optional(),
  from: optionalQueryDate('from'),
  to: optionalQueryDate('to'),
  roll_no: queryUserId('roll_no').optional(),
  ...pageQueryFields,
});

export const leaveLimitChangeSchema = z.object({
  courseCode: courseCode('courseCode'),
  leaveLimit: wholeNumber('leaveLimit', LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max),
}) satisfies z.ZodType<LeaveLimitChange>;

export const rosterQuerySchema = z.object({
  course_code: courseCode('course_code'),
  sort: oneOf('sort', ROSTER_SORTS).optional(),
  ...pageQueryFields,
});

/** A course and a month, YYYY-MM, within the product's calendar. */
export const absencesQuerySchema = z.object({
  course_code: courseCode('course_code'),
  month: z
    .string({ error: fieldRules.required('month') })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, fieldRules.notAMonth('month'))
    .refine(
      (month) => month >= CALENDAR_WINDOW.first.slice(0, 7) && month <= CALENDAR_WINDOW.last.slice(0, 7),
      fieldRules.monthOutsideWindow('month', CALENDAR_WINDOW.first.slice(0, 7), CALENDAR_WINDOW.last.slice(0, 7)),
    ),
});

/** A course and a day of it, within the product's calendar, a page at a time. */
export const absenteesQuerySchema = z.object({
  course_code: courseCode('course_code'),
  date: isoDate('date'),
  ...pageQueryFields,
}) satisfies z.ZodType<Required<AbsenteesQuery>, unknown>;

export const courseOnlyQuerySchema = z.object({ course_code: courseCode('course_code') });

export const newEnrollmentSchema = z.object({
  courseCode: courseCode('courseCode'),
  studentName: optionalLineOfText('studentName', TEXT_MAX.name),
  studentId: userId('studentId'),
}) satisfies z.ZodType<NewEnrollment>;

export const newLeaveSchema = z.object({
  reason: text('reason', TEXT_MAX.reason),
  course_code: courseCode('course_code'),
  leave_date: isoDate('leave_date'),
  user_id: userId('user_id'),
  user_role: oneOf('user_role', ROLES),
}) satisfies z.ZodType<NewLeave>;

/** A failed parse's 400 body: its message with its code and parameters, and the field at fault. */
export type ParseError = ApiErrorBody & Pick<ServerMessage, 'code' | 'params'>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ParseError };

/** The 400 body for a failed parse: the first issue's message and the field it is about. */
export function firstIssue(error: z.ZodError): ParseError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  // A rule's message is the catalogue's (its code and parameters); zod's own words, which no
  // schema should leave, are the generic refusal's code with zod's English.
  const said = issue ? schemaMessage(issue.message) : undefined;
  const body = said ?? { ...messages.invalidRequest, ...(issue ? { message: issue.message } : {}) };
  return errorBody(body, field);
}

/** Validates a request body or query; on failure gives the 400 body naming the first bad field. */
export function parseRequest<T>(schema: z.ZodType<T>, input: unknown): ParseResult<T> {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    return { ok: false, error: errorBody(messages.bodyNotObject) };
  }
  const result = schema.safeParse(input ?? {});
  return result.success ? { ok: true, value: result.data } : { ok: false, error: firstIssue(result.error) };
}
