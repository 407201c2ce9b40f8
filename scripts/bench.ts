/**
 * `npm run bench`: throughput and latency of the real API's busiest calls, and what one
 * sign-in costs. Runs against a fresh embedded database (or the server in DATABASE_URL, which
 * should be a scratch database: demo data is loaded and leave is added). Prints figures only;
 * no pass or fail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readApiConfig } from '@leave/api/config';
import { startApi } from '@leave/api/startApi';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config';
import { startMockApi } from '@leave/mock-api/server';
import { benchImport, IMPORT_ROWS } from './benchImport';
import { benchLiveEvents, STREAMS } from './benchLiveEvents';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

async function signIn(url: string, user_id: number, passwd: string, role: string): Promise<string> {
  const response = await fetch(`${url}/userVerify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id, passwd, role }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function load(title: string, url: string, cookie: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { cookie },
  });
  const errors = result.errors + result.non2xx;
  return {
    call: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors,
  };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-bench-'));
  const port = 13999;
  const config = {
    ...readApiConfig({ ...process.env, API_PORT: String(port), PGLITE_DIR: dir }),
    seedDemo: true,
    logRequests: false,
  };
  const { stop } = await startApi(config);
  const url = `http://127.0.0.1:${port}`;
  try {
    const started = performance.now();
    const rounds = 10;
    for (let i = 0; i < rounds; i += 1) await signIn(url, DEMO_ACCOUNTS.student.id, DEMO_PASSWORDS.student, 'student');
    const signInMs = (performance.now() - started) / rounds;

    const student = await signIn(url, DEMO_ACCOUNTS.student.id, DEMO_PASSWORDS.student, 'student');
    const instructor = await signIn(
      url,
      DEMO_ACCOUNTS.instructor.id,
      DEMO_PASSWORDS['course instructor'],
      'course instructor',
    );
    const rows = [
      await load('GET /health', `${url}/health`, ''),
      await load('GET /studentData (student 1001)', `${url}/studentData?user_id=1001`, student),
      await load('GET /getLeaves CS101 (instructor 501)', `${url}/getLeaves?course_code=CS101`, instructor),
      await load('GET /instructorData (instructor 501)', `${url}/instructorData?user_id=501`, instructor),
    ];
    const where = config.databaseUrl ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite)';
    console.log(
      `\nAPI on ${where}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per call, ${os.cpus().length} cores\n`,
    );
    console.table(rows);
    console.log(`Sign-in (scrypt verify + session): ${signInMs.toFixed(1)} ms each, mean of ${rounds}\n`);

    const imports = [await benchImport(where, url), await benchImportOnMock(dir)];
    console.log(`Students import of ${IMPORT_ROWS} rows (POST /importStudents as the admin)\n`);
    console.table(imports);

    const live = [await benchLiveEvents(where, url, 990_001), await onMock(dir, 'live.json', benchLiveEventsOnMock)];
    console.log(`\nLive events: ${STREAMS} open streams of instructor 501, a student applying 30 times\n`);
    console.table(live);
  } finally {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `bench` on the mock API (json-server's data file), on a fresh demo file. */
async function onMock<T>(dir: string, file: string, bench: (url: string) => Promise<T>): Promise<T> {
  const port = 13998;
  const server = await startMockApi({ dbFile: path.join(dir, file), port, webOrigins: [] });
  try {
    return await bench(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const benchImportOnMock = (dir: string) => onMock(dir, 'mock.json', (url) => benchImport('mock API (JSON file)', url));
const benchLiveEventsOnMock = (url: string) => benchLiveEvents('mock API (JSON file)', url, 990_001);

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
