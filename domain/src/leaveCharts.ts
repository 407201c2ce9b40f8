/**
 * The charts' calls as schemas: their queries (a window of weeks, at most CHART_MAX_DAYS long)
 * and their answers. The rules that fill the answers are in weeklyLeave.ts.
 */
import { z } from 'zod';
import { daysBetween } from '@leave/contract';
import type { AbsencesByWeek, ChartWindowQuery, LeaveByWeek, MyProgress, MyProgressQuery } from '@leave/contract';
import { isoDate } from './fields';
import { fieldRules } from './messages';
import { queryUserId } from './requests';
import { calendarDate, int } from './responses';
import { CHART_MAX_DAYS } from './weeklyLeave';

/** Both ends of a window or neither; forwards; at most CHART_MAX_DAYS days, both counted. */
function checkWindow(query: ChartWindowQuery, ctx: z.RefinementCtx) {
  if (query.from === undefined && query.to === undefined) return;
  if (query.from === undefined || query.to === undefined) {
    const missing = query.from === undefined ? 'from' : 'to';
    ctx.addIssue({ code: 'custom', path: [missing], message: fieldRules.required(missing) });
  } else if (query.to < query.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: fieldRules.dateBefore('to', 'from') });
  } else if (daysBetween(query.from, query.to) >= CHART_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: fieldRules.rangeTooLongDays('to', CHART_MAX_DAYS) });
  }
}

const windowFields = { from: isoDate('from').optional(), to: isoDate('to').optional() };

export const chartWindowQuerySchema = z.object(windowFields).superRefine(checkWindow) satisfies z.ZodType<
  ChartWindowQuery,
  unknown
>;

export const myProgressQuerySchema = z
  .object({ user_id: queryUserId('user_id'), ...windowFields })
  .superRefine(checkWindow) satisfies z.ZodType<MyProgressQuery, unknown>;

const count = () => int().min(0);

const windowShape = {
  from: calendarDate().describe('the first date counted'),
  to: calendarDate().describe('the last date counted'),
  term: z.string().nullable().describe("the term's name, when the window is the term of the school's today"),
};

const absenceWeekShape = {
  week: calendarDate().describe("the week's Monday; its days outside the window are not counted"),
  counted: count().describe('accepted lectures that count toward the limit'),
  excused: count().describe('accepted lectures of a kind that does not count toward the limit'),
  pending: count().describe('lectures asked for and not decided yet'),
};

export const myProgressSchema = z
  .object({
    ...windowShape,
    courses: z.array(
      z.object({
        course_code: z.string(),
        leave_limit: z.number(),
        total_lectures: count(),
        weeks: z.array(
          z.object({
            ...absenceWeekShape,
            percentage: z
              .number()
              .describe("the course's leave percentage at the end of the week (counted lectures up to then)"),
          }),
        ),
      }),
    ),
  })
  .describe(
    "A student's courses week by week: their leave and the percentage it makes",
  ) satisfies z.ZodType<MyProgress>;

export const absencesByWeekSchema = z
  .object({
    ...windowShape,
    courses: z.array(
      z.object({ course_code: z.string(), course_title: z.string(), weeks: z.array(z.object(absenceWeekShape)) }),
    ),
  })
  .describe(
    "An instructor's courses week by week: the lectures students are away from",
  ) satisfies z.ZodType<AbsencesByWeek>;

export const leaveByWeekSchema = z
  .object({
    ...windowShape,
    weeks: z.array(
      z.object({
        ...absenceWeekShape,
        rejected: count(),
        withdrawn: count(),
        cancelled: count(),
      }),
    ),
  })
  .describe('All leave on lectures week by week, by status') satisfies z.ZodType<LeaveByWeek>;
