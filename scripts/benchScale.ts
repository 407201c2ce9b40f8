/**
 * A whole university on PostgreSQL: the demo data, then the demo data plus the university of
 * scripts/university.ts (10,000 students, 400 courses in two terms, about 1,000,000 leaves, a
 * term of rolls), and the same reads timed on both. Figures only. The roll's own reads at scale
 * are benchRolls.ts's (`npm run bench -- --rolls --scale`).
 */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';
import { monthOf } from '@leave/contract';
import { demoLectureDates, startBackend, suiteToday } from '@leave/test-kit';
import { BROTLI_PARAMS } from '../api/src/server';
import { BENCH_ENV, CALLS, latency, load, SEQUENTIAL_CALLS, signInDemo } from './benchApi';
import type { Figures, Latency } from './benchApi';
import type { ScaleRun } from './benchFigures';
import { benchUniversity, generateUniversity } from './university';

/** The database server's version, as the table names it. */
export async function serverOf(databaseUrl: string): Promise<string> {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { rows } = await sql.query<{ server_version: string }>('SHOW server_version');
    return `PostgreSQL ${rows[0]!.server_version.split(' ')[0]}`;
  } finally {
    await sql.end();
  }
}

/**
 * The busiest calls, the admin's list of all leave, and the pending page at the size the demo
 * fills: CS101 has a few pending requests at demo size and a thousand generated students'
 * at scale, so page 1 holds a few rows before and 50 after. The extra row at 2 a page tells what
 * the amount of data costs apart from what a fuller page costs.
 */
function scaleCalls() {
  // CS101's latest lecture before today: a day of the term every generated CS101 student may be away on.
  const lecture = demoLectureDates('CS101')
    .filter((date) => date < suiteToday())
    .pop()!;
  return {
    ...CALLS,
    'GET /getLeaves CS101 pending, 2 a page (instructor 501)': {
      path: `${CALLS['GET /getLeaves CS101 pending, page 1 (instructor 501)'].path}&page_size=2`,
      as: 'instructor',
    },
    // The admin's list of all leave, newest first: the whole university's, paged.
    'GET /allLeaves, page 1 (admin)': { path: '/allLeaves', as: 'admin' },
    // An instructor's History: their courses' decided leave, newest first, paged.
    'GET /decidedLeaves, page 1 (instructor 501)': { path: '/decidedLeaves', as: 'instructor' },
    // The Roster, at risk first: the head of the course's index of lectures missed.
    'GET /courseRoster CS101, page 1 (instructor 501)': { path: '/courseRoster?course_code=CS101', as: 'instructor' },
    // The absence calendar's month: how many are away each day (1,008 students at scale).
    "GET /courseAbsences CS101, its latest lecture's month (instructor 501)": {
      path: `/courseAbsences?course_code=CS101&month=${monthOf(lecture)}`,
      as: 'instructor',
    },
    // A day of it opened: the first page of who is away.
    'GET /courseAbsentees CS101, its latest lecture, page 1 (instructor 501)': {
      path: `/courseAbsentees?course_code=CS101&date=${lecture}`,
      as: 'instructor',
    },
  } as const;
}

/** The API process's resident memory now and at its peak since it was last reset, in MB. */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/**
 * The admin's download of every leave (/exportLeaves, compressed as a browser asks), at scale: its
 * time, bytes as sent, and the API's memory before it and at its peak during it (Linux only).
 * api/test/exportScale.postgres.test.ts proves the memory stays flat at 200,000 rows; this is the
 * figure for a whole university.
 */
async function exportFigures(url: string, cookie: string, pid: number) {
  const linux = fs.existsSync(`/proc/${pid}/clear_refs`);
  if (linux) fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = linux ? memoryOf(pid).rss : NaN;
  const started = performance.now();
  // node:http, not fetch: fetch decompresses, and the bytes counted are those sent.
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`${url}/exportLeaves`, { headers: { cookie, 'accept-encoding': 'br' } }, resolve).on('error', reject),
  );
  let sent = 0;
  for await (const chunk of response) sent += (chunk as Buffer).byteLength;
  const seconds = (performance.now() - started) / 1000;
  const peak = linux ? memoryOf(pid).peak : NaN;
  return { status: response.statusCode, seconds, sent, before, peak };
}

/** The bytes of one answer, as read and as the API sends it (its own brotli settings). */
async function answerSize(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    bytes: body.length,
    brotli: zlib.brotliCompressSync(body, { params: BROTLI_PARAMS }).length,
  };
}

export async function benchScale(): Promise<ScaleRun> {
  const backend = await startBackend({ kind: 'postgres', env: BENCH_ENV });
  try {
    const url = backend.urls[0]!;
    const measure = async () => {
      const cookies = await signInDemo(url);
      const figures: Record<string, Figures & { bytes: number; 'bytes as sent': number; alone: Latency }> = {};
      for (const [call, { path, as }] of Object.entries(scaleCalls())) {
        const size = await answerSize(`${url}${path}`, cookies[as]);
        figures[call] = {
          ...(await load(`${url}${path}`, cookies[as])),
          bytes: size.bytes,
          'bytes as sent': size.brotli,
          alone: await latency(`${url}${path}`, cookies[as]),
        };
      }
      return figures;
    };
    const demo = await measure();
    const shape = benchUniversity();
    const university = await generateUniversity(backend.databaseUrl!, { ...shape, today: suiteToday() });
    const server = await serverOf(backend.databaseUrl!);
    const large = await measure();
    const download = await exportFigures(url, (await signInDemo(url)).admin, backend.pids[0]!);
    console.log(
      `\nAt scale on ${server}: the university of seed ${shape.seed} (${university.students.toLocaleString('en')} more ` +
        `students, ${university.courses} more courses, ${university.leaves.toLocaleString('en')} leaves in all; ` +
        `generated in ${university.seconds} s), against the same database at demo size; ` +
        `"alone": the median of ${SEQUENTIAL_CALLS} calls made one at a time, as one person waits for them\n`,
    );
    console.table(
      Object.keys(demo).map((call) => ({
        call,
        'demo req/s': demo[call]!['req/s'],
        'demo p50 ms': demo[call]!['p50 ms'],
        'large req/s': large[call]!['req/s'],
        'large p50 ms': large[call]!['p50 ms'],
        'large p99 ms': large[call]!['p99 ms'],
        'large / demo throughput': Number((large[call]!['req/s'] / demo[call]!['req/s']).toFixed(2)),
        'alone: demo ms': demo[call]!.alone.p50,
        'alone: large ms': large[call]!.alone.p50,
        'alone: large / demo': Number((large[call]!.alone.p50 / demo[call]!.alone.p50).toFixed(2)),
        'answer bytes (large)': large[call]!.bytes,
        'as sent (brotli)': large[call]!['bytes as sent'],
        errors: large[call]!.errors,
      })),
    );
    console.log(
      `GET /exportLeaves (admin, every leave, brotli): ${download.status} in ${download.seconds.toFixed(1)} s, ` +
        `${(download.sent / 1e6).toFixed(1)} MB as sent; API RSS ${download.before.toFixed(0)} MB before, ` +
        `peak ${download.peak.toFixed(0)} MB`,
    );
    return {
      postgres: server,
      seed: shape.seed,
      university,
      sequentialCalls: SEQUENTIAL_CALLS,
      rows: Object.keys(demo).map((call) => ({
        call,
        demo: { 'req/s': demo[call]!['req/s'], aloneMs: demo[call]!.alone.p50 },
        large: {
          'req/s': large[call]!['req/s'],
          'p99 ms': large[call]!['p99 ms'],
          aloneMs: large[call]!.alone.p50,
          bytes: large[call]!.bytes,
          brotli: large[call]!['bytes as sent'],
          errors: large[call]!.errors,
        },
      })),
    };
  } finally {
    await backend.stop();
  }
}
