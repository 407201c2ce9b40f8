/**
 * QA worlds (issue 61): a request naming a world (the x-qa-world header, or the qa_world cookie)
 * is served from that world's own data, sessions, clock, faults and journal, made from the demo
 * on first use; two worlds used at once never see each other's, nor the default world's.
 */
import { ApiClient, DEMO_ACCOUNTS, useBackend } from '@leave/test-kit';
import type { Reply } from '@leave/test-kit';

// On the real date (npm test fixes SCHOOL_TODAY for its run): the usual world's clock is not fixed.
const mock = useBackend({ kind: 'mock', env: { MOCK_QA: 'true', SCHOOL_TODAY: '' } });
const INSTRUCTOR = DEMO_ACCOUNTS.instructor;

/** A client whose every call names its world, as an API client does. */
class InWorld extends ApiClient {
  constructor(
    url: string,
    private readonly world: string,
  ) {
    super(url);
  }

  override call<T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, headers = {}) {
    return super.call<T>(method, path, body, { 'x-qa-world': this.world, ...headers }) as Promise<Reply<T>>;
  }
}

const pendingCount = async (client: ApiClient) => {
  await client.signIn(INSTRUCTOR.id, INSTRUCTOR.password, 'course instructor');
  const reply = await client.get('/pendingRequests?course_code=CS101');
  expect(reply.status).toBe(200);
  return reply.body.total as number;
};

it('keeps each world’s data, clock, faults and journal its own, used at once', async () => {
  const a = () => new InWorld(mock.url(), 'worker-a');
  const b = () => new InWorld(mock.url(), 'worker-b');
  const usual = () => mock.as.anonymous();
  const demoPending = await pendingCount(usual());

  // At once: a loads busy-instructor with a fixed today and a fault; b fixes another today.
  await Promise.all([
    (async () => {
      await a().put('/__qa/clock', { today: '2027-03-10' });
      expect((await a().post('/__qa/scenario', { name: 'busy-instructor' })).body.today).toBe('2027-03-10');
      await a().post('/__qa/faults', { path: '/health', status: 503 });
    })(),
    (async () => {
      await b().put('/__qa/clock', { today: '2027-06-01' });
    })(),
  ]);

  const [inA, inB, inDefault] = await Promise.all([pendingCount(a()), pendingCount(b()), pendingCount(usual())]);
  expect(inA).toBeGreaterThanOrEqual(200);
  expect(inB).toBe(demoPending);
  expect(inDefault).toBe(demoPending);

  expect((await a().get('/__qa/clock')).body).toEqual({ today: '2027-03-10', fixed: true });
  expect((await b().get('/__qa/clock')).body).toEqual({ today: '2027-06-01', fixed: true });
  expect((await usual().get('/__qa/clock')).body.fixed).toBe(false);

  expect((await a().get('/health')).status).toBe(503);
  expect((await b().get('/health')).status).toBe(200);
  expect((await usual().get('/health')).status).toBe(200);

  // Each world's journal has its own calls only.
  const journalOf = async (client: ApiClient) =>
    ((await client.get('/__qa/requests?path=/health')).body.requests as Array<{ status: number }>).map((r) => r.status);
  expect(await journalOf(a())).toEqual([503]);
  expect(await journalOf(b())).toEqual([200]);
  expect((await usual().post('/__qa/verify', { path: '/health', status: 503, times: 0 })).body.matched).toBe(true);
});

it('keeps sessions to their world, and takes the world from a cookie as a browser carries it', async () => {
  const inC = new InWorld(mock.url(), 'worker-c');
  await inC.signIn(DEMO_ACCOUNTS.student.id, DEMO_ACCOUNTS.student.password, 'student');
  const session = inC.sessionCookie!;
  const byCookie = (world: string) =>
    fetch(`${mock.url()}/studentData?user_id=${DEMO_ACCOUNTS.student.id}`, {
      headers: { Cookie: `${session}; qa_world=${world}` },
    });
  expect((await byCookie('worker-c')).status).toBe(200);
  expect((await byCookie('worker-d')).status).toBe(401);
  const usual = await fetch(`${mock.url()}/studentData?user_id=${DEMO_ACCOUNTS.student.id}`, {
    headers: { Cookie: session },
  });
  expect(usual.status).toBe(401);
});

it('lists the worlds, ends one, and refuses a name that is not one', async () => {
  await new InWorld(mock.url(), 'worker-e').get('/health');
  const listed = (await mock.as.anonymous().get('/__qa/worlds')).body.worlds as Array<{ name: string }>;
  expect(listed.map((w) => w.name)).toContain('worker-e');
  expect((await mock.as.anonymous().delete('/__qa/worlds/worker-e')).status).toBe(200);
  expect(
    ((await mock.as.anonymous().get('/__qa/worlds')).body.worlds as Array<{ name: string }>).map((w) => w.name),
  ).not.toContain('worker-e');
  expect((await mock.as.anonymous().delete('/__qa/worlds/worker-e')).status).toBe(404);
  const bad = await new InWorld(mock.url(), '../etc').get('/health');
  expect(bad.status).toBe(400);
  expect(bad.body.message).toMatch(/^x-qa-world \(or the qa_world cookie\) must be a world's name/);
});
