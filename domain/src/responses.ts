/**
 * The shapes the API answers with, as schemas: the OpenAPI document is generated from them and
 * the real API checks every answer against them before it is sent.
 */
import { z } from 'zod';
import { LANGUAGE_CODES, LEAVE_STATUSES, ROLES } from '@leave/contract';
import type {
  ApiErrorBody,
  BulkDecisionRefusal,
  BulkDecisionResponse,
  CourseLeave,
  LeaveEvent,
  LeavePage,
  LeavePolicy,
  DecisionPolicy,
  LeaveRequestResponse,
  LeaveWithHistory,
  Course,
  CourseSummaryPage,
  ApprovalPreview,
  AbsenteesPage,
  CourseAbsences,
  EnrollmentStanding,
  CourseAttendance,
  LeavePreview,
  RosterPage,
  FacultyProfile,
  InstructorDataResponse,
  Leave,
  LeavesResponse,
  MessageResponse,
  SaidResponse,
  Session,
  SessionAnswer,
  StudentDataResponse,
  StudentProfile,
  Term,
  VerifyResponse,
} from '@leave/contract';
import { pageInfoSchema } from './paging';

export const int = () => z.number().int();
export const calendarDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe('a calendar date, YYYY-MM-DD');

/**
 * A parameter of an error's message: a value as the server holds it. No value (a cancellation
 * without a reason) is null, said as a nullable string: OpenAPI 3.0 has no null type, and a
 * union that holds null would be nullable without a type, which its linters refuse.
 */
const messageParamSchema = z.union([
  z.string().nullable(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.record(z.string(), z.union([z.string().nullable(), z.number()])),
]);

export const errorBodySchema = z
  .object({
    message: z.string().describe("what is wrong, in English (the product's words)"),
    code: z
      .string()
      .optional()
      .describe(
        "the message's stable code, its catalogue's prefix and key (api.noLeave), for a page to say it in the person's language",
      ),
    params: z
      .record(z.string(), messageParamSchema)
      .optional()
      .describe("the message's parameters by name: numbers and dates as data, not formatted"),
    field: z.string().optional().describe('for a 400, the request field at fault'),
  })
  .describe('What is wrong; for a 400, the request field at fault') satisfies z.ZodType<ApiErrorBody>;

export const messageSchema = z
  .object({ message: z.string() })
  .describe('Done: a message saying what was done') satisfies z.ZodType<MessageResponse>;

/** An answer's message as a refusal's is said: its code and parameters beside its English. */
export const saidFields = {
  code: z
    .string()
    .describe(
      "the message's stable code, its catalogue's prefix and key (api.passwordChanged), for a page to say it in the person's language",
    ),
  params: z
    .record(z.string(), messageParamSchema)
    .describe("the message's parameters by name: numbers and dates as data, not formatted"),
};

/**
 * An import's row's problem: the column at fault, and why, in English with its code and
 * parameters beside it (all absent for a row with nothing to say).
 */
export const rowProblemFields = {
  column: z.string().optional().describe('for a bad value: the column at fault'),
  message: z.string().optional().describe("why the row needs a look, in English (the product's words)"),
  code: saidFields.code.optional(),
  params: saidFields.params.optional(),
};

/** A reason a message wraps, by its code and params (`lecture.notCounted`'s why). */
export const saidCodeSchema = z
  .object(saidFields)
  .describe("the reason the message gives, by its code and params, for a page to say in the person's language");

export const saidMessageSchema = z
  .object({ message: z.string(), ...saidFields })
  .describe('Done: a message saying what was done, with its code and parameters') satisfies z.ZodType<SaidResponse>;

export const sessionSchema = z
  .object({
    user_id: int(),
    role: z.enum(ROLES),
    name: z.string(),
  })
  .describe('Who is signed in') satisfies z.ZodType<Session>;

export const sessionAnswerSchema = sessionSchema
  .extend({
    today: calendarDate().describe("the school's today, as every date rule reads it"),
    locale: z.string().describe("the school's locale (BCP 47, SCHOOL_LOCALE): how the screens write dates and times"),
    time_zone: z
      .string()
      .describe("the school's time zone (IANA, SCHOOL_TIME_ZONE): the zone the screens write times in"),
    language: z
      .enum(LANGUAGE_CODES)
      .optional()
      .describe('the language the account chose (POST /saveLanguage); absent while it never chose one'),
  })
  .describe("Who is signed in, the school's today, and how it writes dates") satisfies z.ZodType<SessionAnswer>;

export const verifyResponseSchema = z
  .array(
    z.object({
      user_id: int(),
      passwd: z.string().optional(),
      role: z.enum(ROLES),
      name: z.string(),
      language: z.enum(LANGUAGE_CODES).optional(),
    }),
  )
  .describe(
    'one item, echoing the user id and role sent (and the password only if SIGN_IN_ECHOES_PASSWORD is set), with the name, and the language the account chose (POST /saveLanguage) once it chose one',
  ) satisfies z.ZodType<VerifyResponse>;

export const leaveSchema = z
  .object({
    leave_id: int(),
    leave_date: calendarDate(),
    reason: z.string(),
    user_id: int().describe("the student's roll number"),
    user_role: z.enum(ROLES),
    status: z.enum(LEAVE_STATUSES),
    course_code: z.string(),
    no_lecture: z
      .string()
      .optional()
      .describe('set when the date is no longer a lecture of the course: why; such leave is kept and does not count'),
    no_lecture_why: saidCodeSchema.optional(),
  })
  .describe('A leave: one date, one course, one status') satisfies z.ZodType<Leave>;

const studentProfileSchema = z.object({
  roll_no: int(),
  name: z.string(),
  branch: z.string(),
  stream: z.string(),
  joining_year: int(),
}) satisfies z.ZodType<StudentProfile>;

export const courseAttendanceSchema = z
  .object({
    held: int().min(0).describe("the course's lectures up to the school's today"),
    attended: int().min(0).describe('held - absent - on_leave'),
    percentage: int().min(0).max(100).describe('attended / held, a whole percentage (100 when none is held)'),
    absent: int().min(0).describe('held lectures marked absent without accepted leave'),
    late: int().min(0),
    on_leave: int().min(0).describe('held lectures on accepted leave the student did not attend'),
  })
  .describe("A student's attendance in a course so far") satisfies z.ZodType<CourseAttendance>;

const standingFields = {
  accepted_days: int(),
  pending_days: int(),
  total_lectures: int(),
  leave_limit: int().describe('the largest leave percentage the course allows'),
  leave_percentage: z.number().describe('accepted leave days / total lectures x 100, to 2 decimals'),
  missed: int().describe(
    'lectures missed as the limit counts them: counted accepted leave not attended, and absences without leave and lates as the attendance rules say',
  ),
  can_still_miss: int().describe('the most further lectures the student can miss within the limit'),
  risk: z.enum(['ok', 'warning', 'danger']).describe('from missed: warning from 80% of the limit, danger above it'),
  attendance: courseAttendanceSchema,
};

const enrollmentSchema = z.object({
  roll_no: int(),
  course_code: z.string(),
  ...standingFields,
}) satisfies z.ZodType<EnrollmentStanding>;

export const termSchema = z
  .object({ term_id: int(), name: z.string(), first_day: calendarDate(), last_day: calendarDate() })
  .describe('A term: its days of teaching, first and last included') satisfies z.ZodType<Term>;

export const studentDataSchema = z
  .object({
    studentData: studentProfileSchema,
    leaveData: z.array(leaveSchema),
    enrollmentData: z.array(enrollmentSchema),
    term: termSchema
      .nullable()
      .describe("The term of the school's today (its name, first and last day), null between terms"),
  })
  .describe(
    "The student's profile, leave, enrolments with leave percentage, and the term of the school's today",
  ) satisfies z.ZodType<StudentDataResponse>;

const facultyProfileSchema = z.object({
  rg_no: int(),
  name: z.string(),
  dept: z.string(),
}) satisfies z.ZodType<FacultyProfile>;

const courseSchema = z.object({
  course_code: z.string(),
  course_title: z.string(),
  semester_type: z.string(),
  semester_year: int(),
  total_students: int(),
  total_lectures: int(),
  leave_limit: int(),
}) satisfies z.ZodType<Course>;

export const instructorDataSchema = z
  .object({
    instructorData: facultyProfileSchema,
    courseData: z.array(courseSchema),
  })
  .describe("The instructor's profile and the courses they teach") satisfies z.ZodType<InstructorDataResponse>;

const approvalPreviewSchema = z.object({
  percentage_before: z.number(),
  percentage_after: z.number(),
  crosses_limit: z.boolean(),
}) satisfies z.ZodType<ApprovalPreview>;

export const courseLeaveSchema = leaveSchema
  .extend({
    student_name: z.string(),
    if_approved: approvalPreviewSchema
      .optional()
      .describe("for a pending leave: the student's percentage in the course if it were approved"),
  })
  .describe('A leave, with the name of its student') satisfies z.ZodType<CourseLeave>;

export const leavesSchema = z
  .object({ leaveData: z.array(courseLeaveSchema), ...pageInfoSchema })
  .describe("One page of the course's leave, by date") satisfies z.ZodType<LeavesResponse>;

export const leaveMovedSchema = z
  .object({ message: z.string(), leave: leaveSchema })
  .describe('The leave, as it now is');

export const courseSummaryPageSchema = z
  .object({
    items: z.array(
      z.object({
        course_code: z.string(),
        course_title: z.string(),
        instructor_id: int(),
        semester_type: z.string(),
        semester_year: int(),
        total_lectures: int(),
        leave_limit: int(),
      }),
    ),
    ...pageInfoSchema,
  })
  .describe('One page of every course, by code') satisfies z.ZodType<CourseSummaryPage>;

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'error', 'stopping']).describe('stopping: the instance is shutting down (SIGTERM)'),
    database: z.enum(['ok', 'unreachable', 'cannot-write']),
    version: z.string().describe("The API's version (the service package's)"),
  })
  .describe('Whether the API and its database answer and can store a change');

export const leaveEventSchema = z
  .object({
    from_status: z.enum(LEAVE_STATUSES).nullable().describe('null when the leave was applied for'),
    to_status: z.enum(LEAVE_STATUSES),
    actor_id: int(),
    actor_role: z.enum(ROLES),
    actor_name: z.string(),
    comment: z.string().nullable(),
    at: z.string().describe('when, as an ISO 8601 instant'),
  })
  .describe('One change in the life of a leave') satisfies z.ZodType<LeaveEvent>;

export const leaveWithHistorySchema = courseLeaveSchema
  .extend({
    request_id: int(),
    history: z.array(leaveEventSchema).describe('oldest first'),
    no_longer_enrolled: z
      .literal(true)
      .optional()
      .describe('the admin has since removed the student from the course; the leave is kept'),
  })
  .describe('A leave with its request and history') satisfies z.ZodType<LeaveWithHistory>;

export const leavePageSchema = z
  .object({ items: z.array(leaveWithHistorySchema), ...pageInfoSchema })
  .describe('One page of leave, newest date first') satisfies z.ZodType<LeavePage>;

/** A date and course not applied (or needing no leave), and why: the English with its code and params. */
const refusedLeaveSchema = z.object({
  leave_date: calendarDate(),
  course_code: z.string(),
  message: z.string(),
  ...saidFields,
  why: saidCodeSchema.optional(),
});

export const leaveRequestResponseSchema = z
  .object({
    message: z.string(),
    ...saidFields,
    request_id: int().nullable().describe('null when nothing was applied'),
    applied: z.array(leaveSchema),
    refused: z.array(refusedLeaveSchema),
    no_lecture: z
      .array(refusedLeaveSchema)
      .describe('dates and courses that needed no leave: no lecture that day, and why'),
    skipped_weekends: z.array(calendarDate()),
    document_needed: z.boolean().describe('whether its kind needs a supporting document for a request this long'),
  })
  .describe('What was applied, what was refused and why') satisfies z.ZodType<LeaveRequestResponse>;

const bulkDecisionResultsSchema = z.array(z.object({ leave_id: int(), status: int(), message: z.string() }));

export const bulkDecisionResponseSchema = z
  .object({ message: z.string(), results: bulkDecisionResultsSchema })
  .describe(
    'How each leave went: status 200, or what it would have been alone',
  ) satisfies z.ZodType<BulkDecisionResponse>;

/** The error body, with each leave's reason when a bulk decision decided none. */
export const bulkDecisionRefusalSchema = errorBodySchema
  .extend({ results: bulkDecisionResultsSchema.optional().describe("each leave's refusal, when none was decided") })
  .describe(
    "Refused, or no leave could be decided: the refusals' status (409 when they differ), each leave's reason in results",
  ) satisfies z.ZodType<BulkDecisionRefusal>;

export const leavePolicySchema = z
  .object({
    today: calendarDate().describe("the school's today"),
    first_date: calendarDate(),
    last_date: calendarDate(),
    past_days: int(),
    ahead_days: int(),
    max_range_days: int(),
  })
  .describe('Which dates leave may be applied for') satisfies z.ZodType<LeavePolicy>;

export const decisionPolicySchema = z
  .object({
    rejection_reason_required: z.boolean().describe('whether Reject needs a comment (a reason for the student)'),
  })
  .describe('What a decision needs') satisfies z.ZodType<DecisionPolicy>;

export const leavePreviewSchema = z
  .object({
    courses: z.array(approvalPreviewSchema.extend({ course_code: z.string(), days: int(), leave_limit: int() })),
    counts: z.boolean().describe('whether its kind counts toward the limit'),
    document_needed: z.boolean().describe('whether its kind needs a supporting document for a request this long'),
  })
  .describe('What the request would do to each course if every day were approved') satisfies z.ZodType<LeavePreview>;

export const rosterPageSchema = z
  .object({
    items: z.array(
      z.object({
        roll_no: int(),
        name: z.string(),
        excused_days: int().describe('accepted lectures of a kind that does not count'),
        ...standingFields,
      }),
    ),
    ...pageInfoSchema,
  })
  .describe("One page of a course's enrolled students and where each stands") satisfies z.ZodType<RosterPage>;

export const courseAbsencesSchema = z
  .object({
    course_code: z.string(),
    month: z.string().describe('YYYY-MM'),
    days: z.array(
      z.object({
        date: calendarDate(),
        accepted: int(),
        pending: int(),
      }),
    ),
  })
  .describe(
    'How many are away each day of a month (days with nobody away are left out)',
  ) satisfies z.ZodType<CourseAbsences>;

export const absenteesPageSchema = z
  .object({
    items: z.array(z.object({ roll_no: int(), name: z.string(), status: z.enum(LEAVE_STATUSES) })),
    ...pageInfoSchema,
  })
  .describe(
    'One page of who is away on a day (accepted or pending), by roll number',
  ) satisfies z.ZodType<AbsenteesPage>;
