/**
 * Every call the screens make (web-kit's `screenCalls`: the early-start list of each dashboard's
 * first view and each other view's and action's calls), each timed twice: its throughput at
 * CONNECTIONS connections for BENCH_SECONDS (autocannon, as the rest of the bench) and, alone,
 * the median and p99 of calls made one at a time. At demo size on PGlite and, with `--scale`, on
 * PostgreSQL at demo size and then with a university generated beside it (scripts/university.ts).
 * `npm run bench -- --screens [--scale] [--markdown]` runs this part alone.
 */
import os from 'node:os';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config';
import { addDays, monthOf } from '@leave/contract';
import type { LeaveRequestPayload, PendingRequestPage, RequestPage, StudentDataResponse } from '@leave/contract';
import { demoLectureDates, POSTGRES_ADMIN_URL, startBackend, suiteToday } from '@leave/test-kit';
import { screenCalls } from '@leave/contract/screenCalls';
import type { ScreenCall, ScreenPeople } from '@leave/contract/screenCalls';
import {
  BENCH_ENV,
  CONNECTIONS,
  DURATION_SECONDS,
  load,
  postEach,
  sequentialTimes,
  signIn,
  signInDemo,
} from './benchApi';
import type { Figures, Save } from './benchApi';
import { benchUniversity, generateUniversity } from './university';
import type { UniversityCounts } from './university';

/** Calls made one at a time for a read's "alone" figures, after a tenth as many unmeasured. */
export const ALONE_CALLS = Number(process.env.BENCH_ALONE_CALLS || 200);

export interface ScreenFigures extends Figures {
  aloneP50: number;
  aloneP99: number;
}

export interface ScreenRow {
  screen: string;
  call: string;
  figures: ScreenFigures;
}

type Cookies = Awaited<ReturnType<typeof signInDemo>>;
const AS = { student: 'student', 'course instructor': 'instructor', admin: 'admin' } as const;

/** The dates the student's calendar first shows: today's month in whole weeks, as web-kit's monthWindow. */
function shownMonth(today: string) {
  const month = monthOf(today);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const nextFirst = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { from: addDays(`${month}-01`, -6), to: addDays(nextFirst, 5) };
}

/** A call's address on the API host, its query as RTK Query writes it. */
const addressOf = (url: string, call: ScreenCall) =>
  `${url}${call.path}${call.params ? `?${new URLSearchParams(Object.entries(call.params).map(([k, v]) => [k, String(v)]))}` : ''}`;

/** The demo's people, today, and CS101's latest lecture before today. */
export function demoPeople(): ScreenPeople {
  const today = suiteToday();
  return {
    student: DEMO_ACCOUNTS.student.id,
    instructor: DEMO_ACCOUNTS.instructor.id,
    admin: DEMO_ACCOUNTS.admin.id,
    course: 'CS101',
    today,
    lecture: demoLectureDates('CS101')
      .filter((date) => date < today)
      .pop()!,
    shown: shownMonth(today),
  };
}

const round = (ms: number) => Number(ms.toFixed(2));

/** A GET made one at a time on one kept-alive connection: median and p99, to the microsecond. */
async function alone(url: string, cookie: string): Promise<{ p50: number; p99: number }> {
  const times = await sequentialTimes(url, cookie, ALONE_CALLS / 10, ALONE_CALLS);
  return { p50: round(times[Math.floor(times.length / 2)]!), p99: round(times[Math.floor(times.length * 0.99)]!) };
}

/** POSTs each of `bodies` once (each with its holder's cookie), `connections` at a time. */
async function posts(url: string, bodies: Save[], connections: number): Promise<Figures & { p50: number }> {
  const figures = await postEach(url, bodies, connections);
  return { ...figures, p50: figures['p50 ms'] };
}

/** A write's figures: most of its bodies at CONNECTIONS, the rest (at most 100) one at a time. */
async function write(url: string, bodies: Array<{ cookie: string; body: unknown }>): Promise<ScreenFigures> {
  const single = Math.min(100, Math.floor(bodies.length / 4));
  const loaded = await posts(url, bodies.slice(single), CONNECTIONS);
  const one = await posts(url, bodies.slice(0, single), 1);
  return { ...loaded, errors: loaded.errors + one.errors, aloneP50: one['p50 ms'], aloneP99: one['p99 ms'] };
}

/** The demo's ten students, signed in, with their courses. */
async function demoStudents(url: string) {
  const students = [];
  for (let rollNo = 1001; rollNo <= 1010; rollNo += 1) {
    const cookie = await signIn(url, rollNo, DEMO_PASSWORDS.student, 'student');
    const data = (await (
      await fetch(`${url}/studentData?user_id=${rollNo}`, { headers: { cookie } })
    ).json()) as StudentDataResponse;
    students.push({ rollNo, cookie, courses: data.enrollmentData.map((course) => course.course_code) });
  }
  return students;
}

const json = async <T>(url: string, cookie: string): Promise<T> =>
  (await (await fetch(url, { headers: { cookie } })).json()) as T;

/**
 * The writes, in the order that makes each one's bodies: range requests over every course of the
 * demo's ten students (Monday-Tuesday and Wednesday-Friday, from ten days ahead), then half of
 * the requests made withdrawn by their students and the other half's CS101 part decided by its
 * instructor one request after another (the bulk decision bar's calls), and CS101's roll saved.
 */
async function writes(url: string, people: ScreenPeople, cookies: Cookies): Promise<Record<string, ScreenFigures>> {
  const students = await demoStudents(url);
  const applications: Array<{ cookie: string; body: LeaveRequestPayload }> = [];
  for (let day = addDays(people.today, 10); day < addDays(people.today, 170); day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 1 && weekday !== 3) continue;
    for (const { rollNo, cookie, courses } of students) {
      const to = addDays(day, weekday === 1 ? 1 : 2);
      const body = {
        user_id: rollNo,
        user_role: 'student' as const,
        reason: 'Bench',
        from_date: day,
        to_date: to,
        course_codes: courses,
      };
      applications.push({ cookie, body });
    }
  }
  const figures: Record<string, ScreenFigures> = {};
  figures['/applyLeave'] = await write(`${url}/applyLeave`, applications);
  const withdrawals = [];
  for (const { rollNo, cookie } of students.slice(0, 5)) {
    for (let page = 1; page <= 3; page += 1) {
      const found = await json<RequestPage>(
        `${url}/myRequests?user_id=${rollNo}&status=pending&page=${page}&page_size=100`,
        cookie,
      );
      withdrawals.push(...found.items.map((request) => ({ cookie, body: { request_id: request.request_id } })));
      if (found.items.length < 100) break;
    }
  }
  figures['/withdrawRequest'] = await write(`${url}/withdrawRequest`, withdrawals);
  const decisions = [];
  const deciding = new Set(students.slice(5).map((student) => student.rollNo));
  for (let page = 1; page <= 20; page += 1) {
    const found = await json<PendingRequestPage>(
      `${url}/pendingRequests?course_code=${people.course}&page=${page}&page_size=100`,
      cookies.instructor,
    );
    for (const row of found.items) {
      if (!deciding.has(row.user_id)) continue;
      const body = { request_id: row.request_id, course_code: row.course_code, decision: 'accepted', comment: 'Bench' };
      decisions.push({ cookie: cookies.instructor, body });
    }
    if (found.items.length < 100) break;
  }
  figures['/decideRequest'] = await write(`${url}/decideRequest`, decisions);
  // The class list as the instructor opens it; each save marks one student absent and the next
  // late, and sends those two marks only, as the class list sends only the marks changed on it
  // (a university's CS101 has more students than one save may carry).
  const roll = await json<{ students?: Array<{ roll_no: number }>; items?: Array<{ roll_no: number }> }>(
    `${url}/lectureRoll?course_code=${people.course}&date=${people.lecture}`,
    cookies.instructor,
  );
  const rollNos = (roll.students ?? roll.items ?? []).map((student) => student.roll_no);
  const saves = Array.from({ length: 400 }, (_, i) => ({
    cookie: cookies.instructor,
    body: {
      course_code: people.course,
      date: people.lecture,
      marks: [
        { roll_no: rollNos[i % rollNos.length]!, mark: 'absent' },
        { roll_no: rollNos[(i + 1) % rollNos.length]!, mark: 'late' },
      ],
    },
  }));
  figures['/saveRoll'] = await write(`${url}/saveRoll`, saves);
  return figures;
}

const label = (call: ScreenCall) => {
  const query = call.params ? new URLSearchParams(Object.entries(call.params).map(([k, v]) => [k, String(v)])) : '';
  return `${call.method} ${call.path}${query ? `?${query}` : ''}`;
};

/** Every screen's calls on the backend at `url`: reads under load and alone, then the writes. */
export async function measureScreens(url: string, people: ScreenPeople, withWrites = true): Promise<ScreenRow[]> {
  const cookies = await signInDemo(url);
  const rows: ScreenRow[] = [];
  for (const screen of screenCalls(people)) {
    if (screen.kind !== 'view') continue;
    for (const call of screen.calls) {
      const address = addressOf(url, call);
      const cookie = cookies[AS[screen.role]];
      const loaded = await load(address, cookie);
      const one = await alone(address, cookie);
      rows.push({
        screen: screen.name,
        call: label(call),
        figures: { ...loaded, aloneP50: one.p50, aloneP99: one.p99 },
      });
      console.log(
        `${screen.name}: ${label(call)}: ${loaded['req/s']} req/s, alone p50 ${one.p50} ms${loaded.errors ? `, ${loaded.errors} errors` : ''}`,
      );
    }
  }
  if (!withWrites) return rows;
  const written = await writes(url, people, cookies);
  for (const screen of screenCalls(people)) {
    if (screen.kind !== 'write') continue;
    for (const call of screen.calls) {
      rows.push({ screen: screen.name, call: `${call.method} ${call.path}`, figures: written[call.path]! });
      console.log(`${screen.name}: ${written[call.path]!['req/s']} req/s, ${written[call.path]!.errors} errors`);
    }
  }
  return rows;
}

export interface ScreensRun {
  connections: number;
  seconds: number;
  aloneCalls: number;
  pglite?: ScreenRow[];
  postgres?: { demo: ScreenRow[]; large: ScreenRow[]; university: UniversityCounts; server: string; load: number[] };
}

/**
 * A copy of the database at scale as `name` (letters, digits, underscores), to read its plans at
 * leisure (EXPLAIN ANALYZE); the API's connections to it are ended first, as its run is over.
 */
async function keepCopy(databaseUrl: string, name: string) {
  if (!/^\w+$/.test(name)) throw new Error('BENCH_KEEP_SCALE: letters, digits and underscores only');
  const { default: pg } = await import('pg');
  const source = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [source]);
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
    console.log(`The database at scale kept as ${name}: drop it when done.`);
  } finally {
    await admin.end();
  }
}

/** The screens at demo size on PGlite; with `scale`, on PostgreSQL at demo size and with the university. */
export async function benchScreens({ pglite = true, scale = false } = {}): Promise<ScreensRun> {
  const run: ScreensRun = { connections: CONNECTIONS, seconds: DURATION_SECONDS, aloneCalls: ALONE_CALLS };
  const people = demoPeople();
  if (pglite) {
    const backend = await startBackend({ kind: 'pglite', env: BENCH_ENV });
    try {
      run.pglite = await measureScreens(backend.urls[0]!, people);
    } finally {
      await backend.stop();
    }
  }
  if (scale) {
    const backend = await startBackend({ kind: 'postgres', env: BENCH_ENV });
    try {
      const url = backend.urls[0]!;
      // Reads only at demo size: the writes would leave their leave in what is measured next.
      const demo = await measureScreens(url, people, false);
      const university = await generateUniversity(backend.databaseUrl!, { ...benchUniversity(), today: people.today });
      console.log('University generated:', university);
      const loads: number[] = [];
      const sampling = setInterval(() => loads.push(os.loadavg()[0]!), 5000);
      try {
        const large = await measureScreens(url, people);
        const { rows } = await import('pg').then(async ({ default: pg }) => {
          const sql = new pg.Client({ connectionString: backend.databaseUrl! });
          await sql.connect();
          try {
            return await sql.query<{ v: string }>('SHOW server_version');
          } finally {
            await sql.end();
          }
        });
        run.postgres = { demo, large, university, server: `PostgreSQL ${rows[0]!.v ?? ''}`, load: loads };
        if (process.env.BENCH_KEEP_SCALE) await keepCopy(backend.databaseUrl!, process.env.BENCH_KEEP_SCALE);
      } finally {
        clearInterval(sampling);
      }
    } finally {
      await backend.stop();
    }
  }
  return run;
}
