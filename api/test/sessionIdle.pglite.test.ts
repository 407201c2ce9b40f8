/**
 * Sessions on the SQL storage end once idle too long, besides their absolute expiry, and a
 * session's last call is written down at most once a minute.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { seedDemoData } from '../src/db/seedDemo';
import { storageOf } from '../src/storage/sqlStorage';
import type { Storage } from '@leave/service';
import { copyPgliteTemplate } from '@leave/test-kit';

let dir: string;
let db: Database;
let store: Storage;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-idle-'));
  // The run's migrated and seeded database when there is one; else one is made here.
  copyPgliteTemplate(dir);
  db = await openPglite(dir);
  await migrate(db);
  await seedDemoData(db, '2026-11-25');
  store = storageOf(db);
}, 90_000);

afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const open = (tokenHash: string) =>
  store.sessions.create(tokenHash, 'student', 1001, {
    deviceId: tokenHash.padEnd(22, '0').slice(0, 22),
    ttlSeconds: 12 * 3600,
    idleSeconds: 30 * 60,
    device: 'Firefox on Windows',
    clientIp: '10.0.0.7',
  });

/** Moves the session's last call `minutes` back, as if nobody had used it since. */
const idleFor = (tokenHash: string, minutes: number) =>
  db.query(`UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2::float8 * 60) WHERE token_hash = $1`, [
    tokenHash,
    minutes,
  ]);

const lastSeen = async (tokenHash: string) =>
  (await db.query<{ at: Date }>('SELECT last_seen_at AS at FROM sessions WHERE token_hash = $1', [tokenHash]))[0]?.at;

it('keeps a session that is used within its idle limit, and notes the call', async () => {
  await open('kept');
  await idleFor('kept', 29);
  const before = await lastSeen('kept');
  expect(await store.sessions.find('kept')).toMatchObject({ user_id: 1001, role: 'student' });
  expect((await lastSeen('kept'))!.getTime()).toBeGreaterThan(before!.getTime() + 28 * 60_000);
});

it('ends a session idle for longer than its limit: no lookup or list finds it', async () => {
  await open('idle');
  await idleFor('idle', 31);
  expect(await store.sessions.find('idle')).toBeUndefined();
  const { items } = await store.sessions.listOf('student', 1001, { offset: 0, limit: 50 });
  expect(items.map((item) => item.token_hash)).not.toContain('idle');
});

it('writes a busy session down at most once a minute', async () => {
  await open('busy');
  await idleFor('busy', 0.5);
  const before = await lastSeen('busy');
  await store.sessions.find('busy');
  expect(await lastSeen('busy')).toEqual(before);
});
