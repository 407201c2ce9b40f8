/**
 * json-server's own REST on the mock's data (issue 36): filters, sorting and pages as
 * json-server serves them, read-only, with no secret in any collection.
 */
import { DEMO_ACCOUNTS, useBackend } from '@leave/test-kit';

const mock = useBackend({ kind: 'mock', env: { MOCK_QA: 'true' } });

it('serves a collection with json-server filters, sorting and pages', async () => {
  const reply = await mock.as.anonymous().get('/leaves?status=pending&_sort=leave_date&_order=desc&_page=1&_limit=2');
  expect(reply.status).toBe(200);
  const pending = (await mock.as.anonymous().get('/leaves?status=pending')).body as Array<{
    leave_date: string;
    status: string;
  }>;
  expect(Number(reply.headers.get('x-total-count'))).toBe(pending.length);
  expect(reply.body).toEqual([...pending].sort((a, b) => b.leave_date.localeCompare(a.leave_date)).slice(0, 2));
  expect(pending.every((leave) => leave.status === 'pending')).toBe(true);
});

it('keeps the API’s own paths, and serves every collection under /__qa/db/', async () => {
  const student = await mock.as.student(DEMO_ACCOUNTS.student.id);
  // /courses is the API's (an admin's list): json-server's courses are at /__qa/db/courses.
  expect((await mock.as.anonymous().get('/courses')).status).toBe(401);
  const courses = await student.get('/__qa/db/courses?course_code=CS101');
  expect(courses.body).toEqual([expect.objectContaining({ course_code: 'CS101', instructor_id: 501 })]);
  expect((await mock.as.anonymous().get('/__qa/db/nothing')).status).toBe(404);
});

it('shows no password hash, token hash, second-factor secret or recovery code', async () => {
  await mock.as.student(DEMO_ACCOUNTS.student.id);
  const users = (await mock.as.anonymous().get('/__qa/db/users')).body as Array<Record<string, unknown>>;
  expect(users.length).toBeGreaterThan(10);
  const sessions = (await mock.as.anonymous().get('/__qa/db/sessions')).body as Array<Record<string, unknown>>;
  expect(sessions).toEqual([expect.objectContaining({ role: 'student', user_id: DEMO_ACCOUNTS.student.id })]);
  for (const collection of ['users', 'sessions', 'knownDevices', 'calendarFeeds', 'adminFactors']) {
    const text = await (await fetch(`${mock.url()}/__qa/db/${collection}`)).text();
    expect({ collection, text }).not.toEqual({ collection, text: expect.stringMatching(/hash|secret|token|scrypt/i) });
  }
  // The file itself does keep them: only the view leaves them out.
  expect(mock.dataFile().users![0]).toHaveProperty('password_hash');
});

it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s: the view is to read only', async (method) => {
  const before = (await mock.as.anonymous().get('/leaves')).body;
  const reply = await fetch(`${mock.url()}/leaves`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'accepted' }),
  });
  expect(reply.status).toBe(405);
  expect(await reply.json()).toEqual({
    message: expect.stringMatching(/^\/leaves is json-server's view of the data, to read only/),
  });
  expect((await mock.as.anonymous().get('/leaves')).body).toEqual(before);
});

it('lists its collections at /__qa/db: each one’s rows and where it is served (issue 61)', async () => {
  const index = (await mock.as.anonymous().get('/__qa/db')).body as {
    collections: Array<{ name: string; count: number; path: string; at_root: string | null }>;
  };
  const byName = Object.fromEntries(index.collections.map((c) => [c.name, c]));
  expect(byName.leaves).toEqual({
    name: 'leaves',
    count: expect.any(Number),
    path: '/__qa/db/leaves',
    at_root: '/leaves',
  });
  expect(byName.courses).toMatchObject({ path: '/__qa/db/courses', at_root: null });
  expect(byName.users!.count).toBe(((await mock.as.anonymous().get('/__qa/db/users')).body as unknown[]).length);
  for (const { path } of index.collections) expect((await mock.as.anonymous().get(path)).status).toBe(200);
});
