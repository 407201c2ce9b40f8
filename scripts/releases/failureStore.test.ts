/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFailures, recordFailure } from './failureStore';

const ROOT = path.resolve(__dirname, '../..');
const report = { kind: 'entry' as const, message: 'RUNTIME-008' };

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failure-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A shell server of its own (another process) recording `reports` failures of `version` as fast as it can. */
function writer(version: string, reports: number, browser: string) {
  const script = `
    // tsx hands this TypeScript file over as CommonJS: its exports are the default one's.
    const store = await import(${JSON.stringify(path.join(__dirname, 'failureStore.ts'))});
    const { recordFailure } = store.recordFailure ? store : store.default;
    for (let index = 0; index < ${reports}; index += 1) {
      recordFailure(${JSON.stringify(dir)}, ${JSON.stringify(version)}, { kind: 'entry', message: 'm' },
        ${JSON.stringify(browser)} + (index % 7), new Date(), { compactBytes: 4096 });
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`writer exited ${code}: ${errors}`)))),
  );
}

it('loses no count when two shell servers record failures at once (each folding its own log as it grows)', async () => {
  await Promise.all([writer('1.0.0-a.1', 300, 'one-'), writer('1.0.0-a.1', 300, 'two-')]);
  expect(readFailures(dir)['1.0.0-a.1']).toEqual({
    count: 600,
    browsers: 14,
    last: { at: expect.any(String), kind: 'entry', message: 'm' },
  });
  // Two logs, one of each server, each folded small.
  const logs = fs.readdirSync(path.join(dir, 'failures'));
  expect(logs).toHaveLength(2);
  for (const log of logs) expect(fs.statSync(path.join(dir, 'failures', log)).size).toBeLessThan(8192);
}, 60_000);

it('adds up every log, the counts a server kept before in failures.json, and skips a line cut short', () => {
  fs.writeFileSync(
    path.join(dir, 'failures.json'),
    JSON.stringify({
      '1.0.0-a.1': {
        count: 4,
        browsers: { old: '2026-12-01T09:00:00.000Z' },
        last: { at: '2026-12-01T09:00:00.000Z', kind: 'manifest', message: 'old' },
      },
    }),
  );
  fs.mkdirSync(path.join(dir, 'failures'));
  fs.writeFileSync(path.join(dir, 'failures', 'other-host-1.jsonl'), '{"version":"1.0.0-a.1","count":2,"bro');
  const counted = recordFailure(dir, '1.0.0-a.1', report, 'browser-1', new Date('2026-12-02T10:00:00.000Z'));
  expect(counted).toMatchObject({ count: 5, browsers: 2, last: { at: '2026-12-02T10:00:00.000Z', kind: 'entry' } });
  expect(counted.browsersSince('2026-12-02T00:00:00.000Z')).toBe(1);
  recordFailure(dir, '1.0.0-b.2', report, 'browser-1', new Date('2026-12-02T10:01:00.000Z'));
  expect(Object.keys(readFailures(dir))).toEqual(['1.0.0-b.2', '1.0.0-a.1']);
  // The browser's id is not kept, only a hash of it.
  for (const log of fs.readdirSync(path.join(dir, 'failures'))) {
    expect(fs.readFileSync(path.join(dir, 'failures', log), 'utf8')).not.toContain('browser-1');
  }
});

it('folds its own log into one line per version, keeping the counts and browsers', () => {
  for (let index = 0; index < 40; index += 1) {
    recordFailure(dir, index % 2 ? '1.0.0-a.1' : '1.0.0-b.2', report, `browser-${index % 5}`, new Date(), {
      compactBytes: 2000,
    });
  }
  const [log] = fs.readdirSync(path.join(dir, 'failures'));
  expect(fs.readFileSync(path.join(dir, 'failures', log!), 'utf8').split('\n').length).toBeLessThan(20);
  expect(readFailures(dir)).toEqual({
    '1.0.0-a.1': expect.objectContaining({ count: 20, browsers: 5 }),
    '1.0.0-b.2': expect.objectContaining({ count: 20, browsers: 5 }),
  });
});
