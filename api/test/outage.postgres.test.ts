/**
 * PostgreSQL going away and coming back (CONTRACT_TARGET=postgres only): the API sits behind a
 * TCP proxy that can cut every connection and refuse new ones. Calls answer 503 with Retry-After
 * and say nothing was changed; the log says so once, not with a stack trace per call; once the
 * database is back, calls work again and the log says the outage is over.
 */
import { ApiClient, leaveFor, lectureAfter, startBackend, target } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';
import { postgresProxy } from './support/postgresProxy';

const proxy = postgresProxy();
let backend: RunningBackend;

beforeAll(async () => {
  if (target() !== 'postgres') throw new Error('this suite needs CONTRACT_TARGET=postgres');
  backend = await startBackend({ databasePort: await proxy.listen() });
}, 90_000);
afterAll(async () => {
  await proxy.close();
  await backend?.stop();
}, 30_000);

const occurrences = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

it('answers 503 with Retry-After while the database is gone, logs it once, and works again once it is back', async () => {
  const student = await new ApiClient(backend.urls[0]!).signIn(1001, 'student123', 'student');
  expect((await student.get('/studentData?user_id=1001')).status).toBe(200);

  proxy.cut();
  const date = lectureAfter('CS101', 26);
  for (let call = 0; call < 20; call += 1) {
    const reply =
      call % 2 ? await student.get('/studentData?user_id=1001') : await student.post('/addLeave', leaveFor(1001, date));
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 503,
      body: {
        message: 'The database cannot be reached just now, so nothing was changed. Try again in a few seconds.',
        code: 'api.databaseUnavailable',
        params: {},
      },
    });
    expect(reply.headers.get('retry-after')).toBe('5');
  }
  const log = backend.outputs()[0]!;
  expect(occurrences(log, /The database cannot be reached/)).toBe(1);
  expect(log).not.toMatch(/"stack"/);

  proxy.restore();
  const deadline = Date.now() + 20_000;
  let status = 0;
  while (status !== 200 && Date.now() < deadline) {
    status = (await student.get('/studentData?user_id=1001')).status;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(status).toBe(200);
  // The server logs its recovery as it answers: the line reaches its output a moment later.
  const recovered = /The database can be reached again after \d+ s \(\d+ calls answered 503\)/;
  const logDeadline = Date.now() + 5_000;
  while (!recovered.test(backend.outputs()[0]!) && Date.now() < logDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(backend.outputs()[0]).toMatch(recovered);
  // Nothing was stored while it was gone: the leave can be applied for now.
  expect((await student.post('/addLeave', leaveFor(1001, date))).status).toBe(200);
}, 60_000);
