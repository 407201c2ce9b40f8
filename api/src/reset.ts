/** `npm run api:reset`: deletes the embedded database; the next start creates it with fresh demo data. */
import fs from 'node:fs';
import { readApiConfig } from './config';
import { lockEmbeddedDatabase } from './db/embeddedLock';

async function main() {
  const config = readApiConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: this command only resets the embedded database. ');
  }
  // Never from under a running API: it would write the old data back when it stops.
  const release = await lockEmbeddedDatabase(config.pgliteDir);
  fs.rmSync(config.pgliteDir, { recursive: true, force: true });
  await release();
  console.log(`Embedded database removed (${config.pgliteDir}); the next start loads fresh demo data.`);
}

main().catch((error: unknown) => {
  console.error(`reset failed: ${error instanceof Error ? error.message : String(error)} Nothing was changed.`);
  process.exit(1);
});
