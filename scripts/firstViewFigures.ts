/**
 * The first views' figures as docs/performance.md shows them (between its first-views markers):
 * one table of times to dashboard drawn against the floor page, and each first view's requests
 * on a cold load. Written by `npm run bench -- --markdown` (or `-- --first-views --markdown`).
 */
import fs from 'node:fs';
import { replaceBetween } from './markedBlock';
import type { FirstViewRun, TraceLine } from './benchFirstViews';
import { SLOW_NETWORK } from './benchFirstViews';

export const FIRST_VIEWS_START = '<!-- bench:first-views:start (written by npm run bench -- --markdown) -->';
export const FIRST_VIEWS_END = '<!-- bench:first-views:end -->';

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const ms = (value: number | null) => (value === null ? 'open' : `${value}`);

const traceTable = (lines: TraceLine[]) => [
  row(['Request', 'Starts (ms)', 'Ends (ms)']),
  row(['---', '---:', '---:']),
  ...lines.map((line) => row([`\`${line.request}\``, line.startMs ?? 'after', ms(line.endMs)])),
];

export function firstViewsMarkdown(run: FirstViewRun, machine: string, when: Date): string {
  const lines = [
    `Taken on ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${machine}. Median of ${run.runs} ` +
      `loads in Chromium, ms from the navigation's start; slow: ${SLOW_NETWORK.latency} ms latency, ` +
      `1.6 Mbit/s down, 750 kbit/s up. In the requests' tables, "open" is a request unanswered when the ` +
      `view was drawn (an event stream never is), and "after" one the browser had not yet timed then.`,
    '',
    row([
      'First view',
      'Network',
      'Cache',
      'Product (ms)',
      'Floor page (ms)',
      'x floor',
      'Product: last response to drawn (ms)',
      'Floor: last response to drawn (ms)',
    ]),
    row(['---', '---', '---', '---:', '---:', '---:', '---:', '---:']),
    ...run.rows.map((r) =>
      row([r.view, r.network, r.cache, r.productMs, r.floorMs, r.ratio.toFixed(2), r.productGapMs, r.floorGapMs]),
    ),
  ];
  for (const trace of run.traces) {
    lines.push('', `Requests of the ${trace.view}, cold, fast network, product:`, '', ...traceTable(trace.product));
    lines.push('', `The floor page's:`, '', ...traceTable(trace.floor));
  }
  return lines.join('\n');
}

/** Writes the run into `file`'s block, formatted as `npm run lint`'s prettier check wants it. */
export async function writeFirstViewFigures(file: string, run: FirstViewRun, machine: string): Promise<void> {
  const document = replaceBetween(
    fs.readFileSync(file, 'utf8'),
    FIRST_VIEWS_START,
    FIRST_VIEWS_END,
    firstViewsMarkdown(run, machine, new Date()),
  );
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(document, { ...options, filepath: file }));
}
