/**
 * The mock's QA controls, timed: a reset and each scenario's load, the first of each (which
 * hashes the demo users' passwords) and the median of five more; and what the request journal
 * costs, GET /studentData under load with the QA controls (the journal with them) on and off.
 * Figures only; the mock's own suites (mock-api/test/qa*.test.ts) check what each one loads.
 */
import { startBackend } from '@leave/test-kit';
import { BENCH_ENV, load, signIn } from './benchApi';
import type { QaRun } from './benchFigures';

const AGAIN = 5;

async function timed(url: string, path: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`);
  return Math.round(performance.now() - started);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** GET /studentData of the demo student under load on a fresh mock, its QA controls on or off. */
async function studentDataWith(qa: boolean) {
  const mock = await startBackend({ kind: 'mock', env: { ...BENCH_ENV, MOCK_QA: String(qa) } });
  try {
    const url = mock.urls[0]!;
    const cookie = await signIn(url, 1001, 'student123', 'student');
    return await load(`${url}/studentData?user_id=1001`, cookie);
  } finally {
    await mock.stop();
  }
}

/** Each load's time in ms on a fresh mock with its QA controls on, and the journal's cost. */
export async function benchQa(): Promise<QaRun> {
  const mock = await startBackend({ kind: 'mock', env: { ...BENCH_ENV, MOCK_QA: 'true' } });
  const loads: QaRun['loads'] = [];
  try {
    const url = mock.urls[0]!;
    const { scenarios } = (await (await fetch(`${url}/__qa/scenarios`)).json()) as {
      scenarios: Array<{ name: string }>;
    };
    const calls: Array<[string, string, unknown]> = [
      ['POST /__qa/reset', '/__qa/reset', {}],
      ...scenarios.map(({ name }): [string, string, unknown] => [`scenario ${name}`, '/__qa/scenario', { name }]),
    ];
    for (const [call, path, body] of calls) {
      const first = await timed(url, path, body);
      const again = [];
      for (let run = 0; run < AGAIN; run += 1) again.push(await timed(url, path, body));
      loads.push({ call, 'first ms': first, 'median ms': median(again) });
    }
  } finally {
    await mock.stop();
  }
  console.log('\nQA controls on the mock: a reset and each scenario loaded (first, then the median of five)\n');
  console.table(loads);
  const journal = { on: await studentDataWith(true), off: await studentDataWith(false) };
  console.log('\nGET /studentData on the mock with the QA controls (and the request journal) on and off\n');
  console.table(journal);
  return { loads, journal };
}
