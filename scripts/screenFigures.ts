/**
 * The screens' figures (benchScreens.ts) as one table in docs/performance.md, between its
 * `bench:screens` markers: a row per call, by screen, with its demo-size figures on PGlite and
 * PostgreSQL and its figures at scale, and the two ratios the reads are held to (at scale against
 * demo size, and against /studentData's at scale).
 */
import fs from 'node:fs';
import { replaceBetween } from './markedBlock';
import type { Machine } from './benchFigures';
import type { ScreenFigures, ScreenRow, ScreensRun } from './benchScreens';

export const SCREENS_START = '<!-- bench:screens:start (written by npm run bench -- --screens --scale --markdown) -->';
export const SCREENS_END = '<!-- bench:screens:end -->';

/** A read at scale is held to this much of its demo-size time alone, and of /studentData's at scale. */
export const LIMITS = { demo: 1.5, studentData: 3 } as const;

const count = (value: number) => Math.round(value).toLocaleString('en');
const cell = (figures: ScreenFigures | undefined) =>
  figures
    ? `${count(figures['req/s'])} req/s, p99 ${figures['p99 ms']} ms; alone ${figures.aloneP50} / ${figures.aloneP99} ms` +
      (figures.errors ? `; ${count(figures.errors)} errors` : '')
    : '';
const keyOf = (row: ScreenRow) => `${row.screen}\u0000${row.call}`;

/** The x demo and x /studentData ratios of a read at scale (alone, median), flagged past their limits. */
function ratios(large: ScreenRow, demo: ScreenRow | undefined, studentData: number | undefined): string {
  if (large.call.startsWith('POST') || !demo) return '';
  const againstDemo = large.figures.aloneP50 / demo.figures.aloneP50;
  const againstStudent = studentData ? large.figures.aloneP50 / studentData : NaN;
  const flag = (value: number, limit: number) => `${value.toFixed(2)}x${value > limit ? ' (over)' : ''}`;
  return `${flag(againstDemo, LIMITS.demo)} demo, ${flag(againstStudent, LIMITS.studentData)} /studentData`;
}

export function screensTable(run: ScreensRun, machine: Machine): string {
  const pglite = new Map((run.pglite ?? []).map((row) => [keyOf(row), row]));
  const demo = new Map((run.postgres?.demo ?? []).map((row) => [keyOf(row), row]));
  const large = run.postgres?.large ?? [];
  const studentData = large.find((row) => row.call.startsWith('GET /studentData'))?.figures.aloneP50;
  const rows = (large.length ? large : (run.pglite ?? [])).map((row) => {
    const key = keyOf(row);
    return [
      row.screen,
      `\`${row.call}\``,
      cell(pglite.get(key)?.figures),
      cell(demo.get(key)?.figures),
      large.length ? cell(row.figures) : '',
      large.length ? ratios(row, demo.get(key), studentData) : '',
    ];
  });
  const header = [
    'Screen',
    'Call',
    'Demo size, PGlite',
    'Demo size, PostgreSQL',
    'At scale, PostgreSQL',
    'At scale: alone against demo, against /studentData',
  ];
  // A run without PGlite (`--no-pglite`) has no column for it.
  const shown = (cells: string[]) => (pglite.size ? cells : cells.filter((_, at) => at !== 2));
  const lines = [header, header.map(() => '---'), ...rows].map((cells) => `| ${shown(cells).join(' | ')} |`);
  const university = run.postgres?.university;
  const loads = run.postgres?.load ?? [];
  return [
    `Taken by \`npm run bench -- --screens --scale --markdown\` on ${machine.at.slice(0, 16).replace('T', ' ')} UTC: ` +
      `${machine.cpu}, ${machine.cores} cores, Node.js ${machine.node}; load average ${machine.load} as it ended` +
      (loads.length
        ? `, ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} during the run at scale`
        : '') +
      '.',
    `Each read: ${run.connections} connections for ${run.seconds} s ("req/s", "p99"), then ${run.aloneCalls} calls ` +
      'one at a time ("alone": median / p99 in ms). Each write: its bodies each once, three quarters at ' +
      `${run.connections} connections, the rest one at a time (autocannon's whole milliseconds). ` +
      (university
        ? `"At scale": ${run.postgres!.server}, the demo data plus a university generated in ${university.seconds} s ` +
          `(seed 1): ${count(university.students)} students, ${count(university.courses)} courses in two terms, ` +
          `${count(university.requests)} requests, ${count(university.leaves)} leaves, ${university.kinds} kinds of leave, ` +
          `${count(university.events)} leave events, ${count(university.documents)} documents, ` +
          `${count(university.notifications)} notifications, ${count(university.audit)} audit events, ` +
          `${count(university.rolls)} rolls with ${count(university.marks)} marks. ` +
          `"(over)": past ${LIMITS.demo}x the demo-size figure or ${LIMITS.studentData}x /studentData's at scale.`
        : ''),
    '',
    ...lines,
  ].join('\n');
}

export function writeScreenFigures(file: string, run: ScreensRun, machine: Machine): void {
  const document = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, replaceBetween(document, SCREENS_START, SCREENS_END, screensTable(run, machine)));
}
