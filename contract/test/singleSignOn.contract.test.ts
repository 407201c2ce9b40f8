/**
 * Sign-in with the school's account on every backend (issue 41), through the local OpenID
 * provider's real login form: accounts matched by claims and never created, the admin's
 * password kept, password sign-in turned off per role, the same session cookie, sign-out at
 * the provider, and each check of the provider's answer (state, nonce, PKCE, the code used once,
 * the return path) shown to refuse what it must.
 */
import type { AuditPage, LogoutResponse, SignInOptions, SingleSignOnStatus } from '@leave/contract';
import {
  ApiClient,
  browse,
  CookieJar,
  DEMO_ACCOUNTS,
  freePort,
  providerAnswer,
  signedInClients,
  startBackend,
  startLocalIdpProcess,
} from '@leave/test-kit';
import type { RunningBackend, RunningIdp } from '@leave/test-kit';

const APP_PORT = 18999;
const APP = `http://localhost:${APP_PORT}`;
let idp: RunningIdp;
let backend: RunningBackend;
const url = () => backend.urls[0]!;
const as = signedInClients(url);

beforeAll(async () => {
  const apiPort = await freePort();
  idp = await startLocalIdpProcess(apiPort, APP_PORT);
  backend = await startBackend({ env: idp.appEnv, usualData: true });
}, 90_000);

afterAll(async () => {
  await backend?.stop();
  await idp?.stop();
});

const FLOW_COOKIE = 'leave_sso_flow';

/** Signs in at the provider and opens its answer at the app, as a browser does. */
async function signInWithSchoolAccount(username: string, password: string, returnTo?: string) {
  const jar = new CookieJar();
  const answer = await providerAnswer(jar, url(), username, password, returnTo);
  const landed = await browse(jar, answer);
  return { jar, landed, location: landed.headers.get('location') ?? '' };
}

/** Who the jar's session cookie signs in, if anyone. */
async function sessionOf(jar: CookieJar) {
  const reply = await browse(jar, `${url()}/session`);
  return reply.status === 200 ? ((await reply.json()) as { user_id: number; role: string }) : null;
}

const trail = async (action: string) =>
  (await (await as.admin()).get<AuditPage>(`/auditEvents?action=${encodeURIComponent(action)}`)).body.items;

it('tells the sign-in page it is on, with the button’s words, and never the client secret', async () => {
  const reply = await new ApiClient(url()).get<SingleSignOnStatus>('/singleSignOnStatus');
  expect(reply.body).toEqual({
    enabled: true,
    available: true,
    label: 'Sign in with your school account',
    help_contact: 'the school office',
    password_sign_in: { student: true, 'course instructor': true },
  });
  const start = await browse(new CookieJar(), `${url()}/startSingleSignOn`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(idp.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(
    `${JSON.stringify(reply.body)} ${start.headers.get('location')} ${start.headers.get('set-cookie')}`,
  ).not.toMatch(/dev-secret/);
});

it('signs a student and an instructor in by their school ids, onto their dashboards, with the session cookie', async () => {
  const student = await signInWithSchoolAccount('1001', 'student123');
  expect(student.landed.status).toBe(302);
  expect(student.location).toBe(`${APP}/student`);
  expect(await sessionOf(student.jar)).toMatchObject({ user_id: 1001, role: 'student' });

  const instructor = await signInWithSchoolAccount('501', 'teacher123');
  expect(instructor.location).toBe(`${APP}/instructor`);
  expect(await sessionOf(instructor.jar)).toMatchObject({ user_id: 501, role: 'course instructor' });

  const events = await trail('signed in with school account');
  expect(events.map((e) => [e.actor_role, e.actor_id, e.target])).toEqual(
    expect.arrayContaining([
      ['student', 1001, 'student 1001'],
      ['course instructor', 501, 'course instructor 501'],
    ]),
  );
});

it('returns to a path of the app only: another site, or a // address, lands on the dashboard', async () => {
  expect((await signInWithSchoolAccount('1002', 'student123', '/student?view=requests')).location).toBe(
    `${APP}/student?view=requests`,
  );
  for (const elsewhere of ['https://evil.example/', '//evil.example/student', '/\\evil.example']) {
    expect((await signInWithSchoolAccount('1002', 'student123', elsewhere)).location).toBe(`${APP}/student`);
  }
});

it('tells a person unknown here that their account is not set up, and creates nothing', async () => {
  const unknown = await signInWithSchoolAccount('9999', 'student123');
  expect(unknown.location).toBe(`${APP}/school-account?problem=not-set-up`);
  expect(await sessionOf(unknown.jar)).toBeNull();
  expect((await (await as.admin()).get('/account?role=student&user_id=9999')).status).toBe(404);
  const refused = await trail('sign-in refused');
  expect(refused.find((e) => e.target === 'student 9999')?.after).toMatchObject({ 'not set up here': 1 });
});

it('takes a school id only as the app writes it: 0001001 is not student 1001', async () => {
  const padded = await signInWithSchoolAccount('0001001', 'student123');
  expect(padded.location).toBe(`${APP}/school-account?problem=not-set-up`);
  expect(await sessionOf(padded.jar)).toBeNull();
  const refused = await trail('sign-in refused');
  expect(refused.find((e) => e.target === 'school account 0001001')?.after).toMatchObject({ 'no school id': 1 });
});

it('refuses a deactivated account with its own page', async () => {
  const admin = await as.admin();
  expect((await admin.post('/setAccountActive', { role: 'student', user_id: 1006, active: false })).status).toBe(200);
  const refused = await signInWithSchoolAccount('1006', 'student123');
  expect(refused.location).toBe(`${APP}/school-account?problem=deactivated`);
  expect(await sessionOf(refused.jar)).toBeNull();
  expect((await admin.post('/setAccountActive', { role: 'student', user_id: 1006, active: true })).status).toBe(200);
});

describe("the provider's answer", () => {
  it('is refused with another state', async () => {
    const jar = new CookieJar();
    const answer = new URL(await providerAnswer(jar, url(), '1003', 'student123'));
    answer.searchParams.set('state', 'not-the-state-this-browser-sent');
    const landed = await browse(jar, answer.href);
    expect(landed.headers.get('location')).toBe(`${APP}/school-account?problem=failed`);
    expect(await sessionOf(jar)).toBeNull();
  });

  it('is refused in a browser that did not ask for it (no flow cookie): a sign-in cannot be planted', async () => {
    const answer = await providerAnswer(new CookieJar(), url(), '1003', 'student123');
    const other = new CookieJar();
    expect((await browse(other, answer)).headers.get('location')).toBe(`${APP}/school-account?problem=failed`);
    expect(await sessionOf(other)).toBeNull();
  });

  it('is refused when its ID token carries another nonce', async () => {
    const jar = new CookieJar();
    const answer = await providerAnswer(jar, url(), '1003', 'student123');
    const flow = JSON.parse(Buffer.from(jar.get(url(), FLOW_COOKIE)!, 'base64url').toString()) as { nonce: string };
    const changed = Buffer.from(JSON.stringify({ ...flow, nonce: 'another-nonce' })).toString('base64url');
    jar.set(url(), FLOW_COOKIE, changed);
    expect((await browse(jar, answer)).headers.get('location')).toBe(`${APP}/school-account?problem=failed`);
    expect(await sessionOf(jar)).toBeNull();
  });

  it('is refused with another PKCE verifier (a code issued to another sign-in)', async () => {
    const jar = new CookieJar();
    const answer = await providerAnswer(jar, url(), '1003', 'student123');
    const flow = JSON.parse(Buffer.from(jar.get(url(), FLOW_COOKIE)!, 'base64url').toString()) as object;
    const verifier = 'a'.repeat(43);
    jar.set(url(), FLOW_COOKIE, Buffer.from(JSON.stringify({ ...flow, codeVerifier: verifier })).toString('base64url'));
    expect((await browse(jar, answer)).headers.get('location')).toBe(`${APP}/school-account?problem=failed`);
    expect(await sessionOf(jar)).toBeNull();
  });

  it('is taken once: the same code replayed is refused', async () => {
    const jar = new CookieJar();
    const answer = await providerAnswer(jar, url(), '1004', 'student123');
    const flowCookie = jar.get(url(), FLOW_COOKIE)!;
    expect((await browse(jar, answer)).headers.get('location')).toBe(`${APP}/student`);
    // The flow cookie is cleared once used; an attacker replaying it with the code gets nothing.
    expect(jar.get(url(), FLOW_COOKIE)).toBeUndefined();
    const replay = new CookieJar();
    replay.set(url(), FLOW_COOKIE, flowCookie);
    expect((await browse(replay, answer)).headers.get('location')).toBe(`${APP}/school-account?problem=failed`);
    expect(await sessionOf(replay)).toBeNull();
  });

  it('is refused when the provider says the sign-in failed', async () => {
    const jar = new CookieJar();
    await browse(jar, `${url()}/startSingleSignOn`);
    const denied = await browse(jar, `${url()}/singleSignOnCallback?error=access_denied&state=x`);
    expect(denied.headers.get('location')).toBe(`${APP}/school-account?problem=failed`);
  });
});

describe('sign-out', () => {
  it('ends the session and names the provider’s sign-out page, returning to the app', async () => {
    const { jar } = await signInWithSchoolAccount('1007', 'student123');
    const out = await browse(jar, `${url()}/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const body = (await out.json()) as LogoutResponse;
    expect(body.message).toBe('Signed out');
    const signOut = new URL(body.sign_out_url!);
    expect(`${signOut.origin}${signOut.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(signOut.searchParams.get('post_logout_redirect_uri')).toBe(`${APP}/`);
    expect(signOut.searchParams.get('id_token_hint')).toBeTruthy();
    expect(await sessionOf(jar)).toBeNull();
    // The provider's page takes the request (its confirmation form).
    expect((await fetch(body.sign_out_url!)).status).toBe(200);
  });

  it('after a password sign-in, is only this app’s, even in a browser that used the school account before', async () => {
    const client = await new ApiClient(url()).signIn(1008, 'student123', 'student');
    const out = await client.post<LogoutResponse>('/logout');
    expect(out.body).toEqual({ message: 'Signed out' });

    const { jar } = await signInWithSchoolAccount('1008', 'student123');
    const json = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
    const again = await browse(jar, `${url()}/userVerify`, {
      ...json,
      body: JSON.stringify({ user_id: 1008, passwd: 'student123', role: 'student' }),
    });
    expect(again.status).toBe(200);
    const signedOut = await browse(jar, `${url()}/logout`, { ...json, body: '{}' });
    expect(await signedOut.json()).toEqual({ message: 'Signed out' });
  });
});

describe('password sign-in turned off', () => {
  const options = (student: boolean, instructor: boolean) => ({
    password_sign_in: { student, 'course instructor': instructor },
  });

  afterAll(async () => {
    await (await as.admin()).post('/setSignInOptions', options(true, true));
  });

  it('refuses students’ passwords, keeps instructors’ and the admin’s, and is audited', async () => {
    const admin = await as.admin();
    const saved = await admin.post<SignInOptions>('/setSignInOptions', options(false, true));
    expect(saved.body).toEqual({
      single_sign_on: true,
      password_sign_in: { student: false, 'course instructor': true },
    });
    expect((await new ApiClient(url()).get<SingleSignOnStatus>('/singleSignOnStatus')).body.password_sign_in).toEqual({
      student: false,
      'course instructor': true,
    });

    const student = await new ApiClient(url()).post('/userVerify', {
      user_id: 1009,
      passwd: 'student123',
      role: 'student',
    });
    expect(student).toMatchObject({
      status: 403,
      body: { message: 'Students sign in with the school account here, not a password' },
    });
    const signUp = await new ApiClient(url()).post('/addUser', {
      user_id: 8801,
      name: 'New Student',
      passwd: 'a-long-unusual-passphrase',
      role: 'student',
      branch: 'CSE',
      stream: 'B.Tech',
      joining_year: 2026,
    });
    expect(signUp.status).toBe(403);
    await new ApiClient(url()).signIn(502, 'teacher123', 'course instructor');
    await new ApiClient(url()).signIn(DEMO_ACCOUNTS.admin.id, DEMO_ACCOUNTS.admin.password, 'admin');
    // The school account still signs the student in.
    expect((await signInWithSchoolAccount('1009', 'student123')).location).toBe(`${APP}/student`);

    const changes = await trail('sign-in options changed');
    expect(changes[0]).toMatchObject({
      actor_role: 'admin',
      before: { student: true },
      after: { student: false },
    });
  });

  it('is turned on again', async () => {
    await (await as.admin()).post('/setSignInOptions', options(true, true));
    await new ApiClient(url()).signIn(1009, 'student123', 'student');
  });
});
