/**
 * Two requests whose changes lock the same rows in opposite orders deadlock on PostgreSQL, which
 * ends one of them (its "victim") after deadlock_timeout. The store runs the victim's change again
 * (retryingConflicts), so both people see their change made instead of one seeing "Something went
 * wrong on the server" (CONTRACT_TARGET=postgres only). At a university's scale, ten withdrawals at
 * once made 27 such errors before.
 */
import { suiteToday } from '@leave/test-kit';
import { seedDemoData } from '../src/db/seedDemo';
import { storageOf } from '../src/storage/sqlStorage';
import { scratchPostgres } from './support/scratchPostgres';

const database = scratchPostgres('leave_deadlock', (db) => seedDemoData(db, suiteToday()));

const instructor = { id: 501, role: 'course instructor' as const };

it('runs a deadlock’s victim again: two changes of the same two leaves in opposite orders both go through', async () => {
  const db = database();
  const pending = await db.query<{ leave_id: number }>(
    "SELECT leave_id FROM leaves WHERE status = 'pending' ORDER BY leave_id LIMIT 2",
  );
  const [first, second] = pending.map((row) => row.leave_id) as [number, number];
  const store = storageOf(db);
  // Each change holds its first leave until the other holds its own: then each asks for the other's.
  let held = 0;
  let bothHeld = () => {};
  const both = new Promise<void>((resolve) => (bothHeld = resolve));
  const runs: string[] = [];
  const change = (label: string, ids: [number, number], to: 'accepted' | 'rejected') =>
    store.atomically(async (tx) => {
      runs.push(label);
      for (const [at, id] of ids.entries()) {
        await tx.leaves.move(id, () => ({ to }), instructor, null);
        if (at === 0 && ++held === 2) bothHeld();
        if (at === 0) await both;
      }
      return label;
    });
  await expect(
    Promise.all([change('one', [first, second], 'accepted'), change('other', [second, first], 'rejected')]),
  ).resolves.toEqual(['one', 'other']);
  // Three runs: each once, and the victim once more.
  expect(runs).toHaveLength(3);
  // The victim ran last: both leaves have its decision, each with the history of both changes.
  const last = runs[2] === 'one' ? 'accepted' : 'rejected';
  const after = await db.query<{ status: string; events: number }>(
    `SELECT l.status, (SELECT count(*)::int FROM leave_events e WHERE e.leave_id = l.leave_id AND e.to_status <> 'pending') AS events
     FROM leaves l WHERE l.leave_id = ANY($1) ORDER BY l.leave_id`,
    [[first, second]],
  );
  expect(after).toEqual([
    { status: last, events: 2 },
    { status: last, events: 2 },
  ]);
}, 30_000);
