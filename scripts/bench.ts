/**
 * `npm run bench`: figures side by side, in one run (no pass or fail):
 * - the API's busiest calls on a trivial Fastify route (the machine's ceiling), the real API on
 *   PGlite and on PostgreSQL, and the mock API, at demo size;
 * - every call each screen's first view and each action makes (benchScreens.ts, from web-kit's
 *   screenCalls list): `-- --screens` runs this part alone on PGlite at demo size, `-- --screens
 *   --scale` also on PostgreSQL with a university generated (scripts/university.ts), and with
 *   `--markdown` writes its table;
 * - the roll's calls on each backend at demo size, then on PostgreSQL in a small school of the
 *   university's shapes against the university (benchRolls.ts; `-- --rolls` runs the demo-size part alone, `-- --rolls --scale`
 *   both, and with `--markdown` puts their rows alone into the table; `--screens --rolls` runs
 *   both parts in one command);
 * - the same reads on PostgreSQL at demo size and with the university (scripts/university.ts:
 *   10,000 more students, 400 courses, about 1,000,000 leaves, a term of rolls), and the student's
 *   dashboard, the pending page and the roster with timetables and without, side by side
 *   (benchScale.ts, benchTimetables.ts; `-- --scale` runs these alone, and with `--markdown` puts
 *   their rows alone into the table);
 * - `-- --university` generates the university alone on a scratch database and prints its time;
 * - the student's month read for a history of 1,000 leaves against one of 10 (benchHistory.ts);
 * - page weight as served for `/` and `/student` against the floor bundle, and Lighthouse's
 *   mobile and desktop scores for them (both need `npm run build` first; skipped without it;
 *   `-- --pages` runs this part alone, and with `--markdown` puts its rows alone into the table);
 * - the students import and live events;
 * - a 5 MB document uploaded to each backend (`-- --uploads` runs this part alone, and with
 *   `--markdown` puts its row alone into the table);
 * - the mock's QA reset and scenario loads (printed only);
 * - time to dashboard drawn for each role's first view, cold and warm, fast and slow network,
 *   against the floor page, with each first view's requests (needs the build; `-- --first-views`
 *   runs this part alone).
 * PostgreSQL runs use scratch databases on POSTGRES_ADMIN_URL's server, dropped afterwards.
 * `npm run bench -- --markdown` also writes the figures into docs/performance.md (benchFigures.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend } from '@leave/test-kit';
import { benchApiSideBySide, BENCH_ENV } from './benchApi';
import { floorBytes } from './benchFloor';
import { benchFirstViews } from './benchFirstViews';
import { benchHistory } from './benchHistory';
import { benchImport, IMPORT_ROWS } from './benchImport';
import { benchLiveEvents, STREAMS } from './benchLiveEvents';
import { benchPages, isBuilt } from './benchPages';
import { benchQa } from './benchQa';
import { benchRolls } from './benchRolls';
import { benchScale } from './benchScale';
import { benchScreens } from './benchScreens';
import { benchTimetables } from './benchTimetables';
import { benchUploads } from './benchUploads';
import {
  pageRows,
  thisMachine,
  UPLOAD_MEASURE,
  uploadRow,
  writeFigureRow,
  writeFigureRows,
  writeFigures,
  writeRollRows,
  writeScaleRows,
} from './benchFigures';
import type { BenchRun, LighthouseRow, Row } from './benchFigures';
import { writeFirstViewFigures } from './firstViewFigures';
import { writeScreenFigures } from './screenFigures';
import { benchUniversity, generateUniversity } from './university';

const PERFORMANCE_DOC = path.resolve(import.meta.dirname, '../docs/performance.md');

/** The floor as the issue measured it (gzip), for the ratio it sets its target against. */
const ISSUE_FLOOR_GZIP = 168_784;

async function pages(): Promise<BenchRun['pages']> {
  if (!isBuilt()) {
    console.log('\nPage weight and Lighthouse: skipped, there is no build (run `npm run build` first).');
    return undefined;
  }
  const floor = await floorBytes();
  const weights = await benchPages();
  console.log(
    `\nPage weight as served (brotli), against the floor bundle (react, react-dom, react-router, RTK + ` +
      `RTK Query, react-redux, styled-components, react-calendar built as one app): ${floor.gzip} bytes gzip ` +
      `(${floor.brotli} brotli); the issue measured its floor at ${ISSUE_FLOOR_GZIP} gzip\n`,
  );
  console.table(
    weights.map(({ twice, ...weight }) => ({
      ...weight,
      'x floor gzip': Number((weight['JS bytes as served'] / floor.gzip).toFixed(2)),
      "x issue's floor": Number((weight['JS bytes as served'] / ISSUE_FLOOR_GZIP).toFixed(2)),
      'libraries downloaded twice': twice.join(', ') || 'none',
    })),
  );
  const scores = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leave-bench-')), 'lighthouse.json');
  const lighthouse = spawnSync('npm', ['run', 'lighthouse', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, LIGHTHOUSE_PAGES: 'sign-in,student dashboard', LIGHTHOUSE_JSON: scores },
  });
  if (lighthouse.status !== 0) console.log(`Lighthouse did not finish (exit ${lighthouse.status}).`);
  const lighthouseRows = fs.existsSync(scores) ? (JSON.parse(fs.readFileSync(scores, 'utf8')) as LighthouseRow[]) : [];
  fs.rmSync(path.dirname(scores), { recursive: true, force: true });
  return { floorGzip: floor.gzip, weights, lighthouse: lighthouseRows };
}

/** Runs `bench` on a fresh backend of `kind`. */
async function onFresh<T>(kind: 'pglite' | 'postgres' | 'mock', bench: (url: string) => Promise<T>): Promise<T> {
  const backend = await startBackend({ kind, env: BENCH_ENV });
  try {
    return await bench(backend.urls[0]!);
  } finally {
    await backend.stop();
  }
}

/** Imports and live events on each backend, each on fresh demo data (a mock file 10,000 students larger writes slower). */
async function importsAndLive(): Promise<Pick<BenchRun, 'imports' | 'live'>> {
  const imports = [];
  const live = [];
  const run: Required<Pick<BenchRun, 'imports' | 'live'>> = { imports: { rows: IMPORT_ROWS }, live: {} };
  for (const [name, kind] of [
    ['embedded PostgreSQL (PGlite)', 'pglite'],
    ['PostgreSQL server', 'postgres'],
    ['mock API (JSON file)', 'mock'],
  ] as const) {
    const imported = await onFresh(kind, (url) => benchImport(name, url));
    const delivered = await onFresh(kind, (url) => benchLiveEvents(name, url, 990_001));
    imports.push(imported);
    live.push(delivered);
    run.imports[kind] = imported;
    run.live[kind] = delivered;
  }
  console.log(`\nStudents import of ${IMPORT_ROWS} rows (POST /importStudents as the admin)\n`);
  console.table(imports);
  console.log(`\nLive events: ${STREAMS} open streams of instructor 501, a student applying 30 times\n`);
  console.table(live);
  return run;
}

/** Time to dashboard drawn against the floor page, written into the document with --markdown. */
async function firstViews(markdown: boolean) {
  if (!isBuilt()) {
    console.log('\nFirst views: skipped, there is no build (run `npm run build` first).');
    return;
  }
  const run = await benchFirstViews();
  if (markdown) {
    const machine = thisMachine();
    await writeFirstViewFigures(
      PERFORMANCE_DOC,
      run,
      `${machine.cpu}, ${machine.cores} cores, Node.js ${machine.node}; load average ${machine.load} as it ended`,
    );
  }
}

/**
 * The uploads alone: their row goes into the table in place of the last run's, with a line under
 * the table saying when it was taken, as the machine line above it is the whole run's.
 */
async function uploadsAlone(markdown: boolean) {
  const uploads = await benchUploads();
  if (!markdown) return;
  await writeFigureRow(PERFORMANCE_DOC, UPLOAD_MEASURE, uploadRow(uploads), 'Live events', thisMachine());
  console.log(`\nThe uploads' row written to ${path.relative(process.cwd(), PERFORMANCE_DOC)}.`);
}

/** Page weight and Lighthouse alone: their rows go into the table in place of the last run's. */
async function pagesAlone(markdown: boolean) {
  const built = await pages();
  if (!markdown || !built) return;
  // A row's measure up to its first colon names it (the rest may change with the floor or the runs).
  const rows = pageRows(built).map((row): [string, Row] => [row[0].split(':')[0]!, row]);
  await writeFigureRows(PERFORMANCE_DOC, rows, 'POST /attachDocuments', thisMachine(), {
    part: '--pages',
    taken: 'Page weight and Lighthouse',
  });
  console.log(`\nThe page weight and Lighthouse rows written to ${path.relative(process.cwd(), PERFORMANCE_DOC)}.`);
}

/**
 * Every screen's calls (benchScreens.ts) alone: on PGlite at demo size and, with `--scale`, on
 * PostgreSQL at demo size and with a university; with `--markdown`, their table in the document.
 */
async function screensAlone(markdown: boolean) {
  const scale = process.argv.includes('--scale');
  const run = await benchScreens({ pglite: !process.argv.includes('--no-pglite'), scale });
  // The run as data too, for what the table does not show.
  fs.writeFileSync(path.join(os.tmpdir(), 'leave-bench-screens.json'), JSON.stringify(run, null, 2));
  if (!markdown) return;
  writeScreenFigures(PERFORMANCE_DOC, run, thisMachine());
  console.log(`\nThe screens' table written to ${path.relative(process.cwd(), PERFORMANCE_DOC)}.`);
}

/**
 * The roll's calls alone: their rows go into the table in place of the last run's, after the
 * API's; with `--scale`, also the roll at scale (benchRolls.ts), after the roll's.
 */
async function rollsAlone(markdown: boolean) {
  const scale = process.argv.includes('--scale');
  const rolls = await benchRolls({ scale });
  fs.writeFileSync(path.join(os.tmpdir(), 'leave-bench-rolls.json'), JSON.stringify(rolls, null, 2));
  if (!markdown) return;
  await writeRollRows(PERFORMANCE_DOC, rolls, thisMachine());
  console.log(`\nThe roll's rows written to ${path.relative(process.cwd(), PERFORMANCE_DOC)}.`);
}

/**
 * The university alone (scripts/university.ts), on a scratch PostgreSQL database of demo data:
 * its time and what it holds (BENCH_UNIVERSITY_SEED and BENCH_UNIVERSITY_STUDENTS change it, and
 * UNIVERSITY_TIMINGS=1 prints each statement's time).
 */
async function universityAlone() {
  const size = benchUniversity();
  const backend = await startBackend({ kind: 'postgres', env: BENCH_ENV });
  try {
    const counts = await generateUniversity(backend.databaseUrl!, size);
    console.log(`\nThe university of seed ${size.seed} generated in ${counts.seconds} s:`, counts);
  } finally {
    await backend.stop();
  }
}

/**
 * The scale reads and the timetables at scale alone (benchScale.ts, benchTimetables.ts): with
 * `--markdown`, their rows in place of all the last run's.
 */
async function scaleAlone(markdown: boolean) {
  const scale = await benchScale();
  const terms = await benchTimetables();
  if (!markdown) return;
  await writeScaleRows(PERFORMANCE_DOC, scale, terms, thisMachine());
  console.log(`\nThe rows at scale written to ${path.relative(process.cwd(), PERFORMANCE_DOC)}.`);
}

async function main() {
  const markdown = process.argv.includes('--markdown');
  console.log(`bench on ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
  if (process.argv.includes('--university')) {
    await universityAlone();
    return;
  }
  if (process.argv.includes('--first-views')) {
    await firstViews(markdown);
    return;
  }
  if (process.argv.includes('--pages')) {
    await pagesAlone(markdown);
    return;
  }
  if (process.argv.includes('--uploads')) {
    await uploadsAlone(markdown);
    return;
  }
  // The screens and the roll go together in one command (each at scale with --scale).
  const parts = { screens: process.argv.includes('--screens'), rolls: process.argv.includes('--rolls') };
  if (parts.screens) await screensAlone(markdown);
  if (parts.rolls) await rollsAlone(markdown);
  if (parts.screens || parts.rolls) return;
  if (process.argv.includes('--scale')) {
    await scaleAlone(markdown);
    return;
  }
  const api = await benchApiSideBySide();
  const rolls = await benchRolls({ scale: true });
  const scale = await benchScale();
  const terms = await benchTimetables();
  const history = await benchHistory();
  const workloads = await importsAndLive();
  const uploads = await benchUploads();
  const qa = await benchQa();
  const built = await pages();
  await firstViews(markdown);
  if (markdown) {
    await writeFigures(PERFORMANCE_DOC, {
      machine: thisMachine(),
      api,
      rolls,
      scale,
      terms,
      history,
      ...workloads,
      uploads,
      qa,
      pages: built,
    });
    console.log(`\nFigures written to ${path.relative(process.cwd(), PERFORMANCE_DOC)}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
