import { BASED_APP } from '../playwright.config';
import { DEMO, expect, signIn, test } from './fixtures';

const base = `http://localhost:${BASED_APP.port}${BASED_APP.basePath}`;

test('served under a base path, every route lives under it, deep links and reloads work', async ({ page, dialogs }) => {
  await page.goto(`${base}/`);
  await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
  await expect(page).toHaveURL(`${base}/signup`);
  await page.goto(`${base}/`);
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page).toHaveURL(`${base}/student`);
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('the bare host redirects to the base path', async ({ page }) => {
  await page.goto(`http://localhost:${BASED_APP.port}/`);
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
