/** Answer schemas of the admin workspace's calls (the OpenAPI document is generated from them). */
import { z } from 'zod';
import { AUDIT_ACTIONS, IMPORT_ROW_STATUSES, ROLES, SELF_SERVICE_ROLES } from '@leave/contract';
import type {
  AccountStatus,
  CourseEnrolmentPage,
  CourseListPage,
  InstructorListPage,
  AuditEvent,
  AuditPage,
  ImportResult,
  PasswordReset,
  StudentListPage,
  StudentLookup,
} from '@leave/contract';
import { pageInfoSchema } from './paging';
import { calendarDate, rowProblemFields, saidFields, sessionSchema } from './responses';

const int = () => z.number().int();

export const studentLookupSchema = z
  .object({ roll_no: int(), name: z.string() })
  .describe('The student with this roll number') satisfies z.ZodType<StudentLookup>;

export const studentListPageSchema = z
  .object({
    items: z.array(
      z.object({
        roll_no: int(),
        name: z.string(),
        branch: z.string(),
        stream: z.string(),
        joining_year: int(),
        enrolled_courses: int().describe('how many courses the student is enrolled in'),
      }),
    ),
    ...pageInfoSchema,
  })
  .describe('One page of students') satisfies z.ZodType<StudentListPage>;

export const importResultSchema = z
  .object({
    applied: z.boolean().describe('whether the valid rows were added (false for a preview)'),
    message: z.string(),
    counts: z.object(
      Object.fromEntries(IMPORT_ROW_STATUSES.map((status) => [status, int()])) as Record<
        (typeof IMPORT_ROW_STATUSES)[number],
        ReturnType<typeof int>
      >,
    ),
    rows: z.array(
      z.object({
        line: int().describe("the row's line in the file; the header is line 1"),
        roll_no: z.string(),
        name: z.string(),
        course_code: z.string().optional().describe('for an enrolment: the course'),
        status: z.enum(IMPORT_ROW_STATUSES),
        ...rowProblemFields,
      }),
    ),
    temporary_passwords_csv: z
      .string()
      .optional()
      .describe('roll_no,name,temporary_password for each student added, answered once; only hashes are kept'),
  })
  .describe('What the import did, or would do, with each row') satisfies z.ZodType<ImportResult>;

const changedFields = () => z.record(z.string(), z.unknown()).nullable();

export const auditEventSchema = z
  .object({
    event_id: int(),
    at: z.string().describe('an instant, ISO 8601'),
    actor_role: z.enum(ROLES).nullable(),
    actor_id: int().nullable(),
    actor_name: z.string().nullable().describe("the actor's name; null when nobody was signed in"),
    action: z.enum(AUDIT_ACTIONS),
    target: z.string(),
    before: changedFields(),
    after: changedFields(),
    client_ip: z.string(),
    subject: z
      .object({
        roll_no: int(),
        name: z.string().nullable().describe('null when the account is gone'),
      })
      .nullable()
      .describe(
        "the student the event is about (a leave's, request's, document's, account's or enrolment's); null for none",
      ),
    leave: z
      .object({ leave_date: calendarDate(), course_code: z.string() })
      .nullable()
      .describe('for an event on one leave: its date and course'),
  })
  .describe('One change or refusal in the audit trail') satisfies z.ZodType<AuditEvent>;

export const auditPageSchema = z
  .object({
    items: z.array(auditEventSchema),
    ...pageInfoSchema,
  })
  .describe('One page of the audit trail, newest first') satisfies z.ZodType<AuditPage>;

export const accountStatusSchema = z
  .object({
    role: z.enum(SELF_SERVICE_ROLES),
    user_id: int(),
    name: z.string(),
    active: z.boolean(),
    has_password: z.boolean().describe('false for an imported student until the admin resets the password'),
    must_change_password: z.boolean(),
  })
  .describe('The account and whether it can sign in') satisfies z.ZodType<AccountStatus>;

export const passwordResetSchema = z
  .object({
    message: z.string(),
    temporary_password: z.string().describe('shown once: only its hash is kept'),
  })
  .describe(
    'The temporary password; the user must choose a new one when they sign in',
  ) satisfies z.ZodType<PasswordReset>;

export const passwordChangedSchema = z
  .object({ message: z.string(), ...saidFields, session: sessionSchema })
  .describe('The new password is set and this browser is signed in');

export const courseListPageSchema = z
  .object({
    items: z.array(
      z.object({
        course_code: z.string(),
        course_title: z.string(),
        instructor_id: int(),
        instructor_name: z.string(),
        semester_type: z.string(),
        semester_year: int(),
        total_lectures: int(),
        leave_limit: int(),
        enrolled: int().describe('how many students are enrolled'),
      }),
    ),
    ...pageInfoSchema,
  })
  .describe('One page of courses') satisfies z.ZodType<CourseListPage>;

export const instructorListPageSchema = z
  .object({
    items: z.array(
      z.object({
        rg_no: int(),
        name: z.string(),
        dept: z.string(),
        courses: int().describe('how many courses they teach'),
      }),
    ),
    ...pageInfoSchema,
  })
  .describe('One page of instructors') satisfies z.ZodType<InstructorListPage>;

export const courseEnrolmentPageSchema = z
  .object({
    items: z.array(z.object({ roll_no: int(), name: z.string(), accepted_days: int(), pending_days: int() })),
    ...pageInfoSchema,
  })
  .describe("One page of the course's enrolled students, by roll number") satisfies z.ZodType<CourseEnrolmentPage>;
