/**
 * The API's busiest calls, side by side: a trivial Fastify route (the ceiling of this machine),
 * the real API on PGlite and on PostgreSQL, and the mock API, each started as its own process
 * the way it runs, with fresh demo data. Figures only.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { demoLectureDates, spawnServer, startBackend, suiteToday } from '@leave/test-kit';
import type { RunningBackend, Target } from '@leave/test-kit';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config';
import { addDays } from '@leave/contract';
import type { StudentDataResponse } from '@leave/contract';
import type { ApiRun, Figures } from './benchFigures';

export type { Figures };

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS || 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
/**
 * Each read runs this long unmeasured first: a just-started server's first seconds (JIT, a pool
 * opening its connections, PostgreSQL's per-connection caches) are not its steady rate, and
 * would penalise whichever call a run measures first.
 */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);
/** Bench sign-ins and signed-in calls must not be throttled. */
export const BENCH_ENV = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  SESSION_REQUESTS_PER_MINUTE: '100000000',
  LOG_REQUESTS: 'false',
};

export async function signIn(url: string, userId: number, passwd: string, role: string): Promise<string> {
  const response = await fetch(`${url}/userVerify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: userId, passwd, role }),
  });
  if (!response.ok) throw new Error(`sign-in of ${role} ${userId} failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** `GET url` under load, as the holder of `cookie`. */
export async function load(url: string, cookie = '', options: Partial<autocannon.Options> = {}): Promise<Figures> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      // A run of a set number of calls has no time limit.
      ...(options.amount ? {} : { duration }),
      headers: { cookie, 'accept-encoding': 'br, gzip' },
      ...options,
    });
  // Reads only: a write's warm-up would use up the applications its run measures.
  if (WARM_UP_SECONDS > 0 && !options.requests && !options.amount) await run(WARM_UP_SECONDS);
  const result = await run(DURATION_SECONDS);
  return {
    // Over the run's own time: a run that ends early (a write's applications used up) ends
    // inside a second, and a mean of per-second counts would count that second as whole.
    'req/s': Math.round(result.requests.total / result.duration),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Calls made one after another by `latency`, after as many unmeasured. */
export const SEQUENTIAL_CALLS = Number(process.env.BENCH_SEQUENTIAL_CALLS || 1000);

/** A call's median and mean time in ms, made one at a time. */
export interface Latency {
  p50: number;
  mean: number;
}

/**
 * `GET url` as one person would make it: one call at a time on one kept-alive connection, timed
 * to the microsecond (autocannon's latencies are whole milliseconds).
 */
export async function latency(url: string, cookie: string): Promise<Latency> {
  const times = await sequentialTimes(url, cookie, SEQUENTIAL_CALLS, SEQUENTIAL_CALLS);
  const round = (ms: number) => Number(ms.toFixed(3));
  return {
    p50: round(times[Math.floor(times.length / 2)]!),
    mean: round(times.reduce((sum, ms) => sum + ms, 0) / times.length),
  };
}

/**
 * `GET url` made one call at a time on one kept-alive connection, `warmUp` times untimed, then
 * `calls` times: each call's milliseconds, sorted.
 */
export async function sequentialTimes(url: string, cookie: string, warmUp: number, calls: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { agent, headers: { cookie, 'accept-encoding': 'br, gzip' } }, (response) => {
          response.resume();
          response.on('end', () => resolve(performance.now() - started));
        })
        .on('error', reject);
    });
  try {
    for (let i = 0; i < warmUp; i += 1) await call();
    const times: number[] = [];
    for (let i = 0; i < calls; i += 1) times.push(await call());
    return times.sort((a, b) => a - b);
  } finally {
    agent.destroy();
  }
}

/**
 * Leave applications for BENCH_SECONDS or until each has been made once, each for a student,
 * course and lecture nobody has used (the demo's courses count lectures, so only lecture days
 * are applied for: what is timed is storing leave, not refusing a day without a lecture).
 */
async function loadAddLeave(url: string): Promise<Figures> {
  const today = suiteToday();
  const applications: Array<{ cookie: string; body: string }> = [];
  for (let rollNo = 1001; rollNo <= 1010; rollNo += 1) {
    const cookie = await signIn(url, rollNo, DEMO_PASSWORDS.student, 'student');
    const data = (await (
      await fetch(`${url}/studentData?user_id=${rollNo}`, { headers: { cookie } })
    ).json()) as StudentDataResponse;
    // Lectures from ten days ahead (clear of the demo's own leave and of time zones) to the 180-day limit.
    const [first, last] = [addDays(today, 10), addDays(today, 175)];
    for (const { course_code } of data.enrollmentData) {
      for (const date of demoLectureDates(course_code)) {
        if (date < first || date > last) continue;
        const body = { reason: 'Bench', course_code, leave_date: date, user_id: rollNo, user_role: 'student' };
        applications.push({ cookie, body: JSON.stringify(body) });
      }
    }
  }
  // Spread over students, so that concurrent calls are for different people.
  applications.sort((a, b) => a.body.localeCompare(b.body));
  let next = 0;
  return load(`${url}/addLeave`, '', {
    // Each application once: past the last, repeats would be refused (409), quickly, and count.
    maxOverallRequests: applications.length,
    method: 'POST',
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const application = applications[next % applications.length]!;
          next += 1;
          return {
            ...request,
            body: application.body,
            headers: { ...request.headers, 'content-type': 'application/json', cookie: application.cookie },
          };
        },
      },
    ],
  });
}

/** The calls measured on every backend, as who. */
export const CALLS = {
  'GET /studentData (student 1001)': { path: '/studentData?user_id=1001', as: 'student' },
  'GET /instructorData (instructor 501)': { path: '/instructorData?user_id=501', as: 'instructor' },
  'GET /getLeaves CS101 pending, page 1 (instructor 501)': {
    path: '/getLeaves?course_code=CS101&status=pending',
    as: 'instructor',
  },
} as const;

export async function signInDemo(url: string) {
  return {
    student: await signIn(url, DEMO_ACCOUNTS.student.id, DEMO_PASSWORDS.student, 'student'),
    instructor: await signIn(
      url,
      DEMO_ACCOUNTS.instructor.id,
      DEMO_PASSWORDS['course instructor'],
      'course instructor',
    ),
    admin: await signIn(url, DEMO_ACCOUNTS.admin.id, DEMO_PASSWORDS.admin, 'admin'),
  };
}

async function benchBackend(kind: Target): Promise<Record<string, Figures>> {
  // The mock as QA runs it: with its QA controls, whose journal notes every call.
  const env = kind === 'mock' ? { ...BENCH_ENV, MOCK_QA: 'true' } : BENCH_ENV;
  const backend: RunningBackend = await startBackend({ kind, env });
  try {
    const url = backend.urls[0]!;
    const cookies = await signInDemo(url);
    const figures: Record<string, Figures> = {};
    for (const [call, { path, as }] of Object.entries(CALLS)) figures[call] = await load(`${url}${path}`, cookies[as]);
    figures['POST /addLeave (10 students, distinct dates)'] = await loadAddLeave(url);
    return figures;
  } finally {
    await backend.stop();
  }
}

/** A Fastify route answering a constant: what this machine can do at best. */
async function benchCeiling(): Promise<Figures> {
  const server = await spawnServer('scripts/trivialFastify.ts', {});
  try {
    return await load(`${server.url}/`);
  } finally {
    await server.stop();
  }
}

/**
 * What the API's thread is free for while the embedded database works: GET /studentData under
 * load on PGlite, and meanwhile a call that needs no query (GET /session with no cookie) timed.
 */
async function benchRequestThread(): Promise<ApiRun['idleCall']> {
  const backend = await startBackend({ kind: 'pglite', env: BENCH_ENV });
  try {
    const url = backend.urls[0]!;
    const { student } = await signInDemo(url);
    const busy = load(`${url}${CALLS['GET /studentData (student 1001)'].path}`, student);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const times: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const started = performance.now();
      await (await fetch(`${url}/session`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    const figures = await busy;
    times.sort((a, b) => a - b);
    return { busyReqPerSecond: figures['req/s'], p50: +times[50]!.toFixed(1), p99: +times[98]!.toFixed(1) };
  } finally {
    await backend.stop();
  }
}

const cell = (figures: Figures | undefined) =>
  figures
    ? `${figures['req/s']} req/s, p99 ${figures['p99 ms']} ms${figures.errors ? `, ${figures.errors} errors` : ''}`
    : '';

/** Runs every backend in turn and prints one table: a row per call, a column per backend. */
export async function benchApiSideBySide(): Promise<ApiRun> {
  const ceiling = await benchCeiling();
  const backends = {
    pglite: await benchBackend('pglite'),
    postgres: await benchBackend('postgres'),
    mock: await benchBackend('mock'),
  };
  const columns = { pglite: 'api on PGlite', postgres: 'api on PostgreSQL', mock: 'mock API' } as const;
  const calls = Object.keys(backends.pglite).map((call) => ({
    call,
    pglite: backends.pglite[call],
    postgres: backends.postgres[call],
    mock: backends.mock[call],
  }));
  console.log(`\nAPI side by side: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per read, demo data\n`);
  console.table([
    { call: 'GET / (trivial Fastify route)', ceiling: cell(ceiling) },
    ...calls.map(({ call, ...figures }) => ({
      call,
      ...Object.fromEntries(
        Object.entries(columns).map(([key, name]) => [name, cell(figures[key as keyof typeof figures])]),
      ),
    })),
  ]);
  const idleCall = await benchRequestThread();
  console.log(
    `On PGlite, with GET /studentData under load (${idleCall.busyReqPerSecond} req/s), a call needing no query ` +
      `(GET /session signed out) answers in p50 ${idleCall.p50} ms, p99 ${idleCall.p99} ms`,
  );
  return { connections: CONNECTIONS, seconds: DURATION_SECONDS, ceiling, calls, idleCall };
}

/** A POST's body and the cookie of the person who sends it. */
export type Save = { cookie: string; body: unknown };

/** POSTs each save once (with its sender's cookie), `connections` at a time. */
export async function postEach(url: string, saves: Save[], connections: number): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    amount: saves.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { cookie, body } = saves[next % saves.length]!;
          next += 1;
          return {
            ...request,
            body: JSON.stringify(body),
            headers: { ...request.headers, 'content-type': 'application/json', cookie },
          };
        },
      },
    ],
  });
  return {
    'req/s': Math.round(result.requests.total / result.duration),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
