/**
 * A whole university beside the demo data, in SQL on PostgreSQL (generate_series, no row sent from
 * here), reproducible from a seed number: every pick is a hash of the seed and the row, never
 * random(). The demo's accounts, courses and leave stay as they are.
 *
 * What it adds, at full size (UNIVERSITY):
 * - 26 more kinds of leave (30 in all), some counted, some asking for a document;
 * - a past term beside the demo's (the current one), with holidays; 400 courses, half in each
 *   term, each with a weekly timetable of three lectures and the lectures it counts;
 * - 40 instructors (each teaching in both terms) and 10,000 students, each in 6 courses a term;
 *   every tenth also in the demo's CS101 (so the demo instructor's screens read a large course);
 * - 17 requests a student, alternately in each term, each of 1-5 consecutive days over 1-3 of the
 *   student's courses of that term (about 1,000,000 leaves), a kind each, and a status per
 *   course (accepted, rejected with a comment, pending where the dates are ahead, withdrawn);
 * - each decided leave's decision in its history (with the instructor's comment), a document's record
 *   for the requests whose kind asks for one, the notifications of the applications and
 *   decisions, and the audit trail's events for them;
 * - a term of rolls: every lecture of the current term's courses before `today` taken, with
 *   its exceptions (about 5 students in 100 absent and 3 late).
 * The courses' tallies and pending requests beside the leave are kept by the leave's own set-wise
 * triggers, as the API's writes keep them (and the counts of each recipient's notifications and
 * of each role's accounts by theirs, migration 40); the enrolments are written last, each with its kept
 * counts (days on leave, the roll's absences, lates and attended leave, lectures missed) computed
 * as their triggers compute them, in one statement.
 *
 * Fast as a restore is: one transaction, every row made by set-based SQL in the server, the bulk
 * tables' secondary indexes dropped and built once after the load (with memory enough to sort in
 * it), per-row foreign-key checks and triggers left out where every key was made above and the
 * counts are computed instead. `npm run bench -- --university` generates it alone on a scratch
 * database and prints its time and what it holds (UNIVERSITY_TIMINGS=1: each statement's time;
 * UNIVERSITY_EXPLAIN=1: the plan of each statement over 2 s, run with EXPLAIN ANALYZE).
 */
import fs from 'node:fs';
import pg from 'pg';

export interface UniversitySize {
  /** Every pick is a hash of this and the row. */
  seed: number;
  students: number;
  /** Half in each term (an even number). */
  courses: number;
  /** Requests a student makes over the two terms. */
  requestsEach: number;
  /** The day the current term's rolls stop (its lectures before it are taken); YYYY-MM-DD. */
  today: string;
}

export const UNIVERSITY: Omit<UniversitySize, 'today'> = { seed: 1, students: 10_000, courses: 400, requestsEach: 17 };

/**
 * The university the bench generates: UNIVERSITY, or from BENCH_UNIVERSITY_SEED's seed, or (for a
 * quick run of the bench's code, not its figures) BENCH_UNIVERSITY_STUDENTS students with the
 * courses in proportion.
 */
export function benchUniversity(env = process.env): Omit<UniversitySize, 'today'> {
  const seed = env.BENCH_UNIVERSITY_SEED ? Number(env.BENCH_UNIVERSITY_SEED) : UNIVERSITY.seed;
  const students = env.BENCH_UNIVERSITY_STUDENTS ? Number(env.BENCH_UNIVERSITY_STUDENTS) : UNIVERSITY.students;
  const courses = 2 * Math.max(COURSES_A_TERM, Math.round((UNIVERSITY.courses / 2) * (students / UNIVERSITY.students)));
  return { ...UNIVERSITY, seed, students, courses };
}

/**
 * The small school the roll's bench measures at demo size (benchRolls.ts): the university's shapes
 * at a twentieth of its size, from the same seed. 500 students in 6 courses a term and 10 courses
 * a term make classes of about 300 students each, as the university's 10,000 in 200 do; every
 * tenth student is also in CS101, and 2 instructors teach 5 courses a term each, as its 40 do.
 */
export function smallSchool(env = process.env): Omit<UniversitySize, 'today'> {
  return { ...benchUniversity(env), students: 500, courses: 20 };
}

/** Kinds of leave the school has, the demo's four included. */
export const KINDS = 30;
/** Each student's courses in each term. */
export const COURSES_A_TERM = 6;
export const FIRST_STUDENT = 20_001;
export const FIRST_INSTRUCTOR = 600;
export const FIRST_REQUEST = 1_000_001;

export interface UniversityCounts {
  students: number;
  courses: number;
  requests: number;
  leaves: number;
  kinds: number;
  events: number;
  documents: number;
  notifications: number;
  audit: number;
  rolls: number;
  marks: number;
  seconds: number;
  /**
   * CPU seconds the database's process spent on it (its time on a quiet machine, less its writes'
   * waits), where the server runs here (Linux): on a loaded machine `seconds` is mostly waiting.
   */
  cpuSeconds?: number;
}

/** A local server process's user + system CPU seconds, from /proc (undefined elsewhere). */
function cpuSecondsOf(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** Each statement's time, with UNIVERSITY_TIMINGS set. */
function timed(began: number, statement: string) {
  if (!process.env.UNIVERSITY_TIMINGS) return;
  const ms = (performance.now() - began).toFixed(0).padStart(6);
  console.log(`${ms} ms: ${statement.replace(/\s+/g, ' ').slice(0, 100)}`);
}

/**
 * Generates the university into `databaseUrl` (a migrated, seeded database) in one transaction,
 * then analyses it as autovacuum would leave it. Answers what it holds.
 */
export async function generateUniversity(
  databaseUrl: string,
  size: Partial<UniversitySize> = {},
): Promise<UniversityCounts> {
  const { seed, students, courses, requestsEach, today: day } = { ...UNIVERSITY, today: today(), ...size };
  if (!Number.isInteger(seed) || courses % 2 !== 0 || courses / 2 < COURSES_A_TERM) {
    throw new Error('the seed is a whole number; courses an even number, at least 6 a term');
  }
  const started = performance.now();
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { rows: backend } = await sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const local = ['localhost', '127.0.0.1', '::1'].includes(new URL(databaseUrl).hostname);
    const cpuBefore = local ? cpuSecondsOf(backend[0]!.pid) : undefined;
    await sql.query('BEGIN');
    // The bulk's sorts and hashes in memory, and each index built after it in one sort.
    await sql.query(`SET LOCAL work_mem = '256MB'`);
    await sql.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    // pg_temp.pick(key, n): a number in [0, n) from the seed and the key, the same every run.
    await sql.query(
      `CREATE FUNCTION pg_temp.pick(key text, n int) RETURNS int LANGUAGE sql IMMUTABLE
       AS $$ SELECT abs(hashtext('${seed}:' || key)) % n $$`,
    );
    await sql.query(
      `CREATE TEMP TABLE gen_size ON COMMIT DROP AS
      SELECT $1::int AS students, $2::int AS courses, $3::int AS requests_each, $4::date AS today`,
      [students, courses, requestsEach, day],
    );
    let dropped: string[] = [];
    for (const statement of STATEMENTS) {
      const began = performance.now();
      if (statement === DROP_INDEXES) {
        // Built once after the rows are in, by a sort, not grown a row at a time.
        const { rows } = await sql.query<{ name: string; definition: string }>(
          `SELECT indexname AS name, indexdef AS definition FROM pg_indexes i
           WHERE schemaname = 'public' AND tablename = ANY($1)
             AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
          [BULK_TABLES],
        );
        for (const { name } of rows) await sql.query(`DROP INDEX ${name}`);
        dropped = rows.map((row) => row.definition);
      } else if (statement === RESTORE_INDEXES) {
        for (const definition of dropped) {
          const built = performance.now();
          await sql.query(definition);
          timed(built, definition);
        }
      } else if (process.env.UNIVERSITY_EXPLAIN && /^\s*(INSERT|UPDATE|CREATE TEMP TABLE)/.test(statement)) {
        const { rows } = await sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`);
        if (performance.now() - began > 2000) console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
      } else await sql.query(statement);
      timed(began, statement);
    }
    for (const statement of ['COMMIT', 'VACUUM ANALYZE', 'CHECKPOINT']) {
      const began = performance.now();
      await sql.query(statement);
      timed(began, statement);
    }
    const cpuAfter = cpuBefore === undefined ? undefined : cpuSecondsOf(backend[0]!.pid);
    const { rows } = await sql.query<Omit<UniversityCounts, 'seconds'>>(COUNTS_SQL);
    return {
      ...rows[0]!,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      ...(cpuAfter === undefined ? {} : { cpuSeconds: Number((cpuAfter - cpuBefore!).toFixed(1)) }),
    };
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await sql.end();
  }
}

/** What the generated university holds (its students, courses and requests; all of the rest). */
export const COUNTS_SQL = `SELECT
  (SELECT count(*)::int FROM users WHERE role = 'student' AND user_id >= ${FIRST_STUDENT}) AS students,
  (SELECT count(*)::int FROM courses WHERE course_code LIKE 'U%') AS courses,
  (SELECT count(*)::int FROM leave_requests WHERE request_id >= ${FIRST_REQUEST}) AS requests,
  (SELECT count(*)::int FROM leaves) AS leaves,
  (SELECT count(*)::int FROM leave_kinds) AS kinds,
  (SELECT count(*)::int FROM leave_events) AS events,
  (SELECT count(*)::int FROM request_documents) AS documents,
  (SELECT count(*)::int FROM notifications) AS notifications,
  (SELECT count(*)::int FROM audit_events) AS audit,
  (SELECT count(*)::int FROM lecture_rolls) AS rolls,
  (SELECT count(*)::int FROM roll_marks) AS marks`;

/** A course's three weekdays (0 Monday) from its number: b, b + 2, b + 4 (mod 5). */
const MEETS = (course: string, date: string) =>
  `(extract(isodow FROM ${date})::int <= 5 AND ((extract(isodow FROM ${date})::int - 1 - ${course} % 5 + 5) % 5) IN (0, 2, 4))`;

const DROP_INDEXES = "drop the bulk tables' indexes";
const RESTORE_INDEXES = "build the bulk tables' indexes again";
const BULK_TABLES = ['leaves', 'leave_events', 'notifications', 'audit_events', 'enrollments', 'roll_marks'];
/** The leave's set-wise triggers (the enrolments' days, kept a row at a time, are counted after). */
const LEAVE_TRIGGERS = [
  'leaves_added_counted',
  'leaves_added_days_counted',
  'leaves_added_requests_kept',
  'leaves_added_roll_kept',
  'leaves_added_school_counted',
  'leaves_added_school_days_counted',
];

const STATEMENTS = [
  // The terms: the demo's latest is the current one; a past one ends two months before it.
  `CREATE TEMP TABLE gen_terms ON COMMIT DROP AS
     SELECT 0 AS t, term_id, first_day, last_day FROM (SELECT * FROM terms ORDER BY first_day DESC LIMIT 1) current`,
  `WITH current AS (SELECT first_day FROM gen_terms WHERE t = 0),
     added AS (INSERT INTO terms (name, first_day, last_day)
       SELECT 'Generated past term', first_day - 364, first_day - 60 FROM current RETURNING term_id, first_day, last_day)
   INSERT INTO gen_terms SELECT 1, term_id, first_day, last_day FROM added`,
  // The past term's holidays: ten, of one to three days, about a month apart.
  `INSERT INTO holidays (term_id, from_date, to_date, name)
     SELECT term_id, first_day + 20 + h * 28, first_day + 20 + h * 28 + pg_temp.pick('holiday' || h, 3), 'Generated holiday ' || h
     FROM gen_terms, generate_series(0, 9) h WHERE t = 1`,
  `INSERT INTO leave_kinds (name, counts, document_after, students_choose)
     SELECT 'Generated kind ' || k, k % 3 <> 0, CASE WHEN k % 4 = 0 THEN 2 END, true
     FROM generate_series(1, ${KINDS} - (SELECT count(*)::int FROM leave_kinds)) k`,
  `CREATE TEMP TABLE gen_kinds ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY kind_id)::int - 1 AS k, kind_id, counts, document_after FROM leave_kinds`,
  `INSERT INTO users (role, user_id, name, password_hash, dept)
     SELECT 'course instructor', ${FIRST_INSTRUCTOR} + i, 'Instructor ' || i,
       (SELECT password_hash FROM users WHERE role = 'course instructor' ORDER BY user_id LIMIT 1), 'CSE'
     FROM gen_size, generate_series(0, greatest(courses / 10, 1) - 1) i`,
  // Course c is in term c % 2, taught by the instructor of c / 2 (so every instructor teaches in both).
  `CREATE TEMP TABLE gen_courses ON COMMIT DROP AS
     SELECT c, 'U' || lpad(c::text, 3, '0') AS course_code, c % 2 AS t, (c / 2) % 2 AS half,
       ${FIRST_INSTRUCTOR} + (c / 2) % greatest(courses / 10, 1) AS instructor_id
     FROM gen_size, generate_series(0, courses - 1) c`,
  `CREATE TEMP TABLE gen_lectures ON COMMIT DROP AS
     SELECT g.c, g.course_code, g.t, d::date AS lecture_date
     FROM gen_courses g JOIN gen_terms USING (t), generate_series(first_day, last_day, interval '1 day') d
     WHERE ${MEETS('g.c', 'd')}
       AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.term_id = gen_terms.term_id AND d BETWEEN h.from_date AND h.to_date)`,
  `CREATE INDEX ON gen_lectures (course_code, lecture_date)`,
  `ANALYZE gen_lectures`,
  `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures, term_id, meetings)
     SELECT g.course_code, 'Generated course ' || g.c, g.instructor_id, CASE g.t WHEN 0 THEN 'Autumn' ELSE 'Spring' END,
       extract(year FROM gt.first_day)::int, (SELECT count(*) FROM gen_lectures l WHERE l.course_code = g.course_code), gt.term_id,
       (SELECT jsonb_agg(jsonb_build_object('weekday', (ARRAY['Monday','Tuesday','Wednesday','Thursday','Friday'])[(g.c + o) % 5 + 1],
          'start', lpad((8 + g.c / 5 % 9)::text, 2, '0') || ':00', 'end', lpad((9 + g.c / 5 % 9)::text, 2, '0') || ':00',
          'room', 'R-' || g.c) ORDER BY (g.c + o) % 5)
        FROM unnest(ARRAY[0, 2, 4]) o)
     FROM gen_courses g JOIN gen_terms gt USING (t)`,
  `INSERT INTO users (role, user_id, name, password_hash, branch, stream, joining_year)
     SELECT 'student', ${FIRST_STUDENT} + i, 'Student ' || i, (SELECT password_hash FROM users WHERE role = 'student' ORDER BY user_id LIMIT 1),
       (ARRAY['CSE', 'ECE', 'ME', 'CE', 'EE'])[i % 5 + 1], 'B.Tech', 2023 + i % 4
     FROM gen_size, generate_series(0, students - 1) i`,
  // A student's slot k of term t: course (base + k * step) of the term's, all different; in
  // the current term every tenth student's slot 0 is the demo's CS101 (where it is in that term).
  `CREATE TEMP TABLE gen_slots ON COMMIT DROP AS
     SELECT s.roll_no, t, k,
       CASE WHEN t = 0 AND k = 0 AND s.roll_no % 10 = 0
            AND EXISTS (SELECT 1 FROM courses WHERE course_code = 'CS101' AND term_id = (SELECT term_id FROM gen_terms WHERE t = 0))
         THEN 'CS101'
         ELSE 'U' || lpad((2 * ((pg_temp.pick('slot' || s.roll_no || ':' || t, courses / 2) + k * greatest(1, courses / 2 / 6)) % (courses / 2)) + t)::text, 3, '0')
       END AS course_code
     FROM gen_size, generate_series(${FIRST_STUDENT}, ${FIRST_STUDENT} - 1 + students) s(roll_no),
       generate_series(0, 1) t, generate_series(0, ${COURSES_A_TERM} - 1) k`,
  `ANALYZE gen_slots`,
  // Requests keep nothing but their own rows, and every key they name was made above: their
  // foreign-key checks are left out (as a restore does), the leave's own triggers are not.
  `SET LOCAL session_replication_role = replica`,
  // Request j of a student: term j % 2, in its own four weeks of it (so no two overlap), 1-5 days
  // from a day of the first three weeks, over 1-3 consecutive slots.
  `CREATE TEMP TABLE gen_requests ON COMMIT DROP AS
     SELECT ${FIRST_REQUEST} + (s.roll_no - ${FIRST_STUDENT}) * requests_each + j AS request_id, s.roll_no, j % 2 AS t,
       (gt.first_day + (j / 2) * 28 + pg_temp.pick('start' || s.roll_no || ':' || j, 21))::date AS first_date,
       1 + pg_temp.pick('days' || s.roll_no || ':' || j, 5) AS days,
       1 + pg_temp.pick('courses' || s.roll_no || ':' || j, 3) AS spread,
       pg_temp.pick('slot' || s.roll_no || ':' || j, ${COURSES_A_TERM}) AS first_slot,
       pg_temp.pick('kind' || s.roll_no || ':' || j, ${KINDS}) AS k
     FROM gen_size, generate_series(${FIRST_STUDENT}, ${FIRST_STUDENT} - 1 + students) s(roll_no),
       generate_series(0, requests_each - 1) j, gen_terms gt
     WHERE gt.t = j % 2`,
  `ANALYZE gen_requests`,
  `INSERT INTO leave_requests (request_id, roll_no, created_at, kind_id, days) OVERRIDING SYSTEM VALUE
     SELECT r.request_id, r.roll_no, (r.first_date - 1 - pg_temp.pick('asked' || r.request_id, 10)) + time '09:00', gk.kind_id, r.days
     FROM gen_requests r JOIN gen_kinds gk USING (k) ORDER BY r.request_id`,
  `SELECT setval(pg_get_serial_sequence('leave_requests', 'request_id'), (SELECT max(request_id) FROM leave_requests))`,
  `SET LOCAL session_replication_role = origin`,
  // A status per request and course: what is decided together is decided alike.
  `CREATE TEMP TABLE gen_parts ON COMMIT DROP AS
     SELECT r.request_id, r.roll_no, r.t, r.first_date, r.days, sl.course_code, gc.instructor_id, gk.counts, gk.kind_id,
       CASE
         WHEN r.first_date > size.today AND p < 50 THEN 'pending'
         WHEN r.first_date > size.today AND p < 85 THEN 'accepted'
         WHEN r.first_date > size.today AND p < 95 THEN 'rejected'
         WHEN r.first_date > size.today THEN 'withdrawn'
         WHEN p < 76 THEN 'accepted'
         WHEN p < 90 THEN 'rejected'
         WHEN p < 94 AND r.t = 0 THEN 'pending'
         ELSE 'withdrawn'
       END AS status
     FROM gen_requests r JOIN gen_kinds gk USING (k)
       CROSS JOIN gen_size size
       CROSS JOIN LATERAL generate_series(0, r.spread - 1) o
       JOIN gen_slots sl ON sl.roll_no = r.roll_no AND sl.t = r.t AND sl.k = (r.first_slot + o) % ${COURSES_A_TERM}
       LEFT JOIN gen_courses gc ON gc.course_code = sl.course_code
       CROSS JOIN LATERAL (SELECT pg_temp.pick('status' || r.request_id || ':' || o, 100) AS p) picked`,
  `ANALYZE gen_parts`,
  `UPDATE gen_parts SET instructor_id = (SELECT instructor_id FROM courses WHERE course_code = 'CS101') WHERE course_code = 'CS101'`,
  // The bulk: its tables' secondary indexes dropped and built again after, and their per-row
  // foreign-key checks left out (every key was made above), as a restore does; the leave's own
  // triggers, which keep the counts beside it, fire as for any insert (ALWAYS, for this statement).
  `SET LOCAL session_replication_role = replica`,
  DROP_INDEXES,
  ...LEAVE_TRIGGERS.map((name) => `ALTER TABLE leaves ENABLE ALWAYS TRIGGER ${name}`),
  `INSERT INTO leaves (leave_date, reason, roll_no, course_code, status, created_at, request_id, lecture, counted)
     SELECT p.first_date + d, (ARRAY['Fever', 'Family function', 'Medical appointment', 'Sports meet', 'Travel home', 'Exam of another board'])[pg_temp.pick('reason' || p.request_id, 6) + 1],
       p.roll_no, p.course_code, p.status, (p.first_date - 1) + time '09:00', p.request_id,
       EXISTS (SELECT 1 FROM gen_lectures l WHERE l.course_code = p.course_code AND l.lecture_date = p.first_date + d)
         OR (p.course_code = 'CS101' AND extract(isodow FROM p.first_date + d) <= 5),
       p.counts
     FROM gen_parts p, generate_series(0, p.days - 1) d
     ORDER BY p.request_id, p.course_code, d`,
  ...LEAVE_TRIGGERS.map((name) => `ALTER TABLE leaves ENABLE TRIGGER ${name}`),
  // Each decided leave's decision (or withdrawal) in its history, with the instructor's comment
  // (every rejection's reason, a third of the approvals' notes); the applications are in the
  // audit trail, a request at a time.
  `INSERT INTO leave_events (leave_id, from_status, to_status, actor_role, actor_id, comment, at)
     SELECT l.leave_id, 'pending', l.status,
       CASE l.status WHEN 'withdrawn' THEN 'student' ELSE 'course instructor' END,
       CASE l.status WHEN 'withdrawn' THEN l.roll_no ELSE c.instructor_id END,
       CASE l.status WHEN 'rejected' THEN 'Not enough reason given (' || pg_temp.pick('why' || l.request_id, 20) || ')'
         WHEN 'accepted' THEN CASE WHEN pg_temp.pick('note' || l.request_id, 3) = 0 THEN 'Approved, catch up on the notes' END END,
       l.created_at + interval '1 day'
     FROM leaves l JOIN courses c USING (course_code)
     WHERE l.request_id >= ${FIRST_REQUEST} AND l.status <> 'pending'`,
  `INSERT INTO request_documents (request_id, file_name, content_type, size_bytes, content, uploaded_at, uploaded_by_role, uploaded_by_id)
     SELECT r.request_id, 'certificate-' || r.request_id || '.pdf', 'application/pdf', 64,
       convert_to(rpad('%PDF-1.4 generated ' || r.request_id, 64, '.'), 'UTF8'), lr.created_at, 'student', r.roll_no
     FROM gen_requests r JOIN gen_kinds gk USING (k) JOIN leave_requests lr USING (request_id)
     WHERE gk.document_after IS NOT NULL AND r.days > gk.document_after`,
  // Notifications of the current term: the instructor told of each application, the student of
  // each decision (most read).
  `INSERT INTO notifications (role, user_id, kind, text, course_code, at, read_at)
     SELECT 'course instructor', p.instructor_id, 'leave requested',
       'Student ' || p.roll_no || ' asked for ' || p.days || ' day(s) of leave in ' || p.course_code, p.course_code,
       (p.first_date - 1) + time '09:00', CASE WHEN p.status <> 'pending' THEN (p.first_date - 1) + time '18:00' END
     FROM gen_parts p WHERE p.t = 0
     UNION ALL
     SELECT 'student', p.roll_no, CASE p.status WHEN 'accepted' THEN 'leave approved' ELSE 'leave rejected' END,
       'Your leave in ' || p.course_code || ' from ' || p.first_date || ' was ' || CASE p.status WHEN 'accepted' THEN 'approved' ELSE 'rejected' END,
       p.course_code, p.first_date + time '09:00',
       CASE WHEN pg_temp.pick('read' || p.request_id || p.course_code, 5) > 0 THEN p.first_date + time '12:00' END
     FROM gen_parts p WHERE p.t = 0 AND p.status IN ('accepted', 'rejected')`,
  // The audit trail's kept count (migration 36) fires for these too, as the leave's does.
  `ALTER TABLE audit_events ENABLE ALWAYS TRIGGER audit_events_added_counted`,
  `INSERT INTO audit_events (at, actor_role, actor_id, action, target, after, client_ip)
     SELECT r.created_at, 'student', r.roll_no, 'leave applied', 'request ' || r.request_id,
       jsonb_build_object('roll_no', r.roll_no, 'days', r.days), '10.0.' || (r.roll_no % 250) || '.' || (r.roll_no / 250 % 250)
     FROM leave_requests r WHERE r.request_id >= ${FIRST_REQUEST}
     UNION ALL
     SELECT (p.first_date - 1) + time '16:00', 'course instructor', p.instructor_id,
       CASE p.status WHEN 'accepted' THEN 'request approved' ELSE 'request rejected' END, 'request ' || p.request_id,
       jsonb_build_object('roll_no', p.roll_no, 'course_code', p.course_code, 'status', p.status), '10.1.0.' || (p.instructor_id % 250)
     FROM gen_parts p WHERE p.status IN ('accepted', 'rejected')
     ORDER BY 1`,
  `ALTER TABLE audit_events ENABLE TRIGGER audit_events_added_counted`,
  `SET LOCAL session_replication_role = origin`,
  // A term of rolls: every lecture of the current term's courses before today, and its exceptions.
  `INSERT INTO lecture_rolls (course_code, lecture_date, taken_by_role, taken_by_id, taken_at, updated_at)
     SELECT l.course_code, l.lecture_date, 'course instructor', g.instructor_id, l.lecture_date + time '10:05', l.lecture_date + time '10:05'
     FROM gen_lectures l JOIN gen_courses g USING (c), gen_size WHERE l.t = 0 AND l.lecture_date < today`,
  // Marks in without their per-student recount (a read of the course's whole roll for each of
  // its students): the enrolments below count them all at once.
  `SET LOCAL session_replication_role = replica`,
  `INSERT INTO roll_marks (course_code, lecture_date, roll_no, mark)
     SELECT r.course_code, r.lecture_date, e.roll_no, CASE WHEN pick < 5 THEN 'absent' ELSE 'late' END
     FROM lecture_rolls r JOIN gen_slots e ON e.course_code = r.course_code AND e.t = 0,
       LATERAL (SELECT pg_temp.pick('mark' || e.roll_no || ':' || r.lecture_date, 100) AS pick) picked
     WHERE r.course_code LIKE 'U%' AND pick < 8
     ORDER BY 1, 2, 3`,
  // The enrolments last, each with its kept counts as their triggers keep them (leaves_added_days_kept,
  // enrolment_roll_recount, enrolment_missed_kept, enrolment_limit_of_course), in one statement: no row written twice, and
  // their per-row triggers and foreign-key checks left out (every key they name was made above).
  `INSERT INTO enrollments (roll_no, course_code, accepted_days, pending_days, absent_days, late_days,
       attended_leave_days, missed, limit_lectures)
     SELECT c.*, c.accepted - c.attended + CASE WHEN rules.absence_counts THEN c.absent ELSE 0 END
         + CASE WHEN rules.lates_per_absence IS NULL THEN 0 ELSE c.late / rules.lates_per_absence END,
       (SELECT k.leave_limit * k.total_lectures FROM courses k WHERE k.course_code = c.course_code)
     FROM (
       SELECT s.roll_no, s.course_code, coalesce(l.accepted, 0) AS accepted, coalesce(l.pending, 0) AS pending,
         coalesce(t.absent, 0) AS absent, coalesce(t.late, 0) AS late, coalesce(t.attended, 0) AS attended
       FROM gen_slots s
       LEFT JOIN (
         SELECT roll_no, course_code, count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
           count(*) FILTER (WHERE status = 'pending')::int AS pending
         FROM leaves WHERE request_id >= ${FIRST_REQUEST} AND status IN ('accepted', 'pending') AND lecture
         GROUP BY 1, 2
       ) l USING (roll_no, course_code)
       LEFT JOIN (
         SELECT m.roll_no, m.course_code,
           count(*) FILTER (WHERE m.mark = 'absent' AND l.leave_id IS NULL)::int AS absent,
           count(*) FILTER (WHERE m.mark = 'late')::int AS late,
           count(*) FILTER (WHERE m.mark IN ('present', 'late') AND l.counted AND l.lecture)::int AS attended
         FROM roll_marks m
         JOIN lecture_rolls r ON r.course_code = m.course_code AND r.lecture_date = m.lecture_date AND r.held
         LEFT JOIN leaves l ON l.roll_no = m.roll_no AND l.leave_date = m.lecture_date AND l.course_code = m.course_code
           AND l.status = 'accepted'
         WHERE m.roll_no >= ${FIRST_STUDENT}
         GROUP BY 1, 2
       ) t USING (roll_no, course_code)
     ) c CROSS JOIN attendance_rules rules
     ORDER BY 1, 2`,
  `SET LOCAL session_replication_role = origin`,
  RESTORE_INDEXES,
];
