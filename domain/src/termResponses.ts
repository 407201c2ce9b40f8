/** The shapes the school's term calls answer with (the OpenAPI document is generated from them). */
import { z } from 'zod';
import { HOLIDAY_IMPORT_STATUSES, LEAVE_STATUSES, TIMETABLE_IMPORT_STATUSES, WEEKDAYS } from '@leave/contract';
import type {
  CourseTimetable,
  Holiday,
  HolidayImportResult,
  HolidayPage,
  PendingRequestPage,
  PublicHolidaysResponse,
  RequestActionResponse,
  RequestPage,
  TermListPage,
  TimetableAnswer,
  TimetableCopyAnswer,
  TimetableImportResult,
  TimetableWindow,
} from '@leave/contract';
import { pageInfoSchema } from './paging';
import { calendarDate, int, rowProblemFields, saidCodeSchema, saidFields, termSchema } from './responses';
import { requestKindSchema } from './leaveKinds';

const time = () => z.string().describe('HH:MM');

export const termListPageSchema = z
  .object({
    items: z.array(termSchema.extend({ courses: int(), holidays: int() })),
    ...pageInfoSchema,
  })
  .describe(
    'One page of terms, by first day, with how many courses and holidays each has',
  ) satisfies z.ZodType<TermListPage>;

export const termAnswerSchema = z
  .object({ message: z.string(), term: termSchema })
  .describe('Done: the term as it now is');

export const holidaySchema = z
  .object({ holiday_id: int(), term_id: int(), from_date: calendarDate(), to_date: calendarDate(), name: z.string() })
  .describe('A holiday or break: a day or a range inside its term') satisfies z.ZodType<Holiday>;

export const holidayPageSchema = z
  .object({ items: z.array(holidaySchema), ...pageInfoSchema })
  .describe("One page of a term's holidays, by date") satisfies z.ZodType<HolidayPage>;

export const holidayAnswerSchema = z
  .object({ message: z.string(), holiday: holidaySchema })
  .describe('Done: the holiday');

const countsOf = <S extends readonly string[]>(statuses: S) =>
  z.object(Object.fromEntries(statuses.map((status) => [status, int()])) as Record<S[number], ReturnType<typeof int>>);

export const holidayImportResultSchema = z
  .object({
    applied: z.boolean().describe('whether the new rows were added (false for a preview)'),
    message: z.string(),
    counts: countsOf(HOLIDAY_IMPORT_STATUSES),
    rows: z.array(
      z.object({
        line: int().describe("a CSV row's line (the header is line 1), or an event's number"),
        from_date: z.string(),
        to_date: z.string(),
        name: z.string(),
        status: z.enum(HOLIDAY_IMPORT_STATUSES),
        ...rowProblemFields,
      }),
    ),
  })
  .describe(
    'What the file adds, row by row (the first 500 rows; the counts cover all)',
  ) satisfies z.ZodType<HolidayImportResult>;

export const publicHolidaysSchema = z
  .object({
    country: z.string(),
    region: z.string().nullable(),
    items: z.array(z.object({ date: calendarDate(), name: z.string(), added: z.boolean() })),
  })
  .describe("A country's public holidays inside a term, to pick from") satisfies z.ZodType<PublicHolidaysResponse>;

const meetingSchema = z.object({
  weekday: z.enum(WEEKDAYS),
  start: time(),
  end: time(),
  room: z.string().nullable().optional(),
});

const lectureChangeSchema = z.object({
  change_id: int(),
  course_code: z.string(),
  date: calendarDate(),
  kind: z.enum(['cancelled', 'extra']),
  reason: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  room: z.string().nullable(),
});

export const courseTimetableSchema = z
  .object({
    course_code: z.string(),
    term: termSchema.nullable(),
    meetings: z.array(meetingSchema),
    changes: z.array(lectureChangeSchema),
    total_lectures: int(),
  })
  .describe(
    "A course's term, weekly meetings, one-off changes and total lectures",
  ) satisfies z.ZodType<CourseTimetable>;

export const timetableAnswerSchema = z
  .object({ message: z.string(), ...saidFields, timetable: courseTimetableSchema })
  .describe("Done: the course's timetable as it now is") satisfies z.ZodType<TimetableAnswer>;

export const timetableCopyAnswerSchema = z
  .object({
    message: z.string(),
    copied: z.array(z.string()),
    refused: z.array(z.object({ course_code: z.string(), message: z.string(), ...saidFields })),
  })
  .describe('Done: the courses moved, and those that stayed with why') satisfies z.ZodType<TimetableCopyAnswer>;

export const timetableImportResultSchema = z
  .object({
    applied: z.boolean(),
    message: z.string(),
    counts: countsOf(TIMETABLE_IMPORT_STATUSES),
    rows: z.array(
      z.object({
        line: int(),
        course_code: z.string(),
        weekday: z.string(),
        start: z.string(),
        end: z.string(),
        room: z.string(),
        status: z.enum(TIMETABLE_IMPORT_STATUSES),
        ...rowProblemFields,
      }),
    ),
  })
  .describe('What the file sets, row by row') satisfies z.ZodType<TimetableImportResult>;

export const timetableWindowSchema = z
  .object({
    from: calendarDate(),
    to: calendarDate(),
    lectures: z.array(
      z.object({
        course_code: z.string(),
        date: calendarDate(),
        start: z.string().nullable(),
        end: z.string().nullable(),
        room: z.string().nullable(),
        extra: z.boolean(),
      }),
    ),
    holidays: z.array(z.object({ date: calendarDate(), name: z.string(), term_id: int() })),
    cancelled: z.array(
      z.object({
        course_code: z.string(),
        date: calendarDate(),
        message: z.string(),
        kind: z.enum(['holiday', 'cancelled']),
      }),
    ),
    untimetabled: z.array(z.string()).describe('courses without a timetable: every date is one of their lectures'),
  })
  .describe('Lectures, holidays and missed meetings between two dates') satisfies z.ZodType<TimetableWindow>;

const requestCourseSchema = z.object({
  course_code: z.string(),
  lectures: int().describe('how many of its leaves are on lectures'),
  statuses: z.partialRecord(z.enum(LEAVE_STATUSES), int()),
  leave_ids: z.array(int()),
  not_counted: z.array(
    z.object({
      leave_id: int(),
      leave_date: calendarDate(),
      status: z.enum(LEAVE_STATUSES),
      message: z.string(),
      why: saidCodeSchema.optional(),
    }),
  ),
  rejection_reasons: z
    .array(z.string())
    .optional()
    .describe("the instructors' comments on its rejected leave, each once (absent when none has one)"),
});

export const requestPageSchema = z
  .object({
    items: z.array(
      z.object({
        request_id: int(),
        user_id: int(),
        student_name: z.string(),
        reason: z.string(),
        from_date: calendarDate(),
        to_date: calendarDate(),
        applied_at: z.string().describe('an instant, ISO 8601'),
        courses: z.array(requestCourseSchema),
        kind: requestKindSchema,
        document_needed: z.boolean().describe('whether its kind needs a supporting document for a request this long'),
        documents: int().describe('how many supporting documents it has'),
        document_asked: z.boolean().describe('whether an instructor has asked for a document (none has come since)'),
        resubmits: int().nullable().describe('the rejected request this one resubmits, if it is a resubmission'),
        resubmitted_as: int().nullable().describe('the request that resubmits this one, once it is resubmitted'),
      }),
    ),
    ...pageInfoSchema,
  })
  .describe(
    "One page of a student's requests, newest first, each course's part with its statuses",
  ) satisfies z.ZodType<RequestPage>;

export const pendingRequestPageSchema = z
  .object({
    course_code: z.string(),
    items: z.array(
      z.object({
        request_id: int(),
        course_code: z.string(),
        user_id: int(),
        student_name: z.string(),
        reason: z.string(),
        from_date: calendarDate(),
        to_date: calendarDate(),
        leaves: z.array(
          z.object({
            leave_id: int(),
            leave_date: calendarDate(),
            counts: z.boolean(),
            message: z.string().optional().describe('for a leave that does not count: why'),
            why: saidCodeSchema.optional().describe("with `message`: its date's reason, by its code and params"),
          }),
        ),
        lectures: int(),
        percentage_before: z.number(),
        percentage_after: z.number(),
        crosses_limit: z.boolean(),
        kind: requestKindSchema,
        document_needed: z.boolean().describe('whether its kind needs a supporting document for a request this long'),
        documents: int().describe('how many supporting documents it has'),
        document_asked: z.boolean().describe('whether an instructor has asked for a document (none has come since)'),
        resubmits: int().nullable().describe('the rejected request this one resubmits, if it is a resubmission'),
        applied_at: z.string().describe('when it was applied for, an instant (ISO 8601)'),
      }),
    ),
    ...pageInfoSchema,
  })
  .describe("One page of a course's pending requests, one row per request") satisfies z.ZodType<PendingRequestPage>;

export const requestActionSchema = z
  .object({ message: z.string(), ...saidFields, moved: int() })
  .describe('Done: how many leaves moved') satisfies z.ZodType<RequestActionResponse>;
