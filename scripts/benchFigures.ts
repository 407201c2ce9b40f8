/**
 * `npm run bench -- --markdown`: the run's figures as one table, written into docs/performance.md
 * between its two marker comments (the prose around them stays), with the machine the run was on.
 * Only the bench writes figures there, so the document never holds a stale one beside a new one.
 */
import fs from 'node:fs';
import os from 'node:os';
import { blockBetween, replaceBetween } from './markedBlock';
import type { UniversityCounts } from './university';

export const FIGURES_START = '<!-- bench:figures:start (written by npm run bench -- --markdown) -->';
export const FIGURES_END = '<!-- bench:figures:end -->';

export interface Figures {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  system: string;
  /** When the run ended, as an ISO 8601 instant. */
  at: string;
  /** The 1-minute load average when the run ended: above the cores, other work shared the CPU. */
  load?: number;
}

export type BackendName = 'pglite' | 'postgres' | 'mock';

export interface ApiRun {
  connections: number;
  seconds: number;
  ceiling: Figures;
  calls: Array<{ call: string } & Partial<Record<BackendName, Figures>>>;
  /** A call needing no query, timed while PGlite answers GET /studentData under load. */
  idleCall: { busyReqPerSecond: number; p50: number; p99: number };
}

/** The roll's calls at demo size on each backend (benchRolls.ts), and at scale with `--scale`. */
export interface RollsRun {
  connections: number;
  seconds: number;
  calls: Array<{ call: string } & Partial<Record<BackendName, Figures>>>;
  scale?: RollsScaleRun;
}

/** A call under load, and alone: the median and p99 of calls made one at a time. */
export interface RollFigures extends Figures {
  aloneP50: number;
  aloneP99: number;
}

/**
 * The roll on PostgreSQL, like for like (benchRolls.ts): the university against the small school
 * (the demo and a university of 500 students, the same shapes at a twentieth of the size).
 */
export interface RollsScaleRun {
  connections: number;
  seconds: number;
  aloneCalls: number;
  server: string;
  seed: number;
  university: UniversityCounts;
  /** What the small school's university held (beside the demo). */
  small?: UniversityCounts;
  /** Lectures whose roll of `savedStudents` was saved, each first once, then again (`smallLectures` in the small school). */
  lectures: number;
  smallLectures?: number;
  savedStudents: number;
  /** The fewest students a saved roll had (a course smaller than 200 saves its whole class). */
  smallestRoll: number;
  /**
   * `demo`: the figure of the same call in the small school, or of what `against` names (then
   * `demo` is that figure, as "no rolls" for the same student with the rolls taken out).
   */
  rows: Array<{ call: string; large: RollFigures; demo?: RollFigures; against?: string }>;
}

export interface ScaleRow {
  call: string;
  demo: { 'req/s': number; aloneMs: number };
  large: { 'req/s': number; 'p99 ms': number; aloneMs: number; bytes: number; brotli: number; errors: number };
}

export interface ScaleRun {
  postgres: string;
  /** The university generated (scripts/university.ts) from this seed, and what it held. */
  seed: number;
  university: UniversityCounts;
  sequentialCalls: number;
  rows: ScaleRow[];
}

/** GET /studentData of the month on show, for one student's history (benchHistory.ts). */
export interface HistoryRow {
  leaves: number;
  bytes: number;
  brotli: number;
  aloneMs: number;
  'req/s': number;
  /** The same student's whole history, as the seed's unbounded call answers it. */
  unboundedBytes: number;
}

/** One call, without and with timetables (benchTimetables.ts). */
export interface TermBenchRow {
  call: string;
  /** Median ms of calls made one at a time, and req/s under load, without and with timetables. */
  demo: { plain: number; timetabled: number; plainRps: number; timetabledRps: number };
  large: { plain: number; timetabled: number; plainRps: number; timetabledRps: number };
}

export interface ImportRow {
  'preview ms': number;
  'apply ms': number;
  'same file again ms': number;
}

export interface LiveRow {
  streams: number;
  'apply p50 ms': number;
  'all streams have it p50 ms': number;
}

/** Uploads of a 5 MB PDF (benchUploads.ts): ms from the call to its answer, and the API process's CPU for each. */
export interface UploadRow {
  runs: number;
  'median ms': number;
  'fastest ms': number;
  'slowest ms': number;
  /** Mean user + system time of the API's process (PGlite's thread in it) for one upload; undefined where it cannot be read. */
  'API CPU ms'?: number;
}

export interface PageRow {
  page: string;
  'JS files': number;
  'JS bytes as served': number;
  twice: string[];
}

export interface LighthouseRow {
  page: string;
  profile: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  'performance runs': string;
  'TBT ms': number;
  CLS: number;
}

/** The mock's QA controls (benchQa.ts): each load's first and median time, and the journal's cost. */
export interface QaRun {
  loads: Array<{ call: string; 'first ms': number; 'median ms': number }>;
  journal: { on: Figures; off: Figures };
}

export interface BenchRun {
  machine: Machine;
  api?: ApiRun;
  /** The roll's calls at demo size (benchRolls.ts). */
  rolls?: RollsRun;
  scale?: ScaleRun;
  /** The timetabled school against the same school without timetables (benchTimetables.ts). */
  terms?: TermBenchRow[];
  imports?: { rows: number } & Partial<Record<BackendName, ImportRow>>;
  live?: Partial<Record<BackendName, LiveRow>>;
  uploads?: Partial<Record<BackendName, UploadRow>>;
  qa?: QaRun;
  /** The student's month read by the length of their history (benchHistory.ts): 10 leaves, then 1,000. */
  history?: HistoryRow[];
  pages?: { floorGzip: number; weights: PageRow[]; lighthouse: LighthouseRow[] };
}

export function thisMachine(now = new Date()): Machine {
  const release = fs.existsSync('/etc/os-release') ? fs.readFileSync('/etc/os-release', 'utf8') : '';
  const distribution = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release)?.[1];
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    system: distribution ?? `${os.type()} ${os.release()}`,
    at: now.toISOString(),
    load: Number(os.loadavg()[0]!.toFixed(2)),
  };
}

const count = (value: number) => Math.round(value).toLocaleString('en');
const ratio = (value: number) => `${value.toFixed(2)}x`;
const cellOf = (figures: Figures | undefined) =>
  figures
    ? `${count(figures['req/s'])} req/s, p99 ${figures['p99 ms']} ms${figures.errors ? `, ${count(figures.errors)} errors` : ''}`
    : '';
/** Markdown table cells hold no pipes or line breaks. */
const escape = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export type Row = [measure: string, pglite: string, postgres: string, mock: string];

function apiRows(api: ApiRun): Row[] {
  return [
    ...api.calls.map(({ call, pglite, postgres, mock }): Row => [
      `${call}: ${api.connections} connections, ${api.seconds} s, demo data`,
      cellOf(pglite),
      cellOf(postgres),
      cellOf(mock),
    ]),
    [
      `GET /session (no query) while GET /studentData is under load (${count(api.idleCall.busyReqPerSecond)} req/s)`,
      `p50 ${api.idleCall.p50} ms, p99 ${api.idleCall.p99} ms`,
      '',
      '',
    ],
  ];
}

/** How each of the roll's rows begins: a run of `--rolls` alone replaces the rows that begin so. */
export const ROLLS_MEASURE = 'The roll';

/** The roll's calls, a row each, in the API's own columns. */
export function rollRows(rolls: RollsRun): Row[] {
  return rolls.calls.map(({ call, pglite, postgres, mock }): Row => [
    `${ROLLS_MEASURE}: ${call}: ${rolls.connections} connections, ${rolls.seconds} s, demo data`,
    cellOf(pglite),
    cellOf(postgres),
    cellOf(mock),
  ]);
}

/** How each of the roll's rows at scale begins: a run of `--rolls --scale` alone replaces them. */
export const ROLLS_SCALE_MEASURE = 'The roll at scale';

/** The roll at scale, a row per call in PostgreSQL's column, and first a row for the schools it ran on. */
export function rollScaleRows(scale: RollsScaleRun): Row[] {
  const { university: u, small } = scale;
  const alone = (f: RollFigures) => `alone p50 ${f.aloneP50} ms, p99 ${f.aloneP99} ms`;
  const held = (h: UniversityCounts) =>
    `${count(h.students)} more students, ${count(h.courses)} courses, ${count(h.leaves)} leaves, ` +
    `${count(h.rolls)} rolls with ${count(h.marks)} marks; generated in ${h.seconds} s` +
    (h.cpuSeconds === undefined ? '' : ` (${h.cpuSeconds} s of the database's CPU)`);
  const saves = (lectures: number) =>
    `${count(lectures)} lectures, each roll of ${scale.smallestRoll < scale.savedStudents ? `${scale.smallestRoll} to ` : ''}${scale.savedStudents} students`;
  return [
    [
      `${ROLLS_SCALE_MEASURE}: the university (scripts/university.ts)${small ? ' against the small school' : ''}`,
      '',
      `${scale.server}, seed ${scale.seed}: ${held(u)}` +
        (small ? `; the small school (the demo and the same shapes): ${held(small)}` : '') +
        `; saves: ${saves(scale.lectures)}` +
        (small && scale.smallLectures !== undefined ? ` (the small school's ${count(scale.smallLectures)})` : '') +
        `; alone: ${count(scale.aloneCalls)} reads made one at a time, and a quarter of the saves`,
      '',
    ],
    ...scale.rows.map(({ call, large, demo, against }): Row => {
      const base = against ?? (small ? "the small school's" : "demo's");
      return [
        `${ROLLS_SCALE_MEASURE}: ${call}`,
        '',
        `${count(large['req/s'])} req/s` +
          (demo ? ` (${ratio(large['req/s'] / demo['req/s'])} ${base} ${count(demo['req/s'])})` : '') +
          `, p99 ${large['p99 ms']} ms; ${alone(large)}` +
          (demo ? ` (p50 ${ratio(large.aloneP50 / demo.aloneP50)} ${base} ${demo.aloneP50})` : '') +
          (large.errors ? `; ${count(large.errors)} errors` : ''),
        '',
      ];
    }),
  ];
}

/** The line above the table saying what "at scale" held. */
function scaleNote(scale: ScaleRun): string {
  const { university: u } = scale;
  return (
    `${SCALE_NOTE}${scale.postgres}, the demo data plus the university of \`scripts/university.ts\` (seed ` +
    `${scale.seed}: ${count(u.students)} more students, ${count(u.courses)} more courses, ${count(u.leaves)} ` +
    `leaves in all, ${count(u.rolls)} rolls; generated in ${u.seconds} s` +
    (u.cpuSeconds === undefined ? '' : `, ${u.cpuSeconds} s of the database's CPU`) +
    `), against the same database at demo size; "alone" is the median of ${count(scale.sequentialCalls)} ` +
    `calls made one at a time.`
  );
}

function scaleRows(scale: ScaleRun): Row[] {
  return scale.rows.map(({ call, demo, large }): Row => [
    `At scale: ${call}`,
    '',
    `${count(large['req/s'])} req/s (${ratio(large['req/s'] / demo['req/s'])} demo's ${count(demo['req/s'])}), ` +
      `p99 ${large['p99 ms']} ms; alone ${large.aloneMs} ms (${ratio(large.aloneMs / demo.aloneMs)} demo's ` +
      `${demo.aloneMs}); ${count(large.bytes)} bytes, ${count(large.brotli)} as sent` +
      (large.errors ? `; ${count(large.errors)} errors` : ''),
    '',
  ]);
}

function historyRows([ten, thousand]: HistoryRow[]): Row[] {
  if (!ten || !thousand) return [];
  return [
    [
      `By history: GET /studentData, the month on show, a student with ${count(thousand.leaves)} leaves against one with ${count(ten.leaves)}`,
      '',
      `${count(thousand.bytes)} bytes against ${count(ten.bytes)} (${ratio(thousand.bytes / ten.bytes)}), ` +
        `${count(thousand.brotli)} against ${count(ten.brotli)} as sent; alone ${thousand.aloneMs} ms against ` +
        `${ten.aloneMs} ms (${ratio(thousand.aloneMs / ten.aloneMs)}); ${count(thousand['req/s'])} against ` +
        `${count(ten['req/s'])} req/s; their whole histories (no window) ${count(thousand.unboundedBytes)} ` +
        `against ${count(ten.unboundedBytes)} bytes`,
      '',
    ],
  ];
}

function termRows(terms: TermBenchRow[]): Row[] {
  return terms.flatMap(({ call, demo, large }): Row[] =>
    (['demo', 'large'] as const).map((size): Row => {
      const side = size === 'demo' ? demo : large;
      return [
        `Timetabled against not, ${size === 'demo' ? 'demo size' : 'with the university'}: ${call}`,
        '',
        `alone ${side.timetabled} ms against ${side.plain} ms (${ratio(side.timetabled / side.plain)}); ` +
          `${count(side.timetabledRps)} against ${count(side.plainRps)} req/s`,
        '',
      ];
    }),
  );
}

export function pageRows(pages: NonNullable<BenchRun['pages']>): Row[] {
  const weights = pages.weights.map(({ page, ...weight }): Row => [
    `Page weight of ${page}: JavaScript as served (brotli), against the floor bundle's ${count(pages.floorGzip)} bytes gzip`,
    `${count(weight['JS bytes as served'])} bytes in ${weight['JS files']} files (${ratio(
      weight['JS bytes as served'] / pages.floorGzip,
    )} the floor); libraries downloaded twice: ${weight.twice.join(', ') || 'none'}`,
    '',
    '',
  ]);
  const scores = pages.lighthouse.map((row): Row => [
    `Lighthouse, ${row.page}, ${row.profile} (median of ${row['performance runs'].split(',').length} runs)`,
    `performance ${row.performance} (runs ${row['performance runs']}), blocking ${row['TBT ms']} ms, CLS ${row.CLS}; ` +
      `accessibility ${row.accessibility}, best practices ${row['best-practices']}`,
    '',
    '',
  ]);
  return [...weights, ...scores];
}

function workloadRows(run: BenchRun): Row[] {
  const rows: Row[] = [];
  const backends: BackendName[] = ['pglite', 'postgres', 'mock'];
  if (run.imports) {
    const imports = run.imports;
    rows.push([
      `Students import of ${count(imports.rows)} rows: preview, apply, the same file again`,
      ...(backends.map((name) => {
        const row = imports[name];
        return row
          ? `${count(row['preview ms'])} ms, ${count(row['apply ms'])} ms, ${count(row['same file again ms'])} ms`
          : '';
      }) as [string, string, string]),
    ]);
  }
  if (run.live) {
    const live = run.live;
    const streams = Object.values(live)[0]?.streams ?? 0;
    rows.push([
      `Live events, ${count(streams)} open streams of one instructor: an application, then every stream has it (p50)`,
      ...(backends.map((name) => {
        const row = live[name];
        return row ? `${row['apply p50 ms']} ms, ${row['all streams have it p50 ms']} ms` : '';
      }) as [string, string, string]),
    ]);
  }
  if (run.uploads) rows.push(uploadRow(run.uploads));
  return rows;
}

/** How the uploads' row begins: a run taken on its own replaces the row that begins so. */
export const UPLOAD_MEASURE = 'POST /attachDocuments of a 5 MB PDF (student 1001)';

/** How the line under the table begins that says when a row taken on its own was taken. */
export const ALONE_NOTE = 'Taken on its own';

/** The uploads' row; what "API CPU" counts is said in docs/performance.md, as the measure must stay short. */
export function uploadRow(uploads: Partial<Record<BackendName, UploadRow>>): Row {
  const runs = Object.values(uploads)[0]?.runs ?? 0;
  const cell = (row: UploadRow | undefined) =>
    row
      ? `${count(row['median ms'])} ms (${count(row['fastest ms'])} to ${count(row['slowest ms'])} ms)` +
        (row['API CPU ms'] === undefined ? '' : `; CPU ${count(row['API CPU ms'])} ms`)
      : '';
  return [
    `${UPLOAD_MEASURE}: median of ${runs} (fastest to slowest), API CPU for one`,
    cell(uploads.pglite),
    cell(uploads.postgres),
    cell(uploads.mock),
  ];
}

function qaRows(qa: QaRun): Row[] {
  const { on, off } = qa.journal;
  return [
    ...qa.loads.map(({ call, ...time }): Row => [
      `QA control: ${call}, first and median of five`,
      '',
      '',
      `${count(time['first ms'])} ms, ${count(time['median ms'])} ms`,
    ]),
    [
      `QA request journal on against off: GET /studentData (student 1001), demo data`,
      '',
      '',
      `${cellOf(on)} against ${cellOf(off)} (${ratio(on['req/s'] / off['req/s'])})`,
    ],
  ];
}

const rowLine = (row: Row) => `| ${row.map(escape).join(' | ')} |`;

/** The block between the markers: the machine, then one table of every figure the run took. */
export function renderFigures(run: BenchRun): string {
  const { machine } = run;
  const rows: Row[] = [
    ...(run.api ? apiRows(run.api) : []),
    ...(run.rolls ? rollRows(run.rolls) : []),
    ...(run.rolls?.scale ? rollScaleRows(run.rolls.scale) : []),
    ...(run.scale ? scaleRows(run.scale) : []),
    ...(run.terms ? termRows(run.terms) : []),
    ...(run.history ? historyRows(run.history) : []),
    ...workloadRows(run),
    ...(run.qa ? qaRows(run.qa) : []),
    ...(run.pages ? pageRows(run.pages) : []),
  ];
  const lines = [
    `Taken by \`npm run bench -- --markdown\` on ${machine.at.slice(0, 16).replace('T', ' ')} UTC: ` +
      `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB of memory, Node.js ${machine.node}, ${machine.system}` +
      (machine.load === undefined ? '.' : `; load average ${machine.load} as it ended.`),
  ];
  if (run.api) {
    lines.push(
      '',
      `The machine's ceiling at that time (a trivial Fastify route, ${run.api.connections} connections): ` +
        `${cellOf(run.api.ceiling)}.`,
    );
  }
  if (run.scale) lines.push('', scaleNote(run.scale));
  lines.push('', '| Measure | API on PGlite | API on PostgreSQL | mock API |', '| --- | --- | --- | --- |');
  for (const row of rows) lines.push(rowLine(row));
  if (!run.pages) lines.push('', 'Page weight and Lighthouse were not measured: there was no build.');
  return lines.join('\n');
}

/**
 * The table's block with one row put in, for a part of the bench run on its own: in place of the
 * row whose measure begins with `measure`, else after the row beginning with `after`, else last.
 * The other rows, and the run they came from, stay as they were.
 */
export function putRow(block: string, measure: string, row: Row, after: string): string {
  const lines = block.split('\n');
  const begins = (start: string) => (line: string) => line.startsWith(`| ${start}`);
  const own = lines.findIndex(begins(measure));
  if (own >= 0) {
    lines[own] = rowLine(row);
    return lines.join('\n');
  }
  const anchor = lines.findLastIndex(begins(after));
  const last = lines.findLastIndex((line) => line.startsWith('|'));
  if (last < 0) throw new Error('the figures have no table to put the row in');
  lines.splice((anchor >= 0 ? anchor : last) + 1, 0, rowLine(row));
  return lines.join('\n');
}

/** Writes `document` to `file`, formatted as `npm run lint`'s prettier check wants it. */
async function writeFormatted(file: string, document: string): Promise<void> {
  // Loaded here: jest cannot load prettier, and the table's tests need only renderFigures.
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(document, { ...options, filepath: file }));
}

/** Writes the run into `file`'s table. */
export async function writeFigures(file: string, run: BenchRun): Promise<void> {
  await writeFormatted(
    file,
    replaceBetween(fs.readFileSync(file, 'utf8'), FIGURES_START, FIGURES_END, renderFigures(run)),
  );
}

/**
 * The block with a line under the table saying when a row taken on its own was taken (the line
 * at the top is the whole run's): in place of the line that said so for the same row, else last.
 */
export function putAloneNote(block: string, measure: string, machine: Machine, part = '--uploads'): string {
  const start = `${ALONE_NOTE}: "${measure}"`;
  const note =
    `${start}, by \`npm run bench -- ${part} --markdown\` on ${machine.at.slice(0, 16).replace('T', ' ')} UTC` +
    (machine.load === undefined ? '.' : `; load average ${machine.load} as it ended.`);
  const paragraphs = block.split('\n\n');
  const own = paragraphs.findIndex((paragraph) => paragraph.startsWith(start));
  if (own >= 0) paragraphs[own] = note;
  else paragraphs.push(note);
  return paragraphs.join('\n\n');
}

/** Writes one row taken on its own into `file`'s table, and when it was taken under it; the rest stays. */
export function writeFigureRow(file: string, measure: string, row: Row, after: string, machine: Machine) {
  return writeFigureRows(file, [[measure, row]], after, machine, { part: '--uploads', taken: measure });
}

/** A row's measure up to its call's own colon names it (the connections and seconds may change). */
const named = (rows: Row[]) => rows.map((row): [string, Row] => [row[0].split(': ').slice(0, 2).join(': '), row]);

/**
 * The table's block with the roll's rows of a `--rolls [--scale]` run put in, each in place of the
 * row of its call: at demo size after the API's last row, at scale after the roll's, each in its
 * run's order; and a line under the table saying when each part was taken.
 */
export function putRollRows(block: string, rolls: RollsRun, machine: Machine): string {
  const part = rolls.scale ? '--rolls --scale' : '--rolls';
  // Each new row goes right after its anchor, so they go in last first to read in order.
  const put = (table: string, rows: Row[], after: string) =>
    named(rows)
      .reverse()
      .reduce((into, [measure, row]) => putRow(into, measure, row, after), table);
  let table = putAloneNote(put(block, rollRows(rolls), 'GET /session (no query)'), ROLLS_MEASURE, machine, part);
  if (rolls.scale) {
    // The rows at scale are this run's alone: a row of a call no longer measured goes.
    const earlier = (line: string) => line.startsWith(`| ${ROLLS_SCALE_MEASURE}: `);
    table = table
      .split('\n')
      .filter((line) => !earlier(line))
      .join('\n');
    table = putAloneNote(
      put(table, rollScaleRows(rolls.scale), `${ROLLS_MEASURE}: `),
      ROLLS_SCALE_MEASURE,
      machine,
      part,
    );
  }
  return table;
}

/** Writes the roll's rows of a `--rolls [--scale]` run into `file`'s table (putRollRows); the rest stays. */
export async function writeRollRows(file: string, rolls: RollsRun, machine: Machine): Promise<void> {
  const document = fs.readFileSync(file, 'utf8');
  const block = blockBetween(document, FIGURES_START, FIGURES_END);
  if (block === undefined) throw new Error(`${file} has no figures between "${FIGURES_START}" and "${FIGURES_END}"`);
  await writeFormatted(file, replaceBetween(document, FIGURES_START, FIGURES_END, putRollRows(block, rolls, machine)));
}

/** How the rows of the scale reads and of the timetables at scale begin (benchScale.ts, benchTimetables.ts). */
export const SCALE_MEASURES = ['At scale: ', 'Timetabled against not, '];
/** How the line above the table that says what "at scale" held begins. */
const SCALE_NOTE = '"At scale": ';

/**
 * The table's block with the rows of a `--scale` run (the scale reads and the timetables at
 * scale) in place of all the last run's (so a call no longer measured leaves no row behind), after
 * the roll's rows, the line above the table saying what "at scale" held, and a line under it
 * saying when they were taken.
 */
export function putScaleRows(block: string, scale: ScaleRun, terms: TermBenchRow[], machine: Machine): string {
  const rows = [...scaleRows(scale), ...termRows(terms)];
  const lines = block.split('\n').filter((line) => !SCALE_MEASURES.some((measure) => line.startsWith(`| ${measure}`)));
  const begins = (start: string) => lines.findLastIndex((line) => line.startsWith(`| ${start}`));
  const anchor = [begins(ROLLS_SCALE_MEASURE), begins(ROLLS_MEASURE), begins('GET /session')].find((at) => at >= 0);
  if (anchor === undefined) throw new Error('the figures have no table to put the rows in');
  lines.splice(anchor + 1, 0, ...rows.map(rowLine));
  const paragraphs = lines.join('\n').split('\n\n');
  const note = scaleNote(scale);
  const own = paragraphs.findIndex((paragraph) => paragraph.startsWith(SCALE_NOTE));
  if (own >= 0) paragraphs[own] = note;
  else
    paragraphs.splice(
      Math.max(
        0,
        paragraphs.findIndex((paragraph) => paragraph.startsWith('| Measure')),
      ),
      0,
      note,
    );
  return putAloneNote(paragraphs.join('\n\n'), 'At scale', machine, '--scale');
}

/** Writes the rows of a `--scale` run into `file`'s table (putScaleRows); the rest stays. */
export async function writeScaleRows(file: string, scale: ScaleRun, terms: TermBenchRow[], machine: Machine) {
  const document = fs.readFileSync(file, 'utf8');
  const block = blockBetween(document, FIGURES_START, FIGURES_END);
  if (block === undefined) throw new Error(`${file} has no figures between "${FIGURES_START}" and "${FIGURES_END}"`);
  const written = putScaleRows(block, scale, terms, machine);
  await writeFormatted(file, replaceBetween(document, FIGURES_START, FIGURES_END, written));
}

/**
 * Writes rows taken on their own (by the bench's `part` option) into `file`'s table, each in place
 * of the row whose measure begins as its own, and one line under the table saying when `taken`
 * (what they are) was taken; the rest stays.
 */
export async function writeFigureRows(
  file: string,
  rows: Array<[measure: string, row: Row]>,
  after: string,
  machine: Machine,
  { part, taken }: { part: string; taken: string },
): Promise<void> {
  const document = fs.readFileSync(file, 'utf8');
  const block = blockBetween(document, FIGURES_START, FIGURES_END);
  if (block === undefined) throw new Error(`${file} has no figures between "${FIGURES_START}" and "${FIGURES_END}"`);
  const withRows = rows.reduce((table, [measure, row]) => putRow(table, measure, row, after), block);
  const written = putAloneNote(withRows, taken, machine, part);
  await writeFormatted(file, replaceBetween(document, FIGURES_START, FIGURES_END, written));
}
