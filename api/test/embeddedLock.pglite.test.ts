/**
 * One writer per embedded database: while an API has PGLITE_DIR open, a second API, create-admin
 * and a reset are refused with a clear message and change nothing; after a crash the lock is
 * taken over at once, even while the crashed process has not been collected by its parent, and
 * nothing acknowledged is lost.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApiClient, copyPgliteTemplate, freePort, leaveFor, lectureAfter, spawnServer } from '@leave/test-kit';
import { nodeArguments } from '@leave/test-kit/serverBuild';
import { lifeOf } from '../src/db/embeddedLock';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
let dir: string;

// The run's migrated and seeded demo database (a copy): what is tested is the lock, not the seeding.
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-lock-'));
  copyPgliteTemplate(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs one of the API's commands on the same directory; resolves with its exit code and output. */
async function command(script: string, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, nodeArguments(script), {
      cwd: ROOT,
      env: { ...process.env, PGLITE_DIR: dir, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const inUse = /embedded database in .* is in use by another process/;

it('refuses a second API, create-admin and a reset while an API has the database open', async () => {
  const date = lectureAfter('CS101', 12);
  const first = await spawnServer('api/src/main.ts', { PGLITE_DIR: dir, SEED_DEMO: 'true' });
  try {
    const student = await new ApiClient(first.url).signIn(1001, 'student123', 'student');
    expect((await student.post('/addLeave', leaveFor(1001, date))).status).toBe(200);

    await expect(spawnServer('api/src/main.ts', { PGLITE_DIR: dir })).rejects.toThrow(inUse);
    const admin = await command('api/src/createAdmin.ts', { ADMIN_ID: '9', ADMIN_PASSWORD: 'a long secret' });
    expect(admin.code).not.toBe(0);
    expect(admin.output).toMatch(inUse);
    const reset = await command('api/src/reset.ts');
    expect(reset.code).not.toBe(0);
    expect(reset.output).toMatch(/in use by another process.*Nothing was changed/s);

    // The first API still serves everything it acknowledged.
    const data = await student.get('/studentData?user_id=1001');
    expect(data.body.leaveData.map((leave: { leave_date: string }) => leave.leave_date)).toContain(date);
  } finally {
    await first.stop();
  }
  // Once it has stopped, the others may open the database, and the leave is still there.
  expect((await command('api/src/createAdmin.ts', { ADMIN_ID: '9', ADMIN_PASSWORD: 'a long secret' })).code).toBe(0);
  const again = await spawnServer('api/src/main.ts', { PGLITE_DIR: dir });
  try {
    const student = await new ApiClient(again.url).signIn(1001, 'student123', 'student');
    const data = await student.get('/studentData?user_id=1001');
    expect(data.body.leaveData.map((leave: { leave_date: string }) => leave.leave_date)).toContain(date);
    expect(
      (await new ApiClient(again.url).post('/userVerify', { user_id: 9, passwd: 'a long secret', role: 'admin' }))
        .status,
    ).toBe(200);
  } finally {
    await again.stop();
  }
}, 90_000);

it('takes over at once the lock of an API that crashed: a restart right after a crash starts', async () => {
  const crashed = await spawnServer('api/src/main.ts', { PGLITE_DIR: dir, SEED_DEMO: 'true' });
  await crashed.crash();
  const next = await spawnServer('api/src/main.ts', { PGLITE_DIR: dir });
  try {
    const student = await new ApiClient(next.url).signIn(1001, 'student123', 'student');
    expect((await student.get('/studentData?user_id=1001')).status).toBe(200);
  } finally {
    await next.stop();
  }
  // A clean stop leaves no lock behind, nor a note of who held it.
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  expect(fs.existsSync(`${dir}.lock.pid`)).toBe(false);
}, 90_000);

it('starts at once after a kill -9 whose process its supervisor has not collected yet (a zombie)', async () => {
  const port = await freePort();
  // A parent that never collects its children: the API it started stays a zombie once killed. The
  // API as the other tests start it (the run's build, not its sources through tsx: ~5 CPU-s less).
  const api = [process.execPath, ...nodeArguments('api/src/main.ts')].map((part) => `"${part}"`).join(' ');
  const parent = spawn('sh', ['-c', `${api} & echo $!; exec sleep 300`], {
    cwd: ROOT,
    env: { ...process.env, PGLITE_DIR: dir, SEED_DEMO: 'true', API_PORT: String(port), LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    const pid = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (line) => resolve(String(line)))),
    );
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('the first API did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    process.kill(pid, 'SIGKILL');
    // The kernel takes a moment to end a large process ('exiting'; over 500 ms on a loaded machine):
    // the zombie this test is about is what is left once it has.
    const ended = Date.now() + 30_000;
    while (lifeOf(pid) === 'exiting' && Date.now() < ended) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lifeOf(pid)).toBe('gone');
    expect(() => process.kill(pid, 0)).not.toThrow(); // still in the process table: a zombie
    const started = await spawnServer('api/src/main.ts', { PGLITE_DIR: dir });
    try {
      const student = await new ApiClient(started.url).signIn(1001, 'student123', 'student');
      expect((await student.get('/studentData?user_id=1001')).status).toBe(200);
    } finally {
      await started.stop();
    }
  } finally {
    parent.kill('SIGKILL');
  }
}, 90_000);

it('tells a running process from a gone one', async () => {
  expect(lifeOf(process.pid)).toBe('running');
  const child = spawn('sleep', ['30']);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  expect(lifeOf(child.pid!)).toBe('gone');
});
