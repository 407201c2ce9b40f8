/**
 * Instances that start together on one PostgreSQL server take turns at the migrations: the one
 * that waits must wait as long as the other takes (a long migration on a large database, a loaded
 * machine), not give up at a request's 10 s statement limit and fail to start. Request statements
 * keep that limit.
 */
import pg from 'pg';
import { copyPostgresTemplate } from '@leave/test-kit';
import { openPostgres, POSTGRES_TIMEOUTS } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';

let database: Awaited<ReturnType<typeof copyPostgresTemplate>>;
let db: Database;
let other: pg.Client;

beforeAll(async () => {
  database = await copyPostgresTemplate('leave_migration_lock');
  db = await openPostgres(database.databaseUrl);
  other = new pg.Client({ connectionString: database.databaseUrl });
  await other.connect();
}, 60_000);
afterAll(async () => {
  await other?.end();
  await db?.close();
  await database?.drop();
});

it("waits for another instance's migrations longer than a request's statement limit, then starts", async () => {
  // The other instance holds the migrations' lock a little longer than a request may wait.
  const holdSeconds = POSTGRES_TIMEOUTS.statementMs / 1000 + 1;
  await other.query('BEGIN');
  await other.query('SELECT pg_advisory_xact_lock(4242001)');
  const released = other.query(`SELECT pg_sleep(${holdSeconds})`).then(() => other.query('COMMIT'));

  const started = Date.now();
  // The template is migrated already: nothing left to apply once the lock is free.
  await expect(migrate(db)).resolves.toEqual([]);
  expect(Date.now() - started).toBeGreaterThanOrEqual(holdSeconds * 1000 - 500);
  await released;
}, 60_000);

it("keeps a request's statement limit on every connection after the migrations", async () => {
  await db.maintenance(async (tx) => {
    expect(await tx.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '30min' }]);
  });
  // Every pooled connection, the one the migrations used among them.
  const limits = await Promise.all(
    Array.from({ length: 10 }, () => db.transaction((tx) => tx.query('SHOW statement_timeout'))),
  );
  expect(limits.flat()).toEqual(Array.from({ length: 10 }, () => ({ statement_timeout: '10s' })));
});
