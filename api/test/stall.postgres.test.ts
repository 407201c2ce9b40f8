/**
 * A database that stops answering without closing its connections (CONTRACT_TARGET=postgres
 * only): the API sits behind a TCP proxy in front of PostgreSQL that can be told to go silent.
 * /health must say 503 within a few seconds, and calls must fail in seconds, not hang.
 */
import { ApiClient, startBackend, target } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';
import { postgresProxy } from './support/postgresProxy';

const proxy = postgresProxy();
let backend: RunningBackend;

beforeAll(async () => {
  if (target() !== 'postgres') throw new Error('this suite needs CONTRACT_TARGET=postgres');
  backend = await startBackend({ databasePort: await proxy.listen() });
}, 90_000);
afterAll(async () => {
  await proxy.close(); // first: the API's stalled connections end, so it can stop
  await backend?.stop();
}, 30_000);

const timed = async <T>(call: () => Promise<T>) => {
  const started = Date.now();
  const result = await call();
  return { result, seconds: (Date.now() - started) / 1000 };
};

it('answers 503 on /health within 3 seconds, and fails calls within 15, when the database stalls', async () => {
  const student = await new ApiClient(backend.urls[0]!).signIn(1001, 'student123', 'student');
  expect((await student.get('/health')).status).toBe(200);

  proxy.stall();
  const health = await timed(() => student.get('/health'));
  expect(health.result.status).toBe(503);
  expect(health.result.body).toEqual({ status: 'error', database: 'unreachable', version: '1.0.0' });
  expect(health.seconds).toBeLessThan(3);

  const data = await timed(() => student.get('/studentData?user_id=1001'));
  expect(data.result.status).toBeGreaterThanOrEqual(500);
  expect(data.result.body.message).toEqual(expect.any(String));
  expect(data.seconds).toBeLessThan(15);
}, 60_000);
