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
