/**
 * Each enrolment's kept counts of the roll (absent_days, late_days, attended_leave_days and the
 * missed they make) agree with its marks and leave whatever empties a table at once: TRUNCATE of
 * the leave, of the marks, or of the rolls with their marks (migration 31), as migration 14 keeps
 * the leave's own counts. `npm run api:reset` removes the whole database instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Storage } from '@leave/service';
import { copyPgliteTemplate } from '@leave/test-kit';
import { openPglite } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { seedDemoData } from '../src/db/seedDemo';
import { storageOf } from '../src/storage/sqlStorage';

let dir: string;
let db: Database;
let store: Storage;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-roll-counts-'));
  // The run's migrated and seeded database when there is one; else one is made here.
  copyPgliteTemplate(dir);
  db = await openPglite(dir);
  await migrate(db);
  await seedDemoData(db, '2026-11-25');
  store = storageOf(db);
}, 90_000);

afterEach(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Counts {
  roll_no: number;
  course_code: string;
  kept: [absent: number, late: number, attended: number, missed: number];
  counted: [absent: number, late: number, attended: number, missed: number];
}

/** Every enrolment's kept roll counts beside a recount from its marks of rolls held and its accepted leave. */
const rollCounts = () =>
  db.query<Counts>(
    `SELECT e.roll_no, e.course_code,
       ARRAY[e.absent_days, e.late_days, e.attended_leave_days, e.missed] AS kept,
       ARRAY[coalesce(t.absent, 0), coalesce(t.late, 0), coalesce(t.attended, 0),
         e.accepted_days - coalesce(t.attended, 0) + coalesce(t.absent, 0)] AS counted
     FROM enrollments e LEFT JOIN (
       SELECT m.roll_no, m.course_code,
         count(*) FILTER (WHERE m.mark = 'absent' AND l.leave_id IS NULL)::int AS absent,
         count(*) FILTER (WHERE m.mark = 'late')::int AS late,
         count(*) FILTER (WHERE m.mark IN ('present', 'late') AND l.counted AND l.lecture)::int AS attended
       FROM roll_marks m
       JOIN lecture_rolls r ON r.course_code = m.course_code AND r.lecture_date = m.lecture_date AND r.held
       LEFT JOIN leaves l ON l.roll_no = m.roll_no AND l.course_code = m.course_code
         AND l.leave_date = m.lecture_date AND l.status = 'accepted'
       GROUP BY 1, 2
     ) t ON t.roll_no = e.roll_no AND t.course_code = e.course_code
     ORDER BY e.roll_no, e.course_code`,
  );

const disagreeing = async () => (await rollCounts()).filter((row) => row.kept.join() !== row.counted.join());
const keptOf = async (rollNo: number, code: string) =>
  (await rollCounts()).find((row) => row.roll_no === rollNo && row.course_code === code)!.kept;

/**
 * The demo's rolls, and 1001 in CS101 on their two accepted leaves: present at one (attended on
 * leave, so not missed), marked absent at the other (on leave, so not absent).
 */
async function markOnLeave() {
  const accepted = await db.query<{ date: string }>(
    `SELECT to_char(leave_date, 'YYYY-MM-DD') AS date FROM leaves
     WHERE roll_no = 1001 AND course_code = 'CS101' AND status = 'accepted' ORDER BY leave_date`,
  );
  expect(accepted).toHaveLength(2);
  const actor = { id: 501, role: 'course instructor' } as const;
  await store.rolls.save('CS101', accepted[0]!.date, [{ roll_no: 1001, mark: 'present' }], actor);
  await store.rolls.save('CS101', accepted[1]!.date, [{ roll_no: 1001, mark: 'absent' }], actor);
  // Kept as the marks say: one attended on leave, no absence; 2 accepted - 1 attended = 1 missed.
  expect(await keptOf(1001, 'CS101')).toEqual([0, 0, 1, 1]);
  expect(await disagreeing()).toEqual([]);
  // The demo's own marks are counted: someone is absent somewhere.
  expect((await rollCounts()).some((row) => row.kept[0] > 0)).toBe(true);
}

it('counts the roll afresh from the marks alone when the leave is emptied at once', async () => {
  await markOnLeave();
  await db.exec('TRUNCATE leaves CASCADE');
  // No leave: the absence is one, nothing is attended on leave, the missed lecture is the absence.
  expect(await keptOf(1001, 'CS101')).toEqual([1, 0, 0, 1]);
  expect(await disagreeing()).toEqual([]);
});

it.each(['TRUNCATE roll_marks', 'TRUNCATE lecture_rolls CASCADE'])(
  'counts nothing absent, late or attended once the marks are emptied at once (%s)',
  async (statement) => {
    await markOnLeave();
    await db.exec(statement);
    const counts = await rollCounts();
    expect(counts.filter((row) => row.kept.slice(0, 3).some((n) => n !== 0))).toEqual([]);
    expect(await keptOf(1001, 'CS101')).toEqual([0, 0, 0, 2]);
    expect(await disagreeing()).toEqual([]);
  },
);
