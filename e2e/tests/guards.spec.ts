import { DEMO, expect, NOT_LOGGED_IN, signIn, test } from './fixtures';

for (const path of ['/student', '/instructor']) {
  test(`${path} without a session alerts and goes to sign in`, async ({ page, dialogs }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(dialogs).toEqual([NOT_LOGGED_IN]);
  });
}

test('a student cannot open /instructor', async ({ page, dialogs }) => {
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  await page.goto('/instructor');
  await expect.poll(() => dialogs).toEqual([NOT_LOGGED_IN]);
  // Back to sign-in, which sends a signed-in student to their own dashboard.
  await expect(page).toHaveURL(/\/student$/);
});

test('/admin shows an admin sign-in, never the admin dashboard, until an admin signs in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(page.getByLabel('Role')).toHaveCount(0);

  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a student session does not open the admin dashboard', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('the admin cannot be signed in from the public form', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Role').locator('option')).toHaveText(['Student', 'Instructor']);
});
