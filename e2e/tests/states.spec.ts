/**
 * What a person sees while the app waits, when the server does not answer, and when sign-in is
 * throttled: something on screen at once, one clear message, and alerts only where the spec
 * has them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inMoreThanOneScript, packagesIn, recordScripts } from './downloadedLibraries';
import { DEMO, expect, lecturesThisMonth, signIn, test, uniqueId } from './fixtures';

const SESSION_CALL = '**/session';

test('a signed-out visit logs no console error and no Chrome issue, and the page has its own icon', async ({
  page,
}) => {
  const errors: string[] = [];
  // Chrome's Issues (such as a CSP violation a library caught): not console errors, but reported.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Audits.enable');
  cdp.on('Audits.issueAdded', ({ issue }) => errors.push(`${issue.code}: ${JSON.stringify(issue.details)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const served = await page.request.get(new URL(icon!, page.url()).toString());
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(errors).toEqual([]);
});

test('the sign-in page comes compressed, each shared library downloaded once, its configuration inside, its remote preloaded', async ({
  page,
}) => {
  const scripts: Array<{ url: string; encoding: string | undefined }> = [];
  const asked: string[] = [];
  const downloaded = recordScripts(page);
  page.on('request', (request) => asked.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // The shell's scripts and the sign-in remote's.
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.filter((script) => script.encoding !== 'br')).toEqual([]);
  // The shell provides every shared library; a remote that brought its own copy would download
  // the same library files in a second script.
  const libraryFiles = await downloaded.libraryFiles();
  expect(inMoreThanOneScript(libraryFiles)).toEqual([]);
  const libraries = packagesIn(libraryFiles);
  for (const library of [
    'react-dom',
    'react-router',
    '@reduxjs/toolkit',
    'react-redux',
    'immer',
    'styled-components',
  ]) {
    expect(libraries).toContain(library);
  }
  // Nothing only a later view needs (a form's rules, the calendar): the shell's one file of shared
  // libraries holds those libraries and what they depend on, nothing more.
  for (const later of ['zod', 'react-calendar']) expect(libraries).not.toContain(later);
  // The server wrote the runtime configuration into the page: no round trip for it.
  expect(asked.filter((url) => url.endsWith('/config.json'))).toEqual([]);
  // The sign-in remote's manifest is preloaded by the page and that download is the one used.
  const manifests = asked.filter((url) => url.endsWith('/mf-manifest.json'));
  expect(manifests).toHaveLength(1);
  // The federation runtime comes in the shell's main.js, in one build of each of its packages
  // (its CommonJS build beside the ES one once doubled the file). The served file's map, which
  // is not served, read from the build.
  const main = scripts.find((script) => new URL(script.url).pathname.endsWith('/main.js'))!;
  const built = path.resolve(__dirname, '../../shell/dist/main.js');
  expect(
    fs
      .readFileSync(built)
      .equals(
        Buffer.from(await (await page.request.get(main.url, { headers: { 'accept-encoding': 'identity' } })).body()),
      ),
  ).toBe(true);
  const map = JSON.parse(fs.readFileSync(`${built}.map`, 'utf8')) as { sources: string[] };
  const builds = new Map<string, Set<string>>();
  for (const source of map.sources) {
    const [, library, file] = /node_modules\/(@module-federation\/[^/]+)\/(.+)$/.exec(source) ?? [];
    if (library) builds.set(library, (builds.get(library) ?? new Set()).add(file!.endsWith('.cjs') ? 'cjs' : 'esm'));
  }
  expect(builds.get('@module-federation/runtime-core')).toBeDefined();
  expect([...builds].filter(([, kinds]) => kinds.size > 1).map(([library]) => library)).toEqual([]);
});

test('while a screen loads, the footer waits instead of being pushed down when it arrives', async ({ page }) => {
  await page.route('**/studentData*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password);
  const footer = page.getByRole('contentinfo');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(footer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeVisible();
  await expect(footer).toBeVisible();
});

test('on a phone, the instructor dashboard does not shift while its courses load one after the other', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  await expect(page.getByRole('heading', { name: /^CS101 - .* : \d+ pending requests$/ })).toBeVisible();
  // Opened afresh (no input to excuse a shift), with one course's list a second behind the other's.
  await page.route('**/getLeaves?course_code=CS201*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const counted = window as unknown as { layoutShift: number };
    counted.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) counted.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: /^CS201 - .* : \d+ pending requests$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^CS101 - .* : \d+ pending requests$/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Layout shift as Lighthouse counts it; under 0.1 is what it calls good (it was 0.27).
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);
});

test('Submit stays where it is when the preview of what approval would do arrives', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password);
  // CS101's first lecture next month, where the demo has no leave; the preview comes a second
  // after the typing.
  const day = (await lecturesThisMonth(page, 'CS101', 1))[0]!;
  await page.route('**/previewLeave', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: new RegExp(`^${day.label}`) }).click();
  const form = page.getByRole('form', { name: 'Add Leave' });
  await form.getByLabel('Reason').fill('Workshop');
  await form.getByLabel('Course Code').fill('CS101');
  const submit = form.getByRole('button', { name: 'Submit' });
  const before = await submit.boundingBox();
  await expect(form.getByRole('list', { name: 'If approved' })).toBeVisible();
  expect(await submit.boundingBox()).toEqual(before);
});

test('with a slow server, Loading... shows at once while the session is checked', async ({ page }) => {
  await page.route(SESSION_CALL, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading...', { timeout: 1500 });
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('when the session check gets no answer, the page says so and offers Try again', async ({ page }) => {
  await page.route(SESSION_CALL, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(
    'The server cannot be reached, so your sign-in could not be checked. Check your connection and try again.',
  );
  // The server is back: Try again reloads and the message is gone.
  await page.unroute(SESSION_CALL);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(/The server cannot be reached/)).toHaveCount(0);
});

test('a throttled sign-in is told to wait, inline, without the wrong-password alert', async ({
  page,
  dialogs,
}, info) => {
  // An account of its own, so no other test's sign-in is throttled.
  const id = String(uniqueId(info.workerIndex));
  await page.goto('/');
  const submit = async () => {
    await page.getByLabel('Username', { exact: true }).fill(id);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submit();
    await expect.poll(() => dialogs.length).toBe(attempt);
  }
  expect(new Set(dialogs)).toEqual(new Set(['Invalid Username or Password']));
  await submit();
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins');
  expect(dialogs).toHaveLength(5);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(id);
});

test('sign-up with the server down says so once, inline, with no alert', async ({ page, dialogs }) => {
  await page.goto('/signup');
  await page.route('**/addUser', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Role').selectOption({ label: 'Instructor' });
  await page.getByLabel('Name').fill('Dr. Offline');
  await page.getByLabel('Registration No.').fill('777');
  await page.getByLabel('Department').fill('Physics');
  await page.getByLabel('Password').fill('Kestrel-42-quiet');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toContainText('Cannot reach the server');
  expect(dialogs).toEqual([]);
  await expect(page.getByLabel('Name')).toHaveValue('Dr. Offline');
});
