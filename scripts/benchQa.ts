/**
 * The mock's QA controls, timed: a reset and each scenario's load, the first of each (which
 * hashes the demo users' passwords) and the median of five more. Figures only; the mock's own
 * suites (mock-api/test/qa*.test.ts) check what each one loads.
 */
import { startBackend } from '@leave/test-kit';
import { BENCH_ENV } from './benchApi';

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

/** Each load's time in ms on a fresh mock with its QA controls on. */
export async function benchQa() {
  const mock = await startBackend({ kind: 'mock', env: { ...BENCH_ENV, MOCK_QA: 'true' } });
  try {
    const url = mock.urls[0]!;
    const { scenarios } = (await (await fetch(`${url}/__qa/scenarios`)).json()) as {
      scenarios: Array<{ name: string }>;
    };
    const loads: Array<[string, string, unknown]> = [
      ['POST /__qa/reset', '/__qa/reset', {}],
      ...scenarios.map(({ name }): [string, string, unknown] => [`scenario ${name}`, '/__qa/scenario', { name }]),
    ];
    const rows = [];
    for (const [call, path, body] of loads) {
      const first = await timed(url, path, body);
      const again = [];
      for (let run = 0; run < AGAIN; run += 1) again.push(await timed(url, path, body));
      rows.push({ call, 'first ms': first, 'median ms': median(again) });
    }
    console.log('\nQA controls on the mock: a reset and each scenario loaded (first, then the median of five)\n');
    console.table(rows);
    return rows;
  } finally {
    await mock.stop();
  }
}
