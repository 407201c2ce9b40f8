/**
 * An API stopped with SIGTERM while new connections keep arriving (a proxy opening one per
 * request, as deploy/nginx/leave.conf does) resets none of them. A proxy passes a request that was
 * refused at connect to another instance, but one reset after it went out is never sent again when
 * it is a POST (it may have been done): the client got a 502. Closing a listener resets every
 * connection still in its accept queue, so each request here must be answered or refused, never
 * reset.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, copyPgliteTemplate, spawnServer } from '@leave/test-kit';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-drain-load-'));
copyPgliteTemplate(dir);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const CLIENTS = Number(process.env.X_CLIENTS ?? 16);
const THINK_MS = Number(process.env.X_THINK ?? 20);

type Outcome = 'answered' | 'refused' | `reset: ${string}`;

/** One request on a connection of its own, as a proxy without keep-alive sends it. */
function once(url: string, cookie: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(`${url}/studentData?page_size=50`, { agent: false, headers: { Cookie: cookie } });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : `reset: ${error.code ?? error.message}`),
    );
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve('answered'));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(`reset: ${error.code ?? error.message}`));
    });
    request.end();
  });
}

it('answers or refuses every request on a new connection while it stops, and resets none', async () => {
  const api = await spawnServer('api/src/main.ts', {
    PGLITE_DIR: dir,
    SEED_DEMO: 'true',
    SHUTDOWN_GRACE_SECONDS: '30',
    SHUTDOWN_IDLE_SECONDS: '1',
  });
  const student = await new ApiClient(api.url).signIn(1001, 'student123', 'student');
  const outcomes: Outcome[] = [];
  // Clients that each send a request as soon as the last one was answered, until one is refused:
  // the instance's event loop is busy when the signal comes, and connections wait to be accepted.
  const client = async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MS));
      const outcome = await once(api.url, student.sessionCookie ?? "");
      outcomes.push(outcome);
      if (outcome !== 'answered') return;
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await api.stop('SIGTERM');
  await Promise.all(clients);
  expect(outcomes.filter((outcome) => outcome.startsWith('reset'))).toEqual([]);
  expect(outcomes.filter((outcome) => outcome === 'answered').length).toBeGreaterThan(CLIENTS);
  expect(api.output()).toMatch(/stopping: every connection ended in \d+ ms/);
}, 60_000);
