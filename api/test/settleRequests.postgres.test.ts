/**
 * A request's withdrawal or decision marks its instructors' "leave requested" notices read
 * (notifications.settle). Among a school's many unread notices it must find them by their own
 * index (migration 43), not by reading every unread notice (CONTRACT_TARGET=postgres only).
 */
import { SETTLE_REQUESTS } from '../src/storage/notifications';
import { scratchPostgres } from './support/scratchPostgres';

// 20,000 unread notices of an instructor, one in fifty a request of leave still to decide.
const database = scratchPostgres('leave_settle', async (db) => {
  await db.query(
    `INSERT INTO users (role, user_id, name, password_hash) VALUES ('course instructor', 501, 'Dr. Meera Iyer', 'x')`,
  );
  await db.query(
    `INSERT INTO notifications (role, user_id, kind, text, leave_id)
     SELECT 'course instructor', 501, CASE WHEN n % 50 = 0 THEN 'leave requested' ELSE 'leave approved' END, 'x', n
     FROM generate_series(1, 20000) AS n`,
  );
  await db.query('ANALYZE notifications');
});

it('finds a request’s unread notices by their leave, and marks those read only', async () => {
  const db = database();
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN ${SETTLE_REQUESTS.replace('$1::int[]', "'{50, 100, 7}'::int[]")}`,
  );
  expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Scan using notifications_requests_unread/);
  await db.query(SETTLE_REQUESTS, [[50, 100, 7]]);
  const read = await db.query<{ leave_id: number }>(
    'SELECT leave_id FROM notifications WHERE read_at IS NOT NULL ORDER BY leave_id',
  );
  // 7's notice is not a request's: it stays unread.
  expect(read.map((row) => row.leave_id)).toEqual([50, 100]);
});
