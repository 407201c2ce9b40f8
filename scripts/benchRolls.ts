/**
 * The roll's calls at demo size on each backend (issue 58), each on fresh demo data (a term of
 * rolls, every lecture before today taken): the instructor's lectures to take, a lecture's class
 * list, saving it, their course's register, the student's own attendance for the month on show,
 * and the admin's preview of a file of marks. Figures only; `npm run bench -- --rolls` runs this
 * part alone, and with `--markdown` puts its rows alone into the table.
 *
 * With `--scale` (benchRollsAtScale), then on PostgreSQL at demo size and again with the
 * university generated beside the demo (scripts/university.ts: 10,000 students and a term of
 * rolls): the reads (CS101's class list of 1,008 students, a generated course's of about 300, the
 * register, the roster, a generated student's attendance and dashboard), and a 200-student roll
 * saved: first saves of lectures in the correction window (their rolls taken out of the
 * university first, as not yet taken), then the same saves again (an identical second save
 * changes nothing), each at CONNECTIONS connections and one at a time.
 */
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config';
import { addDays, fromIsoDate, toIsoDate } from '@leave/contract';
import { demoLectureDates, startBackend, suiteToday } from '@leave/test-kit';
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
import type { BackendName, RollFigures, RollsRun, RollsScaleRun } from './benchFigures';
import { benchUniversity, FIRST_STUDENT, generateUniversity } from './university';

/** CS101's latest lecture before today: its roll is taken in the demo, inside the correction window. */
const latestCs101 = () =>
  demoLectureDates('CS101')
    .filter((date) => date < suiteToday())
    .pop()!;

/** The month on show on the student's calendar: today's. */
function thisMonth() {
  const today = fromIsoDate(suiteToday());
  const first = toIsoDate(new Date(today.getFullYear(), today.getMonth(), 1));
  const last = toIsoDate(new Date(today.getFullYear(), today.getMonth() + 1, 0));
  return { first, last };
}

/** The reads, as who: the paths are the ones each screen asks for. */
export function rollReads() {
  const { first, last } = thisMonth();
  return {
    'GET /rollsToTake (instructor 501)': { path: '/rollsToTake', as: 'instructor' },
    "GET /lectureRoll CS101's latest lecture (instructor 501)": {
      path: `/lectureRoll?course_code=CS101&date=${latestCs101()}`,
      as: 'instructor',
    },
    'GET /attendanceRegister CS101, page 1 (instructor 501)': {
      path: '/attendanceRegister?course_code=CS101',
      as: 'instructor',
    },
    'GET /myAttendance, the month on show (student 1001)': {
      path: `/myAttendance?from=${first}&to=${last}`,
      as: 'student',
    },
  } as const;
}

/** CS101's 8 students, all present but one, who is absent on every other save and late on the rest. */
const SAVE_CALL = "POST /saveRoll CS101's latest lecture, 8 marks, each a correction (instructor 501)";
const IMPORT_CALL = 'POST /importRollMarks preview, CS101 x its last 10 lectures, 80 rows (admin)';

/** A file of marks for every CS101 student on its last ten lectures before today, as a card reader writes it. */
function marksFile(): string {
  const dates = demoLectureDates('CS101')
    .filter((date) => date < suiteToday())
    .slice(-10);
  // One student in seven absent, a different one each lecture.
  const rows = dates.flatMap((date) =>
    Array.from({ length: 8 }, (_, i) => `CS101,${date},${1001 + i},${(i + Number(date.slice(8))) % 7 ? 'P' : 'A'}`),
  );
  return ['course_code,date,roll_no,mark', ...rows].join('\n');
}

/** POSTs `bodies` in turn, as the holder of `cookie`, for the run's time. */
function loadPosts(url: string, cookie: string, bodies: unknown[]): Promise<Figures> {
  let next = 0;
  return load(url, cookie, {
    method: 'POST',
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const body = JSON.stringify(bodies[next % bodies.length]);
          next += 1;
          return { ...request, body, headers: { ...request.headers, 'content-type': 'application/json', cookie } };
        },
      },
    ],
  });
}

async function benchBackend(kind: BackendName): Promise<Record<string, Figures>> {
  // The mock as QA runs it, as the API's side by side does.
  const env = kind === 'mock' ? { ...BENCH_ENV, MOCK_QA: 'true' } : BENCH_ENV;
  const backend = await startBackend({ kind, env });
  try {
    const url = backend.urls[0]!;
    const cookies = await signInDemo(url);
    const figures: Record<string, Figures> = {};
    for (const [call, { path, as }] of Object.entries(rollReads())) {
      figures[call] = await load(`${url}${path}`, cookies[as]);
    }
    const date = latestCs101();
    const save = (mark: 'absent' | 'late') => ({
      course_code: 'CS101',
      date,
      marks: Array.from({ length: 8 }, (_, i) => ({ roll_no: 1001 + i, mark: i === 2 ? mark : 'present' })),
    });
    figures[SAVE_CALL] = await loadPosts(`${url}/saveRoll`, cookies.instructor, [save('absent'), save('late')]);
    figures[IMPORT_CALL] = await loadPosts(`${url}/importRollMarks`, cookies.admin, [{ csv: marksFile() }]);
    return figures;
  } finally {
    await backend.stop();
  }
}

/** Every backend in turn, one table: a row per call, a column per backend; with `scale`, then at scale. */
export async function benchRolls({ scale = false } = {}): Promise<RollsRun> {
  const backends = {
    pglite: await benchBackend('pglite'),
    postgres: await benchBackend('postgres'),
    mock: await benchBackend('mock'),
  };
  const calls = Object.keys(backends.pglite).map((call) => ({
    call,
    pglite: backends.pglite[call],
    postgres: backends.postgres[call],
    mock: backends.mock[call],
  }));
  console.log(`\nThe roll at demo size (${DEMO_ACCOUNTS.instructor.name}'s CS101, 8 students)\n`);
  console.table(
    calls.map(({ call, ...figures }) => ({
      call,
      ...Object.fromEntries(
        Object.entries(figures).map(([name, f]) => [name, f ? `${f['req/s']} req/s, p99 ${f['p99 ms']} ms` : '']),
      ),
    })),
  );
  return {
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    calls,
    ...(scale ? { scale: await benchRollsAtScale() } : {}),
  };
}

/** Reads timed alone: this many calls one at a time, after a tenth as many unmeasured. */
const ALONE_CALLS = Number(process.env.BENCH_ALONE_CALLS || 200);
/** Students on each roll saved at scale. */
export const SAVED_STUDENTS = 200;
/** Lectures saved at scale, each first once (a quarter of them one at a time), then again. */
const SAVED_LECTURES = Number(process.env.BENCH_ROLL_LECTURES || 200);
/** The generated student read at scale: every tenth is also in CS101. */
const STUDENT = FIRST_STUDENT + 9;

const round = (ms: number) => Number(ms.toFixed(2));
const percentiles = (sorted: number[]) => ({
  aloneP50: round(sorted[Math.floor(sorted.length / 2)] ?? NaN),
  aloneP99: round(sorted[Math.floor(sorted.length * 0.99)] ?? NaN),
});

/** A read under load, then alone. */
async function read(address: string, cookie: string): Promise<RollFigures> {
  const loaded = await load(address, cookie);
  return { ...loaded, ...percentiles(await sequentialTimes(address, cookie, ALONE_CALLS / 10, ALONE_CALLS)) };
}

/** Each save once, one at a time: each one's ms, sorted, and how many were refused. */
async function postAlone(url: string, saves: Save[]) {
  const times: number[] = [];
  let errors = 0;
  for (const { cookie, body } of saves) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) errors += 1;
  }
  return { times: times.sort((a, b) => a - b), errors };
}

/** Saves, a quarter of them one at a time and the rest at CONNECTIONS connections. */
async function saveAll(url: string, saves: Save[]): Promise<RollFigures> {
  const single = Math.floor(saves.length / 4);
  const alone = await postAlone(url, saves.slice(0, single));
  const loaded = await postEach(url, saves.slice(single), CONNECTIONS);
  return { ...loaded, errors: loaded.errors + alone.errors, ...percentiles(alone.times) };
}

/** The month on show on the student's calendar, as the student app asks for the dashboard. */
const dashboard = (student: number) => {
  const { first, last } = thisMonth();
  return `/studentData?user_id=${student}&from=${addDays(first, -6)}&to=${addDays(last, 6)}`;
};

/** The reads measured at both sizes, as who (the demo's people). */
function sharedReads() {
  const reads = rollReads();
  return {
    ...reads,
    'GET /courseRoster CS101, page 1 (instructor 501)': { path: '/courseRoster?course_code=CS101', as: 'instructor' },
    'GET /studentData, the month on show (student 1001)': { path: dashboard(1001), as: 'student' },
  } as const;
}

/** Lectures of the generated courses in the correction window, untaken, and a taken one before it. */
async function lecturesAtScale(databaseUrl: string, today: string) {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { rows: rules } = await sql.query<{ days: number }>(
      'SELECT correction_window_days AS days FROM attendance_rules',
    );
    // Inside the window by a day, whatever the hour.
    const from = addDays(today, -(rules[0]!.days - 1));
    const { rows: untaken } = await sql.query<{ course_code: string; date: string; instructor_id: number }>(
      `SELECT r.course_code, r.lecture_date::text AS date, c.instructor_id FROM lecture_rolls r JOIN courses c USING (course_code)
       WHERE r.course_code LIKE 'U%' AND r.lecture_date >= $1 AND r.lecture_date < $2
       ORDER BY r.lecture_date DESC, r.course_code LIMIT $3`,
      [from, today, SAVED_LECTURES],
    );
    const { rows: taken } = await sql.query<{ course_code: string; date: string; instructor_id: number }>(
      `SELECT r.course_code, r.lecture_date::text AS date, c.instructor_id FROM lecture_rolls r JOIN courses c USING (course_code)
       WHERE r.course_code LIKE 'U%' AND r.lecture_date < $1 ORDER BY r.lecture_date DESC, r.course_code LIMIT 1`,
      [from],
    );
    // Their rolls taken out, as lectures not yet taken (the kept counts follow by their triggers).
    const keys = untaken.map((lecture) => `${lecture.course_code} ${lecture.date}`);
    await sql.query('BEGIN');
    await sql.query(`DELETE FROM roll_marks WHERE course_code || ' ' || lecture_date = ANY($1)`, [keys]);
    await sql.query(`DELETE FROM lecture_rolls WHERE course_code || ' ' || lecture_date = ANY($1)`, [keys]);
    await sql.query('COMMIT');
    await sql.query('VACUUM ANALYZE roll_marks, lecture_rolls, enrollments');
    // Each course's first SAVED_STUDENTS students by roll number, for its saves.
    const { rows: classes } = await sql.query<{ course_code: string; students: number[] }>(
      `SELECT course_code, (array_agg(roll_no ORDER BY roll_no))[1:$2] AS students FROM enrollments
       WHERE course_code = ANY($1) AND removed_at IS NULL GROUP BY course_code`,
      [[...new Set(untaken.map((lecture) => lecture.course_code))], SAVED_STUDENTS],
    );
    const version = await sql.query<{ server_version: string }>('SHOW server_version');
    return {
      untaken,
      taken: taken[0]!,
      classes: new Map(classes.map((row) => [row.course_code, row.students])),
      server: `PostgreSQL ${version.rows[0]!.server_version.split(' ')[0]}`,
    };
  } finally {
    await sql.end();
  }
}

/**
 * The roll at scale on PostgreSQL: the reads at demo size, then with the university; then 200-
 * student rolls saved, first and again. A row per call, each against its demo-size figure (the
 * same call, or for a generated course's or student's the demo's like of it).
 */
export async function benchRollsAtScale(): Promise<RollsScaleRun> {
  const backend = await startBackend({ kind: 'postgres', env: BENCH_ENV });
  try {
    const url = backend.urls[0]!;
    const today = suiteToday();
    let cookies = await signInDemo(url);
    const demo: Record<string, RollFigures> = {};
    for (const [call, { path, as }] of Object.entries(sharedReads())) {
      demo[call] = await read(`${url}${path}`, cookies[as]);
      console.log(`demo size: ${call}: ${demo[call]['req/s']} req/s, alone p50 ${demo[call].aloneP50} ms`);
    }
    const size = benchUniversity();
    const university = await generateUniversity(backend.databaseUrl!, { ...size, today });
    console.log('University generated:', university);
    const { untaken, taken, classes, server } = await lecturesAtScale(backend.databaseUrl!, today);
    cookies = await signInDemo(url);
    const instructors = new Map<number, string>();
    const instructor = async (id: number) => {
      if (!instructors.has(id)) {
        instructors.set(id, await signIn(url, id, DEMO_PASSWORDS['course instructor'], 'course instructor'));
      }
      return instructors.get(id)!;
    };
    const student = await signIn(url, STUDENT, DEMO_PASSWORDS.student, 'student');
    const { first, last } = thisMonth();
    const lectureRead = "GET /lectureRoll CS101's latest lecture (instructor 501)";
    const reads: Array<{ call: string; address: string; cookie: string; against: string }> = [
      ...Object.entries(sharedReads()).map(([call, { path, as }]) => ({
        call,
        address: `${url}${path}`,
        cookie: cookies[as],
        against: call,
      })),
      {
        call: `GET /lectureRoll a generated course's lecture before the window (its instructor)`,
        address: `${url}/lectureRoll?course_code=${taken.course_code}&date=${taken.date}`,
        cookie: await instructor(taken.instructor_id),
        against: lectureRead,
      },
      {
        call: `GET /myAttendance, the month on show (generated student ${STUDENT})`,
        address: `${url}/myAttendance?from=${first}&to=${last}`,
        cookie: student,
        against: 'GET /myAttendance, the month on show (student 1001)',
      },
      {
        call: `GET /studentData, the month on show (generated student ${STUDENT})`,
        address: `${url}${dashboard(STUDENT)}`,
        cookie: student,
        against: 'GET /studentData, the month on show (student 1001)',
      },
    ];
    const rows: RollsScaleRun['rows'] = [];
    for (const { call, address, cookie, against } of reads) {
      const large = await read(address, cookie);
      rows.push({ call, large, demo: demo[against], ...(against === call ? {} : { against }) });
      console.log(`at scale: ${call}: ${large['req/s']} req/s, alone p50 ${large.aloneP50} ms`);
    }
    // Each save marks one student in 20 absent and one in 33 late, the rest present.
    const saves: Save[] = [];
    for (const lecture of untaken) {
      const students = classes.get(lecture.course_code) ?? [];
      const marks = students.map((rollNo, at) => ({
        roll_no: rollNo,
        mark: at % 20 === 7 ? 'absent' : at % 33 === 5 ? 'late' : 'present',
      }));
      saves.push({
        cookie: await instructor(lecture.instructor_id),
        body: { course_code: lecture.course_code, date: lecture.date, marks },
      });
    }
    const saveCall = `POST /saveRoll ${SAVED_STUDENTS} students of a generated course's lecture (its instructor)`;
    const firstSaves = await saveAll(`${url}/saveRoll`, saves);
    rows.push({ call: `${saveCall}, first save`, large: firstSaves });
    const again = await saveAll(`${url}/saveRoll`, saves);
    rows.push({ call: `${saveCall}, the same save again`, large: again });
    console.log(`at scale: saves: first ${firstSaves['req/s']} req/s, again ${again['req/s']} req/s`);
    const sizes = [...classes.values()].map((students) => students.length);
    return {
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      aloneCalls: ALONE_CALLS,
      server,
      seed: size.seed,
      university,
      lectures: saves.length,
      savedStudents: SAVED_STUDENTS,
      smallestRoll: Math.min(...sizes),
      rows,
    };
  } finally {
    await backend.stop();
  }
}
