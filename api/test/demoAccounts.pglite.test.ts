/**
 * The demo accounts' passwords are published in the README: the API serves them on this
 * machine only, unless told ALLOW_DEMO_ACCOUNTS=true, and says so at start-up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, copyPgliteTemplate, spawnServer } from '@leave/test-kit';

let dir: string;
// The run's seeded demo database (a copy), with the demo passwords, as a first start leaves it.
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-demo-'));
  copyPgliteTemplate(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('refuses a network address while the demo accounts have their demo passwords', async () => {
  await expect(
    spawnServer('api/src/main.ts', { PGLITE_DIR: dir, SEED_DEMO: 'true', API_BIND: '0.0.0.0' }),
  ).rejects.toThrow(
    /demo accounts still sign in with their published passwords \(.*admin 1 \/ admin123\).*0\.0\.0\.0 is a network address/,
  );
}, 60_000);

it('serves a network address when told ALLOW_DEMO_ACCOUNTS=true, or without the demo data', async () => {
  const demo = await spawnServer('api/src/main.ts', {
    PGLITE_DIR: dir,
    SEED_DEMO: 'true',
    API_BIND: '0.0.0.0',
    ALLOW_DEMO_ACCOUNTS: 'true',
  });
  expect((await new ApiClient(demo.url).get('/health')).status).toBe(200);
  await demo.stop();

  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-empty-'));
  copyPgliteTemplate(empty, 'empty');
  try {
    const school = await spawnServer('api/src/main.ts', { PGLITE_DIR: empty, SEED_DEMO: 'false', API_BIND: '0.0.0.0' });
    expect((await new ApiClient(school.url).get('/health')).status).toBe(200);
    await school.stop();
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
  // Two starts: over 90 s on two busy cores.
}, 180_000);
