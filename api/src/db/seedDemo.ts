import { buildDemoSeed } from '@leave/config';
import type { IsoDate } from '@leave/contract';
import { hashPassword, loadSeed } from '@leave/service';
import { storageIn, storageOf } from '../storage/sqlStorage';
import type { Database } from './database';

/** Loads the demo data, dated around `today`, once, into an empty database. Returns whether it did. */
export async function seedDemoData(db: Database, today: IsoDate): Promise<boolean> {
  return db.maintenance(async (tx) => {
    // Two instances starting at once on one server take turns here (the
    // second waits as long as the first takes: `maintenance` has no request-time limit).
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4242002)');
    const [{ count }] = (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM users')) as [
      { count: number },
    ];
    if (count > 0) return false;
    await loadSeed(storageIn(tx), buildDemoSeed(today));
    return true;
  });
}

/** Creates the admin account, or sets its password if it exists. */
export async function ensureAdmin(db: Database, adminId: number, password: string): Promise<void> {
  await storageOf(db).users.upsertAdmin(adminId, await hashPassword(password));
}
