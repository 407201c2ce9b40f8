/**
 * Request schemas of the school's term: terms, holidays, timetables, one-off lecture changes, the
 * calendar windows people read, and requests as one absence. Every backend validates with these.
 */
import { z } from 'zod';
import { daysBetween, LEAVE_STATUSES, WEEKDAYS } from '@leave/contract';
import type {
  CancelLecturePayload,
  ExtraLecturePayload,
  HolidayImport,
  HolidayPayload,
  Meeting,
  NewCourse,
  ReopenRequestPayload,
  RequestDecision,
  ResubmitRequestPayload,
  StudentDataQuery,
  TermEdit,
  TermPayload,
  TimetableCopy,
  TimetableImport,
  TimetablePayload,
  WithdrawRequestPayload,
} from '@leave/contract';
import { LEAVE_LIMIT_RANGE } from './attendance';
import {
  courseCode,
  isoDate,
  oneOf,
  optionalLineOfText,
  optionalText,
  lineOfText,
  recordId,
  text,
  userId,
  wholeNumber,
  year,
} from './fields';
import { fieldRules } from './messages';
import { pageQueryFields } from './paging';
import { importFileText } from './importFile';
import { lastSemesterYear, SEMESTERS, TEXT_MAX, TOTAL_LECTURES } from './limits';
import { queryUserId } from './requests';

export const TERM_TEXT_MAX = { name: 100, holiday: 100, room: 40, cancelReason: 200 } as const;
/** The longest window a calendar call answers: a year of a course, two months of a student's week. */
export const CALENDAR_WINDOW_DAYS = { course: 400, student: 62 } as const;
/** The most holidays one term may have (a day or a range each). */
export const MAX_HOLIDAYS_PER_TERM = 500;

/** A time of day, HH:MM on the 24-hour clock. */
export const clockTime = (name: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? fieldRules.required(name) : fieldRules.notATime(name)) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldRules.notATime(name));

/** An id in a query string, such as ?term_id=3. */
export const queryRecordId = (name: string) =>
  z
    .string({
      error: (iss) => (iss.input === undefined ? fieldRules.required(name) : fieldRules.notAPositiveWholeNumber(name)),
    })
    .regex(/^\d{1,10}$/, fieldRules.notAPositiveWholeNumber(name))
    .transform(Number)
    .pipe(recordId(name));

const notBefore = (later: string, earlier: string) => (value: object, ctx: z.RefinementCtx) => {
  const last = (value as Record<string, unknown>)[later];
  const first = (value as Record<string, unknown>)[earlier];
  if (typeof last === 'string' && typeof first === 'string' && last < first) {
    ctx.addIssue({ code: 'custom', path: [later], message: fieldRules.dateBefore(later, earlier) });
  }
};

const termFields = {
  name: lineOfText('name', TERM_TEXT_MAX.name),
  first_day: isoDate('first_day'),
  last_day: isoDate('last_day'),
};

export const newTermSchema = z
  .object(termFields)
  .superRefine(notBefore('last_day', 'first_day')) satisfies z.ZodType<TermPayload>;

export const termEditSchema = z
  .object({ term_id: recordId('term_id'), ...termFields })
  .superRefine(notBefore('last_day', 'first_day')) satisfies z.ZodType<TermEdit>;

export const termRefSchema = z.object({ term_id: recordId('term_id') });

export const termListQuerySchema = z.object({ ...pageQueryFields });

export const newHolidaySchema = z
  .object({
    term_id: recordId('term_id'),
    from_date: isoDate('from_date'),
    to_date: isoDate('to_date').optional(),
    name: lineOfText('name', TERM_TEXT_MAX.holiday),
  })
  .superRefine(notBefore('to_date', 'from_date')) satisfies z.ZodType<HolidayPayload>;

export const holidayRefSchema = z.object({ holiday_id: recordId('holiday_id') });

export const holidaysQuerySchema = z.object({ term_id: queryRecordId('term_id'), ...pageQueryFields });

export const holidayImportSchema = z.object({
  term_id: recordId('term_id'),
  format: oneOf('format', ['csv', 'ics'] as const),
  content: importFileText('content'),
  apply: z.boolean({ error: fieldRules.notTrueOrFalse('apply') }).optional(),
}) satisfies z.ZodType<HolidayImport>;

export const publicHolidaysQuerySchema = z.object({
  term_id: queryRecordId('term_id'),
  country: z
    .string({ error: fieldRules.required('country') })
    .regex(/^[A-Za-z]{2}$/, fieldRules.notACountry('country'))
    .transform((code) => code.toUpperCase()),
  region: z
    .string()
    .regex(/^[A-Za-z0-9]{1,5}$/, fieldRules.oneOf('region', ['a region code such as KA or CA']))
    .transform((code) => code.toUpperCase())
    .optional(),
});

export const meetingSchema = z
  .object({
    weekday: oneOf('weekday', WEEKDAYS),
    start: clockTime('start'),
    end: clockTime('end'),
    room: optionalLineOfText('room', TERM_TEXT_MAX.room).nullable(),
  })
  .superRefine((meeting, ctx) => {
    if (meeting.end <= meeting.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: fieldRules.endNotAfterStart('end', 'start') });
    }
  }) satisfies z.ZodType<Meeting, unknown>;

/** A week's meetings, at most one a weekday: a timetable's, or a new course's. */
const weeklyMeetings = z
  .array(meetingSchema, { error: fieldRules.notAList('meetings') })
  .max(7, fieldRules.tooMany('meetings', 7))
  .superRefine((meetings, ctx) => {
    const seen = new Set<string>();
    meetings.forEach((meeting, index) => {
      if (seen.has(meeting.weekday)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'weekday'],
          message: fieldRules.weekdayRepeated('meetings', meeting.weekday),
        });
      }
      seen.add(meeting.weekday);
    });
  });

export const timetableSchema = z.object({
  course_code: courseCode('course_code'),
  term_id: recordId('term_id').nullable(),
  meetings: weeklyMeetings,
}) satisfies z.ZodType<TimetablePayload, unknown>;

export const timetableCopySchema = z.object({
  from_term_id: recordId('from_term_id'),
  to_term_id: recordId('to_term_id'),
}) satisfies z.ZodType<TimetableCopy>;

/**
 * POST /addCourse. Its term: the one given, none (null), or when left out the term of the
 * school's today; with a term, its weekly meetings may come too. The seed's semester and year are
 * the term's when it has one.
 */
export const newCourseSchema = z.object({
  courseCode: courseCode('courseCode'),
  courseTitle: lineOfText('courseTitle', TEXT_MAX.courseTitle),
  instructorId: userId('instructorId'),
  semesterType: oneOf('semesterType', SEMESTERS).optional(),
  semesterYear: year('semesterYear', lastSemesterYear, fieldRules.notAYear('semesterYear')).optional(),
  totalLectures: wholeNumber('totalLectures', TOTAL_LECTURES.min, TOTAL_LECTURES.max).optional(),
  leaveLimit: wholeNumber('leaveLimit', LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max).optional(),
  termId: recordId('termId').nullable().optional(),
  meetings: weeklyMeetings.optional(),
}) satisfies z.ZodType<NewCourse, unknown>;

export const cancelLectureSchema = z.object({
  course_code: courseCode('course_code'),
  date: isoDate('date'),
  reason: text('reason', TERM_TEXT_MAX.cancelReason),
}) satisfies z.ZodType<CancelLecturePayload>;

export const extraLectureSchema = z
  .object({
    course_code: courseCode('course_code'),
    date: isoDate('date'),
    start: clockTime('start').optional(),
    end: clockTime('end').optional(),
    room: optionalLineOfText('room', TERM_TEXT_MAX.room),
  })
  .superRefine((lecture, ctx) => {
    if (lecture.start && lecture.end && lecture.end <= lecture.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: fieldRules.endNotAfterStart('end', 'start') });
    }
  }) satisfies z.ZodType<ExtraLecturePayload>;

export const lectureChangeRefSchema = z.object({ change_id: recordId('change_id') });

export const timetableImportSchema = z.object({
  csv: importFileText('csv'),
  apply: z.boolean({ error: fieldRules.notTrueOrFalse('apply') }).optional(),
}) satisfies z.ZodType<TimetableImport>;

/** A window of dates, forwards, at most `maxDays` long. */
const windowFields = (maxDays: number) => ({
  shape: { from: isoDate('from'), to: isoDate('to') },
  check: (window: { from: string; to: string }, ctx: z.RefinementCtx) => {
    if (window.to < window.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: fieldRules.dateBefore('to', 'from') });
    } else if (daysBetween(window.from, window.to) >= maxDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: fieldRules.rangeTooLongDays('to', maxDays) });
    }
  },
});

const studentWindow = windowFields(CALENDAR_WINDOW_DAYS.student);
export const myTimetableQuerySchema = z
  .object({ user_id: queryUserId('user_id'), ...studentWindow.shape })
  .superRefine(studentWindow.check);

/**
 * GET /studentData: without a window, every active leave (the seed's answer); with `from` and
 * `to` (both, at most the student's calendar window), only the leave on those dates, so the
 * dashboard's first read costs the same whatever the length of the student's history.
 */
export const studentDataQuerySchema = z
  .object({ user_id: queryUserId('user_id'), from: isoDate('from').optional(), to: isoDate('to').optional() })
  .superRefine((query, ctx) => {
    if (query.from === undefined && query.to === undefined) return;
    if (query.from === undefined || query.to === undefined) {
      const missing = query.from === undefined ? 'from' : 'to';
      ctx.addIssue({ code: 'custom', path: [missing], message: fieldRules.required(missing) });
      return;
    }
    studentWindow.check({ from: query.from, to: query.to }, ctx);
  }) satisfies z.ZodType<StudentDataQuery, unknown>;

const courseWindow = windowFields(CALENDAR_WINDOW_DAYS.course);
export const courseCalendarQuerySchema = z
  .object({ course_code: courseCode('course_code'), ...courseWindow.shape })
  .superRefine(courseWindow.check);

export const courseRefQuerySchema = z.object({ course_code: courseCode('course_code') });

/** The page that holds one request (a notification opened); `page` only if it is not in the list. */
const pageOfRequest = queryRecordId('page_of_request')
  .optional()
  .describe('answer the page that holds this request (the answer says which); the page asked if it is not in the list');

export const myRequestsQuerySchema = z.object({
  user_id: queryUserId('user_id'),
  status: oneOf('status', LEAVE_STATUSES).optional(),
  course_code: courseCode('course_code').optional(),
  page_of_request: pageOfRequest,
  ...pageQueryFields,
});

export const withdrawRequestSchema = z.object({
  request_id: recordId('request_id'),
  course_code: courseCode('course_code').optional(),
}) satisfies z.ZodType<WithdrawRequestPayload>;

export const pendingRequestsQuerySchema = z
  .object({
    course_code: courseCode('course_code'),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    page_of_request: pageOfRequest,
    ...pageQueryFields,
  })
  .superRefine(notBefore('to', 'from'));

export const requestDecisionSchema = z.object({
  request_id: recordId('request_id'),
  course_code: courseCode('course_code'),
  decision: oneOf('decision', ['accepted', 'rejected'] as const),
  comment: optionalText('comment', TEXT_MAX.comment),
  override_document: z.boolean({ error: fieldRules.notTrueOrFalse('override_document') }).optional(),
}) satisfies z.ZodType<RequestDecision>;

export const resubmitRequestSchema = z.object({
  request_id: recordId('request_id'),
  reason: text('reason', TEXT_MAX.reason),
}) satisfies z.ZodType<ResubmitRequestPayload>;

export const reopenRequestSchema = z.object({
  request_id: recordId('request_id'),
  course_code: courseCode('course_code'),
  comment: optionalText('comment', TEXT_MAX.comment),
}) satisfies z.ZodType<ReopenRequestPayload>;
