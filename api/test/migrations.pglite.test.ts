/**
 * A database made by an earlier version upgrades in place: migrations 12 and 13 count the leave
 * already there by course, 14 by enrolment, and the triggers keep the counts from then on,
 * whatever statement changes leave (with migration 17's count of changes beside them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrate, MIGRATIONS } from '../src/db/migrations';
import { ENROLMENT_DAYS, LEAVE_COUNTS, SCHOOL_COUNTS_OFF, SCHOOL_DAYS_OFF, WEEKS_OFF } from './support/leaveCounts';
import type { EnrolmentDays, LeaveCount } from './support/leaveCounts';

let blank: string;
let dir: string;
let db: Database;

// One database made from nothing (PGlite's initdb, no migration), copied for each test: a fresh
// directory costs seconds of initdb, a copy milliseconds. Starting the embedded database took
// over 5 s on a busy two-core machine (CI), and its initdb over 30 s beside the browser suite:
// the limits only catch a hang.
beforeAll(async () => {
  blank = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-migrations-blank-'));
  await (await openPglite(blank)).close();
}, 120_000);
afterAll(() => fs.rmSync(blank, { recursive: true, force: true }));

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-migrations-'));
  fs.cpSync(blank, dir, { recursive: true });
  db = await openPglite(dir);
}, 90_000);
afterEach(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The counts of the statuses some leave is in, kept or counted (a status with neither is left out). */
const leaveCounts = async () =>
  (await db.query<LeaveCount>(LEAVE_COUNTS)).filter((count) => count.kept !== 0 || count.counted !== 0);
const enrolmentDays = () => db.query<EnrolmentDays>(ENROLMENT_DAYS);

/** Two courses and their leave, as an older version stored them: 18 pending, 12 accepted. */
const OLDER_DATA = `
  INSERT INTO users (role, user_id, name, password_hash) VALUES
    ('course instructor', 501, 'Teacher', 'x'), ('student', 1001, 'One', 'x'), ('student', 1002, 'Two', 'x');
  INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures)
    VALUES ('CS101', 'Programming', 501, 'Odd', 2026, 40), ('MA101', 'Calculus', 501, 'Odd', 2026, 40);
  INSERT INTO enrollments (roll_no, course_code) VALUES (1001, 'CS101'), (1002, 'CS101'), (1001, 'MA101');
  INSERT INTO leave_requests (roll_no) VALUES (1001);
  INSERT INTO leaves (leave_date, reason, roll_no, course_code, status, request_id)
    SELECT date '2027-01-04' + d, 'Old', roll_no, course_code, CASE WHEN d % 3 = 0 THEN 'accepted' ELSE 'pending' END, 1
    FROM enrollments, generate_series(0, 9) d;
`;

/** Each enrolment's [accepted, pending] days in OLDER_DATA: 4 of its 10 days accepted. */
const DAYS_AS_MADE = [
  { roll_no: 1001, course_code: 'CS101', kept: [4, 6], counted: [4, 6] },
  { roll_no: 1001, course_code: 'MA101', kept: [4, 6], counted: [4, 6] },
  { roll_no: 1002, course_code: 'CS101', kept: [4, 6], counted: [4, 6] },
];

const AS_MADE = [
  { course_code: 'CS101', status: 'accepted', kept: 8, counted: 8 },
  { course_code: 'CS101', status: 'pending', kept: 12, counted: 12 },
  { course_code: 'MA101', status: 'accepted', kept: 4, counted: 4 },
  { course_code: 'MA101', status: 'pending', kept: 6, counted: 6 },
];

it.each([11, 12, 13, 16])(
  "counts the leave of a database made at migration %i, and keeps each course's and each enrolment's counts as leave changes",
  async (made) => {
    expect(await migrate(db, MIGRATIONS.slice(0, made))).toHaveLength(made);
    await db.exec(OLDER_DATA);

    expect(await migrate(db)).toEqual(MIGRATIONS.slice(made).map((migration) => migration.version));
    expect(await leaveCounts()).toEqual(AS_MADE);
    expect(await enrolmentDays()).toEqual(DAYS_AS_MADE);
    expect(await db.query(SCHOOL_COUNTS_OFF)).toEqual([]);
    expect(await db.query(SCHOOL_DAYS_OFF)).toEqual([]);
    expect(await db.query(WEEKS_OFF)).toEqual([]);

    // Statements of every kind, some touching both courses at once, one changing no status.
    await db.exec(`
      UPDATE leaves SET status = 'accepted' WHERE leave_id IN (SELECT leave_id FROM leaves WHERE status = 'pending' LIMIT 5);
      UPDATE leaves SET status = 'pending' WHERE status = 'accepted' AND roll_no = 1002;
      UPDATE leaves SET status = 'rejected' WHERE leave_id IN (SELECT leave_id FROM leaves WHERE status = 'pending' LIMIT 3);
      UPDATE leaves SET reason = 'Renamed';
      DELETE FROM leaves WHERE course_code = 'MA101' AND leave_date > date '2027-01-10';
      INSERT INTO leaves (leave_date, reason, roll_no, course_code, status, request_id)
        VALUES ('2027-03-01', 'New', 1001, 'CS101', 'pending', 1), ('2027-03-01', 'New', 1001, 'MA101', 'pending', 1);
    `);
    const counts = await leaveCounts();
    expect(counts.filter((count) => count.kept !== count.counted)).toEqual([]);
    expect(counts.map((count) => count.status)).toContain('rejected');
    expect(await db.query(SCHOOL_COUNTS_OFF)).toEqual([]);
    expect(await db.query(SCHOOL_DAYS_OFF)).toEqual([]);
    expect(await db.query(WEEKS_OFF)).toEqual([]);
    expect(counts.map(({ counted }) => counted)).not.toEqual(AS_MADE.map(({ counted }) => counted));
    const days = await enrolmentDays();
    expect(days.filter((enrolment) => enrolment.kept.join() !== enrolment.counted.join())).toEqual([]);
    expect(days.map(({ counted }) => counted)).not.toEqual(DAYS_AS_MADE.map(({ counted }) => counted));

    await db.exec('TRUNCATE leaves CASCADE');
    expect(await leaveCounts()).toEqual([]);
    expect(await db.query(SCHOOL_COUNTS_OFF)).toEqual([]);
    expect(await db.query(SCHOOL_DAYS_OFF)).toEqual([]);
    expect(await db.query(WEEKS_OFF)).toEqual([]);
    expect((await enrolmentDays()).map(({ kept }) => kept)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  },
  30_000,
);
