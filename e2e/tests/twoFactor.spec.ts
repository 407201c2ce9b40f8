/**
 * The admin's two-factor sign-in in the browser (issue 38): enrol an authenticator (its codes
 * computed here from the key the page shows), sign out, sign in with a code, and be asked for a
 * fresh one before a password reset. Enrolling changes how the admin signs in, so this runs on
 * the base-path copy of the app, whose admin no other suite uses.
 */
import { freshTotp } from '@leave/test-kit';
import { BASED_APP } from '../playwright.config';
import { axeViolations, expectUsableScreen } from './accessibility';
import { DEMO, expect, test } from './fixtures';

const base = `http://localhost:${BASED_APP.port}${BASED_APP.basePath}`;

test.use({ viewport: { width: 375, height: 812 } });

test('enrol, sign out, sign in with a code, and confirm a password reset with a fresh one', async ({
  page,
  dialogs,
}) => {
  // Three codes in a row may outrun the clock by a step: the last may wait up to 30 s for it.
  test.setTimeout(90_000);
  const menu = async (item: string) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await page
      .getByRole('navigation', { name: 'Dashboard menu' })
      .getByRole('button', { name: item, exact: true })
      .click();
  };
  const signInAdmin = async () => {
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await page.getByLabel('Username').fill(DEMO.admin.id);
    await page.getByLabel('Password').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };

  await page.goto(`${base}/admin`);
  await signInAdmin();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Enrol: the QR code, the key as text, a first code from the "app".
  await menu('Two-factor Sign-in');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeFocused();
  await page.getByRole('button', { name: 'Set Up Two-factor Sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add this account to your authenticator app' })).toBeVisible();
  // The key is shown in groups of four, to be typed; the app takes it without the spaces.
  const shownKey = (await page.locator('code').first().textContent())!.trim();
  expect(shownKey).toMatch(/^(?:[A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = shownKey.replace(/ /g, '');
  const addToApp = page.getByRole('link', { name: 'Add to my authenticator app' });
  await expect(addToApp).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
  await expectUsableScreen(page, 'Two-factor sign-in');
  let code = await freshTotp(secret, null);
  await page.getByLabel(/Authentication code/).fill(code.code);
  await page.getByRole('button', { name: 'Turn On' }).click();
  const recovery = page.getByRole('region', { name: 'Recovery codes' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await expectUsableScreen(page, 'Two-factor sign-in');
  await page.getByRole('button', { name: 'I Have Saved My Recovery Codes' }).click();
  await expect(page.getByText('On: signing in asks for a code from your authenticator app')).toBeVisible();

  // Sign out, then in: the password alone is not enough.
  await menu('Logout');
  await page.goto(`${base}/admin`);
  await signInAdmin();
  const codeField = page.getByLabel(/Authentication code/);
  await expect(codeField).toBeFocused();
  await expect(page.getByText(/Enter the 6-digit code from your authenticator app/)).toBeVisible();
  await expectUsableScreen(page, 'Admin Sign In');
  code = await freshTotp(secret, code.step);
  await codeField.fill(code.code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // A password reset asks for a fresh code in a dialog, then goes through.
  await menu('Accounts');
  await page.getByLabel('User ID').fill('1002');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm with your authenticator' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Authentication code/)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  code = await freshTotp(secret, code.step);
  await dialog.getByLabel(/Authentication code/).fill(code.code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/has a temporary password/)).toBeVisible();
  expect(dialogs).toEqual([]);
});
