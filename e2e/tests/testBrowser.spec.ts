import { expect, test } from './fixtures';

// The suites' browser is launched without the omnibox popups Chromium loads for every window
// (each context is one), a renderer process each: @leave/test-kit/chromium.
test('a test opens its page and no omnibox popup of the browser beside it', async ({ browser, page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  expect(targetInfos.some((target) => target.type === 'page' && target.url.startsWith('http://localhost'))).toBe(true);
});
