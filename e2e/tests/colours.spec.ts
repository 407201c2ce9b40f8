/**
 * Light and dark: the page follows the system's colour scheme until the person chooses one (in
 * the footer before sign-in, in the dashboard's menu after); the choice repaints at once and
 * holds after a reload, on every screen.
 */
import type { Page } from '@playwright/test';
import { tabTo } from './accessibility';
import { DEMO, expect, signIn, test } from './fixtures';

const LIGHT_BACKGROUND = 'rgb(243, 245, 249)';
const DARK_BACKGROUND = 'rgb(17, 21, 30)';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('on a system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the page is dark until Light is chosen, which holds after a reload and a sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeFocused();
    const colours = page.getByRole('contentinfo').getByRole('group', { name: 'Colours' });
    await expect(colours.getByRole('radio', { name: 'As the system' })).toBeChecked();
    expect(await background(page)).toBe(DARK_BACKGROUND);

    await colours.getByRole('radio', { name: 'Light' }).check();
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeFocused();
    expect(await background(page)).toBe(LIGHT_BACKGROUND);

    await signIn(page, DEMO.student.id, DEMO.student.password);
    await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
    // Signed in, the choice is in the dashboard's menu, not the footer.
    await expect(page.getByRole('contentinfo').getByRole('group', { name: 'Colours' })).toHaveCount(0);
    const inMenu = page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('group', { name: 'Colours' });
    await expect(inMenu.getByRole('radio', { name: 'Light' })).toBeChecked();

    await inMenu.getByRole('radio', { name: 'As the system' }).check();
    expect(await background(page)).toBe(DARK_BACKGROUND);
  });
});

test('on a light system, Dark makes the page dark, by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeFocused();
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
  const colours = page.getByRole('contentinfo').getByRole('group', { name: 'Colours' });
  await tabTo(page, colours.getByRole('radio', { name: 'As the system' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(colours.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-colour-scheme', 'dark');
  expect(await background(page)).toBe(DARK_BACKGROUND);
});
