/**
 * The school's term at scale: the student's dashboard, the pending page and the roster on
 * PostgreSQL, at demo size and at 1,000,000 leaves, in a school whose courses have timetables,
 * terms and holidays and in the same school without them, side by side in one run. Figures only.
 */
import pg from 'pg';
import { startBackend } from '@leave/test-kit';
import { BENCH_ENV, latency, load, signInDemo } from './benchApi';
import type { TermBenchRow } from './benchFigures';
import { generate } from './benchScale';

/** The reads a timetable could make dearer: each counts lectures, or reads what counting keeps. */
const TERM_CALLS = {
  'GET /studentData (student 1001)': { path: '/studentData?user_id=1001', as: 'student' },
  'GET /getLeaves CS101 pending, page 1 (instructor 501)': {
    path: '/getLeaves?course_code=CS101&status=pending',
    as: 'instructor',
  },
  'GET /courseRoster CS101, page 1 (instructor 501)': { path: '/courseRoster?course_code=CS101', as: 'instructor' },
} as const;

/**
 * The school without timetables: every course counts every date, as before timetables existed.
 * With them (the demo's own, plus the generated courses'): a term over the generated leave's
 * year with ten holidays, each generated course meeting on its leave's weekday and two days
 * later, its total counted, and the leave on a holiday (or, in CS101, outside its term) kept and
 * not counted, as a change of the calendar leaves it.
 */
export async function setTimetables(databaseUrl: string, timetabled: boolean) {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    await sql.query('BEGIN');
    if (!timetabled) {
      await sql.query(`UPDATE courses SET meetings = '[]', term_id = NULL`);
      await sql.query('UPDATE leaves SET lecture = true WHERE NOT lecture');
    } else {
      // Set at demo size, then again once the leave is generated: the term and holidays are made once.
      const made = await sql.query<{ term_id: number }>(`SELECT term_id FROM terms WHERE name = 'Generated 2025'`);
      let termId = made.rows[0]?.term_id;
      if (termId === undefined) {
        const term = await sql.query<{ term_id: number }>(
          `INSERT INTO terms (name, first_day, last_day) VALUES ('Generated 2025', '2025-01-06', '2025-12-19')
           RETURNING term_id`,
        );
        termId = term.rows[0]!.term_id;
        await sql.query(
          `INSERT INTO holidays (term_id, from_date, to_date, name)
           SELECT $1, d, d, 'Holiday ' || n FROM (SELECT date '2025-01-06' + n * 31 AS d, n FROM generate_series(0, 9) n) h`,
          [termId],
        );
      }
      // The generated leave of a course falls on one weekday (2025-01-06 plus 0 to 3 days, weekly).
      await sql.query(
        `UPDATE courses c SET term_id = $1, meetings = jsonb_build_array(
           jsonb_build_object('weekday', w.first, 'start', '09:00', 'end', '10:00', 'room', 'G'),
           jsonb_build_object('weekday', w.second, 'start', '11:00', 'end', '12:00', 'room', 'G'))
         FROM (SELECT course_code,
           (ARRAY['Monday','Tuesday','Wednesday','Thursday'])[(hashtext(course_code) & 3) + 1] AS first,
           (ARRAY['Wednesday','Thursday','Friday','Saturday'])[(hashtext(course_code) & 3) + 1] AS second
           FROM courses WHERE course_code LIKE 'GEN%') w
         WHERE c.course_code = w.course_code`,
        [termId],
      );
      await sql.query(
        `UPDATE courses c SET total_lectures = (
           SELECT count(*) FROM generate_series(date '2025-01-06', date '2025-12-19', interval '1 day') d
           WHERE trim(to_char(d, 'FMDay')) IN (SELECT m->>'weekday' FROM jsonb_array_elements(c.meetings) m)
             AND d::date NOT IN (SELECT from_date FROM holidays WHERE term_id = $1))
         WHERE c.term_id = $1`,
        [termId],
      );
      await sql.query(
        `UPDATE leaves SET lecture = false
         WHERE (course_code LIKE 'GEN%' AND leave_date IN (SELECT from_date FROM holidays WHERE term_id = $1))
            OR (course_code = 'CS101' AND leave_date NOT BETWEEN
                (SELECT t.first_day FROM terms t JOIN courses c ON c.term_id = t.term_id WHERE c.course_code = 'CS101')
                AND (SELECT t.last_day FROM terms t JOIN courses c ON c.term_id = t.term_id WHERE c.course_code = 'CS101'))`,
        [termId],
      );
    }
    await sql.query('COMMIT');
    await sql.query('VACUUM ANALYZE');
  } finally {
    await sql.end();
  }
}

type Measured = Record<string, { ms: number; rps: number }>;

async function measure(url: string): Promise<Measured> {
  const cookies = await signInDemo(url);
  const figures: Measured = {};
  for (const [call, { path, as }] of Object.entries(TERM_CALLS)) {
    figures[call] = {
      rps: (await load(`${url}${path}`, cookies[as]))['req/s'],
      ms: (await latency(`${url}${path}`, cookies[as])).p50,
    };
  }
  return figures;
}

/** One school, with or without timetables: measured at demo size, then with 1,000,000 leaves. */
async function school(timetabled: boolean) {
  const backend = await startBackend({ kind: 'postgres', env: BENCH_ENV });
  try {
    const url = backend.urls[0]!;
    await setTimetables(backend.databaseUrl!, timetabled);
    const demo = await measure(url);
    await generate(backend.databaseUrl!);
    await setTimetables(backend.databaseUrl!, timetabled);
    return { demo, large: await measure(url) };
  } finally {
    await backend.stop();
  }
}

export async function benchTimetables(): Promise<TermBenchRow[]> {
  const plain = await school(false);
  const timetabled = await school(true);
  const rows = Object.keys(TERM_CALLS).map((call) => {
    const side = (size: 'demo' | 'large') => ({
      plain: plain[size][call]!.ms,
      timetabled: timetabled[size][call]!.ms,
      plainRps: plain[size][call]!.rps,
      timetabledRps: timetabled[size][call]!.rps,
    });
    return { call, demo: side('demo'), large: side('large') };
  });
  console.log(
    '\nTimetables at scale on PostgreSQL: the same school without timetables and with them (terms, holidays, ' +
      'every course meeting twice a week), at demo size and at 1,000,000 leaves; "alone" ms is the median of ' +
      'calls made one at a time\n',
  );
  console.table(
    rows.map(({ call, demo, large }) => ({
      call,
      'demo alone ms: plain': demo.plain,
      timetabled: demo.timetabled,
      x: Number((demo.timetabled / demo.plain).toFixed(2)),
      'large alone ms: plain': large.plain,
      'timetabled ': large.timetabled,
      'x ': Number((large.timetabled / large.plain).toFixed(2)),
      'large req/s: plain': large.plainRps,
      'timetabled  ': large.timetabledRps,
    })),
  );
  return rows;
}
