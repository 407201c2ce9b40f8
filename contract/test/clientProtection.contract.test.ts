/**
 * How every backend tells clients apart and holds off floods (issue 14, findings 4 and 10).
 * The backend trusts 127.0.0.1 as its one proxy, so each test names its client's address in
 * X-Forwarded-For, as a campus proxy would.
 */
import { ApiClient, useBackend } from '@leave/test-kit';

const LIMIT = 12;
const { url } = useBackend({ env: { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });

/** A browser whose requests reach the backend through the trusted proxy from `address`. */
class BrowserAt extends ApiClient {
  constructor(private readonly address: string) {
    super(url());
  }
  override call: ApiClient['call'] = (method, path, body, headers = {}) =>
    super.call(method, path, body, { 'X-Forwarded-For': this.address, ...headers });
}

const signIn = (browser: ApiClient, userId: number, passwd: string) =>
  browser.post('/userVerify', { user_id: userId, passwd, role: 'student' });

it(`lets one address make ${LIMIT} sign-ins and sign-ups a minute, then answers 429 saying when to retry`, async () => {
  const flood = new BrowserAt('203.0.113.10');
  for (let call = 1; call <= LIMIT; call += 1) {
    const reply =
      call % 2
        ? await signIn(flood, 900_000 + call, 'not-the-password')
        : await flood.post('/addUser', { user_id: 'x' });
    expect([400, 401]).toContain(reply.status);
  }
  const refused = await signIn(flood, 1001, 'student123');
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({
    message: expect.stringMatching(
      /^Too many sign-in and sign-up requests from your network\. Try again in \d+ seconds\.$/,
    ),
    code: 'api.tooManyRequests',
    params: { waitSeconds: expect.any(Number) },
  });
  // The wait is whole seconds, the number the English says.
  const { message, params } = refused.body as { message: string; params: { waitSeconds: number } };
  expect(message).toContain(` in ${params.waitSeconds} seconds.`);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await flood.post('/addUser', {})).status).toBe(429);

  // Other calls from that address, and every other address, go on as usual.
  expect((await flood.get('/health')).status).toBe(200);
  expect((await flood.get('/session')).status).toBe(204);
  expect((await signIn(new BrowserAt('203.0.113.11'), 1001, 'student123')).status).toBe(200);
});

it('counts failed sign-ins by the address the trusted proxy saw, whatever the client adds in front', async () => {
  const spoofer = (n: number) => new BrowserAt(`10.9.${n}.${n}, 198.51.100.7`);
  for (let guess = 1; guess <= 5; guess += 1)
    expect((await signIn(spoofer(guess), 1002, `guess${guess}`)).status).toBe(401);
  const refused = await signIn(spoofer(6), 1002, 'student123');
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/Too many failed sign-ins/);
});

it('keeps a browser that signed in before out of a lockout caused by strangers on the same network', async () => {
  const owner = new BrowserAt('198.51.100.20');
  await owner.signIn(1003, 'student123', 'student');
  expect(owner.cookie('leave_device')).toMatch(/^leave_device=[A-Za-z0-9_-]{40,}$/);
  expect((await owner.post('/logout')).status).toBe(200);

  // A stranger behind the same NAT address guesses until the account is refused there.
  const stranger = new BrowserAt('198.51.100.20');
  for (let guess = 1; guess <= 5; guess += 1) expect((await signIn(stranger, 1003, `guess${guess}`)).status).toBe(401);
  expect((await signIn(stranger, 1003, 'student123')).status).toBe(429);

  // The owner's browser is known to the account: it still signs in.
  expect((await signIn(owner, 1003, 'student123')).status).toBe(200);

  // A made-up device cookie, or one given to another account, counts as no device.
  const forger = new BrowserAt('198.51.100.20');
  const forged = await forger.call(
    'POST',
    '/userVerify',
    { user_id: 1003, passwd: 'student123', role: 'student' },
    {
      Cookie: 'leave_device=made-up-token-that-this-server-never-gave-anyone-0000',
    },
  );
  expect(forged.status).toBe(429);
  await stranger.signIn(1005, 'student123', 'student');
  expect((await signIn(stranger, 1003, 'student123')).status).toBe(429);
});

it('sets the device cookie httpOnly and SameSite=Strict, and only when the browser is not known yet', async () => {
  const browser = new BrowserAt('192.0.2.30');
  const first = await signIn(browser, 1006, 'student123');
  const device = first.headers.getSetCookie().find((line) => line.startsWith('leave_device='));
  expect(device).toMatch(/HttpOnly/i);
  expect(device).toMatch(/SameSite=Strict/i);
  expect(device).toMatch(/Max-Age=\d{7,}/);
  const again = await signIn(browser, 1006, 'student123');
  expect(again.headers.getSetCookie().some((line) => line.startsWith('leave_device='))).toBe(false);
});
