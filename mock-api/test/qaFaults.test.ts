/**
 * Faults and latency on the running mock (issue 36): a status for a number of calls, a dropped
 * connection, a delay, a method of its own, a rate; the list and clearing; bad faults refused
 * with nothing added.
 */
import { DEMO_ACCOUNTS, useBackend } from '@leave/test-kit';

const mock = useBackend({ kind: 'mock', env: { MOCK_QA: 'true' } });
const STUDENT_DATA = `/studentData?user_id=${DEMO_ACCOUNTS.student.id}`;

afterEach(async () => {
  await mock.as.anonymous().delete('/__qa/faults');
  await mock.as.anonymous().delete('/__qa/latency');
});

const timed = async <T>(call: () => Promise<T>) => {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
};

it('fails a path with its status as many times as asked, then answers as before', async () => {
  const student = await mock.as.student(DEMO_ACCOUNTS.student.id);
  const added = await mock.as.anonymous().post('/__qa/faults', { path: '/studentData', status: 503, times: 2 });
  expect(added.status).toBe(201);
  expect(added.body).toMatchObject({ id: expect.any(Number), path: '/studentData', status: 503, times: 2, hits: 0 });

  for (let call = 0; call < 2; call += 1) {
    const failed = await student.get(STUDENT_DATA);
    expect(failed.status).toBe(503);
    expect(failed.body.message).toMatch(/^This call failed on purpose: a QA fault on GET \/studentData answers 503/);
  }
  expect((await student.get(STUDENT_DATA)).status).toBe(200);
  expect((await mock.as.anonymous().get('/__qa/faults')).body).toEqual({ latency_ms: 0, faults: [] });
});

it('takes only its method, and stays until cleared without times', async () => {
  await mock.as.anonymous().post('/__qa/faults', { path: '/userVerify', method: 'GET', status: 500 });
  const signIn = await mock.as
    .anonymous()
    .post('/userVerify', { user_id: 1001, passwd: 'student123', role: 'student' });
  expect(signIn.status).toBe(200);
  await mock.as.anonymous().post('/__qa/faults', { path: '/health', status: 502 });
  for (let call = 0; call < 3; call += 1) expect((await mock.as.anonymous().get('/health')).status).toBe(502);
  const listed = (await mock.as.anonymous().get('/__qa/faults')).body.faults;
  expect(listed.map((f: { path: string; hits: number }) => [f.path, f.hits])).toEqual([
    ['/userVerify', 0],
    ['/health', 3],
  ]);
  expect((await mock.as.anonymous().delete(`/__qa/faults/${listed[1].id}`)).status).toBe(200);
  expect((await mock.as.anonymous().get('/health')).status).toBe(200);
  expect((await mock.as.anonymous().delete('/__qa/faults/9999')).status).toBe(404);
});

it('drops the connection, or delays the call, as asked', async () => {
  await mock.as.anonymous().post('/__qa/faults', { path: '/health', drop: true, times: 1 });
  await expect(fetch(`${mock.url()}/health`)).rejects.toThrow();
  expect((await mock.as.anonymous().get('/health')).status).toBe(200);

  await mock.as.anonymous().post('/__qa/faults', { path: '/health', delay_ms: 400, times: 1 });
  const delayed = await timed(() => mock.as.anonymous().get('/health'));
  expect(delayed.result.status).toBe(200);
  expect(delayed.ms).toBeGreaterThanOrEqual(400);
});

it('fails every call at rate 1 and none at rate 0', async () => {
  await mock.as.anonymous().post('/__qa/faults', { path: '/health', status: 503, rate: 0 });
  expect((await mock.as.anonymous().get('/health')).status).toBe(200);
  await mock.as.anonymous().delete('/__qa/faults');
  await mock.as.anonymous().post('/__qa/faults', { path: '/health', status: 503, rate: 1 });
  expect((await mock.as.anonymous().get('/health')).status).toBe(503);
});

// Long enough that a busy machine's slowest answer cannot pass for it.
const LATENCY_MS = 2000;

it('adds a latency to every call until it is cleared', async () => {
  const qa = mock.as.anonymous();
  expect((await qa.put('/__qa/latency', { delay_ms: LATENCY_MS })).body).toEqual({ latency_ms: LATENCY_MS });
  expect((await timed(() => qa.get('/health'))).ms).toBeGreaterThanOrEqual(LATENCY_MS);
  // The controls themselves answer at once, so QA can always take the latency away.
  expect((await timed(() => qa.get('/__qa/faults'))).ms).toBeLessThan(LATENCY_MS);
  expect((await qa.delete('/__qa/latency')).body).toEqual({ latency_ms: 0 });
  expect((await timed(() => qa.get('/health'))).ms).toBeLessThan(LATENCY_MS);
});

it.each([
  [
    { path: '/nowhere', status: 503 },
    'path',
    'path must be a path this API serves, such as /studentData; there is no /nowhere',
  ],
  [{ path: '/studentData', status: 600 }, 'status', 'status must be a whole number from 200 to 599'],
  [{ path: '/studentData', status: 199 }, 'status', 'status must be a whole number from 200 to 599'],
  [{ path: '/studentData', status: 503, method: 'PATCH' }, 'method', 'method must be one of: GET, POST'],
  [{ path: '/studentData' }, undefined, 'A fault needs a status, "drop": true, a delay_ms above 0 or a sequence'],
  [
    { path: '/studentData', status: 503, drop: true },
    'drop',
    'A fault either answers a status or drops the connection, not both',
  ],
  [{ path: '/studentData', status: 503, times: 2, rate: 0.5 }, 'rate', 'A fault has times or rate, not both'],
  [
    { path: '/studentData', status: 503, rate: 2 },
    'rate',
    'rate must be a number from 0 to 1: the share of matching calls that fail',
  ],
  [{ status: 503 }, 'path', 'path is required'],
  [{ path: '/studentData', body: { a: 1 } }, 'status', "A stubbed answer's headers and body go with its status"],
  [
    { path: '/studentData', status: 503, headers: { 'Bad Name': 'x' } },
    'headers.Bad Name',
    'headers must be named as HTTP names them (letters, digits and -)',
  ],
  [
    { path: '/studentData', status: 503, headers: { 'X-A': 'one\r\nSet-Cookie: x=1' } },
    'headers.X-A',
    'headers must map each name to text on one line',
  ],
  [
    { path: '/studentData', status: 503, sequence: [{ status: 500 }] },
    'sequence',
    'A fault has a sequence, or a status, drop, delay_ms, headers and body of its own, not both',
  ],
  [
    { path: '/studentData', sequence: [{ status: 500 }], times: 2 },
    'sequence',
    'A fault with a sequence takes one call per step: leave out times and rate',
  ],
  [
    { path: '/studentData', sequence: [{ pass: true, status: 500 }] },
    'sequence.0',
    'Each step of a sequence needs a status, "drop": true or a delay_ms above 0, or is {"pass": true} alone',
  ],
  [{ path: '/studentData', sequence: [] }, 'sequence', 'sequence is required'],
  [
    { path: '/studentData', status: 503, seed: 4 },
    'seed',
    'seed goes with rate: it makes the calls a rate takes the same on every run',
  ],
  [{ path: '/studentData', status: 503, user: 'aarav' }, 'user', 'user must be a number'],
  [
    { path: '/studentData', status: 503, body_contains: 'x' },
    'body_contains',
    'body_contains must be a JSON object: the part of the body a call must have',
  ],
])('refuses %j with 400 naming the field, and adds nothing', async (body, field, message) => {
  const reply = await mock.as.anonymous().post('/__qa/faults', body);
  expect(reply.status).toBe(400);
  // A field rule's code, or the generic refusal's for the QA controls' own words.
  const said = { message, code: expect.any(String), params: expect.any(Object) };
  expect(reply.body).toEqual(field ? { ...said, field } : said);
  expect((await mock.as.anonymous().get('/__qa/faults')).body.faults).toEqual([]);
});

it("says a field rule's code, as the API does", async () => {
  const reply = await mock.as.anonymous().post('/__qa/faults', { path: '/studentData', sequence: [] });
  expect(reply.body).toEqual({
    message: 'sequence is required',
    code: 'field.required',
    params: { name: 'sequence' },
    field: 'sequence',
  });
});

it('refuses a latency that is not a whole number of milliseconds up to a minute', async () => {
  const reply = await mock.as.anonymous().put('/__qa/latency', { delay_ms: -5 });
  expect(reply).toMatchObject({ status: 400, body: { field: 'delay_ms' } });
  expect((await mock.as.anonymous().get('/__qa/faults')).body.latency_ms).toBe(0);
});

/**
 * Issue 61: faults at WireMock's level. They match query parameters, the user and a body
 * fragment, answer a stubbed status, headers and JSON body, run a sequence, and take a seed.
 */
describe('matched and answered as WireMock stubs are', () => {
  it('takes the calls of the user it names and leaves another user alone', async () => {
    const aarav = await mock.as.student(DEMO_ACCOUNTS.student.id);
    const diya = await mock.as.student(1002);
    await mock.as.anonymous().post('/__qa/faults', { path: '/studentData', user: 1002, status: 503 });
    expect((await diya.get('/studentData?user_id=1002')).status).toBe(503);
    expect((await aarav.get(STUDENT_DATA)).status).toBe(200);
    expect((await mock.as.anonymous().get(STUDENT_DATA)).status).toBe(401);
  });

  it('takes only calls with its query parameters', async () => {
    const aarav = await mock.as.student(DEMO_ACCOUNTS.student.id);
    await mock.as.anonymous().post('/__qa/faults', { path: '/studentData', query: { user_id: '1002' }, status: 500 });
    expect((await aarav.get(STUDENT_DATA)).status).toBe(200);
    expect((await aarav.get('/studentData?user_id=1002')).status).toBe(500);
  });

  it('takes only calls whose body contains its fragment, and leaves the others to the API', async () => {
    await mock.as
      .anonymous()
      .post('/__qa/faults', { path: '/userVerify', method: 'POST', body_contains: { user_id: 1002 }, status: 423 });
    const locked = await mock.as
      .anonymous()
      .post('/userVerify', { user_id: 1002, passwd: 'student123', role: 'student' });
    expect(locked.status).toBe(423);
    const aarav = await mock.as
      .anonymous()
      .post('/userVerify', { user_id: DEMO_ACCOUNTS.student.id, passwd: 'student123', role: 'student' });
    expect(aarav.status).toBe(200);
    // A body the API refuses is still refused as the API refuses it.
    const notJson = await mock.as.anonymous().post('/userVerify', '{"user_id":');
    expect(notJson.status).toBe(400);
  });

  it('answers a stubbed status, headers and JSON body', async () => {
    const student = await mock.as.student(DEMO_ACCOUNTS.student.id);
    const stub = {
      path: '/studentData',
      status: 200,
      headers: { 'X-Served-By': 'qa-stub', 'Cache-Control': 'no-store' },
      body: { leaveData: [], courses: [{ course_code: 'QA101' }] },
      times: 1,
    };
    expect((await mock.as.anonymous().post('/__qa/faults', stub)).status).toBe(201);
    const stubbed = await student.get(STUDENT_DATA);
    expect(stubbed.status).toBe(200);
    expect(stubbed.headers.get('x-served-by')).toBe('qa-stub');
    expect(stubbed.headers.get('cache-control')).toBe('no-store');
    expect(stubbed.body).toEqual(stub.body);
    expect((await student.get(STUDENT_DATA)).body.courses).not.toEqual(stub.body.courses);
  });

  it('runs a sequence: 503, then the real answer, then a stubbed 429 with Retry-After, then goes', async () => {
    const student = await mock.as.student(DEMO_ACCOUNTS.student.id);
    await mock.as.anonymous().post('/__qa/faults', {
      path: '/studentData',
      sequence: [
        { status: 503 },
        { pass: true },
        { status: 429, headers: { 'Retry-After': '5' }, body: { message: 'Slow down' } },
      ],
    });
    const replies = [];
    for (let call = 0; call < 4; call += 1) replies.push(await student.get(STUDENT_DATA));
    expect(replies.map((r) => r.status)).toEqual([503, 200, 429, 200]);
    expect(replies[2]!.headers.get('retry-after')).toBe('5');
    expect(replies[2]!.body).toEqual({ message: 'Slow down' });
    expect((await mock.as.anonymous().get('/__qa/faults')).body.faults).toEqual([]);
  });

  it('takes the same calls on every run with the same seed', async () => {
    const qa = mock.as.anonymous();
    const run = async (seed: number) => {
      await qa.delete('/__qa/faults');
      const added = (await qa.post('/__qa/faults', { path: '/health', status: 503, rate: 0.5, seed })).body;
      expect(added.seed).toBe(seed);
      let statuses = '';
      for (let call = 0; call < 24; call += 1) statuses += (await qa.get('/health')).status === 503 ? 'x' : '.';
      return statuses;
    };
    const first = await run(2026);
    expect(first).toMatch(/x/);
    expect(first).toMatch(/\./);
    expect(await run(2026)).toBe(first);
    expect(await run(2027)).not.toBe(first);
    // A rate without a seed gets one, listed, so that its run can be repeated.
    await qa.delete('/__qa/faults');
    const picked = (await qa.post('/__qa/faults', { path: '/health', status: 503, rate: 0.5 })).body;
    expect(picked.seed).toEqual(expect.any(Number));
  });
});
