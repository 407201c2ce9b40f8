/**
 * Sign-in and sessions on every backend: an httpOnly SameSite cookie, a session call for the
 * shell, logout that really ends it, and repeated failed sign-ins refused for a while.
 */
import { ApiClient, suiteToday, useBackend } from '@leave/test-kit';

const { url } = useBackend();
const client = () => new ApiClient(url());

it("says the school's today with the session, the one the date rules read", async () => {
  const student = await client().signIn(1001, 'student123', 'student');
  const { today } = (await student.get('/leavePolicy')).body;
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((await student.get('/session')).body).toEqual({
    user_id: 1001,
    role: 'student',
    name: 'Aarav Sharma',
    today,
    // And how the school writes dates: the default locale, in the test backends' zone, UTC.
    locale: 'en-GB',
    time_zone: 'UTC',
  });
});

it('sets an httpOnly, SameSite session cookie on sign-in, and never a password', async () => {
  const reply = await client().post('/userVerify', { user_id: 1001, passwd: 'student123', role: 'student' });
  expect(reply.status).toBe(200);
  const cookie = reply.headers.getSetCookie()[0] ?? '';
  expect(cookie).toMatch(/^leave_session=[A-Za-z0-9_-]{40,};/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Path=\//);
  expect(cookie).toMatch(/Max-Age=\d+/);
  expect(cookie).not.toContain('student123');
});

it('answers GET /session with who is signed in, and 204 (nobody, no body) once logged out, even for a replayed cookie', async () => {
  const browser = client();
  expect(await browser.get('/session')).toMatchObject({ status: 204, body: undefined });
  await browser.signIn(501, 'teacher123', 'course instructor');
  const session = await browser.get('/session');
  expect(session.body).toEqual({
    user_id: 501,
    role: 'course instructor',
    name: 'Dr. Meera Iyer',
    today: suiteToday(),
    // The test backends' school writes dates in the default locale, in UTC (test-kit's backend).
    locale: 'en-GB',
    time_zone: 'UTC',
  });

  const cookie = browser.sessionCookie!;
  expect((await browser.post('/logout')).status).toBe(200);
  expect((await browser.get('/session')).status).toBe(204);
  const replayed = await fetch(`${url()}/session`, { headers: { Cookie: cookie } });
  expect(replayed.status).toBe(204);
});

it('refuses a POST that does not say it sends JSON, so another page cannot sign the user out', async () => {
  const browser = await client().signIn(1002, 'student123', 'student');
  // What a form or a "no-cors" fetch from another page can send: no type, or a simple one.
  const simpleTypes: Array<Record<string, string>> = [
    {},
    { 'Content-Type': 'text/plain' },
    { 'Content-Type': 'application/x-www-form-urlencoded' },
  ];
  for (const headers of simpleTypes) {
    const reply = await fetch(`${url()}/logout`, {
      method: 'POST',
      headers: { Cookie: browser.sessionCookie!, ...headers },
    });
    expect(reply.status).toBe(415);
  }
  expect((await browser.get('/session')).status).toBe(200);
});

it('treats a forged cookie as not signed in', async () => {
  const reply = await fetch(`${url()}/studentData?user_id=1001`, {
    headers: { Cookie: 'leave_session=forged-token-that-was-never-issued-by-the-server-00' },
  });
  expect(reply.status).toBe(401);
});

it('refuses sign-in for a while after 5 failures from one client for one account, even with the right password', async () => {
  const browser = client();
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect(
      (await browser.post('/userVerify', { user_id: 1004, passwd: `guess${attempt}`, role: 'student' })).status,
    ).toBe(401);
  }
  const refused = await browser.post('/userVerify', { user_id: 1004, passwd: 'student123', role: 'student' });
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/Too many failed sign-ins/);
  const wait = Number(refused.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  // Its code and params beside the English: the wait in seconds and in the minutes the English says.
  expect(refused.body).toMatchObject({
    message: `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`,
    code: 'api.tooManySignIns',
    params: { waitSeconds: wait, waitMinutes: Math.ceil(wait / 60) },
  });
  // Another account is not affected.
  expect((await browser.post('/userVerify', { user_id: 1005, passwd: 'student123', role: 'student' })).status).toBe(
    200,
  );
});

/** How many replies had each status. */
const countStatuses = (replies: Array<{ status: number }>) =>
  replies.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

it('counts parallel guesses before checking them: of 100 wrong guesses at once, 5 are checked', async () => {
  const replies = await Promise.all(
    Array.from({ length: 100 }, (_, guess) =>
      client().post('/userVerify', { user_id: 1006, passwd: `guess${guess}`, role: 'student' }),
    ),
  );
  expect(countStatuses(replies)).toEqual({ 401: 5, 429: 95 });
});

it('after 4 failures, a burst of 30 that hides the right password gets one attempt checked', async () => {
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    expect(
      (await client().post('/userVerify', { user_id: 1007, passwd: `guess${attempt}`, role: 'student' })).status,
    ).toBe(401);
  }
  const burst = Array.from({ length: 30 }, (_, index) => (index === 17 ? 'student123' : `burst${index}`));
  const replies = await Promise.all(
    burst.map((passwd) => client().post('/userVerify', { user_id: 1007, passwd, role: 'student' })),
  );
  const checked = replies.filter((reply) => reply.status !== 429);
  expect(checked).toHaveLength(1);
  expect(countStatuses(replies)[429]).toBe(29);
});

it('reports database reachability on /health', async () => {
  const reply = await client().get('/health');
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ status: 'ok', database: 'ok', version: '1.0.0' });
});
