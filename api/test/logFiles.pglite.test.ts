/**
 * The request log cannot fill the disk (issue 38): with LOG_FILE the API writes one JSON line a
 * request to files that roll at LOG_FILE_MAX_MB, LOG_FILE_COUNT of them kept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, DEMO_ACCOUNTS, startBackend } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';

const CAP_BYTES = Math.round(0.02 * 1024 * 1024);
const KEPT = 3;
/** A file may pass the cap by the line that crossed it, and lines written while it rolls. */
const SLACK_BYTES = 4096;

let backend: RunningBackend;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-logs-'));
  backend = await startBackend({
    kind: 'pglite',
    env: {
      SEED_DEMO: 'true',
      LOG_REQUESTS: 'true',
      LOG_FILE: path.join(dir, 'api.log'),
      LOG_FILE_MAX_MB: '0.02',
      LOG_FILE_COUNT: String(KEPT),
    },
  });
}, 90_000);
afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const files = () => fs.readdirSync(dir).map((name) => path.join(dir, name));
const lines = () =>
  files()
    .flatMap((file) => fs.readFileSync(file, 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * Waits until a line of the request to `url` is in the files: the line is written once the
 * answer has gone out, so it may come a moment after the client has read it.
 */
async function loggedLine(url: string) {
  for (let wait = 0; wait < 100; wait += 1) {
    const line = lines().find((entry) => entry.url === url);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line for ${url} within 5 s`);
}

it('rolls the files at the cap, keeps the newest few, and writes one line a request without the session', async () => {
  const { id, password } = DEMO_ACCOUNTS.student;
  const student = await new ApiClient(backend.urls[0]!).signIn(id, password, 'student');
  const token = student.sessionCookie!.split('=')[1]!;
  // About 300 bytes a line: some 150 KB in all, seven caps' worth.
  for (let call = 0; call < 500; call += 1) await student.get(`/studentData?user_id=${id}`);
  const probes = Array.from({ length: 20 }, (_, n) => `/studentData?user_id=${id}&probe=${n}`);
  const statuses = [];
  for (const probe of probes) statuses.push((await student.get(probe)).status);
  await loggedLine(probes.at(-1)!);

  const written = files();
  expect(written.length).toBeGreaterThanOrEqual(2);
  expect(written.length).toBeLessThanOrEqual(KEPT);
  for (const file of written) expect(fs.statSync(file).size).toBeLessThan(CAP_BYTES + SLACK_BYTES);
  // The oldest were removed: what is left is far less than was written.
  const requests = lines().filter((line) => line.msg === 'request');
  expect(requests.length).toBeLessThan(520);

  // Each request of the last few gave one line, and Fastify's own "incoming request" none.
  for (const probe of probes) expect(requests.filter((line) => line.url === probe)).toHaveLength(1);
  expect(lines().filter((line) => /incoming request|request completed/.test(String(line.msg)))).toEqual([]);
  expect(requests.find((line) => line.url === probes[0])).toEqual({
    level: 30,
    time: expect.any(Number),
    pid: backend.pids[0],
    hostname: os.hostname(),
    reqId: expect.any(String),
    method: 'GET',
    url: probes[0],
    statusCode: statuses[0],
    responseTime: expect.any(Number),
    ip: '127.0.0.1',
    user: { role: 'student', user_id: id },
    msg: 'request',
  });
  expect(new Set(requests.map((line) => line.reqId)).size).toBe(requests.length);
  for (const file of written) expect(fs.readFileSync(file, 'utf8')).not.toContain(token);
}, 60_000);

it('hides the value of a secret in the query, such as a calendar feed’s token', async () => {
  await new ApiClient(backend.urls[0]!).get('/calendar.ics?token=a-secret-feed-key');
  expect((await loggedLine('/calendar.ics?token=hidden')).statusCode).toBe(404);
  for (const file of files()) expect(fs.readFileSync(file, 'utf8')).not.toContain('a-secret-feed-key');
});
