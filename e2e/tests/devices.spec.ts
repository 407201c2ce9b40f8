/**
 * Signed-in devices, as a person uses them on a phone: see where the account is signed in, sign
 * out another browser (its live update stream ends at once, and its next page asks it to sign
 * in), then sign out everywhere.
 */
import type { Page, Request } from '@playwright/test';
import { expect, signIn, test, uniqueId } from './fixtures';
import { expectUsableScreen } from './accessibility';

const PASSWORD = 'Kestrel-42';

async function openDevices(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('button', { name: 'Signed-in Devices', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Signed-in Devices' })).toBeFocused();
}

test.use({ viewport: { width: 375, height: 812 } });

test('lists where an account is signed in, signs out another browser at once, then signs out everywhere', async ({
  page,
  browser,
  dialogs,
}, info) => {
  const id = String(uniqueId(info.workerIndex));
  await page.goto('/signup');
  await page.getByLabel('Role').selectOption('course instructor');
  await page.getByLabel('Name', { exact: true }).fill('Dr. Asha Menon');
  await page.getByLabel('Registration No.').fill(id);
  await page.getByLabel('Department').fill('Chemistry');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await signIn(page, id, PASSWORD, 'Instructor');
  await expect(page.getByRole('heading', { name: 'Welcome Dr. Asha Menon' })).toBeVisible();

  const elsewhere = await browser.newContext({
    baseURL: info.project.use.baseURL,
    timezoneId: info.project.use.timezoneId,
  });
  const other = await elsewhere.newPage();
  await other.goto('/');
  const liveStream = other.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/events'));
  await signIn(other, id, PASSWORD, 'Instructor');
  await expect(other.getByRole('heading', { name: 'Welcome Dr. Asha Menon' })).toBeVisible();
  const stream = (await liveStream).request();
  // The stream ends when the server closes it (finished) or the page closes it on "signed-out" (failed).
  let streamEnded = false;
  const ends = (request: Request) => {
    if (request === stream) streamEnded = true;
  };
  other.on('requestfinished', ends);
  other.on('requestfailed', ends);

  await openDevices(page);
  const list = page.getByRole('list', { name: 'Signed-in devices, most recently seen first' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: '(this device)' })).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(/Chrom(e|ium) on Linux/);
  await expectUsableScreen(page, 'Signed-in Devices');

  expect(streamEnded).toBe(false);
  await list
    .getByRole('listitem')
    .filter({ hasNotText: '(this device)' })
    .getByRole('button', { name: /^Sign out / })
    .click();
  await expect(page.getByRole('status')).toHaveText(/is signed out\./);
  await expect(page.getByRole('status')).toBeFocused();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Its live updates stopped at once, before it made another call.
  await expect.poll(() => streamEnded, { timeout: 3_000 }).toBe(true);

  // The other browser finds nobody signed in on its next page.
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  await elsewhere.close();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  expect(dialogs).toEqual([]);
});
