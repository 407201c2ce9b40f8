/**
 * A download of 200,000 leaves on PostgreSQL (CONTRACT_TARGET=postgres only, issue 42): the whole
 * answer arrives, compressed when asked, one row per leave in the CSV format, while the API
 * process's memory stays flat, because the rows are read a batch at a time and written as they come.
 *
 * The bounds. The API runs here with its heap limited to HEAP_MB: streamed, a download holds one
 * batch and what the socket and the compressor buffer, so it fits; built in memory, as the exports
 * were before, 200,000 rows do not (with the rows gathered before answering, the process ran out of
 * heap and the download was cut: checked on 2026-11-29). The limit also keeps V8's garbage between
 * two full collections small: unlimited, it was a sawtooth of about 100 MB whose top did not rise
 * with the rows (so the suite needed a million rows, ~90 CPU-s, to tell it from a buffered export);
 * limited, a streamed download grew the process by 16 MB, and the peak during it may exceed the
 * memory before it by at most GROWTH_MB, as may a second download of it all (not compressed, this
 * time), measured from the same memory before the first: nothing accumulates.
 * How fast and how big a download of a whole university is (1,000,000 leaves) is the bench's
 * (`npm run bench`, scripts/benchScale.ts), not this suite's.
 */
import fs from 'node:fs';
import pg from 'pg';
import { ApiClient, startBackend, target } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';

const STUDENTS = 2_000;
const COURSES = 50;
const COURSES_EACH = 5;
/** Leave per enrolment: 2,000 x 5 x 20 = 200,000. */
const LEAVES_EACH = 20;
/** The API's heap limit (V8's old space): 64 MB made each download's collections take 25 s. */
const HEAP_MB = 128;
const GROWTH_MB = 64;

let backend: RunningBackend;
let sql: pg.Client;

beforeAll(async () => {
  if (target() !== 'postgres') throw new Error('this suite needs CONTRACT_TARGET=postgres');
  backend = await startBackend({ usualData: true, env: { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` } });
  sql = new pg.Client({ connectionString: backend.databaseUrl });
  await sql.connect();
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await backend?.stop();
});

/**
 * The generated school, in a few statements (as scripts/benchScale.ts makes its own): instructor
 * 600 teaches GEN00-GEN49; students 20001-22000 take five courses each and have 20 leaves in
 * each, weekly from 2020, 70% accepted, 10% rejected and 20% pending (by a hash of the leave).
 */
async function generate() {
  await sql.query('BEGIN');
  // The triggers that keep counts beside the leave are not what this suite reads: without them
  // the million rows go in in a fraction of the time (the test connects as a superuser).
  await sql.query(`SET LOCAL session_replication_role = replica`);
  await sql.query(
    `INSERT INTO users (role, user_id, name, password_hash, dept) VALUES ('course instructor', 600, 'Instructor', 'x', 'CSE')`,
  );
  await sql.query(
    `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures)
     SELECT 'GEN' || lpad(i::text, 2, '0'), 'Generated course ' || i, 600, 'Odd', 2026, 40 FROM generate_series(0, $1 - 1) i`,
    [COURSES],
  );
  await sql.query(
    `INSERT INTO users (role, user_id, name, password_hash, branch, stream, joining_year)
     SELECT 'student', 20000 + i, 'Student ' || i, 'x', 'CSE', 'B.Tech', 2024 FROM generate_series(1, $1) i`,
    [STUDENTS],
  );
  await sql.query(
    // Triggers are off here: each enrolment's kept limit in lectures (migration 41) is written as
    // they would (its course's limit, 25 by default, times its 40 lectures).
    `INSERT INTO enrollments (roll_no, course_code, limit_lectures)
     SELECT 20000 + i, 'GEN' || lpad(((i + k * 10) % $2)::text, 2, '0'), 25 * 40
     FROM generate_series(1, $1) i, generate_series(0, $3 - 1) k`,
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
  await sql.query(
    `INSERT INTO leaves (leave_date, reason, roll_no, course_code, status, request_id)
     SELECT date '2020-01-06' + d * 7, 'Generated', e.roll_no, e.course_code,
       CASE WHEN pick < 70 THEN 'accepted' WHEN pick < 80 THEN 'rejected' ELSE 'pending' END,
       1000000 + e.roll_no - 20000
     FROM enrollments e, generate_series(0, $1 - 1) d,
       LATERAL (SELECT abs(hashtext(e.roll_no || e.course_code || d)) % 100 AS pick) picked
     WHERE e.roll_no > 20000`,
    [LEAVES_EACH],
  );
  await sql.query('COMMIT');
  await sql.query('VACUUM ANALYZE');
}

/** The API process's resident memory now and at its peak since the peak was last reset, in MB. */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** Reads a whole download, counting its lines, keeping its start, and watching the API's memory. */
async function readDownload(response: Response, pid: number) {
  let lines = 0;
  let bytes = 0;
  let head = '';
  let highest = 0;
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  for await (const chunk of response.body!) {
    const text = decoder.decode(chunk, { stream: true });
    if (head.length < 200) head += text.slice(0, 200);
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
    bytes += chunk.byteLength;
    highest = Math.max(highest, memoryOf(pid).rss);
  }
  return { lines, bytes, head, peak: Math.max(highest, memoryOf(pid).peak) };
}

it('answers 200,000 leaves whole, compressed, in the CSV format, with the process memory flat', async () => {
  const started = Date.now();
  await generate();
  const generated = Date.now();
  const leaves = (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM leaves')).rows[0]!.n;
  expect(leaves).toBeGreaterThanOrEqual(STUDENTS * COURSES_EACH * LEAVES_EACH);

  const admin = await new ApiClient(backend.urls[0]!).signIn(1, 'admin123', 'admin');
  const download = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${backend.urls[0]}/exportLeaves${query}`, { headers: { Cookie: admin.sessionCookie!, ...headers } });
  // Once small, so that what any download loads is loaded before the baseline.
  expect((await download('?roll_no=1001')).status).toBe(200);

  const pid = backend.pids[0]!;
  const figures: string[] = [];
  /** Downloads every leave; answers the peak memory and the growth over the memory before. */
  const measure = async (encoding: string) => {
    const began = Date.now();
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets the peak (VmHWM) to the memory in use now
    const before = memoryOf(pid).rss;
    const response = await download('', { 'accept-encoding': encoding });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // fetch decompresses as it reads: the lines below are the compressed answer's, decoded.
    expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : 'br');
    const read = await readDownload(response, pid);
    expect(read.head).toMatch(/^\uFEFFleave_id,leave_date,roll_no,student_name,course_code,status,reason,[^\n]*\r\n\d/);
    expect(read.lines).toBe(leaves + 1);
    figures.push(
      `${response.headers.get('content-encoding') ?? 'identity'}: ${read.lines.toLocaleString('en')} lines ` +
        `(${(read.bytes / 1e6).toFixed(0)} MB) in ${((Date.now() - began) / 1000).toFixed(0)} s, ` +
        `RSS ${before.toFixed(0)} MB before, peak ${read.peak.toFixed(0)} MB, ${memoryOf(pid).rss.toFixed(0)} MB after`,
    );
    return { before, peak: read.peak };
  };
  const first = await measure('br, gzip');
  const second = await measure('identity');
  console.info(
    `${leaves.toLocaleString('en')} leaves generated in ${((generated - started) / 1000).toFixed(0)} s; ` +
      `/exportLeaves ${figures.join('; ')}`,
  );
  expect(first.peak - first.before).toBeLessThan(GROWTH_MB);
  expect(second.peak - first.before).toBeLessThan(GROWTH_MB);
}, 600_000);
