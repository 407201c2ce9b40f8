/**
 * The request journal of the running mock (issue 36): each call's time, method, path, query,
 * user, status, duration and JSON body with its secrets masked, newest first, the last 1,000
 * only, the QA controls' own calls left out; DELETE clears it.
 */
import { DEMO_ACCOUNTS, useBackend } from '@leave/test-kit';

const mock = useBackend({ kind: 'mock', env: { MOCK_QA: 'true' } });
const student = DEMO_ACCOUNTS.student;

beforeEach(() => mock.as.anonymous().delete('/__qa/requests'));

it('records who called what, how it went and how long it took, with secrets masked', async () => {
  const before = Date.now();
  const client = await mock.as.anonymous().signIn(student.id, student.password, 'student');
  await client.get(`/studentData?user_id=${student.id}`);
  await client.post('/changePassword', {
    role: 'student',
    user_id: student.id,
    passwd: 'wrong-one',
    new_passwd: 'Kestrel-42-new',
  });
  await mock.as.anonymous().get('/calendar.ics?token=feed-secret');

  const { requests } = (await mock.as.anonymous().get('/__qa/requests')).body;
  expect(requests.map((r: { method: string; path: string }) => `${r.method} ${r.path}`)).toEqual([
    'GET /calendar.ics',
    'POST /changePassword',
    'GET /studentData',
    'POST /userVerify',
  ]);
  const [feed, change, data, signIn] = requests;
  expect(signIn).toMatchObject({
    status: 200,
    user: null,
    body: { user_id: student.id, passwd: '***', role: 'student' },
  });
  expect(Date.parse(signIn.time)).toBeGreaterThanOrEqual(before - 1000);
  expect(signIn.duration_ms).toEqual(expect.any(Number));
  expect(data).toMatchObject({
    status: 200,
    query: { user_id: String(student.id) },
    user: { role: 'student', user_id: student.id },
    body: null,
  });
  expect(change.body).toEqual({ role: 'student', user_id: student.id, passwd: '***', new_passwd: '***' });
  expect(feed.query).toEqual({ token: '***' });
  expect(JSON.stringify(requests)).not.toMatch(/student123|wrong-one|Kestrel|feed-secret/);
});

it('answers only the calls after a given id, leaves out its own, and clears', async () => {
  await mock.as.anonymous().get('/health');
  const [first] = (await mock.as.anonymous().get('/__qa/requests')).body.requests;
  await mock.as.anonymous().get('/health');
  await mock.as.anonymous().get('/__qa/scenarios');
  const after = (await mock.as.anonymous().get(`/__qa/requests?since=${first.id}`)).body.requests;
  expect(after.map((r: { id: number }) => r.id)).toEqual([first.id + 1]);

  expect((await mock.as.anonymous().delete('/__qa/requests')).body).toEqual({
    message: '2 requests cleared from the journal',
  });
  expect((await mock.as.anonymous().get('/__qa/requests')).body.requests).toEqual([]);
  expect((await mock.as.anonymous().get('/__qa/requests?since=x')).status).toBe(400);
});

it('keeps the last 1,000 requests', async () => {
  for (let batch = 0; batch < 21; batch += 1) {
    await Promise.all(Array.from({ length: 50 }, () => fetch(`${mock.url()}/health?n=${batch}`)));
  }
  const { requests } = (await mock.as.anonymous().get('/__qa/requests')).body;
  expect(requests).toHaveLength(1000);
  expect(requests[0].query.n).toBe('20');
  expect(requests.at(-1).query.n).toBe('1');
});

/**
 * Issue 61: the journal at WireMock's level. Its filters, the answers it keeps (status, headers,
 * body, secrets masked), the user of a call a fault took, and POST /__qa/verify.
 */
describe('asked as WireMock is', () => {
  const qa = () => mock.as.anonymous();
  const calls = (requests: Array<{ method: string; path: string }>) => requests.map((r) => `${r.method} ${r.path}`);

  it('filters by path, method, user, status and since', async () => {
    const aarav = await mock.as.student(student.id);
    const diya = await mock.as.student(1002);
    await aarav.get(`/studentData?user_id=${student.id}`);
    await diya.get('/studentData?user_id=1002');
    await aarav.get('/studentData?user_id=1002');
    await qa().get('/health');
    const all = (await qa().get('/__qa/requests')).body.requests;

    const asked = async (query: string) => (await qa().get(`/__qa/requests?${query}`)).body.requests;
    expect(calls(await asked('path=/studentData'))).toEqual([
      'GET /studentData',
      'GET /studentData',
      'GET /studentData',
    ]);
    expect(calls(await asked('method=post'))).toEqual(['POST /userVerify', 'POST /userVerify']);
    expect((await asked('path=/studentData&user=1002')).map((r: { query: object }) => r.query)).toEqual([
      { user_id: '1002' },
    ]);
    expect(calls(await asked('status=403'))).toEqual(['GET /studentData']);
    expect(calls(await asked(`since=${all[1].id}`))).toEqual(['GET /health']);
    expect(await asked('path=/nowhere')).toEqual([]);
    for (const bad of ['user=x', 'status=5xx', 'method=FETCH', 'since=-1']) {
      expect((await qa().get(`/__qa/requests?${bad}`)).status).toBe(400);
    }
  });

  it('keeps what each call was answered, its headers and JSON body, with secrets masked', async () => {
    const signedIn = await mock.as.anonymous().signIn(student.id, student.password, 'student');
    await mock.as.anonymous().post('/userVerify', { user_id: student.id, passwd: 'wrong-one', role: 'student' });
    const [refused, signIn] = (await qa().get('/__qa/requests?path=/userVerify')).body.requests;
    expect(signIn.response.headers['content-type']).toMatch(/^application\/json/);
    expect(signIn.response.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^leave_session=\*\*\*; /)]),
    );
    expect(signIn.response.body).toEqual([expect.objectContaining({ user_id: student.id, role: 'student' })]);
    expect(refused).toMatchObject({ status: 401, response: { body: { message: expect.any(String) } } });
    expect(JSON.stringify(signIn)).not.toMatch(/student123/);
    const token = signedIn.sessionCookie!.split('=')[1]!;
    expect(JSON.stringify((await qa().get('/__qa/requests')).body)).not.toContain(token);
  });

  it('names the user of a call a fault took, and the fault', async () => {
    const aarav = await mock.as.student(student.id);
    const fault = (await qa().post('/__qa/faults', { path: '/studentData', status: 503, times: 1 })).body;
    await aarav.get(`/studentData?user_id=${student.id}`);
    await qa().delete('/__qa/faults');
    const [failed] = (await qa().get('/__qa/requests?path=/studentData')).body.requests;
    expect(failed).toMatchObject({
      status: 503,
      user: { role: 'student', user_id: student.id },
      fault: fault.id,
      response: { body: { message: expect.stringMatching(/^This call failed on purpose/) } },
    });
  });

  it('verifies how many calls matched a pattern, and answers which', async () => {
    const aarav = await mock.as.student(student.id);
    const diya = await mock.as.student(1002);
    await aarav.get(`/studentData?user_id=${student.id}`);
    await aarav.get(`/studentData?user_id=${student.id}`);
    await diya.get('/studentData?user_id=1002');
    await mock.as.anonymous().post('/userVerify', { user_id: 1002, passwd: 'wrong-one', role: 'student' });

    const once = await qa().post('/__qa/verify', { path: '/studentData', user: 1002, times: 1 });
    expect(once.status).toBe(200);
    expect(once.body).toMatchObject({
      matched: true,
      found: 1,
      message: 'Expected exactly 1 call matching any method /studentData by user 1002; the journal has 1',
    });
    expect(once.body.requests).toHaveLength(1);
    expect(once.body.requests[0]).toMatchObject({ path: '/studentData', user: { user_id: 1002 } });

    const twice = await qa().post('/__qa/verify', {
      method: 'GET',
      path: '/studentData',
      query: { user_id: String(student.id) },
      times: 1,
    });
    expect(twice.body).toMatchObject({ matched: false, found: 2 });
    expect(twice.body.message).toBe(
      `Expected exactly 1 call matching GET /studentData with user_id=${student.id}; the journal has 2`,
    );
    expect((await qa().post('/__qa/verify', { path: '/studentData', at_least: 3 })).body).toMatchObject({
      matched: true,
      found: 3,
    });
    expect((await qa().post('/__qa/verify', { path: '/decideLeaves' })).body).toMatchObject({
      matched: false,
      found: 0,
    });
    expect((await qa().post('/__qa/verify', { path: '/decideLeaves', times: 0 })).body.matched).toBe(true);
    // A body fragment and a status; a secret in the body is masked, so it cannot be asked about.
    const refused = { path: '/userVerify', status: 401, body_contains: { user_id: 1002, role: 'student' } };
    expect((await qa().post('/__qa/verify', refused)).body).toMatchObject({ matched: true, found: 1 });
    const guessed = { path: '/userVerify', body_contains: { passwd: 'wrong-one' } };
    expect((await qa().post('/__qa/verify', guessed)).body.found).toBe(0);
  });

  it.each([
    [{ times: 1, at_least: 1 }, 'at_least'],
    [{ times: -1 }, 'times'],
    [{ user: 'aarav' }, 'user'],
    [{ method: 'FETCH' }, 'method'],
    [{ query: { user_id: 1001 } }, 'query.user_id'],
    [{ body_contains: [1] }, 'body_contains'],
  ])('refuses to verify %j, naming the field', async (body, field) => {
    const reply = await qa().post('/__qa/verify', body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
  });
});
