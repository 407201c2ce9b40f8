/**
 * /health tells whether the database can be reached (CONTRACT_TARGET=postgres only): the API
 * keeps running when its database goes away, and says so.
 */
import pg from 'pg';
import { startBackend, target } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';
import { ApiClient } from '@leave/test-kit';

let backend: RunningBackend;

beforeAll(async () => {
  if (target() !== 'postgres') throw new Error('this suite needs CONTRACT_TARGET=postgres');
  backend = await startBackend();
}, 90_000);
afterAll(() => backend?.stop());

/** Runs SQL as the server's admin, on the test database's server. */
async function asAdmin(sql: string) {
  const admin = new pg.Client({
    connectionString: process.env.POSTGRES_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Sets the test database read-only or writable, and drops the API's connections so new ones see it. */
async function setReadOnly(readOnly: boolean) {
  const name = new URL(backend.databaseUrl!).pathname.slice(1);
  await asAdmin(`ALTER DATABASE ${name} SET default_transaction_read_only = ${readOnly ? 'on' : 'off'}`);
  await asAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
}

/** /health, asked until it says `database` (a dropped connection first reads as unreachable). */
async function healthUntil(client: ApiClient, database: string) {
  let reply = await client.get('/health');
  for (let attempt = 0; attempt < 20 && reply.body.database !== database; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    reply = await client.get('/health');
  }
  return reply;
}

it('answers 503 cannot-write while the database is read-only, refuses changes in words, and recovers', async () => {
  const client = new ApiClient(backend.urls[0]!);
  await setReadOnly(true);
  try {
    const readOnly = await healthUntil(client, 'cannot-write');
    expect(readOnly.status).toBe(503);
    expect(readOnly.body).toEqual({ status: 'error', database: 'cannot-write', version: '1.0.0' });
    const signIn = await client.post('/userVerify', { user_id: 1001, passwd: 'student123', role: 'student' });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toEqual({
      message: expect.stringMatching(/^The server cannot store changes right now .*Nothing was changed/),
      code: 'api.cannotStore',
      params: {},
    });
  } finally {
    await setReadOnly(false);
  }
  expect((await healthUntil(client, 'ok')).status).toBe(200);
  await client.signIn(1001, 'student123', 'student');
});

it('answers 200 while the database is up and 503 once it is gone, without crashing', async () => {
  const client = new ApiClient(backend.urls[0]!);
  expect((await client.get('/health')).body).toEqual({ status: 'ok', database: 'ok', version: '1.0.0' });

  const name = new URL(backend.databaseUrl!).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: process.env.POSTGRES_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();

  const down = await client.get('/health');
  expect(down.status).toBe(503);
  expect(down.body).toEqual({ status: 'error', database: 'unreachable', version: '1.0.0' });
  // Still serving: a second look answers too.
  expect((await client.get('/health')).status).toBe(503);
});
