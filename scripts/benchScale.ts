/**
 * A whole university on PostgreSQL: the demo data plus 10,000 students, 200 courses and 1,000,000
 * leaves, generated in SQL, and the same reads timed before and after it is there. Figures only.
 */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';
import { startBackend } from '@leave/test-kit';
import { BROTLI_PARAMS } from '../api/src/server';
import { BENCH_ENV, CALLS, latency, load, SEQUENTIAL_CALLS, signInDemo } from './benchApi';
import { rollReads } from './benchRolls';
import type { Figures, Latency } from './benchApi';
import type { ScaleRun } from './benchFigures';

const STUDENTS = 10_000;
const COURSES = 200;
/** Courses each generated student takes; one student in ten also takes the demo's CS101. */
const COURSES_EACH = 5;
/** Leave per enrolment: 10,000 x 5 x 20 = 1,000,000 (and 20,000 more in CS101). */
const LEAVES_EACH = 20;

/**
 * The generated school, in a few statements: instructors 600-619 teach GEN000-GEN199; students
 * 20001-30000 take five courses each (every tenth also CS101) and have 20 leaves in each, 70%
 * accepted, 10% rejected and 20% pending (by a hash, the same every run), on dates from 2025 onwards, one request per student.
 */
export async function generate(databaseUrl: string): Promise<{ leaves: number; server: string }> {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    await sql.query('BEGIN');
    const { rows } = await sql.query<{ hash: string }>(
      `SELECT password_hash AS hash FROM users WHERE role = 'student' AND user_id = 1001`,
    );
    const hash = rows[0]!.hash;
    await sql.query(
      `INSERT INTO users (role, user_id, name, password_hash, dept)
       SELECT 'course instructor', 600 + i, 'Instructor ' || i, $1, 'CSE' FROM generate_series(0, 19) i`,
      [hash],
    );
    await sql.query(
      `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures)
       SELECT 'GEN' || lpad(i::text, 3, '0'), 'Generated course ' || i, 600 + i % 20, 'Odd', 2026, 40
       FROM generate_series(0, $1 - 1) i`,
      [COURSES],
    );
    await sql.query(
      `INSERT INTO users (role, user_id, name, password_hash, branch, stream, joining_year)
       SELECT 'student', 20000 + i, 'Student ' || i, $1, 'CSE', 'B.Tech', 2024 FROM generate_series(1, $2) i`,
      [hash, STUDENTS],
    );
    await sql.query(
      `INSERT INTO enrollments (roll_no, course_code)
       SELECT 20000 + i, 'GEN' || lpad(((i + k * 40) % $2)::text, 3, '0')
       FROM generate_series(1, $1) i, generate_series(0, $3 - 1) k
       UNION ALL SELECT 20000 + i, 'CS101' FROM generate_series(10, $1, 10) i`,
      [STUDENTS, COURSES, COURSES_EACH],
    );
    await sql.query(
      `INSERT INTO leave_requests (request_id, roll_no) OVERRIDING SYSTEM VALUE
       SELECT 1000000 + i, 20000 + i FROM generate_series(1, $1) i`,
      [STUDENTS],
    );
    await sql.query(
      `SELECT setval(pg_get_serial_sequence('leave_requests', 'request_id'), (SELECT max(request_id) FROM leave_requests))`,
    );
    // Each enrolment's leaves on its own dates: a day per week, shifted by course, from 2025-01-06.
    await sql.query(
      `INSERT INTO leaves (leave_date, reason, roll_no, course_code, status, request_id)
       SELECT date '2025-01-06' + (d * 7 + (hashtext(e.course_code) & 3))::int, 'Generated', e.roll_no, e.course_code,
         CASE WHEN pick < 70 THEN 'accepted' WHEN pick < 80 THEN 'rejected' ELSE 'pending' END,
         1000000 + e.roll_no - 20000
       FROM enrollments e, generate_series(0, $1 - 1) d,
         -- The same statuses on every run: a hash of the leave, not random().
         LATERAL (SELECT abs(hashtext(e.roll_no || e.course_code || d)) % 100 AS pick) picked
       WHERE e.roll_no > 20000`,
      [LEAVES_EACH],
    );
    await sql.query(ROLL_MARKS_SQL);
    await sql.query('COMMIT');
    // As autovacuum leaves a table at rest: statistics and the visibility map (index-only counts).
    await sql.query('VACUUM ANALYZE');
    // The bulk load's pages written out now, not by the checkpointer during the timed reads.
    await sql.query('CHECKPOINT');
    const count = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM leaves');
    const version = await sql.query<{ server_version: string }>('SHOW server_version');
    return { leaves: count.rows[0]!.n, server: `PostgreSQL ${version.rows[0]!.server_version.split(' ')[0]}` };
  } finally {
    await sql.end();
  }
}

/**
 * CS101's generated students on the demo's rolls (every CS101 lecture before today is taken):
 * about 5 in 100 absent and 3 late each lecture, by a hash (the same every run). The generated
 * courses have no term, so no roll.
 */
export const ROLL_MARKS_SQL = `INSERT INTO roll_marks (course_code, lecture_date, roll_no, mark)
  SELECT r.course_code, r.lecture_date, e.roll_no, CASE WHEN pick < 5 THEN 'absent' ELSE 'late' END
  FROM lecture_rolls r JOIN enrollments e ON e.course_code = r.course_code AND e.roll_no > 20000,
    LATERAL (SELECT abs(hashtext(e.roll_no || ' ' || r.lecture_date)) % 100 AS pick) picked
  WHERE r.course_code = 'CS101' AND pick < 8`;

/**
 * The busiest calls, the admin's list of all leave, and the pending page at the size the demo
 * fills: the demo course has 2 pending requests and the generated one 4,035, so page 1 holds 2
 * rows before and 50 after. The extra row tells what the amount of data costs apart from what a
 * fuller page costs.
 */
const SCALE_CALLS = {
  ...CALLS,
  'GET /getLeaves CS101 pending, 2 a page (instructor 501)': {
    path: `${CALLS['GET /getLeaves CS101 pending, page 1 (instructor 501)'].path}&page_size=2`,
    as: 'instructor',
  },
  // The admin's list of all leave, newest first: the whole university's, paged.
  'GET /allLeaves, page 1 (admin)': { path: '/allLeaves', as: 'admin' },
  // An instructor's History: their courses' decided leave, newest first, paged.
  'GET /decidedLeaves, page 1 (instructor 501)': { path: '/decidedLeaves', as: 'instructor' },
  // The Roster, at risk first: the head of the course's index of kept accepted days (migration 14).
  'GET /courseRoster CS101, page 1 (instructor 501)': { path: '/courseRoster?course_code=CS101', as: 'instructor' },
  // The absence calendar's month: how many are away each day (every generated student, weekly).
  'GET /courseAbsences CS101, March 2025 (instructor 501)': {
    path: '/courseAbsences?course_code=CS101&month=2025-03',
    as: 'instructor',
  },
  // A day of it opened: the first page of who is away. CS101's generated leave falls on
  // Thursdays (2025-01-06 plus hashtext('CS101') & 3 = 3 days, then weekly), 2025-03-06 among them.
  'GET /courseAbsentees CS101, 2025-03-06, page 1 (instructor 501)': {
    path: '/courseAbsentees?course_code=CS101&date=2025-03-06',
    as: 'instructor',
  },
  // The roll's reads: CS101's class list is 1,008 students at scale, with their marks.
  ...rollReads(),
} as const;

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
      for (const [call, { path, as }] of Object.entries(SCALE_CALLS)) {
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
    const started = performance.now();
    const { leaves, server } = await generate(backend.databaseUrl!);
    const generatedSeconds = (performance.now() - started) / 1000;
    const generatedIn = generatedSeconds.toFixed(0);
    const large = await measure();
    const download = await exportFigures(url, (await signInDemo(url)).admin, backend.pids[0]!);
    console.log(
      `\nAt scale on PostgreSQL: ${STUDENTS.toLocaleString('en')} more students, ${COURSES} more courses, ` +
        `${leaves.toLocaleString('en')} leaves (generated in ${generatedIn} s), against the same database at demo size; ` +
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
      leaves,
      generatedSeconds,
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
