/**
 * The admin's 10,000-row students import, timed: preview, apply, and the same file again (which
 * adds nothing). Figures only; the contract suite checks the results.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config';

export const IMPORT_ROWS = 10_000;

/** A students CSV of `rows` new students from roll number `first`. */
export function studentsCsv(rows: number, first: number): string {
  const lines = ['roll_no,name,branch,stream,joining_year'];
  for (let i = 0; i < rows; i += 1) lines.push(`${first + i},Bench Student ${first + i},CSE,B.Tech,2025`);
  return lines.join('\n');
}

async function timed(url: string, cookie: string, csv: string, apply: boolean) {
  const started = performance.now();
  const response = await fetch(`${url}/importStudents`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ csv, apply }),
  });
  const body = (await response.json()) as { counts?: Record<string, number>; message: string };
  if (!response.ok) throw new Error(`import failed: ${response.status} ${body.message}`);
  return { ms: Math.round(performance.now() - started), counts: body.counts! };
}

/** Times a 10,000-row import on the API at `url`, as the demo admin. */
export async function benchImport(backend: string, url: string) {
  const signIn = await fetch(`${url}/userVerify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: DEMO_ACCOUNTS.admin.id, passwd: DEMO_PASSWORDS.admin, role: 'admin' }),
  });
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  const csv = studentsCsv(IMPORT_ROWS, 200_000);
  const preview = await timed(url, cookie, csv, false);
  const apply = await timed(url, cookie, csv, true);
  const again = await timed(url, cookie, csv, true);
  return {
    backend,
    'file KB': Math.round(csv.length / 1024),
    'preview ms': preview.ms,
    'apply ms': apply.ms,
    added: apply.counts.added,
    'same file again ms': again.ms,
    'added again': again.counts.added,
  };
}
