import { asAdmin, databaseUrlOf, scratchDatabaseName, target } from '@leave/test-kit';
import { openPostgres } from '../../src/db/database';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrations';

/**
 * A migrated PostgreSQL database of the suite's own (CONTRACT_TARGET=postgres only), made and
 * `prepare`d before its tests and dropped after them; the answer reads it once made.
 */
export function scratchPostgres(prefix: string, prepare: (db: Database) => Promise<unknown>): () => Database {
  const name = scratchDatabaseName(prefix);
  let db: Database | undefined;
  beforeAll(async () => {
    if (target() !== 'postgres') throw new Error('this suite needs CONTRACT_TARGET=postgres');
    await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    db = await openPostgres(databaseUrlOf(name));
    await migrate(db);
    await prepare(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return () => db!;
}
