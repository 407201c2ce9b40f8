/**
 * Sign-in with the school's account when the provider is down or misconfigured at start-up
 * (issue 41): the backend starts anyway, the sign-in page is told the school account is
 * unavailable, its button leads to the page saying so, and password sign-in keeps working.
 */
import type { SingleSignOnStatus } from '@leave/contract';
import { ApiClient, browse, CookieJar, useBackend } from '@leave/test-kit';

const { url } = useBackend({
  env: {
    // Port 1: nothing listens there, so the provider "is down".
    OIDC_ISSUER: 'http://localhost:1',
    OIDC_CLIENT_ID: 'leave-management',
    OIDC_CLIENT_SECRET: 'dev-secret',
    PORT: '18998',
  },
  usualData: true,
});

it('starts, and says the school account is unavailable', async () => {
  const status = await new ApiClient(url()).get<SingleSignOnStatus>('/singleSignOnStatus');
  expect(status.body).toMatchObject({ enabled: true, available: false });
});

it('sends the browser to the page saying so, with no flow begun', async () => {
  const jar = new CookieJar();
  const start = await browse(jar, `${url()}/startSingleSignOn`);
  expect(start.status).toBe(302);
  expect(start.headers.get('location')).toBe('http://localhost:18998/school-account?problem=unavailable');
  expect(jar.get(url(), 'leave_sso_flow')).toBeUndefined();
});

it('keeps password sign-in working', async () => {
  await new ApiClient(url()).signIn(1001, 'student123', 'student');
});
