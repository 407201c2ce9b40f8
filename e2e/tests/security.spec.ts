import type { TestInfo } from '@playwright/test';
import { apiUrlOf, expect, test } from './fixtures';

const appUrl = (info: TestInfo) => new URL(info.project.use.baseURL!);
/** The student remote is served on the app's port + 2. */
const remoteUrl = (info: TestInfo) => `http://localhost:${Number(appUrl(info).port) + 2}`;

test('the app, a remote and the API send security headers; source maps are not served', async ({ request }, info) => {
  const page = await request.get('/');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src ')) ?? '';
  expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", remoteUrl(info)]));
  expect(csp).not.toContain('upgrade-insecure-requests'); // the app may be served over plain http on a LAN
  expect(csp).toContain("object-src 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('no-referrer');

  const manifest = await request.get(`${remoteUrl(info)}/mf-manifest.json`);
  expect(manifest.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');

  const api = await request.get(`${await apiUrlOf(request)}/health`);
  expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  const script = await request.get('/main.js');
  expect(script.status()).toBe(200);
  expect(await script.text()).not.toContain('sourceMappingURL');
  expect((await request.get('/main.js.map')).status()).toBe(404);
  expect((await request.get(`${remoteUrl(info)}/remoteEntry.js.map`)).status()).toBe(404);
});

test('a page of another site cannot show the app in a frame', async ({ page }, info) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.setContent(`<iframe title="framed" src="${appUrl(info).origin}/"></iframe>`);
  await refused;
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Sign In' })).toHaveCount(0);
});
