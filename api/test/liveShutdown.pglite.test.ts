/**
 * An API stopping (SIGTERM) with live event streams open ends them and exits, instead of
 * waiting for ever on connections that never end by themselves; the browser then reconnects.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, copyPgliteTemplate, openLiveEvents, spawnServer } from '@leave/test-kit';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-shutdown-'));
copyPgliteTemplate(dir);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('ends the open streams and exits within seconds', async () => {
  const api = await spawnServer('api/src/main.ts', { PGLITE_DIR: dir, SEED_DEMO: 'true' });
  const stream = await openLiveEvents(await new ApiClient(api.url).signIn(1001, 'student123', 'student'));
  await stream.next('ready');
  const started = Date.now();
  const stopped = await Promise.race([
    api.stop().then(() => 'exited'),
    new Promise((resolve) => setTimeout(() => resolve('still running'), 8_000)),
  ]);
  if (stopped !== 'exited') await api.crash();
  expect(stopped).toBe('exited');
  expect(Date.now() - started).toBeLessThan(8_000);
  await expect(stream.ended).resolves.toBe(true);
}, 60_000);
