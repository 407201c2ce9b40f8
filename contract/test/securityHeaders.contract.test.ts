/**
 * Every answer of every backend carries the API's security headers: a read, a refusal, an
 * unknown route and a compressed answer alike (issue 15 moved them to middleware built once).
 */
import { useBackend } from '@leave/test-kit';

const { url, as } = useBackend();

const expectSecurityHeaders = (headers: Headers) => {
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-site');
};

it.each([
  ['a read with nobody signed in', '/health'],
  ['a refusal', '/studentData?user_id=1001'],
  ['an unknown route', '/no-such-route'],
])('%s has them', async (_what, path) => {
  expectSecurityHeaders((await fetch(`${url()}${path}`)).headers);
});

it('a signed-in, compressed answer has them', async () => {
  const admin = await as.admin();
  const response = await fetch(`${url()}/students?page_size=100`, {
    headers: { Cookie: admin.sessionCookie!, 'Accept-Encoding': 'br' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-encoding')).toBe('br');
  expectSecurityHeaders(response.headers);
});
