/** The roll's requests and answers, as schemas (the API document is made from them). */
import { z } from 'zod';
import { LECTURE_ATTENDANCES, ROLL_IMPORT_STATUSES, ROLL_MARKS } from '@leave/contract';
import type {
  AttendanceRegisterPage,
  AttendanceRules,
  AttendanceRulesSaved,
  LectureRoll,
  MyAttendance,
  RollMarksImport,
  RollMarksImportResult,
  RollSave,
  RollSaved,
  RollsToTakePage,
} from '@leave/contract';
import { CORRECTION_WINDOW_RANGE, LATES_PER_ABSENCE_RANGE } from '@leave/contract';
import { courseCode, isoDate, oneOf, optionalText, secondFactorCode, userId, wholeNumber } from './fields';
import { importFileText } from './importFile';
import { fieldRules } from './messages';
import { pageInfoSchema, pageQueryFields } from './paging';
import { calendarDate, courseAttendanceSchema, int, rowProblemFields, saidCodeSchema, saidFields } from './responses';
import { CALENDAR_WINDOW_DAYS } from './termRequests';
import { daysBetween } from '@leave/contract';

/**
 * The most marks one save may carry: a whole class marked at once (Everyone absent), for a
 * course as large as a university's first-year lecture (its CS101 at scale has 1,008).
 */
export const MAX_ROLL_MARKS = 5000;
/** A save's largest body: MAX_ROLL_MARKS marks of 9-digit roll numbers, with room to spare. */
export const ROLL_SAVE_MAX_BODY_BYTES = MAX_ROLL_MARKS * 64;
export const ROLL_REASON_MAX = 500;

export const attendanceRulesSchema = z.object({
  correction_window_days: wholeNumber(
    'correction_window_days',
    CORRECTION_WINDOW_RANGE.min,
    CORRECTION_WINDOW_RANGE.max,
  ),
  lates_per_absence: wholeNumber('lates_per_absence', LATES_PER_ABSENCE_RANGE.min, LATES_PER_ABSENCE_RANGE.max)
    .nullable()
    .describe('every this many lates count as one lecture missed; null: lates are not counted'),
  absence_counts: z
    .boolean({ error: fieldRules.notTrueOrFalse('absence_counts') })
    .describe("whether a lecture missed without leave counts toward the course's limit"),
}) satisfies z.ZodType<AttendanceRules>;

export const attendanceRulesAnswerSchema = attendanceRulesSchema.describe(
  "The school's attendance rules",
) satisfies z.ZodType<AttendanceRules>;

export const attendanceRulesSavedSchema = z
  .object({ message: z.string(), rules: attendanceRulesSchema })
  .describe('The rules as saved') satisfies z.ZodType<AttendanceRulesSaved>;

export const rollsToTakeQuerySchema = z.object({
  course_code: courseCode('course_code').optional(),
  ...pageQueryFields,
});

export const lectureRollQuerySchema = z.object({ course_code: courseCode('course_code'), date: isoDate('date') });

export const rollSaveSchema = z.object({
  course_code: courseCode('course_code'),
  date: isoDate('date'),
  marks: z
    .array(z.object({ roll_no: userId('roll_no'), mark: oneOf('mark', ROLL_MARKS) }), {
      error: (iss) => (iss.input === undefined ? fieldRules.required('marks') : fieldRules.notAList('marks')),
    })
    .max(MAX_ROLL_MARKS, fieldRules.tooMany('marks', MAX_ROLL_MARKS))
    .refine((marks) => new Set(marks.map((m) => m.roll_no)).size === marks.length, fieldRules.repeated('marks')),
  reason: optionalText('reason', ROLL_REASON_MAX),
}) satisfies z.ZodType<RollSave, unknown>;

export const myAttendanceQuerySchema = z
  .object({ from: isoDate('from'), to: isoDate('to') })
  .superRefine((window, ctx) => {
    if (window.to < window.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: fieldRules.dateBefore('to', 'from') });
    } else if (daysBetween(window.from, window.to) >= CALENDAR_WINDOW_DAYS.student) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: fieldRules.rangeTooLongDays('to', CALENDAR_WINDOW_DAYS.student),
      });
    }
  });

const count = () => int().min(0);

const summaryFields = {
  course_code: z.string(),
  course_title: z.string(),
  date: calendarDate(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  room: z.string().nullable(),
  extra: z.boolean(),
  taken: z.boolean(),
  absent: count(),
  late: count(),
  on_leave: count(),
  enrolled: count(),
};

export const rollsToTakePageSchema = z
  .object({
    today: calendarDate(),
    correction_window_days: count(),
    items: z.array(z.object({ ...summaryFields, editable: z.boolean() })),
    ...pageInfoSchema,
  })
  .describe(
    "The user's lectures in the correction window, today's first, then newest first",
  ) satisfies z.ZodType<RollsToTakePage>;

export const lectureRollSchema = z
  .object({
    ...summaryFields,
    editable: z.boolean(),
    locked_reason: z.string().nullable(),
    locked_why: saidCodeSchema.nullable().describe('locked_reason by its code and params'),
    reason_needed: z.boolean(),
    taken_by: z.string().nullable(),
    taken_at: z.string().nullable().describe('an instant, ISO 8601'),
    students: z.array(
      z.object({
        roll_no: int(),
        name: z.string(),
        mark: z.enum(ROLL_MARKS).nullable(),
        leave: z
          .object({
            leave_id: int(),
            status: z.enum(['accepted', 'pending']),
            kind: z.string(),
            counts: z.boolean(),
          })
          .nullable(),
        attendance: z.enum(LECTURE_ATTENDANCES),
      }),
    ),
  })
  .describe("A lecture's class list in roll order, each student's mark and leave") satisfies z.ZodType<LectureRoll>;

export const rollSavedSchema = z
  .object({ message: z.string(), ...saidFields, changed: count(), roll: lectureRollSchema })
  .describe('The roll as saved') satisfies z.ZodType<RollSaved>;

export const myAttendanceSchema = z
  .object({
    from: calendarDate(),
    to: calendarDate(),
    items: z.array(
      z.object({
        course_code: z.string(),
        date: calendarDate(),
        attendance: z.enum(LECTURE_ATTENDANCES),
        can_apply: z.boolean(),
      }),
    ),
  })
  .describe("The student's lectures in a window that were not plain presence") satisfies z.ZodType<MyAttendance>;

export const attendanceRegisterQuerySchema = z.object({
  course_code: courseCode('course_code'),
  ...pageQueryFields,
});

export const attendanceRegisterPageSchema = z
  .object({
    course_code: z.string(),
    lectures: z
      .array(z.object({ date: calendarDate(), extra: z.boolean(), taken: z.boolean() }))
      .describe('the lectures held, oldest first: the columns'),
    items: z.array(
      z.object({
        roll_no: int(),
        name: z.string(),
        cells: z
          .array(z.string())
          .describe(
            'one per lecture: P present, A absent without accepted leave, L late, the leave kind\'s name on leave, "" when the roll is not taken',
          ),
        attendance: courseAttendanceSchema,
      }),
    ),
    ...pageInfoSchema,
  })
  .describe(
    "A course's register: one page of its students in roll order, one cell per lecture held",
  ) satisfies z.ZodType<AttendanceRegisterPage>;

export const rollMarksImportSchema = z.object({
  csv: importFileText('csv'),
  apply: z.boolean({ error: fieldRules.notTrueOrFalse('apply') }).optional(),
  reason: optionalText('reason', ROLL_REASON_MAX),
  otp: secondFactorCode('otp').optional(),
}) satisfies z.ZodType<RollMarksImport, unknown>;

export const rollMarksImportResultSchema = z
  .object({
    applied: z.boolean().describe('whether the rows to mark were recorded (false for a preview)'),
    message: z.string(),
    counts: z.object(
      Object.fromEntries(ROLL_IMPORT_STATUSES.map((status) => [status, count()])) as Record<
        (typeof ROLL_IMPORT_STATUSES)[number],
        ReturnType<typeof count>
      >,
    ),
    rows: z.array(
      z.object({
        line: int().describe("the row's line in the file; the header is line 1"),
        course_code: z.string(),
        date: z.string(),
        roll_no: z.string(),
        name: z.string().describe("the student's name when enrolled in the course"),
        mark: z.string().describe('present, absent or late; as written when it is no mark'),
        status: z.enum(ROLL_IMPORT_STATUSES),
        ...rowProblemFields,
        column: z.string().optional().describe('the column at fault'),
        message: z.string().optional().describe('why the row is not marked, or what it still needs'),
      }),
    ),
    lectures: count().describe("how many lectures' rolls the rows would take or correct (or did)"),
  })
  .describe('What the import did, or would do, with each row') satisfies z.ZodType<RollMarksImportResult>;
