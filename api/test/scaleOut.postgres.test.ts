/**
 * Two API instances on one PostgreSQL server (CONTRACT_TARGET=postgres only): sessions work on
 * either, racing decisions and adds are settled exactly once, secrets are stored hashed, and
 * every query path has an index.
 */
import pg from 'pg';
import { addDays } from '@leave/contract';
import type { Leave, LeavesResponse, StudentDataResponse } from '@leave/contract';
import { leavePercentage } from '@leave/domain';
import {
  demoLectureDates,
  demoTotalLectures,
  lectureAfter,
  lecturesFrom,
  mondayAfter,
  startBackend,
  suiteToday,
  target,
} from '@leave/test-kit';
import type { Reply, RunningBackend } from '@leave/test-kit';
import { ApiClient, leaveFor } from '@leave/test-kit';
import { openPostgres } from '../src/db/database';
import type { Queryable } from '../src/db/database';
import { NEAR_LIMIT, rosterWindow } from '../src/storage/courses';
import { COURSE_LEAVE_VERSION } from '../src/storage/keptReads';
import { auditPage } from '../src/storage/audit';
import { dayTallies } from '../src/storage/leaveTallies';
import { courseLeaveWindow, IS_AWAY, leavePage } from '../src/storage/leaves';
import { NOTIFICATION_PAGE, NOTIFICATIONS_AFTER } from '../src/storage/notifications';
import { ROLLS_OF_DAY } from '../src/storage/rolls';
import { CHANGED_CALENDARS, UNCHANGED_LECTURES } from '../src/storage/terms';
import {
  AUDIT_COUNT,
  ENROLMENT_DAYS,
  LEAVE_COUNTS,
  SCHOOL_COUNTS_OFF,
  SCHOOL_DAYS_OFF,
  WEEKS_OFF,
} from './support/leaveCounts';
import type { EnrolmentDays, LeaveCount } from './support/leaveCounts';

let backend: RunningBackend;
let sql: pg.Client;

beforeAll(async () => {
  if (target() !== 'postgres') throw new Error('this suite needs CONTRACT_TARGET=postgres');
  backend = await startBackend({ instances: 2 });
  sql = new pg.Client({ connectionString: backend.databaseUrl });
  await sql.connect();
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await backend?.stop();
});

const [A, B] = [0, 1];
const on = (instance: number) => new ApiClient(backend.urls[instance]!);

/**
 * The week (Monday to Friday) the racing-requests test below asks for in all its students' courses:
 * a later test that applies for one of them picks a day outside it.
 */
const RACE_WEEK = [0, 1, 2, 3, 4].map((day) => addDays(mondayAfter(84), day));

/**
 * A call of a burst, sent again while the API answers 503, as a client would. Two instances of ten
 * connections each take dozens of calls at once here; on a slow, loaded machine some wait longer
 * for a connection than the API allows (5 s) and are answered 503 with Retry-After, having changed
 * nothing. (Alone a burst test takes 2 s; in CI on a two-core machine three times slower than
 * usual, with the API niced beside the browser tests, one passed 60 s, hence their limit of
 * 180 s: a hang still fails.)
 */
async function whileBusy(send: () => Promise<Reply>): Promise<Reply> {
  const reply = await send();
  if (reply.status !== 503) return reply;
  await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
  return whileBusy(send);
}

it('a session created on one instance works on the other', async () => {
  const browser = await on(A).signIn(1001, 'student123', 'student');
  const elsewhere = await fetch(`${backend.urls[B]}/studentData?user_id=1001`, {
    headers: { Cookie: browser.sessionCookie! },
  });
  expect(elsewhere.status).toBe(200);
});

/** A read of the student's data on `instance` with `cookie`: its status. */
const readOn = async (instance: number, cookie: string, userId: number) =>
  (await fetch(`${backend.urls[instance]}/studentData?user_id=${userId}`, { headers: { Cookie: cookie } })).status;

/**
 * The session ended elsewhere is refused on `instance` within a second: the other instance hears
 * of it by a PostgreSQL notification, sent with the change but delivered a moment later (a few
 * milliseconds; under a loaded machine's scheduling a read can come first). Resolves to the
 * status that ended the wait.
 */
async function refusedSoonOn(instance: number, cookie: string, userId: number) {
  const deadline = Date.now() + 1_000;
  let status = await readOn(instance, cookie, userId);
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await readOn(instance, cookie, userId);
  }
  return status;
}

describe('each instance remembers who is signed in, and forgets within a second what another ended', () => {
  it('a sign-out on one instance is refused on the other within a second', async () => {
    const browser = await on(A).signIn(1003, 'student123', 'student');
    const cookie = browser.sessionCookie!;
    // Read twice on B: the second is answered from what B remembers.
    expect([await readOn(B, cookie, 1003), await readOn(B, cookie, 1003)]).toEqual([200, 200]);
    expect((await browser.post('/logout', {})).status).toBe(200);
    expect(await refusedSoonOn(B, cookie, 1003)).toBe(401);
  });

  it("a deactivation on one instance ends the user's sessions on the other within a second", async () => {
    const browser = await on(A).signIn(1004, 'student123', 'student');
    const cookie = browser.sessionCookie!;
    expect([await readOn(B, cookie, 1004), await readOn(B, cookie, 1004)]).toEqual([200, 200]);
    const admin = await on(A).signIn(1, 'admin123', 'admin');
    expect((await admin.post('/setAccountActive', { role: 'student', user_id: 1004, active: false })).status).toBe(200);
    try {
      expect(await refusedSoonOn(B, cookie, 1004)).toBe(401);
    } finally {
      // The later tests sign in as 1004.
      expect((await admin.post('/setAccountActive', { role: 'student', user_id: 1004, active: true })).status).toBe(
        200,
      );
    }
  });

  it('with its listening connection cut, an instance still refuses a session ended elsewhere', async () => {
    const browser = await on(A).signIn(1005, 'student123', 'student');
    const cookie = browser.sessionCookie!;
    expect([await readOn(B, cookie, 1005), await readOn(B, cookie, 1005)]).toEqual([200, 200]);
    const cut = await sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
    );
    expect(cut.rowCount).toBeGreaterThanOrEqual(4); // two channels on each of two instances
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await browser.post('/logout', {})).status).toBe(200);
    expect(await refusedSoonOn(B, cookie, 1005)).toBe(401);
  });
});

it('stores passwords as salted scrypt hashes and sessions as token hashes', async () => {
  const browser = await on(A).signIn(1002, 'student123', 'student');
  const users = await sql.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE role = 'student'`);
  const hashes = users.rows.map((row) => row.password_hash);
  expect(hashes.every((hash) => hash.startsWith('scrypt$') && !hash.includes('student123'))).toBe(true);
  expect(new Set(hashes).size).toBe(hashes.length); // same password, different salts
  const token = browser.sessionCookie!.split('=')[1]!;
  const sessions = await sql.query('SELECT 1 FROM sessions WHERE token_hash = $1', [token]);
  expect(sessions.rowCount).toBe(0);
});

it('racing approve and reject calls across both instances decide each leave exactly once', async () => {
  const students = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008];
  const leaveIds: number[] = [];
  for (const [index, rollNo] of students.entries()) {
    const student = await on(index % 2).signIn(rollNo, 'student123', 'student');
    for (const day of lecturesFrom('CS101', 10, 3)) {
      const added = await student.post('/addLeave', {
        reason: 'Race',
        course_code: 'CS101',
        leave_date: day,
        user_id: rollNo,
        user_role: 'student',
      });
      expect(added.status).toBe(200);
    }
  }
  const instructors = [
    await on(A).signIn(501, 'teacher123', 'course instructor'),
    await on(B).signIn(501, 'teacher123', 'course instructor'),
  ];
  const all = await instructors[0]!.get<{ leaveData: Leave[] }>('/getLeaves?course_code=CS101');
  for (const leave of all.body.leaveData) if (leave.reason === 'Race') leaveIds.push(leave.leave_id);
  expect(leaveIds).toHaveLength(24);

  // Six decisions per leave, half approve and half reject, spread over both instances, all at once.
  const calls = leaveIds.flatMap((leaveId) =>
    Array.from({ length: 6 }, (_, i) => ({ leaveId, path: i % 2 ? '/approveLeave' : '/rejectLeave', via: i % 2 })),
  );
  // A 503 has decided nothing, so it is sent again; a decision answered 503 though stored would
  // leave its leave with no 200 (service/src/leaveActions.ts reads the answer in its transaction).
  const replies = await Promise.all(
    calls.map(async (call) => ({
      ...call,
      status: (await whileBusy(() => instructors[call.via]!.post(call.path, { leave_id: call.leaveId }))).status,
    })),
  );

  const after = await instructors[1]!.get<{ leaveData: Leave[] }>('/getLeaves?course_code=CS101');
  for (const leaveId of leaveIds) {
    const mine = replies.filter((r) => r.leaveId === leaveId);
    const winners = mine.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(mine.filter((r) => r.status === 409)).toHaveLength(5);
    const final = after.body.leaveData.find((l) => l.leave_id === leaveId)!.status;
    expect(final).toBe(winners[0]!.path === '/approveLeave' ? 'accepted' : 'rejected');
  }

  // Every student's percentage equals a recount of their accepted CS101 leave over its lectures.
  for (const rollNo of students) {
    const accepted = after.body.leaveData.filter((l) => l.user_id === rollNo && l.status === 'accepted').length;
    const student = await on(B).signIn(rollNo, 'student123', 'student');
    const data = await student.get<StudentDataResponse>(`/studentData?user_id=${rollNo}`);
    const cs101 = data.body.enrollmentData.find((e) => e.course_code === 'CS101')!;
    expect(cs101.leave_percentage).toBe(leavePercentage(accepted, demoTotalLectures('CS101')));
  }
}, 180_000);

it('two adds of the same date and course on two instances: one succeeds, the other gets 409', async () => {
  const onA = await on(A).signIn(1007, 'student123', 'student');
  const onB = await on(B).signIn(1007, 'student123', 'student');
  const date = lectureAfter('MA101', 15);
  const body = { reason: 'Twice', course_code: 'MA101', leave_date: date, user_id: 1007, user_role: 'student' };
  const statuses = (await Promise.all([onA.post('/addLeave', body), onB.post('/addLeave', body)]))
    .map((reply) => reply.status)
    .sort();
  expect(statuses).toEqual([200, 409]);
  const stored = await sql.query(`SELECT 1 FROM leaves WHERE roll_no = 1007 AND leave_date = $1`, [date]);
  expect(stored.rowCount).toBe(1);
});

it('a withdraw racing an approve on two instances: exactly one wins, the other gets 409, the history has one move', async () => {
  const student = await on(A).signIn(1008, 'student123', 'student');
  const instructor = await on(B).signIn(501, 'teacher123', 'course instructor');
  for (const date of lecturesFrom('CS101', 20, 10)) {
    const add = { reason: 'Race', course_code: 'CS101', leave_date: date, user_id: 1008, user_role: 'student' };
    expect((await student.post('/addLeave', add)).status).toBe(200);
    const { rows } = await sql.query<{ leave_id: number }>(
      `SELECT leave_id FROM leaves WHERE roll_no = 1008 AND leave_date = $1 AND status = 'pending'`,
      [date],
    );
    const leaveId = rows[0]!.leave_id;
    const [withdraw, approve] = await Promise.all([
      student.post('/withdrawLeave', { leave_id: leaveId }),
      instructor.post('/approveLeave', { leave_id: leaveId }),
    ]);
    expect([withdraw.status, approve.status].sort()).toEqual([200, 409]);
    const stored = await sql.query<{ status: string }>('SELECT status FROM leaves WHERE leave_id = $1', [leaveId]);
    expect(stored.rows[0]!.status).toBe(withdraw.status === 200 ? 'withdrawn' : 'accepted');
    const events = await sql.query('SELECT 1 FROM leave_events WHERE leave_id = $1', [leaveId]);
    expect(events.rowCount).toBe(2);
  }
}, 60_000);

it("keeps each course's count of leave in each status and each enrolment's days exact, without deadlocks, through requests, withdrawals and decisions racing on two instances", async () => {
  // Five students ask for a week in all their courses, each naming them in another order, while
  // they withdraw leave in that week and their instructors decide the courses' pending leave.
  const courseOrders: Record<number, string[]> = {
    1004: ['MA101', 'CS101', 'CS201'],
    1005: ['CS201', 'MA101', 'CS101'],
    1006: ['MA201', 'CS101', 'MA101'],
    1007: ['CS101', 'MA201', 'MA101'],
    1001: ['MA201', 'CS201', 'CS101'],
  };
  const week = RACE_WEEK;
  /** A course's lectures in that week: what a request for the week applies. */
  const lecturesInWeek = (code: string) =>
    demoLectureDates(code).filter((date) => date >= week[0]! && date <= week[4]!);
  const students = await Promise.all(
    Object.keys(courseOrders).map(async (roll, index) => ({
      rollNo: Number(roll),
      client: await on(index % 2).signIn(Number(roll), 'student123', 'student'),
    })),
  );
  // Leave of their own in that week, to withdraw while the week is asked for.
  for (const { rollNo, client } of students) {
    for (const leave_date of lecturesInWeek(courseOrders[rollNo]![1]!).slice(0, 2)) {
      const add = { reason: 'Held', course_code: courseOrders[rollNo]![1], leave_date, user_id: rollNo };
      expect((await client.post('/addLeave', { ...add, user_role: 'student' })).status).toBe(200);
    }
  }
  const held = await sql.query<{ leave_id: number; roll_no: number }>(
    `SELECT leave_id, roll_no FROM leaves WHERE reason = 'Held' AND status = 'pending'`,
  );
  const undecided = await sql.query<{ leave_id: number; instructor_id: number }>(
    `SELECT l.leave_id, c.instructor_id FROM leaves l JOIN courses c ON c.course_code = l.course_code
     WHERE l.status = 'pending' AND l.reason <> 'Held'`,
  );
  expect(undecided.rowCount).toBeGreaterThan(0);
  const instructors = {
    501: [
      await on(A).signIn(501, 'teacher123', 'course instructor'),
      await on(B).signIn(501, 'teacher123', 'course instructor'),
    ],
    502: [
      await on(A).signIn(502, 'teacher123', 'course instructor'),
      await on(B).signIn(502, 'teacher123', 'course instructor'),
    ],
  } as Record<number, ApiClient[]>;

  const replies = await Promise.all([
    ...students.map(({ rollNo, client }) =>
      whileBusy(() =>
        client.post('/applyLeave', {
          user_id: rollNo,
          user_role: 'student',
          reason: 'Week',
          from_date: week[0],
          to_date: week[4],
          course_codes: courseOrders[rollNo],
        }),
      ),
    ),
    ...held.rows.map(({ leave_id, roll_no }) =>
      whileBusy(() => students.find((s) => s.rollNo === roll_no)!.client.post('/withdrawLeave', { leave_id })),
    ),
    ...undecided.rows.map(({ leave_id, instructor_id }, i) =>
      whileBusy(() => instructors[instructor_id]![i % 2]!.post(i % 3 ? '/approveLeave' : '/rejectLeave', { leave_id })),
    ),
  ]);

  expect(replies.map((reply) => reply.status).filter((status) => status >= 300)).toEqual([]);
  const counts = (await sql.query<LeaveCount>(LEAVE_COUNTS)).rows;
  expect(counts.filter((c) => c.kept !== c.counted)).toEqual([]);
  expect((await sql.query(SCHOOL_COUNTS_OFF)).rows).toEqual([]);
  expect((await sql.query(SCHOOL_DAYS_OFF)).rows).toEqual([]);
  expect((await sql.query(WEEKS_OFF)).rows).toEqual([]);
  const audited = (await sql.query<{ kept: number; counted: number }>(AUDIT_COUNT)).rows[0]!;
  expect(audited.kept).toBe(audited.counted);
  const days = (await sql.query<EnrolmentDays>(ENROLMENT_DAYS)).rows;
  expect(days.filter((e) => e.kept.join() !== e.counted.join())).toEqual([]);
  expect(days.some((e) => e.kept[0] > 0) && days.some((e) => e.kept[1] > 0)).toBe(true);
  // The requests went in: each student's lectures that week in their 3 courses, less the 2 held
  // dates still pending if a withdrawal had not yet landed.
  const asked = Object.values(courseOrders).reduce(
    (sum, codes) => sum + codes.reduce((lectures, code) => lectures + lecturesInWeek(code).length, 0) - 2,
    0,
  );
  const pending = counts.filter((c) => c.status === 'pending');
  expect(pending.reduce((sum, c) => sum + c.counted, 0)).toBeGreaterThanOrEqual(asked);
}, 180_000);

/**
 * PostgreSQL's plan for `query` with table scans (and, if asked, sorts) priced out, as the planner
 * would choose at scale, where they cost far more than at demo size.
 */
async function planAtScale(query: string, { sorts = true } = {}): Promise<string> {
  await sql.query('SET enable_seqscan = off');
  if (!sorts) await sql.query('SET enable_sort = off');
  try {
    return (await sql.query(`EXPLAIN ${query}`)).rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await sql.query('RESET enable_seqscan');
    await sql.query('RESET enable_sort');
  }
}

it.each([
  ['a student’s leaves', `SELECT * FROM leaves WHERE roll_no = 1001`],
  ['a course’s leaves', `SELECT * FROM leaves WHERE course_code = 'CS101'`],
  ['a course’s enrolments', `SELECT * FROM enrollments WHERE course_code = 'CS101'`],
  ['a student’s enrolments', `SELECT * FROM enrollments WHERE roll_no = 1001`],
  ['an instructor’s courses', `SELECT * FROM courses WHERE instructor_id = 501`],
  ['a session', `SELECT * FROM sessions WHERE token_hash = 'x'`],
  ['a user', `SELECT * FROM users WHERE role = 'student' AND user_id = 1001`],
  ['a leave’s history', `SELECT * FROM leave_events WHERE leave_id = 1`],
  ['a request’s leaves', `SELECT * FROM leaves WHERE request_id = 1`],
  ['a student’s leave on a date', `SELECT * FROM leaves WHERE roll_no = 1001 AND leave_date = '2027-01-01'`],
  [
    'a user’s notifications, newest first',
    `SELECT * FROM notifications WHERE role = 'student' AND user_id = 1001 ORDER BY notification_id DESC LIMIT 50`,
  ],
  [
    'what a live stream has not sent',
    `SELECT * FROM notifications WHERE role = 'student' AND user_id = 1001 AND notification_id > 5 ORDER BY notification_id LIMIT 100`,
  ],
  ['a calendar address', `SELECT * FROM calendar_feeds WHERE token_hash = 'x'`],
  // The charts' days (api/src/storage/leaveTallies.ts), each a range of an index on the date.
  [
    'a student’s weeks of leave for My Progress',
    `SELECT l.course_code, l.leave_date, l.status, l.counted, count(*) FROM leaves l
     WHERE l.roll_no = 1001 AND l.leave_date BETWEEN '2026-09-01' AND '2027-06-30'
       AND l.status IN ('accepted', 'pending') AND l.lecture GROUP BY 1, 2, 3, 4`,
  ],
  [
    'a student’s counted leave before a chart’s weeks',
    `SELECT l.course_code, count(*) FROM leaves l WHERE l.roll_no = 1001 AND l.leave_date < '2026-09-01'
       AND l.status = 'accepted' AND l.counted AND l.lecture GROUP BY 1`,
  ],
  [
    'an instructor’s courses’ weeks of absences',
    `SELECT l.course_code, l.leave_date, l.status, l.counted, count(*) FROM leaves l
     WHERE l.course_code = ANY('{CS101,CS201}'::text[]) AND l.leave_date BETWEEN '2026-09-01' AND '2027-06-30'
       AND l.status IN ('accepted', 'pending') AND l.lecture GROUP BY 1, 2, 3, 4`,
  ],
  [
    'every leave of a chart’s weeks, by status',
    `SELECT l.course_code, l.leave_date, l.status, l.counted, count(*) FROM leaves l
     WHERE l.leave_date BETWEEN '2026-09-01' AND '2027-06-30'
       AND l.status IN ('pending', 'accepted', 'rejected', 'withdrawn', 'cancelled') AND l.lecture
     GROUP BY 1, 2, 3, 4`,
  ],
])('reads %s through an index, not a table scan', async (_what, query) => {
  const plan = await planAtScale(query);
  expect(plan).not.toMatch(/Seq Scan/);
  expect(plan).toMatch(/Index|Bitmap/);
});

it.each([
  [
    "a course's students",
    `SELECT count(*) FROM enrollments WHERE course_code = 'CS101' AND removed_at IS NULL`,
    // Any kept order's index of a course's active enrolments (accepted days, lectures missed, days
    // missed of every kind: migration 38's, for the overview's students near their limit).
    /enrollments_by_(accepted_days|missed|days_missed)/,
  ],
])('counts %s from index entries alone', async (_what, query, index) => {
  const plan = await planAtScale(query);
  expect(plan).toMatch(new RegExp(`Index Only Scan using ${index.source}`));
});

it('counts a month of the absence calendar from index entries alone, without reading each leave', async () => {
  const plan = await planAtScale(
    `SELECT leave_date, count(*) FILTER (WHERE status = 'accepted'), count(*) FILTER (WHERE status = 'pending')
     FROM leaves l WHERE course_code = 'CS101' AND leave_date BETWEEN '2025-03-01' AND '2025-03-31' AND ${IS_AWAY}
     GROUP BY leave_date ORDER BY leave_date`,
  );
  expect(plan).toMatch(/Index Only Scan using leaves_away_by_course/);
  expect(plan).not.toMatch(/Filter/);
});

it.each([
  ['a page of a recipient’s notifications, newest first (the bell’s call)', NOTIFICATION_PAGE, "'0', '1'"],
  ['what a live stream has not sent', NOTIFICATIONS_AFTER, "'5', '100'"],
])('reads %s in the order of the recipient’s index, instead of sorting all of theirs', async (_what, query, rest) => {
  const plan = await planAtScale(
    query
      .replace('$1', "'course instructor'")
      .replace('$2', '501')
      .replace('$3', rest.split(', ')[0]!)
      .replace('$4', rest.split(', ')[1]!),
    { sorts: false },
  );
  expect(plan).toMatch(/Index Scan( Backward)? using notifications_by_recipient/);
  expect(plan).not.toMatch(/Sort/);
});

it('reads a day’s page of who is away in roll number order from an index, instead of sorting the day', async () => {
  const plan = await planAtScale(
    `SELECT roll_no, status FROM leaves l WHERE course_code = 'CS101' AND leave_date = '2025-03-06' AND ${IS_AWAY}
     ORDER BY roll_no LIMIT 50`,
    { sorts: false },
  );
  expect(plan).toMatch(/Index Only Scan using leaves_away_by_course/);
  expect(plan).not.toMatch(/Sort/);
});

it('finds the removed enrolments a leave list marks through their own index, not by reading every enrolment', async () => {
  const plan = await planAtScale(`SELECT roll_no, course_code FROM enrollments WHERE removed_at IS NOT NULL`);
  expect(plan).toMatch(/enrollments_removed/);
});

it('reads a page of a course’s roster, most accepted days first, from the head of an index instead of sorting the course', async () => {
  const plan = await planAtScale(
    `SELECT roll_no FROM enrollments WHERE course_code = 'CS101' AND removed_at IS NULL
     ORDER BY accepted_days DESC, roll_no LIMIT 50`,
    { sorts: false },
  );
  expect(plan).toMatch(/Index (Only )?Scan using enrollments_by_accepted_days/);
  expect(plan).not.toMatch(/Sort/);
});

it("reads the Overview's enrolments near their limit from the rows of their own index, not course by course", async () => {
  // Course by course, a university's 404 courses were each a range of an index, for a handful of rows.
  const plan = await planAtScale(NEAR_LIMIT);
  expect(plan).toMatch(/Index (Only )?Scan (using|on) enrollments_near_limit/);
  expect(plan).not.toMatch(/Seq Scan/);
  expect(plan).not.toMatch(/ on courses/);
});

/** The tables `plan` (EXPLAIN's JSON) reads other than by a key or a range of one: a scan without a condition on its index. */
function readWhole(plan: PlanNode): string[] {
  const here =
    plan['Relation Name'] && !plan['Index Cond'] && !plan['Recheck Cond']
      ? [`${plan['Node Type']} on ${plan['Relation Name']}`]
      : [];
  return [...here, ...(plan.Plans ?? []).flatMap(readWhole)];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

it.each([
  ['the courses lecturing by timetable alone, from the terms’ kept counts by weekday', UNCHANGED_LECTURES],
  ['the calendars of the courses with a change that day', CHANGED_CALENDARS],
])("reads a day's lectures for the Overview by key: %s", async (_what, query) => {
  await sql.query('SET enable_seqscan = off');
  try {
    const { rows } = await sql.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `EXPLAIN (FORMAT JSON) ${query.replace(/\$1/g, `'${lectureAfter('CS101', 3)}'`)}`,
    );
    expect(readWhole(rows[0]!['QUERY PLAN'][0]!.Plan)).toEqual([]);
  } finally {
    await sql.query('RESET enable_seqscan');
  }
});

it("plans Absences by Week's days of the instructor's courses by the courses' key whoever asks and whatever the window, not through every course's days", async () => {
  // PGlite keeps every plan, a server its generic plan after five calls: planned for a window it
  // cannot see, an index by date first read every course's days of a university's term (83,797
  // entries for 591). The store's own statement, as it sends it.
  let sent = { text: '', params: [] as unknown[] };
  const recording: Queryable = {
    query: async <T>(text: string, params: unknown[] = []) => ((sent = { text, params }), [] as T[]),
    exec: async () => undefined,
  };
  await dayTallies(
    recording,
    { statuses: ['accepted', 'pending'], course_codes: ['CS101', 'CS201'] },
    '2026-09-01',
    '2027-06-18',
  );
  await sql.query(`PREPARE absences_by_week AS ${sent.text}`);
  await sql.query('SET plan_cache_mode = force_generic_plan');
  try {
    const values = sent.params.map((value) => (Array.isArray(value) ? `'{${value.join(',')}}'` : `'${String(value)}'`));
    const plan = await planAtScale(`EXECUTE absences_by_week(${values.join(', ')})`);
    // The whole weeks kept (migration 44) and the days of the weeks the window cuts, each by the courses' key.
    expect(plan).toMatch(/Index (Only )?Scan using course_week_counts_pkey/);
    expect(plan).toMatch(/Index (Only )?Scan using course_day_counts_pkey/);
    expect(plan).toMatch(/Index Cond: \(\(course_code = ANY/);
    expect(plan).not.toMatch(/course_day_counts_by_date/);
  } finally {
    await sql.query('RESET plan_cache_mode');
    await sql.query('DEALLOCATE absences_by_week');
  }
});

it('reads the count of a course’s pending leave from its kept rows, not by counting its pending entries', async () => {
  const plan = await planAtScale(
    courseLeaveWindow('pending')
      .replace(/\$1/g, "'CS101'")
      .replace(/\$2/g, "'pending'")
      .replace(/\$[34]/g, '2'),
  );
  // The sum of the course's parts, found by the table's key (a bitmap scan at demo size).
  expect(plan).toMatch(/(Bitmap Index Scan on|Index Scan using) course_leave_counts_pkey/);
  expect(plan).not.toMatch(/Index Only Scan using leaves_pending/);
});

it('plans a page of a course’s pending leave alike whatever its window, so PostgreSQL keeps one plan instead of planning every call', async () => {
  // PostgreSQL keeps a generic plan only when it costs no more than the plans made for the values
  // given; a window the planner can see (offset 0, a few rows) always looked cheaper at scale.
  await sql.query(`PREPARE pending_window(text, text, int, int) AS ${courseLeaveWindow('pending')}`);
  await sql.query('SET plan_cache_mode = force_custom_plan');
  const costOf = async (offset: number, limit: number) => {
    const { rows } = await sql.query<{ 'QUERY PLAN': Array<{ Plan: { 'Total Cost': number } }> }>(
      `EXPLAIN (FORMAT JSON) EXECUTE pending_window('CS101', 'pending', ${offset}, ${limit})`,
    );
    return rows[0]!['QUERY PLAN'][0]!.Plan['Total Cost'];
  };
  try {
    expect(await costOf(4000, 50)).toBe(await costOf(0, 2));
  } finally {
    await sql.query('RESET plan_cache_mode');
    await sql.query('DEALLOCATE pending_window');
  }
});

/** The planner's total cost of prepared statement `sql` for each of `calls` (its arguments), each planned for its values. */
async function costsOf(sql_: string, calls: string[]): Promise<number[]> {
  await sql.query(`PREPARE costed AS ${sql_}`);
  await sql.query('SET plan_cache_mode = force_custom_plan');
  try {
    const costs: number[] = [];
    for (const args of calls) {
      const { rows } = await sql.query<{ 'QUERY PLAN': Array<{ Plan: { 'Total Cost': number } }> }>(
        `EXPLAIN (FORMAT JSON) EXECUTE costed(${args})`,
      );
      costs.push(rows[0]!['QUERY PLAN'][0]!.Plan['Total Cost']);
    }
    return costs;
  } finally {
    await sql.query('RESET plan_cache_mode');
    await sql.query('DEALLOCATE costed');
  }
}

it.each([
  ['all leave', leavePage({}).sql, ['0, 50', '4000, 2']],
  [
    "a course's roster, at risk first",
    rosterWindow('most accepted days'),
    ["'CS101', 0, 50, '2026-11-25'", "'CS102', 4000, 2, '2026-11-25'"],
  ],
])(
  'plans a page of %s alike whoever asks and whatever its window, so PostgreSQL keeps one plan',
  async (_what, query, calls) => {
    const [first, second] = await costsOf(query, calls);
    expect(second).toBe(first);
  },
);

it("plans the Overview's rolls of a day alike whatever the day, so PostgreSQL keeps one plan", async () => {
  // Today, past the last roll taken, looked cheaper than any kept plan: a university's server
  // planned it on every call (0.5 ms) for a statement that runs in 0.1. A term of two hundred
  // courses' rolls in the statistics, as a university's, for a plan made for a day to cost differently.
  await sql.query('BEGIN');
  try {
    await sql.query(
      `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures)
       SELECT 'ROLL' || i, 'Rolls ' || i, 501, 'Odd', 2020, 40 FROM generate_series(1, 200) i`,
    );
    await sql.query(
      `INSERT INTO lecture_rolls (course_code, lecture_date, taken_by_role, taken_by_id)
       SELECT c.course_code, DATE '2021-01-01' + i, 'course instructor', 501
       FROM courses c, generate_series(0, 59) i WHERE c.course_code LIKE 'ROLL%'`,
    );
    await sql.query('ANALYZE lecture_rolls');
    const [today, dayOfRolls] = await costsOf(ROLLS_OF_DAY, [`'${suiteToday()}'`, "'2021-03-01'"]);
    expect(dayOfRolls).toBe(today);
  } finally {
    await sql.query('ROLLBACK');
    await sql.query('ANALYZE lecture_rolls');
  }
});

it("plans a page of an instructor's History alike whoever asks and whatever its window, so PostgreSQL keeps one plan", async () => {
  // An instructor of sixty courses in the statistics, so that a plan made for a visible instructor would cost differently.
  await sql.query('BEGIN');
  try {
    await sql.query(
      `INSERT INTO users (role, user_id, name, password_hash, dept)
       SELECT role, 650, 'Busy Instructor', password_hash, dept FROM users WHERE role = 'course instructor' AND user_id = 501`,
    );
    await sql.query(
      `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures)
       SELECT 'BUSY' || i, 'Busy course ' || i, 650, 'Odd', 2026, 40 FROM generate_series(1, 60) i`,
    );
    await sql.query('ANALYZE courses');
    const history = leavePage({ instructor_id: 501, excludeStatuses: ['pending'] }).sql;
    const [first, second] = await costsOf(history, ["501, '{pending}', 0, 50", "650, '{pending}', 4000, 2"]);
    expect(second).toBe(first);
  } finally {
    await sql.query('ROLLBACK');
  }
});

it('runs the API’s statements without parallel workers or JIT compilation, which cost milliseconds a call takes in a fraction of one', async () => {
  // A generic plan for all leave, costed for a tenth of a million rows, passed JIT's threshold:
  // compiling it took 140 ms of a read that takes 0.4.
  const db = await openPostgres(backend.databaseUrl!);
  try {
    expect(await db.query('SHOW jit')).toEqual([{ jit: 'off' }]);
    expect(await db.query('SHOW max_parallel_workers_per_gather')).toEqual([{ max_parallel_workers_per_gather: '0' }]);
  } finally {
    await db.close();
  }
});

it('pages all leave newest first from the date index, without sorting every leave', async () => {
  // Sorts priced out too: at demo size sorting a dozen leaves is cheaper than any index, and chosen.
  const plan = await planAtScale(
    `SELECT l.leave_id, s.name FROM leaves l
      JOIN users s ON s.role = 'student' AND s.user_id = l.roll_no JOIN courses c ON c.course_code = l.course_code
      ORDER BY l.leave_date DESC, l.leave_id DESC OFFSET 0 LIMIT 50`,
    { sorts: false },
  );
  expect(plan).toMatch(/Index Scan Backward using leaves_by_date/);
  expect(plan).not.toMatch(/Sort/);
});

it("pages an instructor's History from each of the instructor's courses newest first, not from all leave", async () => {
  // Walking all leave newest first for the instructor's read 3,400 rows for a page of 20 at a university's scale.
  const history = leavePage({ instructor_id: 501, excludeStatuses: ['pending'] }).sql;
  await sql.query(`PREPARE history_page AS ${history}`);
  try {
    const plan = await planAtScale(`EXECUTE history_page(501, '{pending}', 0, 20)`);
    expect(plan).toMatch(/Index Scan Backward using leaves_by_course on leaves/);
    expect(plan).not.toMatch(/leaves_by_date/);
  } finally {
    await sql.query('DEALLOCATE history_page');
  }
});

it('pages the audit trail newest first from its key, not by sorting every event', async () => {
  // With the columns in the same SELECT, a university's trail was sorted whole for each page (690 ms).
  const plan = await planAtScale(`${auditPage('', 0).replace('$1', '0').replace('$2', '20')}`);
  expect(plan).toMatch(/Index Scan Backward using audit_events_pkey/);
  expect(plan).not.toMatch(/Seq Scan on audit_events/);
});

describe("reads of a course's leave that an instance keeps (storage/keptReads.ts)", () => {
  const PENDING = '/getLeaves?course_code=CS101&status=pending&page_size=100';
  /** CS101's pending leave as the database holds it, in the page's order. */
  const held = async () =>
    (
      await sql.query<{ leave_id: number }>(
        `SELECT leave_id FROM leaves WHERE course_code = 'CS101' AND status = 'pending'
         ORDER BY leave_date, leave_id LIMIT 100`,
      )
    ).rows.map((row) => row.leave_id);
  const version = async () =>
    (
      await sql.query<{ version: string }>(`SELECT v.version FROM courses c, LATERAL (${COURSE_LEAVE_VERSION}) v
       WHERE c.course_code = 'CS101'`)
    ).rows[0]!.version;

  it('is read again on one instance once the other changes the course’s leave, a student’s accepted days or the course', async () => {
    const [instructorA, instructorB] = [
      await on(A).signIn(501, 'teacher123', 'course instructor'),
      await on(B).signIn(501, 'teacher123', 'course instructor'),
    ];
    const admin = await on(B).signIn(1, 'admin123', 'admin');
    const student = await on(B).signIn(1008, 'student123', 'student');
    const pageOnA = async () => (await instructorA.get<LeavesResponse>(PENDING)).body.leaveData;
    const rowOnA = async (leaveId: number) => (await pageOnA()).find((leave) => leave.leave_id === leaveId);
    const apply = async (leave_date: string) => {
      const added = await student.post('/addLeave', { ...leaveFor(1008, leave_date), reason: 'Kept page' });
      expect(added.status).toBe(200);
      const row = (
        await sql.query<{ leave_id: number }>(
          `SELECT leave_id FROM leaves WHERE roll_no = 1008 AND course_code = 'CS101' AND leave_date = $1 AND reason = 'Kept page'`,
          [leave_date],
        )
      ).rows[0]!;
      return row.leave_id;
    };

    await pageOnA();
    const first = await apply(lectureAfter('CS101', 30));
    // The term's first lecture, so that it is on the first page whatever the tests before have added.
    const second = await apply(demoLectureDates('CS101')[0]!);
    expect((await pageOnA()).map((leave) => leave.leave_id)).toEqual(await held());
    const before = (await rowOnA(second))!.if_approved!.percentage_before;

    const approved = await instructorB.post('/approveLeave', { leave_id: first });
    expect(approved.status).toBe(200);
    expect((await pageOnA()).map((leave) => leave.leave_id)).toEqual(await held());
    expect((await rowOnA(second))!.if_approved!.percentage_before).toBeGreaterThan(before);

    // Only the accepted and rejected counts change: the pending list's rows stay, their days do not.
    const revoked = await instructorB.post('/revokeLeave', { leave_id: first, comment: 'Kept page' });
    expect(revoked.status).toBe(200);
    expect((await rowOnA(second))!.if_approved!.percentage_before).toBe(before);

    const { leave_limit } = (
      await sql.query<{ leave_limit: number }>(`SELECT leave_limit FROM courses WHERE course_code = 'CS101'`)
    ).rows[0]!;
    expect((await admin.post('/setLeaveLimit', { courseCode: 'CS101', leaveLimit: 1 })).status).toBe(200);
    expect((await rowOnA(second))!.if_approved!.crosses_limit).toBe(true);
    expect((await admin.post('/setLeaveLimit', { courseCode: 'CS101', leaveLimit: leave_limit })).status).toBe(200);
  }, 30_000);

  it("is read again once a student's name is put right in SQL", async () => {
    const instructor = await on(A).signIn(501, 'teacher123', 'course instructor');
    const student = await on(B).signIn(1002, 'student123', 'student');
    // The term's second lecture, so that it is on the first page.
    expect((await student.post('/addLeave', leaveFor(1002, demoLectureDates('CS101')[1]!))).status).toBe(200);
    const nameOf1002 = async () =>
      (await instructor.get<LeavesResponse>(PENDING)).body.leaveData.find((leave) => leave.user_id === 1002)
        ?.student_name;
    const before = await nameOf1002();
    expect(before).toEqual(expect.any(String));
    await sql.query(`UPDATE users SET name = name || ' Jr' WHERE role = 'student' AND user_id = 1002`);
    try {
      expect(await nameOf1002()).toBe(`${before} Jr`);
    } finally {
      await sql.query(`UPDATE users SET name = $1 WHERE role = 'student' AND user_id = 1002`, [before]);
    }
    expect(await nameOf1002()).toBe(before);
  });

  it('counts a change of a part whose count stays the same, and none for a row written as it was', async () => {
    const instructor = await on(A).signIn(501, 'teacher123', 'course instructor');
    const student = await on(B).signIn(1005, 'student123', 'student');
    // Nine leaves: two of them fall in one of the eight parts.
    for (const day of lecturesFrom('CS101', 50, 9)) {
      expect((await student.post('/addLeave', { ...leaveFor(1005, day), reason: 'Same part' })).status).toBe(200);
    }
    const ids = (
      await sql.query<{ leave_id: number }>(
        `SELECT leave_id FROM leaves WHERE roll_no = 1005 AND reason = 'Same part' ORDER BY leave_id`,
      )
    ).rows.map((row) => row.leave_id);
    const [approved, pending] = ids.filter((id, _, all) => all.filter((other) => other % 8 === id % 8).length > 1);
    expect((await instructor.post('/approveLeave', { leave_id: approved })).status).toBe(200);
    await instructor.get(PENDING);

    const unchanged = await version();
    await sql.query(`UPDATE leaves SET status = status WHERE leave_id = $1`, [pending]);
    expect(await version()).toBe(unchanged);

    await sql.query(
      `UPDATE leaves SET status = CASE WHEN leave_id = $1 THEN 'pending' ELSE 'accepted' END WHERE leave_id IN ($1, $2)`,
      [approved, pending],
    );
    expect(await version()).not.toBe(unchanged);
    const page = (await instructor.get<LeavesResponse>(PENDING)).body.leaveData.map((leave) => leave.leave_id);
    expect(page).toEqual(await held());
    expect(page).toContain(approved);
    expect(page).not.toContain(pending);
  }, 30_000);
  it("reads a month of absences and a day's absentees again on one instance once the other changes the course's leave or a name", async () => {
    const instructorA = await on(A).signIn(501, 'teacher123', 'course instructor');
    const student = await on(B).signIn(1004, 'student123', 'student');
    // The 40th lecture on, outside the racing test's week (1004 has CS101 leave in it already), into
    // which the term's break can bring the 40th lecture on some days.
    const day = lecturesFrom('CS101', 40, 10).find((date) => date < RACE_WEEK[0]! || date > RACE_WEEK[4]!)!;
    const month = `/courseAbsences?course_code=CS101&month=${day.slice(0, 7)}`;
    const names = `/courseAbsentees?course_code=CS101&date=${day}`;
    type Month = { days: Array<{ date: string; accepted: number; pending: number }> };
    type Names = { items: Array<{ roll_no: number; name: string; status: string }>; total: number };
    const pendingOn = async () =>
      (await instructorA.get<Month>(month)).body.days.find((d) => d.date === day)?.pending ?? 0;
    const absentees = async () => (await instructorA.get<Names>(names)).body;

    const [pendingBefore, namesBefore] = [await pendingOn(), await absentees()];
    expect([await pendingOn(), await absentees()]).toEqual([pendingBefore, namesBefore]);
    expect((await student.post('/addLeave', { ...leaveFor(1004, day), reason: 'Kept month' })).status).toBe(200);
    expect(await pendingOn()).toBe(pendingBefore + 1);
    const after = await absentees();
    expect(after.total).toBe(namesBefore.total + 1);
    const name = after.items.find((row) => row.roll_no === 1004)!.name;

    await sql.query(`UPDATE users SET name = name || ' Jr' WHERE role = 'student' AND user_id = 1004`);
    try {
      expect((await absentees()).items.find((row) => row.roll_no === 1004)!.name).toBe(`${name} Jr`);
    } finally {
      await sql.query(`UPDATE users SET name = $1 WHERE role = 'student' AND user_id = 1004`, [name]);
    }
  }, 30_000);
});
