/**
 * The school's term at scale: the student's dashboard, the pending page and the roster on
 * PostgreSQL, at demo size and with the university of scripts/university.ts (about 1,000,000
 * leaves), in the school as generated, whose courses have timetables, terms and holidays, and in
 * the same school without them, side by side in one run. Figures only.
 */
import pg from 'pg';
import { startBackend, suiteToday } from '@leave/test-kit';
import { BENCH_ENV, latency, load, signInDemo } from './benchApi';
import type { TermBenchRow } from './benchFigures';
import { benchUniversity, generateUniversity } from './university';

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
 * The school without timetables: every course counts every date, as before timetables existed
 * (its courses without meetings or a term, every leave a lecture's). With them, the school as the
 * demo and the university are (their terms, holidays and each course's weekly lectures).
 */
export async function withoutTimetables(databaseUrl: string) {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    await sql.query('BEGIN');
    await sql.query(`UPDATE courses SET meetings = '[]', term_id = NULL`);
    await sql.query('UPDATE leaves SET lecture = true WHERE NOT lecture');
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

/**
 * The school with timetables at demo size, then with the university, then the same university
 * without them: one university generated, not one a school. The school without them at demo
 * size is a fresh one.
 */
async function schools() {
  const plain = { demo: {} as Measured, large: {} as Measured };
  const timetabled = { demo: {} as Measured, large: {} as Measured };
  const backend = await startBackend({ kind: 'postgres', env: BENCH_ENV });
  try {
    const url = backend.urls[0]!;
    timetabled.demo = await measure(url);
    await generateUniversity(backend.databaseUrl!, { ...benchUniversity(), today: suiteToday() });
    timetabled.large = await measure(url);
    await withoutTimetables(backend.databaseUrl!);
    plain.large = await measure(url);
  } finally {
    await backend.stop();
  }
  const fresh = await startBackend({ kind: 'postgres', env: BENCH_ENV });
  try {
    await withoutTimetables(fresh.databaseUrl!);
    plain.demo = await measure(fresh.urls[0]!);
  } finally {
    await fresh.stop();
  }
  return { plain, timetabled };
}

export async function benchTimetables(): Promise<TermBenchRow[]> {
  const { plain, timetabled } = await schools();
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
      'every course meeting two or three times a week), at demo size and with the university; "alone" ms is the median of ' +
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
