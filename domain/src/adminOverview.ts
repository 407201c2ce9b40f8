import { z } from 'zod';
import type { AdminOverview } from '@leave/contract';
import { auditEventSchema } from './adminResponses';
import { calendarDate, int } from './responses';

const count = () => int().min(0);

export const adminOverviewSchema = z
  .object({
    today: calendarDate().describe("the school's today, the day absent_today counts"),
    students: count(),
    courses: count(),
    pending: z.object({
      total: count().describe('leave days pending in all courses'),
      courses: z
        .array(z.object({ course_code: z.string(), course_title: z.string(), pending: count() }))
        .describe('the courses with the most pending leave, most first'),
    }),
    at_risk: z.object({
      near: count().describe(
        "enrolments whose lectures missed are at 80% of their course's limit or more, not past it",
      ),
      over: count().describe("enrolments whose lectures missed are past their course's limit"),
      students: z
        .array(
          z.object({
            roll_no: int(),
            name: z.string(),
            course_code: z.string(),
            leave_percentage: z.number(),
            leave_limit: z.number(),
            risk: z.enum(['warning', 'danger']),
          }),
        )
        .describe('the students furthest over or nearest their limit, furthest first'),
    }),
    absent_today: z.object({ accepted: count(), pending: count() }),
    attendance: z.object({
      lectures_today: count().describe("lectures of every course on the school's today"),
      rolls_taken_today: count().describe('of those, the ones whose roll is taken'),
      absent_without_leave_today: count().describe('students marked absent today without accepted leave'),
    }),
    recent: z.array(auditEventSchema).describe('the latest changes in the audit trail, newest first'),
  })
  .describe(
    "The admin's home: the school in numbers, each with the first few of its list",
  ) satisfies z.ZodType<AdminOverview>;
