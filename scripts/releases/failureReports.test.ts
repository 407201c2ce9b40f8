/** @jest-environment node */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { SHELL_CONTRACT_VERSION } from '@leave/contract';
import { AUTOMATIC_ABORT_BY, failureReports, reportLimiter } from './failureReports';
import type { ReportLimits } from './failureReports';
import { readFailures } from './failureStore';
import { readPointer, releasesDir, startCanary, useVersion } from './releaseStore';

jest.mock('./root', () => ({ ROOT: '/nowhere' }));

const host = { contractVersion: SHELL_CONTRACT_VERSION, shared: {} };
let env: NodeJS.ProcessEnv;
let dir: string;
let server: Server;
let url: string;
const warnings: string[] = [];

function keep(version: string) {
  fs.mkdirSync(path.join(dir, version), { recursive: true });
  const release = { version, commit: 'abc1234', builtAt: '2026-11-26T03:00:00.000Z', contractVersion: 1 };
  fs.writeFileSync(path.join(dir, version, 'mf-manifest.json'), JSON.stringify({ metaData: { release } }));
}

async function start(limits?: ReportLimits, canaryAbortFailures = 2) {
  const app = express();
  const log = { warn: (line: string) => warnings.push(line), error: jest.fn() };
  app.use('/leave', failureReports({ canaryAbortFailures, env, limits, log }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  // Idle connections stay open until the test closes the server: fetch reuses them, and one the
  // server closed after its 5 s (a starved process on a busy machine) failed the next report with
  // ECONNRESET.
  server.keepAliveTimeout = 60_000;
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leave/remote-failures`;
}

const report = (change: Record<string, unknown> = {}) => ({
  remote: 'student',
  version: '1.0.0-b.2',
  kind: 'entry',
  message: 'Error: [ Federation Runtime ]: Failed to load script resources. #RUNTIME-008',
  at: '2026-12-02T10:00:00.000Z',
  fellBackTo: '1.0.0-a.1',
  ...change,
});

const send = (body: unknown, { browser, type = 'application/json' }: { browser?: string; type?: string } = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': type, ...(browser ? { Cookie: `leave_browser=${browser}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeEach(() => {
  env = { RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'failures-')) };
  dir = releasesDir('student', env);
  fs.mkdirSync(dir, { recursive: true });
  keep('1.0.0-a.1');
  keep('1.0.0-b.2');
  warnings.length = 0;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(env.RELEASES_DIR!, { recursive: true, force: true });
});

it('counts each report under its version, with the different browsers among them, and logs it', async () => {
  await start();
  useVersion('student', '1.0.0-a.1', { host, env });
  useVersion('student', '1.0.0-b.2', { host, env });
  expect((await send(report(), { browser: 'browser-one-0123456789' })).status).toBe(204);
  expect((await send(report(), { browser: 'browser-one-0123456789' })).status).toBe(204);
  expect(
    (await send(report({ kind: 'manifest', message: 'late' }), { browser: 'browser-two-0123456789' })).status,
  ).toBe(204);
  expect(readFailures(dir)).toEqual({
    '1.0.0-b.2': { count: 3, browsers: 2, last: { at: expect.any(String), kind: 'manifest', message: 'late' } },
  });
  expect(warnings[0]).toBe(
    'The student remote 1.0.0-b.2 failed to load in a browser (entry: Error: [ Federation Runtime ]: Failed to ' +
      'load script resources. #RUNTIME-008); it loaded 1.0.0-a.1 instead: 1 reports from 1 browsers',
  );
  // The browser's id is not kept, only a hash of it.
  for (const log of fs.readdirSync(path.join(dir, 'failures'))) {
    expect(fs.readFileSync(path.join(dir, 'failures', log), 'utf8')).not.toContain('browser-one');
  }
});

it('refuses a report that is not JSON, too large, of an unknown remote or version, and counts nothing', async () => {
  await start();
  useVersion('student', '1.0.0-a.1', { host, env });
  const refused = async (response: Response) => [
    response.status,
    ((await response.json()) as { message: string }).message,
  ];
  expect(await refused(await send('remote=student', { type: 'text/plain' }))).toEqual([
    415,
    'A failure report is JSON (Content-Type: application/json).',
  ]);
  expect(await refused(await send('{ not json'))).toEqual([400, 'A failure report must be JSON.']);
  expect(await refused(await send(report({ message: 'x'.repeat(3000) })))).toEqual([
    413,
    'A failure report is at most 2048 bytes.',
  ]);
  expect(await refused(await send(report({ remote: 'billing' })))).toEqual([
    400,
    'remote must be one of auth, student, instructor, admin',
  ]);
  expect(await refused(await send(report({ version: '../../etc' })))).toEqual([
    400,
    'version must be a version name or null',
  ]);
  expect(await refused(await send(report({ version: '..' })))).toEqual([
    400,
    'version: the student remote has no kept version ..',
  ]);
  expect(await refused(await send(report({ version: '1.0.0-nope.9' })))).toEqual([
    400,
    'version: the student remote has no kept version 1.0.0-nope.9',
  ]);
  expect(await refused(await send(report({ at: 'yesterday' })))).toEqual([400, 'at must be an ISO 8601 instant']);
  expect(readFailures(dir)).toEqual({});
});

it('counts a plain build (no version) under its own name', async () => {
  await start();
  expect((await send(report({ version: null, fellBackTo: null }))).status).toBe(204);
  expect(Object.keys(readFailures(dir))).toEqual(['plain-build']);
});

it('lets a client send a bounded number of reports a minute, then answers 429 with when to try again', async () => {
  await start({ perClient: 3, total: 100, windowMs: 60_000, maxClients: 10 });
  const statuses = [];
  for (let index = 0; index < 5; index += 1) statuses.push((await send(report())).status);
  expect(statuses).toEqual([204, 204, 204, 429, 429]);
  const refused = await send(report());
  expect(refused.headers.get('retry-after')).toBe('60');
  expect(readFailures(dir)['1.0.0-b.2']?.count).toBe(3);
});

it('aborts a canary that enough different browsers failed to load, saying who and why; the live one is left', async () => {
  await start(undefined, 2);
  useVersion('student', '1.0.0-a.1', { host, env });
  // A failure of the version before it became a canary (while it was live, say) is not the canary's.
  await send(report(), { browser: 'browser-old-0123456789' });
  // The canary starts after that failure on the clock (a SCHOOL_TODAY run fakes Date, which then
  // moves in steps of about 20 ms: a 5 ms wait could leave both at one instant).
  const failedAt = Date.now();
  while (Date.now() <= failedAt) await new Promise((resolve) => setTimeout(resolve, 5));
  startCanary('student', '1.0.0-b.2', 20, { host, env, by: 'asha' });
  // One browser twice is one browser; a failing live version aborts nothing.
  await send(report(), { browser: 'browser-one-0123456789' });
  await send(report(), { browser: 'browser-one-0123456789' });
  await send(report({ version: '1.0.0-a.1', fellBackTo: null }), { browser: 'browser-two-0123456789' });
  expect(readPointer(dir).canary?.version).toBe('1.0.0-b.2');
  await send(report(), { browser: 'browser-two-0123456789' });
  const pointer = readPointer(dir);
  expect(pointer.canary).toBeUndefined();
  expect(pointer.live).toBe('1.0.0-a.1');
  expect(pointer.canaryLog).toEqual([
    {
      version: '1.0.0-b.2',
      how: 'abort',
      at: expect.any(String),
      by: AUTOMATIC_ABORT_BY,
      why:
        '2 browsers failed to load it (CANARY_ABORT_FAILURES is 2); the latest: entry: Error: [ Federation ' +
        'Runtime ]: Failed to load script resources. #RUNTIME-008',
    },
  ]);
  expect(warnings.at(-1)).toMatch(/^The student remote's canary 1\.0\.0-b\.2 is aborted: 2 browsers failed/);
  // Reports that arrive after the abort are counted, and abort nothing more.
  expect((await send(report(), { browser: 'browser-six-0123456789' })).status).toBe(204);
  expect(readPointer(dir).canaryLog).toHaveLength(1);
});

describe('the rate limit', () => {
  it('bounds each client and all clients per window, forgetting them when the window ends', () => {
    let time = 0;
    const allowed = reportLimiter({ perClient: 2, total: 3, windowMs: 1000, maxClients: 10 }, () => time);
    expect([allowed('a'), allowed('a'), allowed('a')]).toEqual([true, true, false]);
    expect([allowed('b'), allowed('c')]).toEqual([true, false]);
    time = 1000;
    expect([allowed('a'), allowed('c')]).toEqual([true, true]);
  });

  it('remembers a bounded number of clients: beyond it a new client waits for the next window', () => {
    let time = 0;
    const allowed = reportLimiter({ perClient: 5, total: 100, windowMs: 1000, maxClients: 2 }, () => time);
    expect([allowed('a'), allowed('b'), allowed('c'), allowed('a')]).toEqual([true, true, false, true]);
    time = 1500;
    expect(allowed('c')).toBe(true);
  });
});
