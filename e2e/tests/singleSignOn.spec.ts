/**
 * Sign-in with the school's account in the browser (issue 41), through the local OpenID
 * provider's real login page: a student and an instructor land on their dashboards and sign out
 * at the provider too, a person unknown here sees the "not set up" page, and with password
 * sign-in off for students the form refuses a student and still lets the admin in. It runs on a
 * copy of the app of its own (SSO_APP), set up for single sign-on; the settings it changes are
 * that copy's.
 */
import type { Page } from '@playwright/test';
import type { SingleSignOnStatus } from '@leave/contract';
import { SSO_APP } from '../playwright.config';
import { expectUsableScreen } from './accessibility';
import { DEMO, expect, test } from './fixtures';

const app = SSO_APP.baseUrl;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const { apiHost } = (await (await request.get(`${app}/config.json`)).json()) as { apiHost: string };
  // The provider may have started after the API, which then asks it again on the next call.
  await expect
    .poll(
      async () => ((await (await request.get(`${apiHost}/singleSignOnStatus`)).json()) as SingleSignOnStatus).available,
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
});

async function menu(page: Page, item: string) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('button', { name: item, exact: true })
    .click();
}

/** From the app's sign-in page, through the provider's own login form. */
async function signInAtSchool(page: Page, username: string, password: string) {
  await page.goto(`${app}/`);
  await page.getByRole('link', { name: SSO_APP.label }).click();
  await expect(page).toHaveURL(new RegExp(`^${SSO_APP.idpUrl}/interaction/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a student signs in with the school account, lands on the dashboard, and signs out there too', async ({
  page,
}) => {
  await page.goto(`${app}/`);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeFocused();
  await expect(page.getByText('or sign in with your password')).toBeVisible();
  await expectUsableScreen(page, 'Sign In');

  await signInAtSchool(page, DEMO.student.id, DEMO.student.password);
  await expect(page).toHaveURL(`${app}/student`);
  await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();
  await expect(page.getByText(DEMO.student.name).first()).toBeVisible();

  await menu(page, 'Logout');
  // The provider asks to confirm its own sign-out, then returns to the app.
  await expect(page.getByRole('heading', { name: 'Sign out of your school account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${app}/`);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // Signed out at the provider: the school account asks for the password again.
  await page.getByRole('link', { name: SSO_APP.label }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('an instructor signs in with the school account and lands on the instructor dashboard', async ({ page }) => {
  await signInAtSchool(page, '501', 'teacher123');
  await expect(page).toHaveURL(`${app}/instructor`);
  await expect(page.getByRole('heading', { name: 'Pending Requests', exact: true })).toBeFocused();
});

test('a person the school has not set up here sees whom to ask, and is signed in nowhere', async ({ page }) => {
  await signInAtSchool(page, '9999', 'student123');
  await expect(page).toHaveURL(`${app}/school-account?problem=not-set-up`);
  await expect(page.getByRole('heading', { name: 'Account Not Set Up Here' })).toBeFocused();
  await expect(page.getByText(/Ask the school office to add you/)).toBeVisible();
  await expectUsableScreen(page, 'Account Not Set Up Here');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectUsableScreen(page, 'Account Not Set Up Here');
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('with password sign-in off for students, the form refuses a student and still lets the admin in', async ({
  browser,
  page,
}) => {
  const setStudentsPassword = async (allowed: boolean) => {
    await page.goto(`${app}/admin`);
    await page.getByLabel('Username').fill(DEMO.admin.id);
    await page.getByLabel('Password').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await menu(page, 'Sign-in Options');
    await expect(page.getByRole('heading', { name: 'Sign-in Options' })).toBeFocused();
    await page.getByRole('checkbox', { name: 'Students may also sign in with a password' }).setChecked(allowed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Sign-in options saved');
  };

  await setStudentsPassword(false);
  await expectUsableScreen(page, 'Sign-in Options');
  try {
    const student = await browser.newPage();
    await student.goto(`${app}/`);
    await student.getByLabel('Username', { exact: true }).fill('1002');
    await student.getByLabel('Password', { exact: true }).fill('student123');
    await student.getByRole('button', { name: 'Sign In' }).click();
    await expect(student.getByText('Students sign in with the school account here, not a password')).toBeVisible();
    await expect(student).toHaveURL(`${app}/`);
    // The school account still works for them.
    await signInAtSchool(student, '1002', 'student123');
    await expect(student).toHaveURL(`${app}/student`);

    // The admin's password always works.
    const admin = await browser.newPage();
    await admin.goto(`${app}/admin`);
    await admin.getByLabel('Username').fill(DEMO.admin.id);
    await admin.getByLabel('Password').fill(DEMO.admin.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await expect(admin.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  } finally {
    await menu(page, 'Logout');
    await setStudentsPassword(true);
  }
});
