/**
 * Served over https (COOKIE_SECURE, or an https API_HOST), the API's cookies are Secure and take
 * the `__Host-` prefix, so a browser accepts them only from this host over https, for every
 * path; the unprefixed name, which a sibling subdomain or plain http could plant, is not read.
 */
import { startBackend } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ kind: 'pglite', env: { SEED_DEMO: 'true', COOKIE_SECURE: 'true' } });
}, 90_000);
afterAll(async () => backend?.stop());

const url = () => backend.urls[0]!;

it('sets __Host- cookies, Secure, for every path and no domain, and reads the session from them only', async () => {
  const signIn = await fetch(`${url()}/userVerify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: 1001, passwd: 'student123', role: 'student' }),
  });
  expect(signIn.status).toBe(200);
  const cookies = signIn.headers.getSetCookie();
  expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['__Host-leave_session', '__Host-leave_device']);
  for (const cookie of cookies) {
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  }
  const token = cookies[0]!.split(';')[0]!.split('=')[1]!;
  const asked = (cookie: string) => fetch(`${url()}/session`, { headers: { Cookie: cookie } });
  expect((await asked(`__Host-leave_session=${token}`)).status).toBe(200);
  expect((await asked(`leave_session=${token}`)).status).toBe(204);

  const logout = await fetch(`${url()}/logout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `__Host-leave_session=${token}` },
    body: '{}',
  });
  expect(logout.headers.getSetCookie()[0]).toMatch(/^__Host-leave_session=;.*Secure/i);
});

it('names the prefixed cookie in its API document', async () => {
  const doc = (await (await fetch(`${url()}/docs/json`)).json()) as {
    components: { securitySchemes: { session: { name: string } } };
  };
  expect(doc.components.securitySchemes.session.name).toBe('__Host-leave_session');
});
