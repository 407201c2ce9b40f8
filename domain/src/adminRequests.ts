/** Request schemas of the admin workspace's calls. */
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  COURSE_SORTS,
  INSTRUCTOR_SORTS,
  ROLES,
  SELF_SERVICE_ROLES,
  SORT_ORDERS,
  STUDENT_SORTS,
} from '@leave/contract';
import type {
  AccountActiveChange,
  AccountRef,
  AuditQuery,
  CourseEdit,
  CourseEnrolmentsQuery,
  CourseListQuery,
  EnrolmentRemoval,
  InstructorListQuery,
  PasswordChange,
  PasswordResetRequest,
  StudentImport,
  StudentListQuery,
} from '@leave/contract';
import {
  courseCode,
  enteredPassword,
  newPassword,
  passwordNotId,
  secondFactorCode,
  oneOf,
  optionalText,
  lineOfText,
  userId,
  wholeNumber,
  year,
} from './fields';
import { lastSemesterYear, SEMESTERS, TOTAL_LECTURES, TEXT_MAX } from './limits';
import { fieldRules } from './messages';
import { importFileText } from './importFile';
import { pageQueryFields } from './paging';
import { decidedLeavesQuerySchema, optionalQueryDate, queryUserId } from './requests';

/** GET /courses: a page of every course, by code. */
export const courseSummariesQuerySchema = z.object(pageQueryFields);

/** The longest search text a list takes. */
export const SEARCH_MAX = 100;

export const courseEditSchema = z.object({
  courseCode: courseCode('courseCode'),
  courseTitle: lineOfText('courseTitle', TEXT_MAX.courseTitle),
  instructorId: userId('instructorId'),
  semesterType: oneOf('semesterType', SEMESTERS),
  semesterYear: year('semesterYear', lastSemesterYear, fieldRules.notAYear('semesterYear')),
  totalLectures: wholeNumber('totalLectures', TOTAL_LECTURES.min, TOTAL_LECTURES.max),
}) satisfies z.ZodType<CourseEdit>;

export const studentLookupQuerySchema = z.object({ roll_no: queryUserId('roll_no') });

/** A searchable list's query: text to search for, a sort of its own and an order, and the page. */
const searchableListQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    q: optionalText('q', SEARCH_MAX),
    sort: oneOf('sort', sorts).optional(),
    order: oneOf('order', SORT_ORDERS).optional(),
    ...pageQueryFields,
  });

export const studentListQuerySchema = searchableListQuery(STUDENT_SORTS) satisfies z.ZodType<StudentListQuery, unknown>;

/** The CSV download of a list takes the list's filters, not its page. */
export const studentExportQuerySchema = studentListQuerySchema.omit({ page: true, page_size: true });

export const courseListQuerySchema = searchableListQuery(COURSE_SORTS) satisfies z.ZodType<CourseListQuery, unknown>;
export const courseExportQuerySchema = courseListQuerySchema.omit({ page: true, page_size: true });

export const instructorListQuerySchema = searchableListQuery(INSTRUCTOR_SORTS) satisfies z.ZodType<
  InstructorListQuery,
  unknown
>;
export const instructorExportQuerySchema = instructorListQuerySchema.omit({ page: true, page_size: true });

export const studentImportSchema = z.object({
  csv: importFileText('csv'),
  apply: z.boolean({ error: fieldRules.notTrueOrFalse('apply') }).optional(),
  temporary_passwords: z.boolean({ error: fieldRules.notTrueOrFalse('temporary_passwords') }).optional(),
  otp: secondFactorCode('otp').optional(),
}) satisfies z.ZodType<StudentImport>;

export const auditQuerySchema = z.object({
  action: oneOf('action', AUDIT_ACTIONS).optional(),
  actor_id: queryUserId('actor_id').optional(),
  target: optionalText('target', SEARCH_MAX),
  person: optionalText('person', SEARCH_MAX),
  from: optionalQueryDate('from'),
  to: optionalQueryDate('to'),
  ...pageQueryFields,
}) satisfies z.ZodType<AuditQuery, unknown>;

export const auditExportQuerySchema = auditQuerySchema.omit({ page: true, page_size: true });

export const accountRefSchema = z.object({
  role: oneOf('role', SELF_SERVICE_ROLES),
  user_id: userId('user_id'),
}) satisfies z.ZodType<AccountRef>;

export const accountQuerySchema = z.object({
  role: oneOf('role', SELF_SERVICE_ROLES),
  user_id: queryUserId('user_id'),
}) satisfies z.ZodType<AccountRef, unknown>;

export const accountActiveSchema = accountRefSchema.extend({
  active: z.boolean({ error: fieldRules.notTrueOrFalse('active') }),
  otp: secondFactorCode('otp').optional(),
}) satisfies z.ZodType<AccountActiveChange>;

export const passwordResetRequestSchema = accountRefSchema.extend({
  otp: secondFactorCode('otp').optional(),
}) satisfies z.ZodType<PasswordResetRequest>;

export const passwordChangeSchema = z
  .object({
    user_id: userId('user_id'),
    role: oneOf('role', ROLES),
    passwd: enteredPassword('passwd'),
    new_passwd: newPassword('new_passwd'),
    otp: secondFactorCode('otp').optional(),
  })
  .superRefine((body, ctx) =>
    passwordNotId({ password: body.new_passwd, id: body.user_id }, ctx, {
      field: 'new_passwd',
      password: 'new_passwd',
      id: 'user_id',
    }),
  ) satisfies z.ZodType<PasswordChange>;

/** GET /allLeaves: every leave, by the same filters as an instructor's history. */
export const leaveListQuerySchema = decidedLeavesQuerySchema;
export const leaveListExportSchema = decidedLeavesQuerySchema.omit({ page: true, page_size: true });

export const enrolmentRemovalSchema = z.object({
  courseCode: courseCode('courseCode'),
  studentId: userId('studentId'),
}) satisfies z.ZodType<EnrolmentRemoval>;

export const courseEnrolmentsQuerySchema = z.object({
  course_code: courseCode('course_code'),
  ...pageQueryFields,
}) satisfies z.ZodType<CourseEnrolmentsQuery, unknown>;
