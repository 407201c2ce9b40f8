/**
 * PASSWORD_HASH_COST below the product's 15 is for test suites on this machine: both backends
 * refuse it on a network address, and take it on loopback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, copyPgliteTemplate, spawnServer } from '@leave/test-kit';

let dir: string;
// The API's database is a copy of the run's seeded template: a fresh one would only cost time.
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-hash-cost-'));
  copyPgliteTemplate(path.join(dir, 'pglite'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const backends = [
  ['the API', 'api/src/main.ts', () => ({ PGLITE_DIR: path.join(dir, 'pglite'), SEED_DEMO: 'true' })],
  ['the mock API', 'mock-api/src/main.ts', () => ({ MOCK_API_DB: path.join(dir, 'db.json'), MOCK_QA: 'false' })],
] as const;

it.each(backends)(
  '%s refuses a cheap password hash on a network address',
  async (_name, script, data) => {
    await expect(
      spawnServer(script, { ...data(), API_BIND: '0.0.0.0', PASSWORD_HASH_COST: '10', ALLOW_DEMO_ACCOUNTS: 'true' }),
    ).rejects.toThrow(
      /PASSWORD_HASH_COST=10 is below 15, which is for tests on this machine only, and 0\.0\.0\.0 is a network address/,
    );
  },
  120_000,
);

it.each(backends)(
  '%s takes it on loopback, and refuses a cost out of range',
  async (_name, script, data) => {
    const server = await spawnServer(script, { ...data(), PASSWORD_HASH_COST: '10' });
    expect((await new ApiClient(server.url).get('/health')).status).toBe(200);
    await server.stop();
    await expect(spawnServer(script, { ...data(), PASSWORD_HASH_COST: '30' })).rejects.toThrow(
      /PASSWORD_HASH_COST must be a whole number from 10 to 17/,
    );
  },
  180_000,
);
