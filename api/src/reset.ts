/** `npm run api:reset`: deletes the embedded database; the next start creates it with fresh demo data. */
import fs from 'node:fs';
import { readApiConfig } from './config';

const config = readApiConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: this command only resets the embedded database. Nothing was changed.');
  process.exit(1);
}
fs.rmSync(config.pgliteDir, { recursive: true, force: true });
console.log(`Embedded database removed (${config.pgliteDir}); the next start loads fresh demo data.`);
