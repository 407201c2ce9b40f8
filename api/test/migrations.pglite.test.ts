/**
 * A database made by an earlier version upgrades in place: migration 12 counts the pending leave
 * already there, and its triggers keep the count from then on, whatever statement changes leave.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrate, MIGRATIONS } from '../src/db/migrations';
import { PENDING_COUNTS } from './support/pendingCounts';
import type { PendingCount } from './support/pendingCounts';

let dir: string;
let db: Database;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-migrations-'));
  db = await openPglite(dir);
});
afterEach(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const pendingCounts = () => db.query<PendingCount>(PENDING_COUNTS);

it("counts the pending leave of a database made before migration 12, and keeps each course's count as leave changes", async () => {
  expect(await migrate(db, MIGRATIONS.slice(0, 11))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  await db.exec(`
    INSERT INTO users (role, user_id, name, password_hash) VALUES
      ('course instructor', 501, 'Teacher', 'x'), ('student', 1001, 'One', 'x'), ('student', 1002, 'Two', 'x');
    INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures)
      VALUES ('CS101', 'Programming', 501, 'Odd', 2026, 40), ('MA101', 'Calculus', 501, 'Odd', 2026, 40);
    INSERT INTO enrollments (roll_no, course_code) VALUES (1001, 'CS101'), (1002, 'CS101'), (1001, 'MA101');
    INSERT INTO leave_requests (roll_no) VALUES (1001);
    INSERT INTO leaves (leave_date, reason, roll_no, course_code, status, request_id)
      SELECT date '2027-01-04' + d, 'Old', roll_no, course_code, CASE WHEN d % 3 = 0 THEN 'accepted' ELSE 'pending' END, 1
      FROM enrollments, generate_series(0, 9) d;
  `);

  expect(await migrate(db)).toEqual([12]);
  expect(await pendingCounts()).toEqual([
    { course_code: 'CS101', kept: 12, counted: 12 },
    { course_code: 'MA101', kept: 6, counted: 6 },
  ]);

  // Statements of every kind, some touching both courses at once.
  await db.exec(`
    UPDATE leaves SET status = 'accepted' WHERE leave_id IN (SELECT leave_id FROM leaves WHERE status = 'pending' LIMIT 5);
    UPDATE leaves SET status = 'pending' WHERE status = 'accepted' AND roll_no = 1002;
    UPDATE leaves SET reason = 'Renamed';
    DELETE FROM leaves WHERE course_code = 'MA101' AND leave_date > date '2027-01-10';
    INSERT INTO leaves (leave_date, reason, roll_no, course_code, status, request_id)
      VALUES ('2027-03-01', 'New', 1001, 'CS101', 'pending', 1), ('2027-03-01', 'New', 1001, 'MA101', 'pending', 1);
  `);
  const counts = await pendingCounts();
  expect(counts.filter((course) => course.kept !== course.counted)).toEqual([]);
  expect(counts.map((course) => course.counted)).not.toEqual([12, 6]);

  await db.exec('TRUNCATE leaves CASCADE');
  expect(await pendingCounts()).toEqual([
    { course_code: 'CS101', kept: 0, counted: 0 },
    { course_code: 'MA101', kept: 0, counted: 0 },
  ]);
});
