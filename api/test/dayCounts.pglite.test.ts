/**
 * The leave on lectures kept by course, day, status and counting (course_day_counts, migration
 * 34), and by course's and school's week (course_week_counts and school_week_counts, migration
 * 44, each the sum of its parts), which the charts sum, agrees with the leave itself after every
 * kind of statement: rows added, a status decided, a date moved, a lecture cancelled, a kind's
 * counting changed, rows removed, and the table emptied.
 */
import type { Database, Queryable } from '../src/db/database';
import { seededDatabase } from './support/seededDatabase';

let db: Database;
let remove: () => Promise<void>;

beforeAll(async () => {
  ({ db, remove } = await seededDatabase('2026-11-25'));
}, 90_000);

afterAll(() => remove?.());

/** Kept rows that differ from a count of the leave on lectures (zero rows kept count as none). */
const disagreeing = (q: Queryable = db) =>
  q.query<{ course_code: string; leave_date: string; status: string; counted: boolean }>(
    `WITH counted AS (
       SELECT course_code, leave_date, status, counted, count(*)::int AS leaves FROM leaves WHERE lecture
       GROUP BY 1, 2, 3, 4
     ), kept AS (SELECT course_code, leave_date, status, counted, leaves FROM course_day_counts WHERE leaves <> 0)
     SELECT course_code, to_char(leave_date, 'YYYY-MM-DD') AS leave_date, status, counted
     FROM ((TABLE counted EXCEPT TABLE kept) UNION ALL (TABLE kept EXCEPT TABLE counted)) AS differing`,
  );
/** Kept weeks, the course's (course_code) and the school's (''), that differ from a count of the leave on lectures. */
const weeksDisagreeing = (q: Queryable = db) =>
  q.query<{ course_code: string; week: string; status: string; counted: boolean }>(
    `WITH counted AS (
       SELECT course_code, date_trunc('week', leave_date)::date AS week, status, counted, count(*)::int AS leaves
       FROM leaves WHERE lecture GROUP BY 1, 2, 3, 4
       UNION ALL
       SELECT '', date_trunc('week', leave_date)::date, status, counted, count(*)::int FROM leaves WHERE lecture
       GROUP BY 2, 3, 4
     ), kept AS (
       SELECT course_code, week, status, counted, sum(leaves)::int AS leaves FROM course_week_counts
       GROUP BY 1, 2, 3, 4 HAVING sum(leaves) <> 0
       UNION ALL
       SELECT '', week, status, counted, sum(leaves)::int FROM school_week_counts GROUP BY 2, 3, 4 HAVING sum(leaves) <> 0
     )
     SELECT course_code, to_char(week, 'YYYY-MM-DD') AS week, status, counted
     FROM ((TABLE counted EXCEPT TABLE kept) UNION ALL (TABLE kept EXCEPT TABLE counted)) AS differing`,
  );
const keptTotal = async () =>
  (await db.query<{ total: number }>('SELECT coalesce(sum(leaves), 0)::int AS total FROM course_day_counts'))[0]!.total;

it('counts the demo leave as it was when the table was made', async () => {
  expect(await keptTotal()).toBeGreaterThan(0);
  expect(await disagreeing()).toEqual([]);
  expect(await weeksDisagreeing()).toEqual([]);
});

it('follows each change to the leave', async () => {
  const changes = [
    "UPDATE leaves SET status = 'accepted' WHERE leave_id IN (SELECT leave_id FROM leaves WHERE status = 'pending' ORDER BY leave_id LIMIT 3)",
    "UPDATE leaves SET leave_date = leave_date + 7 WHERE leave_id = (SELECT min(leave_id) FROM leaves WHERE status = 'accepted')",
    'UPDATE leaves SET lecture = false WHERE leave_id IN (SELECT leave_id FROM leaves WHERE lecture ORDER BY leave_id DESC LIMIT 2)',
    'UPDATE leaves SET counted = NOT counted WHERE leave_id IN (SELECT leave_id FROM leaves ORDER BY leave_id LIMIT 4)',
    'UPDATE leaves SET reason = reason',
  ];
  for (const change of changes) {
    await db.query(change);
    expect({ change, differing: await disagreeing() }).toEqual({ change, differing: [] });
    expect({ change, weeks: await weeksDisagreeing() }).toEqual({ change, weeks: [] });
  }
});

it('follows leave removed and added again, and the table emptied', async () => {
  const before = await keptTotal();
  await db.transaction(async (tx) => {
    // Leave with its events, which name it: removed together and put back.
    await tx.query(`CREATE TEMP TABLE gone ON COMMIT DROP AS
      SELECT * FROM leaves WHERE lecture AND leave_id % 2 = 0`);
    await tx.query(`CREATE TEMP TABLE gone_events ON COMMIT DROP AS
      SELECT * FROM leave_events WHERE leave_id IN (SELECT leave_id FROM gone)`);
    await tx.query('DELETE FROM leave_events WHERE leave_id IN (SELECT leave_id FROM gone)');
    const [counted] = await tx.query<{ removed: number }>(
      'WITH d AS (DELETE FROM leaves WHERE leave_id IN (SELECT leave_id FROM gone) RETURNING 1) SELECT count(*)::int AS removed FROM d',
    );
    expect(counted?.removed).toBeGreaterThan(0);
    expect(await disagreeing(tx)).toEqual([]);
    expect(await weeksDisagreeing(tx)).toEqual([]);
    await tx.query('INSERT INTO leaves OVERRIDING SYSTEM VALUE SELECT * FROM gone');
    await tx.query('INSERT INTO leave_events OVERRIDING SYSTEM VALUE SELECT * FROM gone_events');
  });
  expect(await keptTotal()).toBe(before);
  expect(await disagreeing()).toEqual([]);
  expect(await weeksDisagreeing()).toEqual([]);
  await db.query('TRUNCATE leaves CASCADE');
  expect(await keptTotal()).toBe(0);
  expect(await weeksDisagreeing()).toEqual([]);
});
