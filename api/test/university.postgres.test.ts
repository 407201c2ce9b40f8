/**
 * The bench's university (scripts/university.ts) on a small seed, on PostgreSQL: its shape (two
 * terms with timetables and holidays, 30 kinds, requests of 1-5 days over 1-3 courses, decisions
 * with comments, documents, notifications, audit events, a term of rolls before today), the
 * counts kept beside the leave agreeing with the leave itself, and the same rows from the same seed.
 */
import pg from 'pg';
import { copyPostgresTemplate } from '@leave/test-kit';
import { FIRST_REQUEST, FIRST_STUDENT, generateUniversity, KINDS } from '../../scripts/university';
import type { UniversityCounts } from '../../scripts/university';
import { WEEKS_OFF } from './support/leaveCounts';

const SIZE = { seed: 7, students: 120, courses: 16, requestsEach: 6, today: '2026-11-29' };

/** Its databases: copies of the run's template, as the API migrated and seeded it (no API runs: all is SQL). */
let databases: Array<Awaited<ReturnType<typeof copyPostgresTemplate>>> = [];
let sql: pg.Client;
let counts: UniversityCounts;

const rows = async <T extends pg.QueryResultRow>(query: string) => (await sql.query<T>(query)).rows;
const one = async (query: string) => Number(Object.values((await sql.query(query)).rows[0]!)[0]);

beforeAll(async () => {
  databases = [await copyPostgresTemplate('leave_university')];
  counts = await generateUniversity(databases[0]!.databaseUrl, SIZE);
  sql = new pg.Client({ connectionString: databases[0]!.databaseUrl });
  await sql.connect();
}, 180_000);
afterAll(async () => {
  await sql?.end();
  for (const database of databases) await database.drop();
});

it('has the students, the courses in two terms with their timetables and holidays, and 30 kinds', async () => {
  expect(counts).toMatchObject({ students: 120, courses: 16, requests: 720, kinds: KINDS });
  const terms = await rows<{ term_id: number; courses: number; holidays: number }>(
    `SELECT c.term_id, count(*)::int AS courses, (SELECT count(*)::int FROM holidays h WHERE h.term_id = c.term_id) AS holidays
     FROM courses c WHERE course_code LIKE 'U%' GROUP BY 1 ORDER BY 1`,
  );
  expect(terms.map((term) => term.courses)).toEqual([8, 8]);
  expect(terms.every((term) => term.holidays > 0)).toBe(true);
  expect(
    await one(`SELECT count(*) FROM courses WHERE course_code LIKE 'U%' AND jsonb_array_length(meetings) <> 3`),
  ).toBe(0);
  expect(await one(`SELECT min(total_lectures) FROM courses WHERE course_code LIKE 'U%'`)).toBeGreaterThan(40);
  // Six courses a term each; every tenth student also in CS101.
  expect(await one(`SELECT count(*) FROM enrollments WHERE roll_no >= ${FIRST_STUDENT}`)).toBe(120 * 12);
  expect(
    await one(`SELECT count(*) FROM enrollments WHERE roll_no >= ${FIRST_STUDENT} AND course_code = 'CS101'`),
  ).toBe(12);
});

it('groups leave into requests of 1-5 days over 1-3 courses, every one an enrolment, one kind each', async () => {
  const spans = await rows<{ days: number; courses: number; kinds: number }>(
    `SELECT count(DISTINCT leave_date)::int AS days, count(DISTINCT course_code)::int AS courses,
       max(leave_date) - min(leave_date) + 1 AS span
     FROM leaves WHERE request_id >= ${FIRST_REQUEST} GROUP BY request_id`,
  );
  expect(spans).toHaveLength(720);
  expect(new Set(spans.map((span) => span.days))).toEqual(new Set([1, 2, 3, 4, 5]));
  expect(new Set(spans.map((span) => span.courses))).toEqual(new Set([1, 2, 3]));
  expect(
    await one(`SELECT count(*) FROM leaves l WHERE NOT EXISTS
      (SELECT 1 FROM enrollments e WHERE e.roll_no = l.roll_no AND e.course_code = l.course_code)`),
  ).toBe(0);
  expect(
    await one(`SELECT count(DISTINCT kind_id) FROM leave_requests WHERE request_id >= ${FIRST_REQUEST}`),
  ).toBeGreaterThan(20);
  const statuses = await rows<{ status: string }>(`SELECT DISTINCT status FROM leaves ORDER BY 1`);
  expect(statuses.map((row) => row.status)).toEqual(['accepted', 'pending', 'rejected', 'withdrawn']);
});

it('records each decision with its comment, documents, notifications and the audit trail', async () => {
  expect(
    await one(`SELECT count(*) FROM leaves l WHERE l.request_id >= ${FIRST_REQUEST} AND l.status = 'rejected' AND NOT EXISTS
      (SELECT 1 FROM leave_events e WHERE e.leave_id = l.leave_id AND e.to_status = 'rejected' AND e.comment IS NOT NULL)`),
  ).toBe(0);
  expect(
    await one(`SELECT count(*) FROM leaves l WHERE l.request_id >= ${FIRST_REQUEST} AND l.status <> 'pending' AND NOT EXISTS
      (SELECT 1 FROM leave_events e WHERE e.leave_id = l.leave_id AND e.to_status = l.status)`),
  ).toBe(0);
  expect(counts.documents).toBeGreaterThan(0);
  expect(
    await one(`SELECT count(*) FROM request_documents d JOIN leave_requests r USING (request_id)
      JOIN leave_kinds k USING (kind_id) WHERE k.document_after IS NULL OR r.days <= k.document_after`),
  ).toBe(0);
  expect(await one(`SELECT count(*) FROM notifications WHERE kind = 'leave requested'`)).toBeGreaterThan(0);
  expect(
    await one(`SELECT count(*) FROM notifications WHERE kind IN ('leave approved', 'leave rejected')`),
  ).toBeGreaterThan(0);
  expect(await one(`SELECT count(*) FROM audit_events WHERE action = 'leave applied'`)).toBe(720);
});

it("takes every lecture's roll of the current term before today, with exceptions", async () => {
  expect(counts.rolls).toBeGreaterThan(0);
  expect(
    await one(`SELECT count(*) FROM lecture_rolls WHERE course_code LIKE 'U%' AND lecture_date >= '2026-11-29'`),
  ).toBe(0);
  const past = await one(`SELECT term_id FROM terms WHERE name = 'Generated past term'`);
  expect(
    await one(`SELECT count(*) FROM lecture_rolls r JOIN courses c USING (course_code) WHERE c.term_id = ${past}`),
  ).toBe(0);
  expect(await one(`SELECT count(*) FROM roll_marks WHERE course_code LIKE 'U%'`)).toBeGreaterThan(0);
  // Absent without leave, as the roll's own recount counts it.
  expect(await one(`SELECT sum(absent_days) FROM enrollments WHERE roll_no >= ${FIRST_STUDENT}`)).toBe(
    await one(`SELECT count(*) FROM roll_marks m WHERE m.mark = 'absent' AND m.roll_no >= ${FIRST_STUDENT} AND NOT EXISTS
      (SELECT 1 FROM leaves l WHERE l.roll_no = m.roll_no AND l.course_code = m.course_code AND l.leave_date = m.lecture_date
        AND l.status = 'accepted')`),
  );
  expect(await one(`SELECT sum(late_days) FROM enrollments WHERE roll_no >= ${FIRST_STUDENT}`)).toBe(
    await one(`SELECT count(*) FROM roll_marks WHERE mark = 'late' AND roll_no >= ${FIRST_STUDENT}`),
  );
  // Missed as enrolment_missed_kept counts it under the default rules (absences count, lates do not).
  expect(await one(`SELECT sum(missed) FROM enrollments WHERE roll_no >= ${FIRST_STUDENT}`)).toBeGreaterThan(0);
  expect(
    await one(`SELECT count(*) FROM enrollments WHERE missed <> accepted_days - attended_leave_days + absent_days`),
  ).toBe(0);
});

it('keeps the counts beside the leave as the API does', async () => {
  expect(
    await one(`SELECT count(*) FROM enrollments e WHERE accepted_days <>
      (SELECT count(*) FROM leaves l WHERE l.roll_no = e.roll_no AND l.course_code = e.course_code AND status = 'accepted' AND lecture)
      OR pending_days <>
      (SELECT count(*) FROM leaves l WHERE l.roll_no = e.roll_no AND l.course_code = e.course_code AND status = 'pending' AND lecture)`),
  ).toBe(0);
  expect(await one(`SELECT sum(leaves) FROM course_leave_counts`)).toBe(await one(`SELECT count(*) FROM leaves`));
  expect(
    await one(`SELECT count(*) FROM (
      (SELECT course_code, leave_date, status, counted, count(*)::int FROM leaves WHERE lecture GROUP BY 1, 2, 3, 4)
      EXCEPT (SELECT course_code, leave_date, status, counted, leaves FROM course_day_counts WHERE leaves <> 0)) missing`),
  ).toBe(0);
  expect(await one(`SELECT sum(leaves) FROM course_day_counts`)).toBe(
    await one(`SELECT count(*) FROM leaves WHERE lecture`),
  );
  expect(await one(`SELECT count(*) FROM course_pending_requests`)).toBe(
    await one(`SELECT count(*) FROM (SELECT DISTINCT request_id, course_code FROM leaves WHERE status = 'pending') p`),
  );
  // The bell's and the accounts' counts (migration 40), kept through the bulk load's replica role.
  expect(
    await one(`SELECT count(*) FROM (
      (SELECT role, user_id, count(*)::int, count(*) FILTER (WHERE read_at IS NULL)::int FROM notifications GROUP BY 1, 2)
      EXCEPT (SELECT role, user_id, sum(total)::int, sum(unread)::int FROM notification_counts GROUP BY 1, 2)) missing`),
  ).toBe(0);
  expect(await one(`SELECT sum(users) FROM user_counts WHERE role = 'student'`)).toBe(
    await one(`SELECT count(*) FROM users WHERE role = 'student'`),
  );
  // The Overview's (migration 41): each term's courses by weekday, and each enrolment's course's
  // limit times lectures, written by the enrolments' own statement.
  expect(
    await one(`SELECT count(*) FROM (
      (SELECT c.term_id, w.weekday, count(*)::int FROM courses c, course_weekdays(c.meetings) w(weekday)
       WHERE c.term_id IS NOT NULL GROUP BY 1, 2)
      EXCEPT (SELECT term_id, weekday, sum(courses)::int FROM term_weekday_course_counts GROUP BY 1, 2)) missing`),
  ).toBe(0);
  expect(
    await one(`SELECT count(*) FROM enrollments e JOIN courses c USING (course_code)
      WHERE e.limit_lectures <> c.leave_limit * c.total_lectures`),
  ).toBe(0);
  // The charts' weeks (migration 44) and each course's enrolled (migration 45), kept through the
  // bulk load's replica role.
  expect((await sql.query(WEEKS_OFF)).rows).toEqual([]);
  expect(
    await one(`SELECT count(*) FROM courses c WHERE c.enrolled <>
      (SELECT count(*) FROM enrollments e WHERE e.course_code = c.course_code AND e.removed_at IS NULL)`),
  ).toBe(0);
  expect(await one(`SELECT sum(enrolled) FROM courses`)).toBe(
    await one(`SELECT count(*) FROM enrollments WHERE removed_at IS NULL`),
  );
});

it('makes the same rows from the same seed', async () => {
  const again = await copyPostgresTemplate('leave_university');
  databases.push(again);
  await generateUniversity(again.databaseUrl, SIZE);
  const digest = `SELECT md5(string_agg(concat_ws(',', leave_date, roll_no, course_code, status, request_id, lecture), ';'
    ORDER BY request_id, course_code, leave_date)) AS digest FROM leaves`;
  const other = new pg.Client({ connectionString: again.databaseUrl });
  await other.connect();
  try {
    expect((await other.query(digest)).rows[0]).toEqual((await sql.query(digest)).rows[0]);
  } finally {
    await other.end();
  }
}, 180_000);
