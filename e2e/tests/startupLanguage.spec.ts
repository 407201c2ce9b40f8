/**
 * The start-up screen (the page's own "Loading..." and footer, before the app's scripts have run)
 * in the language the browser chose, with the page's lang and dir; in English as written.
 * The app's first script is held back, so what is on screen is the page alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens / with the app's scripts held back, the language `kept` chosen on this browser. */
async function startUp(page: Page, kept?: string) {
  if (kept) await page.addInitScript((code) => window.localStorage.setItem('leave-language', code), kept);
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'commit' });
}

test('a browser that chose Hindi sees the start-up screen in Hindi', async ({ page }) => {
  await startUp(page, 'hi');
  await expect(page.getByRole('status')).toHaveText('लोड हो रहा है...');
  await expect(page.getByRole('contentinfo')).toHaveText(/^© \d{4} अवकाश प्रबंधन। सर्वाधिकार सुरक्षित।$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('a browser that chose Urdu sees it in Urdu, right to left', async ({ page }) => {
  await startUp(page, 'ur');
  await expect(page.getByRole('status')).toHaveText('لوڈ ہو رہا ہے...');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('in English the start-up screen is as the page writes it', async ({ page }) => {
  await startUp(page);
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await expect(page.getByRole('contentinfo')).toHaveText(/^© \d{4} Leave Management\. All rights reserved\.$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).not.toHaveAttribute('dir', /./);
});
