/**
 * The roll's calls at demo size on each backend (issue 58), each on fresh demo data (a term of
 * rolls, every lecture before today taken): the instructor's lectures to take, a lecture's class
 * list, saving it, their course's register, the student's own attendance for the month on show,
 * and the admin's preview of a file of marks. Figures only; `npm run bench -- --rolls` runs this
 * part alone, and with `--markdown` puts its rows alone into the table.
 *
 * With `--scale` (benchRollsAtScale), then on PostgreSQL like for like: the small school (the
 * demo and 500 generated students, smallSchool) and the university (the demo and 10,000), each
 * generated on its own database with the same shapes (classes of about 300, 6 courses a student,
 * a term of rolls): a generated instructor's lectures to take, the middle-sized generated course's
 * class list, register and roster, the demo and a generated student's attendance and dashboard,
 * and 200-student rolls saved: first saves of lectures in the correction window (their rolls
 * taken out first, as not yet taken), then the same saves again (an identical second save changes
 * nothing), each at CONNECTIONS connections and one at a time; last the generated student's
 * dashboard again with the rolls of their courses taken out (the dashboard before the roll).
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
import { benchUniversity, FIRST_STUDENT, generateUniversity, smallSchool } from './university';
import type { UniversityCounts, UniversitySize } from './university';

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
const count = (value: number) => value.toLocaleString('en');
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
  // The small school has fewer lectures to save than the university: never more connections than saves.
  const loaded = await postEach(url, saves.slice(single), Math.min(CONNECTIONS, saves.length - single));
  return { ...loaded, errors: loaded.errors + alone.errors, ...percentiles(alone.times) };
}

/** The month on show on the student's calendar, as the student app asks for the dashboard. */
const dashboard = (student: number) => {
  const { first, last } = thisMonth();
  return `/studentData?user_id=${student}&from=${addDays(first, -6)}&to=${addDays(last, 6)}`;
};

/** A generated course's lecture: its code, date and instructor. */
interface Lecture {
  course_code: string;
  date: string;
  instructor_id: number;
}

/**
 * Lectures of the generated courses in the correction window, untaken, and a taken one before it
 * (of a course whose class is the middle size of the term's, so both schools open a like class).
 */
async function lecturesOf(databaseUrl: string, today: string) {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { rows: rules } = await sql.query<{ days: number }>(
      'SELECT correction_window_days AS days FROM attendance_rules',
    );
    // Inside the window by a day, whatever the hour.
    const from = addDays(today, -(rules[0]!.days - 1));
    const { rows: untaken } = await sql.query<Lecture>(
      `SELECT r.course_code, r.lecture_date::text AS date, c.instructor_id FROM lecture_rolls r JOIN courses c USING (course_code)
       WHERE r.course_code LIKE 'U%' AND r.lecture_date >= $1 AND r.lecture_date < $2
       ORDER BY r.lecture_date DESC, r.course_code LIMIT $3`,
      [from, today, SAVED_LECTURES],
    );
    const { rows: taken } = await sql.query<Lecture & { enrolled: number }>(
      `WITH sized AS (
         SELECT c.course_code, c.instructor_id, (SELECT count(*)::int FROM enrollments e
           WHERE e.course_code = c.course_code AND e.removed_at IS NULL) AS enrolled
         FROM courses c WHERE c.course_code LIKE 'U%' AND EXISTS (SELECT 1 FROM lecture_rolls r
           WHERE r.course_code = c.course_code AND r.lecture_date < $1)),
       middle AS (SELECT * FROM sized ORDER BY enrolled, course_code OFFSET (SELECT count(*) / 2 FROM sized) LIMIT 1)
       SELECT m.course_code, m.instructor_id, m.enrolled, (SELECT max(r.lecture_date)::text FROM lecture_rolls r
         WHERE r.course_code = m.course_code AND r.lecture_date < $1) AS date
       FROM middle m`,
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

/** Takes out every roll of `student`'s courses, as before the roll was taken there (their counts follow). */
async function withoutRolls(databaseUrl: string, student: number) {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const courses = `SELECT course_code FROM enrollments WHERE roll_no = $1`;
    await sql.query('BEGIN');
    await sql.query(`DELETE FROM roll_marks WHERE course_code IN (${courses})`, [student]);
    await sql.query(`DELETE FROM lecture_rolls WHERE course_code IN (${courses})`, [student]);
    await sql.query('COMMIT');
    await sql.query('VACUUM ANALYZE roll_marks, lecture_rolls, enrollments');
  } finally {
    await sql.end();
  }
}

/** Reads and saves of one school, keyed by what each measures (the same keys at both sizes). */
interface SchoolFigures {
  server: string;
  university: UniversityCounts;
  /** The class opened, its register and roster: its course's students. */
  opened: number;
  lectures: number;
  smallestRoll: number;
  figures: Map<string, RollFigures>;
}

const SAVE_CALL_AT_SCALE = `POST /saveRoll ${SAVED_STUDENTS} students of a generated course's lecture (its instructor)`;
const DASHBOARD_CALL = `GET /studentData, the month on show (generated student ${STUDENT}, 6 courses a term)`;
/** The dashboard with a term of rolls against today's: the same student's with the rolls taken out. */
const NO_ROLLS = 'GET /studentData with a term of rolls against none, the month on show';

/**
 * One school on a fresh PostgreSQL database: the demo and a university of `size` beside it, its
 * reads, its saves (first and again), then the dashboard again with the student's rolls taken out.
 */
async function benchSchool(size: Omit<UniversitySize, 'today'>, name: string): Promise<SchoolFigures> {
  const backend = await startBackend({ kind: 'postgres', env: BENCH_ENV });
  try {
    const url = backend.urls[0]!;
    const today = suiteToday();
    const university = await generateUniversity(backend.databaseUrl!, { ...size, today });
    console.log(`${name} generated:`, university);
    const { untaken, taken, classes, server } = await lecturesOf(backend.databaseUrl!, today);
    const cookies = await signInDemo(url);
    const instructors = new Map<number, string>();
    const instructor = async (id: number) => {
      if (!instructors.has(id)) {
        instructors.set(id, await signIn(url, id, DEMO_PASSWORDS['course instructor'], 'course instructor'));
      }
      return instructors.get(id)!;
    };
    const student = await signIn(url, STUDENT, DEMO_PASSWORDS.student, 'student');
    const teacher = await instructor(taken.instructor_id);
    const { first, last } = thisMonth();
    const course = `course_code=${taken.course_code}`;
    const reads: Array<[string, string, string]> = [
      [`GET /rollsToTake (a generated course's instructor)`, '/rollsToTake', teacher],
      [
        `GET /lectureRoll a generated course's lecture before the window (its instructor)`,
        `/lectureRoll?${course}&date=${taken.date}`,
        teacher,
      ],
      [`GET /attendanceRegister a generated course, page 1 (its instructor)`, `/attendanceRegister?${course}`, teacher],
      [`GET /courseRoster a generated course, page 1 (its instructor)`, `/courseRoster?${course}`, teacher],
      [
        'GET /myAttendance, the month on show (student 1001)',
        `/myAttendance?from=${first}&to=${last}`,
        cookies.student,
      ],
      ['GET /studentData, the month on show (student 1001)', dashboard(1001), cookies.student],
      [
        `GET /myAttendance, the month on show (generated student ${STUDENT})`,
        `/myAttendance?from=${first}&to=${last}`,
        student,
      ],
      [DASHBOARD_CALL, dashboard(STUDENT), student],
    ];
    const figures = new Map<string, RollFigures>();
    for (const [call, path, cookie] of reads) {
      figures.set(call, await read(`${url}${path}`, cookie));
      console.log(
        `${name}: ${call}: ${figures.get(call)!['req/s']} req/s, alone p50 ${figures.get(call)!.aloneP50} ms`,
      );
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
    figures.set(`${SAVE_CALL_AT_SCALE}, first save`, await saveAll(`${url}/saveRoll`, saves));
    figures.set(`${SAVE_CALL_AT_SCALE}, the same save again`, await saveAll(`${url}/saveRoll`, saves));
    await withoutRolls(backend.databaseUrl!, STUDENT);
    figures.set(`${DASHBOARD_CALL}, no rolls`, await read(`${url}${dashboard(STUDENT)}`, student));
    const sizes = [...classes.values()].map((students) => students.length);
    return {
      server,
      university,
      opened: taken.enrolled,
      lectures: saves.length,
      smallestRoll: Math.min(...sizes),
      figures,
    };
  } finally {
    await backend.stop();
  }
}

/**
 * The roll at scale on PostgreSQL, like for like: the small school (the demo and a university of
 * 500 students, smallSchool), then the university (10,000 students), each on a fresh database with
 * the same reads and 200-student saves. A row per call, each at scale against the small school's;
 * and the dashboard of a student with a term of rolls against the same with the rolls taken out.
 */
export async function benchRollsAtScale(): Promise<RollsScaleRun> {
  const smallSize = smallSchool();
  const small = await benchSchool(smallSize, 'small school');
  const size = benchUniversity();
  const large = await benchSchool(size, 'university');
  const rows: RollsScaleRun['rows'] = [];
  for (const [call, figures] of large.figures) {
    if (call.endsWith(', no rolls')) continue;
    const named =
      call.startsWith('GET /lectureRoll') || call.includes('Register') || call.includes('Roster')
        ? `${call}: ${count(small.opened)} against ${count(large.opened)} students`
        : call;
    rows.push({ call: named, large: figures, demo: small.figures.get(call) });
  }
  for (const school of [large, small]) {
    const which = school === large ? 'the university' : 'the small school';
    rows.push({
      call: `${NO_ROLLS} (generated student ${STUDENT}), ${which}`,
      large: school.figures.get(DASHBOARD_CALL)!,
      demo: school.figures.get(`${DASHBOARD_CALL}, no rolls`),
      against: "with no rolls'",
    });
  }
  for (const [call, { 'req/s': perSecond, aloneP50 }] of large.figures) {
    console.log(`at scale: ${call}: ${perSecond} req/s, alone p50 ${aloneP50} ms`);
  }
  return {
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    aloneCalls: ALONE_CALLS,
    server: large.server,
    seed: size.seed,
    university: large.university,
    small: small.university,
    lectures: large.lectures,
    smallLectures: small.lectures,
    savedStudents: SAVED_STUDENTS,
    smallestRoll: Math.min(large.smallestRoll, small.smallestRoll),
    rows,
  };
}
