/**
 * A remote team's dev loop against the real shell: the student remote's development server
 * (`npm run dev -w student-app`, as the team runs it) on a port of its own, previewed in the
 * production shell of the releases copy with `?remote-preview=student=http://localhost:<port>/...`.
 * The copy's served student remote keeps answering meanwhile.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { RELEASES_APP } from '../playwright.config';
import { DEMO, expect, signIn, test } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');
const base = `http://localhost:${RELEASES_APP.port}`;
/** The student remote's development port with the copy's settings: its served port + 10. */
const DEV_PORT = RELEASES_APP.port + 2 + 10;
const manifest = `http://localhost:${DEV_PORT}/mf-manifest.json`;

let devServer: ChildProcess | undefined;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  devServer = spawn('npm', ['run', 'dev', '--silent', '-w', 'student-app'], {
    cwd: ROOT,
    // Its own process group, ended whole (npm, webpack and its workers) after the suite.
    detached: true,
    env: { ...process.env, PORT: String(RELEASES_APP.port), API_PORT: String(RELEASES_APP.apiPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  devServer.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  devServer.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The first build of a development server on a busy machine: up to a few minutes.
  const until = Date.now() + 170_000;
  for (;;) {
    if (devServer.exitCode !== null) throw new Error(`The development server stopped:\n${output}`);
    const answered = await fetch(manifest).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > until) throw new Error(`The development server did not answer on ${DEV_PORT}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

test.afterAll(() => {
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

test("a remote's development server takes a port of its own, and its harness page loads its entry alone", async ({
  page,
  request,
}) => {
  // The copy's served student remote still answers for everyone.
  expect((await request.get(`http://localhost:${RELEASES_APP.port + 2}/mf-manifest.json`)).status()).toBe(200);
  const devManifest = await (await request.get(manifest)).json();
  expect(JSON.stringify(devManifest)).not.toContain('hot-update');

  await page.goto(`http://localhost:${DEV_PORT}/`);
  const scripts = await page.locator('script[src]').evaluateAll((found) => found.map((s) => s.getAttribute('src')));
  expect(scripts.some((src) => /(^|\/)main\.js$/.test(src ?? ''))).toBe(true);
  expect(scripts.some((src) => /remoteEntry\.js$/.test(src ?? ''))).toBe(false);
});

test("the real shell shows the student dashboard from the team's development server, in this browser only", async ({
  page,
}) => {
  const refused: string[] = [];
  const fromDevServer: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${DEV_PORT}/`)) fromDevServer.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy|RUNTIME-\d+/.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${base}/?remote-preview=student=${manifest}`);
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(
    page.getByText(`Preview in this browser only: the student app is loaded from ${manifest}, not the live one.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name: 'View Courses', exact: true }),
  ).toBeVisible();
  expect(refused).toEqual([]);
  // The dashboard's code came from the development server.
  expect(fromDevServer.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
});
