import { DEMO, expect, NOT_LOGGED_IN, signIn, test } from './fixtures';

test('a reload keeps the session, the browser holds no password, and Logout ends it', async ({ page, dialogs }) => {
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/student$/);

  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }) + document.cookie);
  expect(stored).toContain('1001');
  expect(stored).not.toContain(DEMO.student.password);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/student');
  await expect.poll(() => dialogs).toEqual([NOT_LOGGED_IN]);
  await expect(page).toHaveURL(/\/$/);
});

test('the footer copyright line is on every page', async ({ page }) => {
  for (const path of ['/', '/signup', '/admin', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toContainText('Leave Management. All rights reserved.');
  }
});
