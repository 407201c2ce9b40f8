import type { CourseStanding, RosterEntry } from '@leave/contract';
import {
  absencesQuerySchema,
  absenteesPageSchema,
  absenteesQuerySchema,
  checkTeaches,
  courseAbsencesSchema,
  courseOnlyQuerySchema,
  KEPT_ROSTER_ORDER,
  lectureOn,
  messages,
  pageInfo,
  pageWindow,
  refusal,
  rosterPageSchema,
  ROSTER_ORDER,
  rosterQuerySchema,
} from '@leave/domain';
import type { Refusal } from '@leave/domain';
import { z } from 'zod';
import { addDays } from '@leave/contract';
import type { Session } from '@leave/contract';
import { csvFile } from '../csvFile';
import { defineEndpoint, ok, refused } from '../endpoint';
import { schoolDates, schoolToday } from '../leaveActions';
import { standingsFor } from '../rollStanding';
import type { CourseFacts, RegisterRow, RosterRow, Storage } from '../storage';

/** The course, if it exists and `session` teaches it; the refusal otherwise. */
async function taughtCourse(
  store: Storage,
  session: Session,
  code: string,
): Promise<{ refusal: Refusal } | { course: CourseFacts }> {
  const course = await store.courses.find(code.toUpperCase());
  if (!course) return { refusal: refusal(404, messages.noCourse(code)) };
  const notTeacher = checkTeaches(session, course);
  return notTeacher ? { refusal: notTeacher } : { course };
}

const entryOf = (row: RosterRow, standing: CourseStanding): RosterEntry => ({
  roll_no: row.roll_no,
  name: row.name,
  excused_days: row.excused_days,
  ...standing,
});

export const courseRoster = defineEndpoint({
  method: 'GET',
  path: '/courseRoster',
  summary:
    "One page of a taught course's enrolled students with accepted and pending days, percentage, lectures they can still miss and risk; at risk first unless sort says otherwise",
  tag: 'instructor',
  access: 'course instructor',
  query: rosterQuerySchema,
  responses: { 200: rosterPageSchema },
  async handle({ store, settings, session, query }) {
    const taught = await taughtCourse(store, session, query.course_code);
    if ('refusal' in taught) return refused(taught.refusal);
    const { course } = taught;
    const today = schoolToday(settings);
    const standing = await standingsFor(store, [course], today);
    const sort = query.sort ?? 'risk';
    const window = pageWindow(query);
    const kept = KEPT_ROSTER_ORDER[sort];
    if (kept) {
      const { items, total } = await store.courses.rosterWindow(course.course_code, kept, window, today);
      return ok({ items: items.map((row) => entryOf(row, standing(row, course))), ...pageInfo(total, query) });
    }
    // By name: the whole roster, sorted as people read names (not as the database collates them).
    const entries = (await store.courses.roster(course.course_code, today)).map((row) =>
      entryOf(row, standing(row, course)),
    );
    entries.sort(ROSTER_ORDER[sort]);
    return ok({
      items: entries.slice(window.offset, window.offset + window.limit),
      ...pageInfo(entries.length, query),
    });
  },
});

export const courseAbsences = defineEndpoint({
  method: 'GET',
  path: '/courseAbsences',
  summary:
    'How many are away (accepted and pending apart) each day of a month in a taught course; GET /courseAbsentees names them',
  tag: 'instructor',
  access: 'course instructor',
  query: absencesQuerySchema,
  responses: { 200: courseAbsencesSchema },
  async handle({ store, session, query }) {
    const taught = await taughtCourse(store, session, query.course_code);
    if ('refusal' in taught) return refused(taught.refusal);
    const first = `${query.month}-01`;
    const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
    const days = await store.leaves.absenceCounts(taught.course.course_code, first, last);
    return ok({ course_code: taught.course.course_code, month: query.month, days });
  },
});

export const courseAbsentees = defineEndpoint({
  method: 'GET',
  path: '/courseAbsentees',
  summary: 'One page of who is away (accepted or pending) on a day in a taught course, by roll number',
  tag: 'instructor',
  access: 'course instructor',
  query: absenteesQuerySchema,
  responses: { 200: absenteesPageSchema },
  async handle({ store, session, query }) {
    const taught = await taughtCourse(store, session, query.course_code);
    if ('refusal' in taught) return refused(taught.refusal);
    const { items, total } = await store.leaves.absentees(taught.course.course_code, query.date, pageWindow(query));
    return ok({ items, ...pageInfo(total, query) });
  },
});

export const REGISTER_COLUMNS = [
  'date',
  'roll number',
  'name',
  'status',
  'reason',
  'decided by',
  'decided at',
  'comment',
  'counted',
] as const;

export const courseRegister = defineEndpoint({
  method: 'GET',
  path: '/courseRegister',
  summary:
    "A taught course's leave register as CSV (UTF-8 with a byte-order mark, so spreadsheets read it right): one row per leave",
  tag: 'instructor',
  access: 'course instructor',
  query: courseOnlyQuerySchema,
  produces: 'text/csv',
  responses: { 200: z.string().describe('CSV: ' + REGISTER_COLUMNS.join(', ')) },
  async handle({ store, settings, session, query }) {
    const taught = await taughtCourse(store, session, query.course_code);
    if ('refusal' in taught) return refused(taught.refusal);
    const calendar = await store.timetables.calendarOf(taught.course.course_code);
    // Instants with the school's offset (2026-12-01T15:30:00+05:30), as a spreadsheet reads them.
    const dates = schoolDates(settings);
    // Leave on a date that is no longer a lecture is kept in the register and says why it does not count.
    const counted = (row: RegisterRow) => {
      if (!row.counted) return `no: ${messages.doesNotCount(row.kind).message}`;
      if (row.lecture || !calendar) return 'yes';
      const answer = lectureOn(calendar, row.leave_date);
      return `no: ${'none' in answer ? answer.none.message : messages.noLectureAnyMore.message}`;
    };
    return csvFile(
      REGISTER_COLUMNS,
      store.leaves.registerBatches(taught.course.course_code),
      (row) => [
        row.leave_date,
        row.roll_no,
        row.name,
        row.status,
        row.reason,
        row.decided_by ?? '',
        row.decided_at ? dates.isoDateTime(row.decided_at) : '',
        row.comment ?? '',
        counted(row),
      ],
      `${taught.course.course_code}-leave-register.csv`,
    );
  },
});
