/**
 * Makes the two PGlite templates (pgliteTemplate.ts): migrated and empty, then a copy of it seeded,
 * each by the API itself as a suite starts it (the suites' usual settings). Used by jest's global
 * setup, and by `npm test` once for all its suites (scripts/pgliteTemplates.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnServer } from './backend';

/** Fills `root` (made if missing) with `empty` and `seeded`; returns their paths. */
export async function makePgliteTemplates(root: string) {
  fs.mkdirSync(root, { recursive: true });
  const empty = path.join(root, 'empty');
  await (await spawnServer('api/src/main.ts', { PGLITE_DIR: empty, SEED_DEMO: 'false' })).stop();
  const seeded = path.join(root, 'seeded');
  fs.cpSync(empty, seeded, { recursive: true });
  await (await spawnServer('api/src/main.ts', { PGLITE_DIR: seeded, SEED_DEMO: 'true' })).stop();
  return { empty, seeded };
}
