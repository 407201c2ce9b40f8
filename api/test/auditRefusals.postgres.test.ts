/**
 * Refusals counted across instances (CONTRACT_TARGET=postgres only): a flood of wrong sign-ins
 * and forbidden calls spread over two API instances on one PostgreSQL server, all at once, gives
 * one audit event per kind with every attempt counted, and the event stays append-only in SQL.
 */
import pg from 'pg';
import type { AuditEvent } from '@leave/contract';
import { ApiClient, startBackend, target } from '@leave/test-kit';
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

/** Waits for the next minute when this one is nearly over, so the flood shares a minute. */
async function withinOneMinute() {
  const second = new Date().getUTCSeconds();
  if (second >= 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

const eventsOf = async (action: string) =>
  (
    await sql.query<Pick<AuditEvent, 'target' | 'actor_id' | 'after'>>(
      'SELECT target, actor_id, after FROM audit_events WHERE action = $1',
      [action],
    )
  ).rows;

it('counts 40 wrong sign-ins and 20 forbidden calls, made at once on two instances, in one event each', async () => {
  await withinOneMinute();
  const [first, second] = backend.urls.map((url) => new ApiClient(url));
  const students = await Promise.all(
    backend.urls.map((url) => new ApiClient(url).signIn(1001, 'student123', 'student')),
  );
  await Promise.all([
    ...Array.from({ length: 40 }, (_, n) =>
      (n % 2 ? first! : second!).post('/userVerify', { user_id: 1002, passwd: `guess ${n}`, role: 'student' }),
    ),
    ...Array.from({ length: 20 }, (_, n) => students[n % 2]!.get('/allLeaves')),
  ]);

  const signIns = await eventsOf('sign-in refused');
  expect(signIns).toHaveLength(1);
  const { attempts, ...reasons } = signIns[0]!.after as Record<string, number>;
  expect(attempts).toBe(40);
  expect(Object.values(reasons).reduce((sum, count) => sum + count, 0)).toBe(40);
  expect(await eventsOf('access refused')).toEqual([
    { target: 'GET /allLeaves', actor_id: 1001, after: { attempts: 20, 'admin only': 20 } },
  ]);
}, 90_000);

it('lets SQL only raise a refusal event’s count, and change nothing else of it', async () => {
  for (const statement of [
    `UPDATE audit_events SET target = 'x' WHERE refusal_minute IS NOT NULL`,
    `UPDATE audit_events SET after = '{"attempts": 1}' WHERE refusal_minute IS NOT NULL`,
    `DELETE FROM audit_events WHERE refusal_minute IS NOT NULL`,
  ])
    await expect(sql.query(statement)).rejects.toThrow('the audit trail is append-only');
});
