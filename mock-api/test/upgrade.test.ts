/**
 * A data file written by the earlier mock API (plain passwords, leaves keyed by user_id, no
 * sessions) opens without losing anything: the passwords still sign in, and no password is
 * left in the file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/database';
import { jsonStorage } from '../src/jsonStorage';
import { ENDPOINTS, LiveHub, resolveSession } from '@leave/service';

const earlierFile = {
  users: [
    {
      user_id: 1001,
      role: 'student',
      passwd: 'student123',
      name: 'Aarav Sharma',
      branch: 'CS',
      stream: 'B.Tech',
      joining_year: 2024,
    },
    { user_id: 501, role: 'course instructor', passwd: 'teacher123', name: 'Dr. Meera Iyer', dept: 'CS' },
  ],
  courses: [
    {
      course_code: 'CS101',
      course_title: 'Intro',
      instructor_id: 501,
      semester_type: 'Autumn',
      semester_year: 2026,
      total_lectures: 40,
    },
  ],
  enrollments: [{ roll_no: 1001, course_code: 'CS101' }],
  leaves: [
    {
      leave_id: 7,
      leave_date: '2026-11-03',
      reason: 'Fever',
      user_id: 1001,
      user_role: 'student',
      status: 'accepted',
      course_code: 'CS101',
    },
  ],
};

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-mock-upgrade-'));
  file = path.join(dir, 'db.json');
  fs.writeFileSync(file, JSON.stringify(earlierFile));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('keeps every record, hashes the passwords and files each leave under its student', async () => {
  const store = jsonStorage(await openDatabase(file, '2026-11-25'));
  // The earlier file kept each leave as the API shows it: it must read back the same, each on a
  // lecture of its course (which has no timetable, so every date is one).
  expect(await store.leaves.ofStudent(1001)).toEqual(earlierFile.leaves.map((leave) => ({ ...leave, lecture: true })));
  expect(await store.enrolments.tallies(1001)).toEqual([
    {
      course_code: 'CS101',
      total_lectures: 40,
      leave_limit: 25,
      accepted_days: 1,
      pending_days: 0,
      // No roll was taken before the roll came.
      absent_days: 0,
      late_days: 0,
      attended_leave_days: 0,
      on_leave: 0,
    },
  ]);
  const written = fs.readFileSync(file, 'utf8');
  expect(written).not.toContain('student123');
  expect(written).not.toContain('"passwd"');
  expect(JSON.parse(written).users[0].password_hash).toMatch(/^scrypt\$/);
});

it("makes each earlier leave its own request, with the student's application as its history", async () => {
  const store = jsonStorage(await openDatabase(file, '2026-11-25'));
  const { items } = await store.leaves.page({ roll_no: 1001 }, { offset: 0, limit: 100 });
  expect(items).toHaveLength(earlierFile.leaves.length);
  for (const leave of items) {
    expect(leave.request_id).toBe(leave.leave_id);
    expect(leave.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'pending', actor_id: 1001, actor_role: 'student' }),
    ]);
  }
});

it('lets the upgraded users sign in with their passwords and keep a session', async () => {
  const store = jsonStorage(await openDatabase(file, '2026-11-25'));
  const verifyUser = ENDPOINTS.find((endpoint) => endpoint.path === '/userVerify')!;
  const answer = await verifyUser.handle({
    store,
    settings: {
      sessionTtlSeconds: 60,
      sessionIdleSeconds: 1800,
      sessionRequestsPerMinute: 100000,
      signIn: { maxFailures: 5, windowSeconds: 60 },
      instructorSignUp: true,
      authRequestsPerMinute: 120,
      signInEchoesPassword: false,
      adminTotpRequired: false,
      leavePolicy: { pastDays: 14, aheadDays: 180 },
      schoolTimeZone: 'UTC',
      schoolLocale: 'en-GB',
      documentRetentionDays: 30,
      documentSweepSeconds: 3600,
      rejectionReasonRequired: false,
    },
    session: null,
    sessionToken: undefined,
    deviceToken: undefined,
    cookies: {},
    body: { user_id: 501, passwd: 'teacher123', role: 'course instructor' },
    query: undefined,
    clientIp: '127.0.0.1',
    userAgent: undefined,
    live: new LiveHub(),
    lastEventId: undefined,
    files: [],
  });
  expect(answer.status).toBe(200);
  const token = answer.sessionCookie !== 'clear' ? answer.sessionCookie?.token : undefined;
  expect(await resolveSession(store, token)).toEqual({
    user_id: 501,
    role: 'course instructor',
    name: 'Dr. Meera Iyer',
  });
});
