/**
 * A database that stops answering without closing its connections (CONTRACT_TARGET=postgres
 * only): the API sits behind a TCP proxy in front of PostgreSQL that can be told to go silent.
 * /health must say 503 within a few seconds, and calls must fail in seconds, not hang.
 */
import net from 'node:net';
import { ApiClient, startBackend, target } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';

/** Forwards to PostgreSQL until `stall()`: then it keeps every connection open and says nothing. */
function stallingProxy(upstreamPort: number) {
  let stalled = false;
  const pairs: Array<[net.Socket, net.Socket]> = [];
  const silent: net.Socket[] = [];
  const server = net.createServer((client) => {
    if (stalled) return void silent.push(client); // accepted, never answered
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    pairs.push([client, upstream]);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    stall() {
      stalled = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
      }
    },
    close: () => {
      for (const socket of [...pairs.flat(), ...silent]) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const proxy = stallingProxy(
  Number(new URL(process.env.POSTGRES_ADMIN_URL || 'postgres://127.0.0.1:5432').port || 5432),
);
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
  expect(health.result.body).toEqual({ status: 'error', database: 'unreachable' });
  expect(health.seconds).toBeLessThan(3);

  const data = await timed(() => student.get('/studentData?user_id=1001'));
  expect(data.result.status).toBeGreaterThanOrEqual(500);
  expect(data.result.body.message).toEqual(expect.any(String));
  expect(data.seconds).toBeLessThan(15);
}, 60_000);
