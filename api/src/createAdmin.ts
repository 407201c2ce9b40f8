/** `ADMIN_ID=1 ADMIN_PASSWORD=... npm run create-admin -w api`: creates the admin, or resets its password. */
import { readApiConfig } from './config';
import { openPglite, openPostgres } from './db/database';
import { migrate } from './db/migrations';
import { ensureAdmin } from './db/seedDemo';

async function main() {
  const config = readApiConfig();
  if (!config.admin) throw new Error('set ADMIN_ID and ADMIN_PASSWORD');
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.pgliteDir);
  await migrate(db);
  await ensureAdmin(db, config.admin.id, config.admin.password);
  await db.close();
  console.log(`admin ${config.admin.id} is ready`);
}

main().catch((error: unknown) => {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
