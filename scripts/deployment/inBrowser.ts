/**
 * The app through the recipe in a real browser (Debian's Chromium, as the browser suites drive
 * it): the shell loads its remotes from /remotes/ and calls the API under /api/, within the
 * page's CSP. A student signs in and sees their dashboard, its live stream open, with no error
 * in the page and no answer of 400 or more.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@leave/config';
import { CHROMIUM_PATH, chromiumLaunchOptions } from '@leave/test-kit/chromium';
import type { Expectations } from './expectations';
import { aptInstall } from './recipe';

/** How long a step of the page may take (on two busy cores a dashboard takes a few seconds). */
const WAIT_MS = 20_000;

export async function checkInBrowser(origin: string, expectations: Expectations): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) aptInstall('chromium');
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // The test's own certificate, which this browser has no reason to trust.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    // Its status, or 0 if the page never asked for it.
    const streamOpened = page
      .waitForResponse((response) => new URL(response.url()).pathname === '/api/events', { timeout: WAIT_MS })
      .then(
        (response) => response.status(),
        () => 0,
      );
    const { student } = DEMO_ACCOUNTS;
    // What the person saw: their dashboard, or where it stopped.
    const seen = await (async () => {
      await page.goto(`${origin}/`);
      await page.getByLabel('Username', { exact: true }).fill(String(student.id), { timeout: WAIT_MS });
      await page.getByLabel('Password', { exact: true }).fill(student.password);
      await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Student' });
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: `Welcome ${student.name}` }).waitFor({ timeout: WAIT_MS });
      return 'dashboard shown';
    })().catch(
      (error: unknown) => `no dashboard (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    );
    const stream = await streamOpened;
    expectations.expect(
      'in Chromium: a student signs in and sees their dashboard, its live stream open, with no error',
      seen === 'dashboard shown' && stream === 200 && problems.length === 0,
      `${seen}, /api/events ${stream || 'not asked'}` + (problems.length ? `; ${problems.slice(0, 5).join('; ')}` : ''),
    );
  } finally {
    await browser.close();
  }
}
