/**
 * Refused sign-ins and refused calls (403) are in the audit trail on every backend, counted in
 * one event per client, kind, target and minute however many were made (issue 38): a flood of
 * guesses cannot flood the trail, and the admin still sees how many there were.
 */
import type { AuditEvent, AuditPage } from '@leave/contract';
import { ApiClient, useBackend } from '@leave/test-kit';

// The backend trusts 127.0.0.1 as its proxy, so each test names its client's address.
const WEB_APP = 'https://leave.example.edu';
const { as, url } = useBackend({ env: { TRUST_PROXY: '127.0.0.1', WEB_ORIGINS: WEB_APP } });

/** A browser whose requests reach the backend through the trusted proxy from `address`. */
class ClientAt extends ApiClient {
  constructor(private readonly address: string) {
    super(url());
  }
  override call: ApiClient['call'] = (method, path, body, headers = {}) =>
    super.call(method, path, body, { 'X-Forwarded-For': this.address, ...headers });
}

const trail = async (query: string) =>
  (await (await as.admin()).get<AuditPage>(`/auditEvents?${query}&page_size=100`)).body.items;

/** Waits for the next minute when this one is nearly over, so a test's attempts share a minute. */
async function withinOneMinute() {
  const second = new Date().getUTCSeconds();
  if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

const signIn = (client: ApiClient, userId: number, passwd: string) =>
  client.post('/userVerify', { user_id: userId, passwd, role: 'student' });

it('counts ten refused sign-ins from one client in one event: five wrong passwords, then five throttled', async () => {
  await withinOneMinute();
  const guesser = new ClientAt('198.51.100.7');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await signIn(guesser, 1006, 'guess')).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

  const events = await trail('target=student+1006');
  expect(events).toEqual([
    expect.objectContaining<Partial<AuditEvent>>({
      action: 'sign-in refused',
      actor_role: null,
      actor_id: null,
      target: 'student 1006',
      client_ip: '198.51.100.7',
      before: null,
      after: { attempts: 10, 'wrong password': 5, throttled: 5 },
    }),
  ]);
  expect(await trail('action=sign-in+throttled')).toEqual([]);
});

it('says an account that does not exist, and keeps each client and account apart', async () => {
  await withinOneMinute();
  const [first, second] = [new ClientAt('198.51.100.8'), new ClientAt('198.51.100.9')];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await signIn(first, 987_654, 'guess');
    await signIn(second, 987_654, 'guess');
    await signIn(second, 1007, 'guess');
  }
  const events = (await trail('action=sign-in+refused')).filter((event) => event.client_ip !== '198.51.100.7');
  expect(events.map((event) => [event.client_ip, event.target, event.after])).toEqual(
    expect.arrayContaining([
      ['198.51.100.8', 'student 987654', { attempts: 3, 'unknown account': 3 }],
      ['198.51.100.9', 'student 987654', { attempts: 3, 'unknown account': 3 }],
      ['198.51.100.9', 'student 1007', { attempts: 3, 'wrong password': 3 }],
    ]),
  );
  expect(events).toHaveLength(3);
});

it('counts a student calling an admin endpoint five times in one "access refused" event', async () => {
  await withinOneMinute();
  const student = await as.student(1001);
  for (let call = 0; call < 5; call += 1) expect((await student.get('/auditEvents')).status).toBe(403);

  expect(await trail('action=access+refused&actor_id=1001')).toEqual([
    expect.objectContaining<Partial<AuditEvent>>({
      actor_role: 'student',
      actor_id: 1001,
      target: 'GET /auditEvents',
      client_ip: '127.0.0.1',
      after: { attempts: 5, 'admin only': 5 },
    }),
  ]);
});

it('counts changes asked from a foreign page, with nobody known to be signed in', async () => {
  await withinOneMinute();
  const page = new ClientAt('198.51.100.10');
  for (let call = 0; call < 4; call += 1)
    expect((await page.call('POST', '/logout', {}, { Origin: 'https://evil.example' })).status).toBe(403);

  expect(await trail('action=access+refused&target=POST+/logout')).toEqual([
    expect.objectContaining<Partial<AuditEvent>>({
      actor_role: null,
      actor_id: null,
      client_ip: '198.51.100.10',
      after: { attempts: 4, 'foreign page': 4 },
    }),
  ]);
});

it('does not count a call made without a session (401) as a refusal', async () => {
  expect((await new ClientAt('198.51.100.11').get('/auditEvents')).status).toBe(401);
  expect((await trail('action=access+refused')).map((event) => event.client_ip)).not.toContain('198.51.100.11');
});
