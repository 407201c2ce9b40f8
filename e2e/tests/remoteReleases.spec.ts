/**
 * A team's releases of the student remote, on a copy of the app of its own (its releases folder
 * is the suite's): two versions switched live while a tab stays open on the first, a rollback,
 * a version the shell refuses with the last compatible one mounted instead, a hanging host and a
 * per-browser preview.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { RELEASES_APP, RELEASES_DIR, RUNNING } from '../playwright.config';
import { DEMO, expect, signIn, test } from './fixtures';
import { canaryBucket } from '@leave/contract';
import { makeVersion, remotes } from './releases';

const releasesDir = process.env.RELEASES_DIR || RELEASES_DIR;
test.skip(Boolean(RUNNING) && !process.env.RELEASES_DIR, 'needs the running environment’s RELEASES_DIR');
const base = RUNNING ? RUNNING.baseUrl : `http://localhost:${RELEASES_APP.port}`;

const V1 = '1.0.0-e2e0001.20261126T000001Z';
const V2 = '1.0.0-e2e0002.20261126T000002Z';
const V3 = '1.0.0-e2e0003.20261126T000003Z';
const COURSES_V2 = 'View Courses (v2)';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  fs.rmSync(`${releasesDir}/student-app`, { recursive: true, force: true });
  makeVersion(releasesDir, V1);
  makeVersion(releasesDir, V2, { label: ['View Courses', COURSES_V2] });
  makeVersion(releasesDir, V3, { contractVersion: 99 });
});
test.afterAll(() => fs.rmSync(`${releasesDir}/student-app`, { recursive: true, force: true }));

async function openStudent(page: Page) {
  await page.goto(`${base}/`);
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
}

const menuItem = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name, exact: true });

test('a switch reaches the next page load while an open tab keeps its version, is told, and opens a lazy view; rollback goes back', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  expect(remotes(releasesDir, 'use', 'student', V1)).toContain(`student ${V1} is live`);
  const oldTab = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openStudent(oldTab);
  await expect(menuItem(oldTab, 'View Courses')).toBeVisible();

  expect(remotes(releasesDir, 'use', 'student', V2)).toContain(`student ${V2} is live`);
  expect(remotes(releasesDir, 'list')).toMatch(new RegExp(`live\\s+${V2.replaceAll('.', '\\.')}`));
  const health = await (await request.get(`${base}/health`)).json();
  expect(health.remotes.student).toMatchObject({ version: V2, commit: 'e2e0000', reachable: true });

  const newTab = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openStudent(newTab);
  await expect(menuItem(newTab, COURSES_V2)).toBeVisible();

  // The open tab learns of the new version when it is shown again, and its own still works.
  await oldTab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(oldTab.getByText('A new version of the student app is available:')).toBeVisible();
  await menuItem(oldTab, 'View Courses').click();
  await expect(oldTab.getByRole('heading', { name: 'Your Courses' })).toBeFocused();
  await expect(oldTab.getByText(/could not be shown/)).toHaveCount(0);

  expect(remotes(releasesDir, 'rollback', 'student', '--by', 'e2e-team')).toContain(`student is back on ${V1}`);
  expect(remotes(releasesDir, 'list')).toMatch(
    new RegExp(`${V2.replaceAll('.', '\\.')} .*, rolled back from \\S+ by e2e-team`),
  );
  await newTab.reload();
  await expect(menuItem(newTab, 'View Courses')).toBeVisible();
});

test('a version that does not exist is refused, one the running shell cannot run too, and the live one stays', async () => {
  expect(remotes(releasesDir, 'use', 'student', '1.0.0-nope.1')).toContain('student has no version 1.0.0-nope.1');
  expect(remotes(releasesDir, 'use', 'student', V3, '--shell', base)).toContain(
    `this shell cannot run it: it was built for shell contract 99, this shell has contract 1 (checked against the running shell at ${base} (contract 1)`,
  );
  expect(remotes(releasesDir, 'list', '--shell', base)).toContain(`Checked against the running shell at ${base}`);
  expect(remotes(releasesDir, 'list')).toMatch(new RegExp(`live\\s+${V1.replaceAll('.', '\\.')}`));
});

test('a forced incompatible live version: the person gets the last working one in plain words, /health says degraded and why', async ({
  page,
  request,
}) => {
  expect(remotes(releasesDir, 'use', 'student', V1)).toContain('is live');
  expect(remotes(releasesDir, 'use', 'student', V3, '--force')).toContain(`student ${V3} is live`);
  await openStudent(page);
  await expect(
    page.getByText('The newest version of the student app cannot run here yet, so the one before it is shown.'),
  ).toBeVisible();
  await expect(page.getByText(/shell contract/)).toHaveCount(0);
  await expect(menuItem(page, 'View Courses')).toBeVisible();
  const health = await (await request.get(`${base}/health`)).json();
  expect(health.status).toBe('degraded');
  expect(health.remotes.student).toMatchObject({
    version: V1,
    refused: { version: V3, reason: 'it was built for shell contract 99, this shell has contract 1' },
  });
  expect(remotes(releasesDir, 'use', 'student', V1)).toContain('is live');
});

test('a canary: its share of browsers get its version and keep it, the rest the live one; abort sends everyone back', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  expect(remotes(releasesDir, 'use', 'student', V1)).toContain('is live');
  expect(remotes(releasesDir, 'canary', 'student', V2, '30', '--shell', base)).toContain(
    `student ${V2} is live for 30% of browsers`,
  );
  const ids = Array.from({ length: 200 }, (_, index) => `e2e-browser-${index}-0123456789`);
  const inside = ids.find((id) => canaryBucket(id, 'student') < 30)!;
  const outside = ids.find((id) => canaryBucket(id, 'student') >= 30)!;
  const tabOf = async (id: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'leave_browser', value: id, url: base }]);
    const tab = await context.newPage();
    await openStudent(tab);
    return tab;
  };
  const canaryTab = await tabOf(inside);
  const liveTab = await tabOf(outside);
  await expect(menuItem(canaryTab, COURSES_V2)).toBeVisible();
  await expect(menuItem(liveTab, 'View Courses')).toBeVisible();
  await canaryTab.reload();
  await expect(menuItem(canaryTab, COURSES_V2)).toBeVisible();

  const health = await (await request.get(`${base}/health`)).json();
  expect(health.remotes.student).toMatchObject({ version: V1, canary: { version: V2, percent: 30 } });
  expect(remotes(releasesDir, 'list')).toContain(`canary ${V2} for 30% of browsers`);

  expect(remotes(releasesDir, 'abort', 'student')).toContain(`every browser gets ${V1} again`);
  await canaryTab.reload();
  await expect(menuItem(canaryTab, 'View Courses')).toBeVisible();
  await canaryTab.context().close();
  await liveTab.context().close();
});

test('a live version that does not load: the page shows the one before and says so quietly, the failure is reported, /health says degraded', async ({
  page,
  request,
}) => {
  expect(remotes(releasesDir, 'use', 'student', V2)).toContain(`student ${V2} is live`);
  // V2's entry script does not load in this browser; V1 (live before it) does.
  await page.route(new RegExp(`/${V2.replaceAll('.', '\\.')}/remoteEntry\\.js`), (route) => route.abort());
  await openStudent(page);
  await expect(
    page.getByText('The newest version of the student app did not load, so the one before it is shown.'),
  ).toBeVisible();
  await expect(menuItem(page, 'View Courses')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await expect
    .poll(async () => (await (await request.get(`${base}/health`)).json()).remotes.student.failures[V2]?.count)
    .toBe(1);
  const health = await (await request.get(`${base}/health`)).json();
  expect(health.status).toBe('degraded');
  expect(health.remotes.student).toMatchObject({
    version: V2,
    fallback: { version: V1, inUse: true },
    failures: { [V2]: { count: 1, browsers: 1, last: { kind: 'entry' } } },
  });
  expect(remotes(releasesDir, 'list')).toMatch(
    new RegExp(`live\\s+${V2.replaceAll('.', '\\.')} .*, 1 load failure reported from 1 browser`),
  );
  expect(remotes(releasesDir, 'use', 'student', V1)).toContain('is live');
});

test('a canary that does not load falls back to the live version, and is aborted by the shell after two browsers', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  expect(remotes(releasesDir, 'canary', 'student', V2, '50')).toContain(`student ${V2} is live for 50% of browsers`);
  const inside = Array.from({ length: 200 }, (_, index) => `e2e-failing-${index}-0123456789`).filter(
    (id) => canaryBucket(id, 'student') < 50,
  );
  for (const id of inside.slice(0, 2)) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'leave_browser', value: id, url: base }]);
    const tab = await context.newPage();
    await tab.route(new RegExp(`/${V2.replaceAll('.', '\\.')}/mf-manifest\\.json`), (route) =>
      route.fulfill({ status: 500, body: 'broken' }),
    );
    await openStudent(tab);
    await expect(menuItem(tab, 'View Courses')).toBeVisible();
    await expect(tab.getByText(/did not load, so the one before it is shown/)).toBeVisible();
    await context.close();
  }
  await expect.poll(() => remotes(releasesDir, 'list')).toContain(`canary ${V2} aborted`);
  const listed = remotes(releasesDir, 'list');
  expect(listed).toContain(
    `by the shell (automatic): 2 browsers failed to load it (CANARY_ABORT_FAILURES is 2); the latest: manifest:`,
  );
  expect(listed).not.toContain(`canary ${V2} for 50% of browsers`);
});

test('a remote whose host hangs, and its fallback too, ends in the message with Retry within a few seconds', async ({
  page,
}) => {
  await page.route(/\/mf-manifest\.json$/, async (route) => {
    if (![V1, V2].some((version) => route.request().url().includes(version))) return route.continue();
    // Never answered: the host hangs.
  });
  await page.goto(`${base}/`);
  await signIn(page, DEMO.student.id, DEMO.student.password);
  // Each of the live version and its fallback: two tries of 3 s at their manifest.
  await expect(page.getByRole('alert')).toContainText('Sorry, the student dashboard could not be loaded.', {
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a preview of a kept version in this browser shows its banner until it is ended; one from elsewhere is refused', async ({
  page,
}) => {
  await page.goto(`${base}/?remote-preview=student@${V2}`);
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByText(`Preview in this browser only: the student app is version ${V2}`)).toBeVisible();
  await expect(menuItem(page, COURSES_V2)).toBeVisible();
  await page.getByRole('button', { name: 'End preview' }).click();
  await expect(menuItem(page, 'View Courses')).toBeVisible();
  await expect(page.getByText(/Preview in this browser only/)).toHaveCount(0);

  await page.goto(`${base}/student?remote-preview=student=https://evil.example/mf-manifest.json`);
  await expect(
    page.getByText('Preview refused. Previews from https://evil.example are not allowed on this server.'),
  ).toBeVisible();
  await expect(menuItem(page, 'View Courses')).toBeVisible();
});
