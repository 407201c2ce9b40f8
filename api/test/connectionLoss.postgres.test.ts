/**
 * Connections PostgreSQL ends or refuses while the API runs (CONTRACT_TARGET=postgres only): a
 * backend terminated in the middle of a transaction (a DBA's pg_terminate_backend, a failover,
 * idle_in_transaction_session_timeout), a database that takes no connections (ALLOW_CONNECTIONS
 * false), too many clients, a server starting up. The API never stops: each such call answers 503
 * with Retry-After, "nothing was changed" is true of it, and every write it acknowledged is kept.
 */
import pg from 'pg';
import { errorBody, messages } from '@leave/domain';
import {
  ApiClient,
  leaveFor,
  lectureAfter,
  lecturesFrom,
  POSTGRES_ADMIN_URL,
  startBackend,
  target,
} from '@leave/test-kit';
import type { Reply, RunningBackend } from '@leave/test-kit';
import { postgresProxy } from './support/postgresProxy';

const proxy = postgresProxy();
let backend: RunningBackend;
let sql: pg.Client;

beforeAll(async () => {
  if (target() !== 'postgres') throw new Error('this suite needs CONTRACT_TARGET=postgres');
  backend = await startBackend({ databasePort: await proxy.listen() });
  sql = new pg.Client({ connectionString: backend.databaseUrl });
  await sql.connect();
}, 90_000);
afterAll(async () => {
  await sql?.end();
  await proxy.close();
  await backend?.stop();
}, 30_000);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The API's own backends idle inside a transaction, ended by the server: how many were. */
async function terminateIdleInTransaction(): Promise<number> {
  const { rows } = await sql.query<{ ended: boolean }>(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle in transaction'`,
  );
  return rows.filter((row) => row.ended).length;
}

/** Calls `send` until it answers something other than 503, for at most `ms`. */
async function untilServed(send: () => Promise<Reply>, ms = 20_000): Promise<Reply> {
  const deadline = Date.now() + ms;
  let reply = await send();
  while (reply.status === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    reply = await send();
  }
  return reply;
}

const unavailable = { status: 503, body: errorBody(messages.databaseUnavailable) };

it('a connection ended inside a transaction fails that call with 503 and keeps the API and every acknowledged write', async () => {
  const students = await Promise.all(
    [1001, 1002].map(async (id) => ({
      id,
      client: await new ApiClient(backend.urls[0]!).signIn(id, 'student123', 'student'),
    })),
  );
  // Applications on lectures far ahead, two students in turn: each a transaction of several statements.
  const writes = lecturesFrom('CS101', 10, 20).flatMap((date) => students.map((student) => ({ ...student, date })));
  const replies = new Map<string, Reply>();
  let next = 0;
  const writer = async () => {
    while (next < writes.length) {
      const { id, client, date } = writes[next++]!;
      replies.set(`${id} ${date}`, await client.post('/addLeave', leaveFor(id, date)));
    }
  };
  let terminated = 0;
  let writing = true;
  const terminator = (async () => {
    while (writing && terminated < 5) terminated += await terminateIdleInTransaction();
  })();
  await Promise.all(Array.from({ length: 6 }, writer));
  writing = false;
  await terminator;

  expect(terminated).toBeGreaterThan(0);
  expect(alive(backend.pids[0]!)).toBe(true);
  expect(backend.outputs()[0]).not.toMatch(/Unhandled 'error' event/);
  const outcomes = [...replies.values()].map((reply) =>
    reply.status === 200 ? 'stored' : reply.status === 503 ? reply.body : reply,
  );
  expect(outcomes.filter((outcome) => outcome !== 'stored')).toEqual(
    Array.from({ length: outcomes.filter((outcome) => outcome !== 'stored').length }, () => unavailable.body),
  );
  expect(outcomes.filter((outcome) => outcome !== 'stored').length).toBeGreaterThan(0);

  // What was answered 200 is stored; what was answered 503 is not.
  for (const { id, client } of students) {
    const data = await untilServed(() => client.get(`/studentData?user_id=${id}`));
    expect(data.status).toBe(200);
    const stored = new Set(
      (data.body.leaveData as Array<{ leave_date: string }>).map((leave) => `${id} ${leave.leave_date}`),
    );
    for (const [key, reply] of replies) {
      if (!key.startsWith(`${id} `)) continue;
      expect({ key, stored: stored.has(key) }).toEqual({ key, stored: reply.status === 200 });
    }
  }
}, 120_000);

describe('a database that refuses connections without being down answers 503 with Retry-After, then works again', () => {
  it.each([
    ['53300', 'sorry, too many clients already'],
    ['57P03', 'the database system is starting up'],
    ['55000', 'database "leave" is not currently accepting connections'],
  ])(
    '%s %s',
    async (code, message) => {
      const admin = await new ApiClient(backend.urls[0]!).signIn(1, 'admin123', 'admin');
      proxy.refuse(code, message);
      try {
        // Once the pool has seen its connections go, every call needs a new one, and is refused.
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (const reply of [await admin.get('/adminOverview'), await admin.get('/adminOverview')]) {
          expect({ status: reply.status, body: reply.body }).toEqual(unavailable);
          expect(reply.headers.get('retry-after')).toBe('5');
        }
      } finally {
        proxy.restore();
      }
      expect((await untilServed(() => admin.get('/adminOverview'))).status).toBe(200);
      expect(alive(backend.pids[0]!)).toBe(true);
    },
    60_000,
  );

  it('ALLOW_CONNECTIONS false on the database itself', async () => {
    const student = await new ApiClient(backend.urls[0]!).signIn(1003, 'student123', 'student');
    const database = pg.escapeIdentifier(new URL(backend.databaseUrl!).pathname.slice(1));
    // From another database: a session cannot close its own database to connections.
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    try {
      // The connections the API holds are ended too, so that it must make new ones.
      await sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const reply of [
        await student.post('/addLeave', leaveFor(1003, lectureAfter('CS101', 40))),
        await student.get('/studentData?user_id=1003'),
      ]) {
        expect({ status: reply.status, body: reply.body }).toEqual(unavailable);
        expect(reply.headers.get('retry-after')).toBe('5');
      }
    } finally {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect((await untilServed(() => student.get('/studentData?user_id=1003'))).status).toBe(200);
    expect(alive(backend.pids[0]!)).toBe(true);
  }, 60_000);
});
