/**
 * The mock's sessions end once idle too long, like the real API's, and keep a data file's
 * sessions from before devices were listed working.
 */
import { LiveHub } from '@leave/service';
import { jsonSessions } from '../src/jsonSessions';
import { emptyState } from '../src/records';

const MINUTE = 60_000;
const state = emptyState();
state.users.push({ role: 'student', user_id: 1001, name: 'Aarav Sharma', password_hash: 'x' });
let clock = Date.parse('2026-11-25T09:00:00Z');
const live = new LiveHub();
const sessions = jsonSessions(
  () => state,
  (change) => change(),
  () => clock,
  live,
);

const open = (tokenHash: string) =>
  sessions.create(tokenHash, 'student', 1001, {
    deviceId: `${tokenHash}-device-id-0000000`.slice(0, 22),
    ttlSeconds: 12 * 3600,
    idleSeconds: 30 * 60,
    device: 'Firefox on Windows',
    clientIp: '10.0.0.7',
  });

it('keeps a session used within its idle limit, each call moving the limit on', async () => {
  await open('kept');
  for (let call = 0; call < 4; call += 1) {
    clock += 29 * MINUTE;
    expect(await sessions.find('kept')).toMatchObject({ user_id: 1001 });
  }
});

it('ends a session idle for longer than its limit: no lookup or list finds it', async () => {
  await open('idle');
  clock += 31 * MINUTE;
  expect(await sessions.find('idle')).toBeUndefined();
  const { items } = await sessions.listOf('student', 1001, { offset: 0, limit: 50 });
  expect(items.map((item) => item.token_hash)).not.toContain('idle');
});

it('writes a busy session down at most once a minute', async () => {
  await open('busy');
  const seen = () => state.sessions.find((s) => s.token_hash === 'busy')!.last_seen_at;
  const opened = seen();
  clock += 30_000;
  await sessions.find('busy');
  expect(seen()).toBe(opened);
  clock += 31_000;
  await sessions.find('busy');
  expect(seen()).toBe(clock);
});

it('finds a session kept from before devices were listed, until its absolute expiry', async () => {
  state.sessions.push({ token_hash: 'older', role: 'student', user_id: 1001, expires_at: clock + 60 * MINUTE });
  expect(await sessions.find('older')).toMatchObject({ user_id: 1001 });
  expect((await sessions.listOf('student', 1001, { offset: 0, limit: 50 })).items.map((i) => i.token_hash)).toContain(
    'older',
  );
  clock += 61 * MINUTE;
  expect(await sessions.find('older')).toBeUndefined();
});
