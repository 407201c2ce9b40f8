/**
 * Each course's pending requests are kept as leave changes (migration 20), so the Pending
 * Requests page reads the head of an index: after every kind of change the kept rows must equal
 * a recount of the pending leave; and a page an instance keeps is read again once another
 * instance changes the course's leave (CONTRACT_TARGET=postgres only).
 */
import pg from 'pg';
import type { LeaveRequestResponse, PendingRequestPage } from '@leave/contract';
import { ApiClient, lecturesFrom, startBackend, target } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';

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

const KEPT = `SELECT course_code, request_id, to_char(first_date, 'YYYY-MM-DD') AS first_date, pending
  FROM course_pending_requests ORDER BY course_code, request_id`;
const RECOUNT = `SELECT course_code, request_id, to_char(min(leave_date), 'YYYY-MM-DD') AS first_date, count(*)::int AS pending
  FROM leaves WHERE status = 'pending' GROUP BY course_code, request_id ORDER BY course_code, request_id`;

const expectKeptAsCounted = async () => {
  const [kept, counted] = [(await sql.query(KEPT)).rows, (await sql.query(RECOUNT)).rows];
  expect(kept).toEqual(counted);
  return kept;
};

it('keeps each course’s pending requests as a recount has them, through every kind of change', async () => {
  expect((await expectKeptAsCounted()).length).toBeGreaterThan(0); // the demo's pending leave
  const student = await new ApiClient(backend.urls[0]!).signIn(1002, 'student123', 'student');
  const instructor = await new ApiClient(backend.urls[0]!).signIn(501, 'teacher123', 'course instructor');
  const days = lecturesFrom('CS101', 40, 3);
  const applied = await student.post<LeaveRequestResponse>('/applyLeave', {
    user_id: 1002,
    user_role: 'student',
    reason: 'Trip',
    from_date: days[0],
    to_date: days[2],
    course_codes: ['CS101'],
  });
  expect(applied.body.applied).toHaveLength(3);
  await expectKeptAsCounted();

  // The earliest pending date moves when the first leave is decided, and the row goes when none is left.
  const [first, second] = applied.body.applied;
  expect((await instructor.post('/approveLeave', { leave_id: first!.leave_id })).status).toBe(200);
  const kept = await expectKeptAsCounted();
  expect(kept.find((row) => row.request_id === applied.body.request_id)).toMatchObject({
    first_date: days[1],
    pending: 2,
  });
  expect((await student.post('/withdrawLeave', { leave_id: second!.leave_id })).status).toBe(200);
  await expectKeptAsCounted();
  const decided = await instructor.post('/decideRequest', {
    request_id: applied.body.request_id,
    course_code: 'CS101',
    decision: 'rejected',
  });
  expect(decided.body.moved).toBe(1);
  expect((await expectKeptAsCounted()).some((row) => row.request_id === applied.body.request_id)).toBe(false);

  // A row written back as it was changes nothing; a bulk statement is settled at once.
  await sql.query(`UPDATE leaves SET reason = reason WHERE status = 'pending'`);
  await sql.query(`UPDATE leaves SET status = 'pending' WHERE status = 'rejected'`);
  await expectKeptAsCounted();
  const page = (await instructor.get<PendingRequestPage>('/pendingRequests?course_code=CS101')).body;
  const counted = (await sql.query(RECOUNT)).rows.filter((row) => row.course_code === 'CS101');
  expect(page.total).toBe(counted.length);
  expect(page.items.map((row) => row.from_date)).toEqual(
    [...counted]
      .sort((a, b) => a.first_date.localeCompare(b.first_date) || a.request_id - b.request_id)
      .map((row) => row.first_date)
      .slice(0, page.page_size),
  );
});

it('reads a kept page of pending requests again once another instance decides one of them', async () => {
  const on = (instance: number) =>
    new ApiClient(backend.urls[instance]!).signIn(501, 'teacher123', 'course instructor');
  const [a, b] = [await on(0), await on(1)];
  const page = () => a.get<PendingRequestPage>('/pendingRequests?course_code=CS101');
  const before = (await page()).body;
  expect((await page()).body).toEqual(before); // kept, and still what the database holds
  const first = before.items[0]!;
  const decided = await b.post('/decideRequest', {
    request_id: first.request_id,
    course_code: 'CS101',
    decision: 'accepted',
  });
  expect(decided.status).toBe(200);
  const after = (await page()).body;
  expect(after.total).toBe(before.total - 1);
  expect(after.items.some((row) => row.request_id === first.request_id)).toBe(false);
});
