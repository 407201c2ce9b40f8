/**
 * Sessions a person can see and end, on every backend: the list of signed-in devices, signing
 * one out or every one, and a sign-in that ends the session the browser carried.
 */
import type { SignedInDevicePage } from '@leave/contract';
import { ApiClient, useBackend } from '@leave/test-kit';

const { url } = useBackend();

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A browser that names itself with `userAgent` on every call. */
class Browser extends ApiClient {
  constructor(private readonly userAgent: string) {
    super(url());
  }
  override call: ApiClient['call'] = (method, path, body, headers = {}) =>
    super.call(method, path, body, { 'User-Agent': this.userAgent, ...headers });
}

const devicesOf = async (browser: ApiClient) => {
  const reply = await browser.get<SignedInDevicePage>('/signedInDevices');
  expect(reply.status).toBe(200);
  return reply.body;
};

it('lists each signed-in browser by name, newest seen first, the asking one marked current, and never a token', async () => {
  const laptop = await new Browser(CHROME_ON_LINUX).signIn(1006, 'student123', 'student');
  const phone = await new Browser(SAFARI_ON_IPHONE).signIn(1006, 'student123', 'student');
  const list = await devicesOf(phone);
  expect(list.total).toBe(2);
  expect(list.items.map((item) => [item.device, item.current])).toEqual([
    ['Safari on iOS', true],
    ['Chrome on Linux', false],
  ]);
  for (const item of list.items) {
    expect(item.device_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(item.client_ip).toMatch(/127\.0\.0\.1/);
    expect(Date.parse(item.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(item.signed_in_at));
  }
  const token = phone.sessionCookie!.split('=')[1]!;
  expect(JSON.stringify(list)).not.toContain(token);
  // The laptop sees the same two, itself as the current one.
  expect((await devicesOf(laptop)).items.find((item) => item.current)?.device).toBe('Chrome on Linux');
});

it('signs out another device: its next call finds nobody signed in, and this one stays', async () => {
  const laptop = await new Browser(CHROME_ON_LINUX).signIn(1007, 'student123', 'student');
  const phone = await new Browser(SAFARI_ON_IPHONE).signIn(1007, 'student123', 'student');
  const laptopId = (await devicesOf(phone)).items.find((item) => !item.current)!.device_id;
  const reply = await phone.post('/signOutDevice', { device_id: laptopId });
  expect(reply).toMatchObject({
    status: 200,
    body: {
      message: 'Chrome on Linux is signed out.',
      code: 'api.deviceSignedOut',
      params: { device: 'Chrome on Linux' },
    },
  });
  expect((await laptop.get('/session')).status).toBe(204);
  expect((await laptop.get('/studentData?user_id=1007')).status).toBe(401);
  expect((await phone.get('/session')).status).toBe(200);
  expect((await devicesOf(phone)).total).toBe(1);
  // Signed out already: the same id names nothing now.
  expect(await phone.post('/signOutDevice', { device_id: laptopId })).toMatchObject({
    status: 404,
    body: {
      field: 'device_id',
      message: 'This device is not signed in to your account: it may have been signed out already.',
      code: 'api.noSuchDevice',
      params: {},
    },
  });
});

it('signs out the current device too, clearing its cookie', async () => {
  const laptop = await new Browser(CHROME_ON_LINUX).signIn(1008, 'student123', 'student');
  const own = (await devicesOf(laptop)).items[0]!;
  const reply = await laptop.post('/signOutDevice', { device_id: own.device_id });
  expect(reply.status).toBe(200);
  expect(reply.headers.getSetCookie().join()).toMatch(/leave_session=;/);
  expect(laptop.sessionCookie).toBeUndefined();
});

it("cannot see or sign out another person's device, and says which field is wrong", async () => {
  const someone = await new Browser(CHROME_ON_LINUX).signIn(1009, 'student123', 'student');
  const theirs = (await devicesOf(someone)).items[0]!.device_id;
  const other = await new Browser(CHROME_ON_LINUX).signIn(1010, 'student123', 'student');
  expect((await devicesOf(other)).items.map((item) => item.device_id)).not.toContain(theirs);
  expect((await other.post('/signOutDevice', { device_id: theirs })).status).toBe(404);
  expect((await someone.get('/session')).status).toBe(200);
  expect(await other.post('/signOutDevice', { device_id: 'not an id' })).toMatchObject({
    status: 400,
    body: { field: 'device_id' },
  });
  expect(await other.post('/signOutDevice', {})).toMatchObject({
    status: 400,
    body: { message: 'device_id is required', field: 'device_id' },
  });
  expect((await new ApiClient(url()).get('/signedInDevices')).status).toBe(401);
});

it('signs out everywhere: every session of the account ends, this one included', async () => {
  const laptop = await new Browser(CHROME_ON_LINUX).signIn(502, 'teacher123', 'course instructor');
  const phone = await new Browser(SAFARI_ON_IPHONE).signIn(502, 'teacher123', 'course instructor');
  const reply = await phone.post('/signOutEverywhere');
  expect(reply).toMatchObject({
    status: 200,
    body: {
      message: 'Signed out on every device (2 sessions ended).',
      code: 'api.signedOutEverywhere',
      params: { count: 2 },
    },
  });
  expect(phone.sessionCookie).toBeUndefined();
  expect((await laptop.get('/session')).status).toBe(204);
});

it('ends the session a browser carried when it signs in again, as whoever it signs in as', async () => {
  const browser = await new Browser(CHROME_ON_LINUX).signIn(1003, 'student123', 'student');
  const carried = browser.sessionCookie!;
  await browser.signIn(1005, 'student123', 'student');
  expect(browser.sessionCookie).not.toBe(carried);
  const replayed = await fetch(`${url()}/session`, { headers: { Cookie: carried } });
  expect(replayed.status).toBe(204);
  expect((await browser.get('/session')).body).toMatchObject({ user_id: 1005 });
});
