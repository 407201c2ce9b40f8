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

it('answers 200 while the database is up and 503 once it is gone, without crashing', async () => {
  const client = new ApiClient(backend.urls[0]!);
  expect((await client.get('/health')).body).toEqual({ status: 'ok', database: 'ok' });

  const name = new URL(backend.databaseUrl!).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: process.env.POSTGRES_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();

  const down = await client.get('/health');
  expect(down.status).toBe(503);
  expect(down.body).toEqual({ status: 'error', database: 'unreachable' });
  // Still serving: a second look answers too.
  expect((await client.get('/health')).status).toBe(503);
});
