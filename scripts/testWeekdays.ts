/**
 * `npm run test:weekdays`: the suites whose dates follow today (scripts/datedSuites.ts), run as if
 * today were each of the seven days from today (UTC), so that a test that only fails on some day
 * of the week fails every day. SCHOOL_TODAY fixes the backends' today and the web tests' clock
 * (jest.setup.ts). The web tests run in America/Los_Angeles here, the other time zone of the
 * unit run (npm run test:all runs the rest of the web tests in it).
 *
 * `-- --from YYYY-MM-DD` starts the week elsewhere, to reproduce a failure seen on that day.
 * (npm run test:all runs the contract suites among them on the six days after today, as six suites
 * of its own, and every web test on a fixed day in each of its two time zones.)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { addDays, todayIn } from '@leave/contract';
import { datedRun } from './datedSuites';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const fromArg = process.argv.indexOf('--from');
const first = fromArg > 0 ? process.argv[fromArg + 1]! : todayIn('UTC');
if (!/^\d{4}-\d{2}-\d{2}$/.test(first) || addDays(first, 0) !== first) {
  console.error(`--from must be a date written YYYY-MM-DD, got "${first}"`);
  process.exit(2);
}
const days = Array.from({ length: 7 }, (_, index) => addDays(first, index));

function runDay(day: string) {
  const started = Date.now();
  return new Promise<{ day: string; ok: boolean; seconds: number; output: string }>((resolve) => {
    let output = '';
    const { args, env } = datedRun(day);
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'jest'), args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ day, ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
}

/** Two days at a time: each run is one jest worker beside the mock API it starts. */
async function main() {
  const queue = [...days];
  const results: Awaited<ReturnType<typeof runDay>>[] = [];
  await Promise.all(
    [0, 1].map(async () => {
      for (let day = queue.shift(); day; day = queue.shift()) {
        const result = await runDay(day);
        console.log(
          `${result.ok ? 'pass' : 'FAIL'}  ${day} ${WEEKDAY.format(new Date(`${day}T12:00:00Z`))}  ${result.seconds.toFixed(0)} s`,
        );
        results.push(result);
      }
    }),
  );
  const failed = results.filter((result) => !result.ok);
  for (const { day, output } of failed) console.error(`\n--- SCHOOL_TODAY=${day} ---\n${output}`);
  if (failed.length) {
    console.error(
      `\nDated suites failed on ${failed.map((f) => f.day).join(', ')}; rerun one day with SCHOOL_TODAY=<day>.`,
    );
    process.exit(1);
  }
  console.log(`Dated suites pass on all seven days from ${first}.`);
}

void main();
