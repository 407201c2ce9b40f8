/** @jest-environment node */
import {
  FIGURES_END,
  FIGURES_START,
  putAloneNote,
  putRollRows,
  putRow,
  putScaleRows,
  renderFigures,
  rollRows,
  UPLOAD_MEASURE,
  uploadRow,
} from './benchFigures';
import type { BenchRun, Figures, RollsRun } from './benchFigures';
import { blockBetween, replaceBetween } from './markedBlock';

const figures = (reqs: number, p99: number): Figures => ({ 'req/s': reqs, 'p50 ms': 1, 'p99 ms': p99, errors: 0 });

const run: BenchRun = {
  machine: {
    cpu: 'AMD EPYC',
    cores: 2,
    memoryGiB: 23,
    node: 'v20.20.2',
    system: 'Debian GNU/Linux 12 (bookworm)',
    at: '2026-11-25T14:30:12.000Z',
    load: 9.04,
  },
  api: {
    connections: 10,
    seconds: 5,
    ceiling: figures(19473, 3),
    calls: [{ call: 'GET /studentData (student 1001)', pglite: figures(3162, 11), postgres: figures(2034, 38) }],
    idleCall: { busyReqPerSecond: 1007, p50: 4.1, p99: 16.3 },
  },
  scale: {
    postgres: 'PostgreSQL 15.20',
    seed: 1,
    university: {
      students: 10_000,
      courses: 400,
      requests: 170_000,
      leaves: 1_018_297,
      kinds: 30,
      events: 841_069,
      documents: 28_324,
      notifications: 291_690,
      audit: 425_251,
      rolls: 7_917,
      marks: 183_918,
      seconds: 52.4,
    },
    sequentialCalls: 1000,
    rows: [
      {
        call: 'GET /getLeaves CS101 pending, page 1 (instructor 501)',
        demo: { 'req/s': 4000, aloneMs: 0.3 },
        large: { 'req/s': 2000, 'p99 ms': 9, aloneMs: 0.45, bytes: 12982, brotli: 745, errors: 0 },
      },
    ],
  },
};

test('the table names the machine and the time, and has a row per figure', () => {
  const block = renderFigures(run);
  expect(block).toContain(
    'on 2026-11-25 14:30 UTC: AMD EPYC, 2 cores, 23 GiB of memory, Node.js v20.20.2, Debian GNU/Linux 12 (bookworm); ' +
      'load average 9.04 as it ended.',
  );
  expect(block).toContain("The machine's ceiling at that time (a trivial Fastify route, 10 connections): 19,473 req/s");
  expect(block).toContain(
    '| GET /studentData (student 1001): 10 connections, 5 s, demo data | 3,162 req/s, p99 11 ms | 2,034 req/s, p99 38 ms |  |',
  );
  expect(block).toContain('| At scale: GET /getLeaves CS101 pending, page 1 (instructor 501) |  | 2,000 req/s (0.50x');
  expect(block).toContain(
    '"At scale": PostgreSQL 15.20, the demo data plus the university of `scripts/university.ts` (seed 1: 10,000 more ' +
      'students, 400 more courses, 1,018,297 leaves in all, 7,917 rolls; generated in 52.4 s), against the same database',
  );
  expect(block).toContain('alone 0.45 ms (1.50x demo');
  expect(block).toContain('Page weight and Lighthouse were not measured: there was no build.');
});

test('a new run replaces the table between the markers and keeps the prose around it', () => {
  const document = `# Performance\n\nProse before.\n\n${FIGURES_START}\n\nold figures\n\n${FIGURES_END}\n\nProse after.\n`;
  const written = replaceBetween(document, FIGURES_START, FIGURES_END, renderFigures(run));
  expect(written).not.toContain('old figures');
  expect(written.startsWith('# Performance\n\nProse before.\n\n')).toBe(true);
  expect(written.endsWith(`${FIGURES_END}\n\nProse after.\n`)).toBe(true);
  expect(blockBetween(written, FIGURES_START, FIGURES_END)).toBe(renderFigures(run));
});

test('a document without the markers is refused, not appended to', () => {
  expect(() => replaceBetween('# Performance\n', FIGURES_START, FIGURES_END, 'table')).toThrow(/no block between/);
});

test('imports and live events have a column per backend', () => {
  const block = renderFigures({
    machine: run.machine,
    imports: { rows: 10_000, pglite: { 'preview ms': 661, 'apply ms': 1038, 'same file again ms': 817 } },
    live: { mock: { streams: 200, 'apply p50 ms': 16.9, 'all streams have it p50 ms': 34.7 } },
  });
  expect(block).toContain(
    '| Students import of 10,000 rows: preview, apply, the same file again | 661 ms, 1,038 ms, 817 ms |  |  |',
  );
  expect(block).toContain('| 16.9 ms, 34.7 ms |');
});

test("the roll's calls follow the API's, a column per backend, each row named by its call", () => {
  const rolls = {
    connections: 10,
    seconds: 5,
    calls: [
      { call: 'GET /rollsToTake (instructor 501)', pglite: figures(3000, 9), mock: figures(1500, 20) },
      { call: 'POST /saveRoll CS101 (instructor 501)', postgres: figures(400, 40) },
    ],
  };
  const block = renderFigures({ machine: run.machine, api: run.api, rolls });
  const lines = block.split('\n');
  const api = lines.findIndex((line) => line.startsWith('| GET /session (no query)'));
  expect(lines[api + 1]).toBe(
    '| The roll: GET /rollsToTake (instructor 501): 10 connections, 5 s, demo data | 3,000 req/s, p99 9 ms |  | 1,500 req/s, p99 20 ms |',
  );
  expect(lines[api + 2]).toBe(
    '| The roll: POST /saveRoll CS101 (instructor 501): 10 connections, 5 s, demo data |  | 400 req/s, p99 40 ms |  |',
  );
  // Taken on its own, each row replaces the one of its call, whatever the connections were.
  const again = rollRows({ ...rolls, connections: 20 })[0]!;
  const replaced = putRow(block, 'The roll: GET /rollsToTake (instructor 501)', again, 'GET /session (no query)');
  expect(replaced.split('\n')[api + 1]).toContain('20 connections');
  expect(replaced.split('\n')).toHaveLength(lines.length);
});

test("the roll at scale follows the roll's rows, each against the small school's figure, and replaces its own rows", () => {
  const alone = (p50: number) => ({ aloneP50: p50, aloneP99: p50 * 2 });
  const rolls: RollsRun = {
    connections: 10,
    seconds: 5,
    calls: [{ call: 'GET /rollsToTake (instructor 501)', postgres: figures(3000, 9) }],
    scale: {
      connections: 10,
      seconds: 5,
      aloneCalls: 200,
      server: 'PostgreSQL 15.20',
      seed: 1,
      university: {
        students: 10_000,
        courses: 400,
        requests: 170_000,
        leaves: 1_018_297,
        kinds: 30,
        events: 1,
        documents: 1,
        notifications: 1,
        audit: 1,
        rolls: 7_917,
        marks: 183_918,
        seconds: 48.2,
        cpuSeconds: 40.1,
      },
      small: {
        students: 500,
        courses: 20,
        requests: 8_500,
        leaves: 50_802,
        kinds: 30,
        events: 1,
        documents: 1,
        notifications: 1,
        audit: 1,
        rolls: 507,
        marks: 9_110,
        seconds: 3.5,
      },
      lectures: 200,
      smallLectures: 30,
      savedStudents: 200,
      smallestRoll: 200,
      rows: [
        {
          call: "GET /lectureRoll a generated course's lecture: 273 against 296 students",
          large: { ...figures(500, 30), ...alone(4) },
          demo: { ...figures(1000, 10), ...alone(2) },
        },
        {
          call: 'GET /studentData with a term of rolls against none (generated student 20010), the university',
          large: { ...figures(2000, 5), ...alone(1) },
          demo: { ...figures(2000, 5), ...alone(1) },
          against: "with no rolls'",
        },
        { call: 'POST /saveRoll 200 students, first save', large: { ...figures(50, 400), ...alone(60) } },
      ],
    },
  };
  // A row of an earlier run's call that this run does not measure goes.
  const stale = "| The roll at scale: GET /lectureRoll CS101's latest lecture (instructor 501) |  | 1 req/s |  |";
  const table = renderFigures({ machine: run.machine, api: run.api }).replace(
    /^(\| GET \/session.*)$/m,
    `$1\n${stale}`,
  );
  expect(table).toContain(stale);
  const machine = { ...run.machine, at: '2026-11-29T12:00:00.000Z', load: 1 };
  const block = putRollRows(table, rolls, machine);
  expect(block).not.toContain(stale);
  const lines = block.split('\n');
  const first = lines.findIndex((line) => line.startsWith('| The roll: GET /rollsToTake'));
  expect(lines[first - 1]).toMatch(/^\| GET \/session/);
  expect(lines.slice(first + 1, first + 5).map((line) => line.split(' | ')[0])).toEqual([
    '| The roll at scale: the university (scripts/university.ts) against the small school',
    "| The roll at scale: GET /lectureRoll a generated course's lecture: 273 against 296 students",
    '| The roll at scale: GET /studentData with a term of rolls against none (generated student 20010), the university',
    '| The roll at scale: POST /saveRoll 200 students, first save',
  ]);
  expect(lines[first + 1]).toContain(
    'PostgreSQL 15.20, seed 1: 10,000 more students, 400 courses, 1,018,297 leaves, 7,917 rolls with 183,918 marks; ' +
      "generated in 48.2 s (40.1 s of the database's CPU); the small school (the demo and the same shapes): 500 more " +
      'students, 20 courses, 50,802 leaves, 507 rolls with 9,110 marks; generated in 3.5 s; saves: 200 lectures, ' +
      "each roll of 200 students (the small school's 30)",
  );
  expect(lines[first + 2]).toContain(
    "| 500 req/s (0.50x the small school's 1,000), p99 30 ms; alone p50 4 ms, p99 8 ms (p50 2.00x the small school's 2) |",
  );
  expect(lines[first + 3]).toContain(
    "(1.00x with no rolls' 2,000), p99 5 ms; alone p50 1 ms, p99 2 ms (p50 1.00x with no rolls' 1)",
  );
  expect(lines[first + 4]).toContain('| 50 req/s, p99 400 ms; alone p50 60 ms, p99 120 ms |');
  expect(block).toContain(
    'Taken on its own: "The roll at scale", by `npm run bench -- --rolls --scale --markdown` on 2026-11-29 12:00 UTC',
  );
  // Taken again, each row in place of its own: nothing added.
  expect(putRollRows(block, rolls, machine)).toBe(block);
});

test('a --scale run replaces every row at scale and what "at scale" held, after the roll\'s rows', () => {
  const block = renderFigures({
    ...run,
    rolls: {
      connections: 10,
      seconds: 5,
      calls: [{ call: 'GET /rollsToTake (instructor 501)', postgres: figures(1, 1) }],
    },
    terms: [
      {
        call: 'GET /studentData (student 1001)',
        demo: { plain: 1, timetabled: 1, plainRps: 1, timetabledRps: 1 },
        large: { plain: 1, timetabled: 1, plainRps: 1, timetabledRps: 1 },
      },
    ],
  });
  // A call the last run measured and this one does not.
  const stale = block.replace(
    /(\| At scale: GET \/getLeaves[^\n]*\n)/,
    '$1| At scale: GET /courseAbsences CS101, March 2025 (instructor 501) |  | 1 req/s |  |\n',
  );
  expect(stale).toContain('March 2025');
  const scale = {
    ...run.scale!,
    seed: 2,
    rows: [{ ...run.scale!.rows[0]!, call: 'GET /allLeaves, page 1 (admin)' }],
  };
  const terms = [
    {
      call: 'GET /courseRoster CS101, page 1 (instructor 501)',
      demo: { plain: 1, timetabled: 1.1, plainRps: 10, timetabledRps: 9 },
      large: { plain: 2, timetabled: 2.2, plainRps: 8, timetabledRps: 7 },
    },
  ];
  const machine = { ...run.machine, at: '2026-11-29T13:00:00.000Z', load: 1 };
  const written = putScaleRows(stale, scale, terms, machine);
  const measures = written
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Measure') && !line.startsWith('| ---'))
    .map((line) => line.split(' | ')[0]);
  expect(measures.slice(-4)).toEqual([
    '| The roll: GET /rollsToTake (instructor 501): 10 connections, 5 s, demo data',
    '| At scale: GET /allLeaves, page 1 (admin)',
    '| Timetabled against not, demo size: GET /courseRoster CS101, page 1 (instructor 501)',
    '| Timetabled against not, with the university: GET /courseRoster CS101, page 1 (instructor 501)',
  ]);
  expect(written).not.toContain('March 2025');
  expect(written).not.toContain('GET /studentData (student 1001) |');
  expect(written.match(/"At scale": /g)).toHaveLength(1);
  expect(written).toContain(
    '"At scale": PostgreSQL 15.20, the demo data plus the university of `scripts/university.ts` (seed 2:',
  );
  expect(written).toContain(
    'Taken on its own: "At scale", by `npm run bench -- --scale --markdown` on 2026-11-29 13:00 UTC',
  );
  expect(putScaleRows(written, scale, terms, machine)).toBe(written);
});

test("the QA controls' loads and the journal's cost are in the mock's column", () => {
  const block = renderFigures({
    machine: run.machine,
    qa: {
      loads: [{ call: 'POST /__qa/reset', 'first ms': 412, 'median ms': 23 }],
      journal: { on: figures(2000, 9), off: figures(2100, 8) },
    },
  });
  expect(block).toContain('| QA control: POST /__qa/reset, first and median of five |  |  | 412 ms, 23 ms |');
  expect(block).toContain(
    '| QA request journal on against off: GET /studentData (student 1001), demo data |  |  | 2,000 req/s, p99 9 ms against 2,100 req/s, p99 8 ms (0.95x) |',
  );
});

test("the uploads' row has a column per backend, the API's CPU where it was read", () => {
  const upload = { runs: 5, 'median ms': 182, 'fastest ms': 150, 'slowest ms': 1220 };
  const block = renderFigures({
    machine: run.machine,
    uploads: { pglite: { ...upload, 'API CPU ms': 160 }, mock: upload },
  });
  expect(block).toContain(
    `| ${UPLOAD_MEASURE}: median of 5 (fastest to slowest), API CPU for one ` +
      '| 182 ms (150 to 1,220 ms); CPU 160 ms |  | 182 ms (150 to 1,220 ms) |',
  );
});

describe('a row taken on its own', () => {
  const row = uploadRow({ mock: { runs: 5, 'median ms': 90, 'fastest ms': 80, 'slowest ms': 99 } });
  const table = [
    'Taken by the whole run.',
    '',
    '| Measure | API on PGlite | API on PostgreSQL | mock API |',
    '| ------- | ------------- | ----------------- | -------- |',
    '| GET /studentData | 1 req/s | 2 req/s | 3 req/s |',
    '| Live events, 200 open streams | 1 ms | 2 ms | 3 ms |',
    '| Page weight of / | 100 bytes |  |  |',
  ].join('\n');
  const line = `| ${row.join(' | ')} |`;

  test('goes after the row it follows, the rest of the table as it was', () => {
    const lines = putRow(table, UPLOAD_MEASURE, row, 'Live events').split('\n');
    expect(lines[6]).toBe(line);
    expect(line).toContain('API CPU for one |  |  | 90 ms (80 to 99 ms) |');
    expect(lines.filter((_, index) => index !== 6)).toEqual(table.split('\n'));
  });

  test('replaces its earlier row, padded as prettier left it', () => {
    const lines = table.split('\n');
    lines.splice(6, 0, `| ${UPLOAD_MEASURE}: median of 5 uploads, old      | 1 ms       |      |      |`);
    const again = putRow(lines.join('\n'), UPLOAD_MEASURE, row, 'Live events');
    expect(again).toBe(putRow(table, UPLOAD_MEASURE, row, 'Live events'));
  });

  test('goes last without the row it follows, and is refused without a table', () => {
    const withoutLive = table
      .split('\n')
      .filter((line) => !line.startsWith('| Live'))
      .join('\n');
    expect(putRow(withoutLive, UPLOAD_MEASURE, row, 'Live events').split('\n').at(-1)).toMatch(`| ${UPLOAD_MEASURE}`);
    expect(() => putRow('No table here.', UPLOAD_MEASURE, row, 'Live events')).toThrow(/no table/);
  });

  test('is said under the table to be taken on its own, when, replacing what an earlier one said', () => {
    const first = putAloneNote(table, UPLOAD_MEASURE, { ...run.machine, at: '2026-11-26T10:39:00.000Z', load: 10.85 });
    expect(first.startsWith(`${table}\n\n`)).toBe(true);
    expect(first.split('\n\n').at(-1)).toBe(
      `Taken on its own: "${UPLOAD_MEASURE}", by \`npm run bench -- --uploads --markdown\` on 2026-11-26 10:39 UTC; ` +
        'load average 10.85 as it ended.',
    );
    const again = putAloneNote(first, UPLOAD_MEASURE, { ...run.machine, at: '2026-11-27T08:00:00.000Z', load: 1 });
    expect(again.split('\n\n')).toHaveLength(first.split('\n\n').length);
    expect(again).toContain('on 2026-11-27 08:00 UTC; load average 1 as it ended.');
    expect(again).not.toContain('2026-11-26 10:39');
  });

  test("names the bench's option that took it", () => {
    const measure = 'Page weight of /student';
    const note = putAloneNote(table, measure, { ...run.machine, at: '2026-11-26T19:00:00.000Z', load: 1 }, '--pages');
    expect(note.split('\n\n').at(-1)).toBe(
      `Taken on its own: "${measure}", by \`npm run bench -- --pages --markdown\` on 2026-11-26 19:00 UTC; load average 1 as it ended.`,
    );
  });
});
