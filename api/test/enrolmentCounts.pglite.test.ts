/**
 * Each course's kept count of active enrolments (courses.enrolled, migration 45), which the course
 * list, an instructor's courses and a roster's total read, agrees
 * with the enrolments themselves after every kind of statement: students added, an enrolment
 * ended and restored, other facts of an enrolment changed, rows removed, and the table emptied.
 */
import type { Database, Queryable } from '../src/db/database';
import { seededDatabase } from './support/seededDatabase';

let db: Database;
let remove: () => Promise<void>;

beforeAll(async () => {
  ({ db, remove } = await seededDatabase('2026-11-25'));
}, 90_000);

afterAll(() => remove?.());

/** Courses whose kept count is not the count of their active enrolments (a kept 0 counts as none). */
const disagreeing = (q: Queryable = db) =>
  q.query<{ course_code: string; kept: number; counted: number }>(
    `SELECT c.course_code, c.enrolled AS kept,
       (SELECT count(*)::int FROM enrollments e WHERE e.course_code = c.course_code AND e.removed_at IS NULL) AS counted
     FROM courses c
     WHERE c.enrolled <> (SELECT count(*) FROM enrollments e WHERE e.course_code = c.course_code AND e.removed_at IS NULL)`,
  );
const keptTotal = async () =>
  (await db.query<{ total: number }>('SELECT coalesce(sum(enrolled), 0)::int AS total FROM courses'))[0]!.total;

it('counts the demo enrolments', async () => {
  expect(await keptTotal()).toBeGreaterThan(0);
  expect(await disagreeing()).toEqual([]);
});

it('follows each change to the enrolments', async () => {
  const changes = [
    "INSERT INTO enrollments (roll_no, course_code) SELECT u.user_id, 'MA101' FROM users u WHERE u.role = 'student' AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.roll_no = u.user_id AND e.course_code = 'MA101')",
    "UPDATE enrollments SET removed_at = now() WHERE course_code = 'CS101' AND roll_no IN (SELECT roll_no FROM enrollments WHERE course_code = 'CS101' ORDER BY roll_no LIMIT 3)",
    "UPDATE enrollments SET removed_at = now() - interval '1 day' WHERE removed_at IS NOT NULL",
    "UPDATE enrollments SET removed_at = NULL WHERE course_code = 'CS101' AND roll_no = (SELECT min(roll_no) FROM enrollments WHERE course_code = 'CS101' AND removed_at IS NOT NULL)",
    'UPDATE enrollments SET pending_days = pending_days',
  ];
  for (const change of changes) {
    const before = await keptTotal();
    await db.query(change);
    expect({ change, differing: await disagreeing() }).toEqual({ change, differing: [] });
    if (change.startsWith('INSERT')) expect(await keptTotal()).toBeGreaterThan(before);
  }
});

it('follows enrolments removed and added again, and the table emptied', async () => {
  const before = await keptTotal();
  await db.transaction(async (tx) => {
    await tx.query(`CREATE TEMP TABLE gone ON COMMIT DROP AS
      SELECT * FROM enrollments e WHERE NOT EXISTS (SELECT 1 FROM leaves l WHERE l.roll_no = e.roll_no AND l.course_code = e.course_code)`);
    const [counted] = await tx.query<{ removed: number }>(
      'WITH d AS (DELETE FROM enrollments WHERE (roll_no, course_code) IN (SELECT roll_no, course_code FROM gone) RETURNING 1) SELECT count(*)::int AS removed FROM d',
    );
    expect(counted?.removed).toBeGreaterThan(0);
    expect(await disagreeing(tx)).toEqual([]);
    await tx.query('INSERT INTO enrollments SELECT * FROM gone');
  });
  expect(await keptTotal()).toBe(before);
  expect(await disagreeing()).toEqual([]);
  await db.query('TRUNCATE enrollments CASCADE');
  expect(await keptTotal()).toBe(0);
});
