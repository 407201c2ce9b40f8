/**
 * The roll's calls at demo size on each backend (issue 58), each on fresh demo data (a term of
 * rolls, every lecture before today taken): the instructor's lectures to take, a lecture's class
 * list, saving it, their course's register, the student's own attendance for the month on show,
 * and the admin's preview of a file of marks. Figures only; `npm run bench -- --rolls` runs this
 * part alone, and with `--markdown` puts its rows alone into the table.
 */
import { DEMO_ACCOUNTS } from '@leave/config';
import { fromIsoDate, toIsoDate } from '@leave/contract';
import { demoLectureDates, startBackend, suiteToday } from '@leave/test-kit';
import { BENCH_ENV, CONNECTIONS, DURATION_SECONDS, load, signInDemo } from './benchApi';
import type { Figures } from './benchApi';
import type { BackendName, RollsRun } from './benchFigures';

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

/** Every backend in turn, one table: a row per call, a column per backend. */
export async function benchRolls(): Promise<RollsRun> {
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
  return { connections: CONNECTIONS, seconds: DURATION_SECONDS, calls };
}
