/** jest's global setup for the backend suites: on PGlite, the run's template (pgliteTemplate.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, target } from './backend';
import { PGLITE_TEMPLATE } from './pgliteTemplate';

export default async function makePgliteTemplate() {
  if (target() !== 'pglite' || process.env[PGLITE_TEMPLATE]) return;
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leave-pglite-template-')), 'data');
  const server = await spawnServer('api/src/main.ts', { PGLITE_DIR: dir, SEED_DEMO: 'true' });
  await server.stop();
  process.env[PGLITE_TEMPLATE] = dir;
}
