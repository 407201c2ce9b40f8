/**
 * Storing a supporting document: a PDF of the largest size taken (5 MB) sent to POST
 * /attachDocuments as the demo student, timed from the call to its answer, one upload at a time;
 * with the API process's CPU (user + system) for each. Figures only; the contract suites check the
 * results.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config';
import { addDays } from '@leave/contract';
import type { LeaveRequestResponse, StudentDataResponse } from '@leave/contract';
import { demoLectureDates, pdfBytes, startBackend, suiteToday } from '@leave/test-kit';
import type { Target } from '@leave/test-kit';
import { BENCH_ENV, signIn } from './benchApi';
import type { BackendName, UploadRow } from './benchFigures';

/** The largest file a document may be (the domain's DOCUMENT_MAX_BYTES, which scripts do not import). */
const FIVE_MB = 5 * 1024 * 1024;

/** Uploads timed, after one unmeasured; with it, within the 10 documents a request holds. */
export const UPLOAD_RUNS = 5;

/** CPU time (user + system) a process of this machine has used so far, in ms; undefined where /proc is not. */
function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command's name (in brackets, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/**
 * A PDF's first bytes, then random ones: a scanned certificate's content is compressed already,
 * and the databases' own compression gives up on it at once, as on this (a file of one repeated
 * byte would be compressed, at a cost no real file has).
 */
function scannedPdf(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(randomBytes(FIVE_MB));
  bytes.set(pdfBytes().subarray(0, 9));
  return bytes;
}

/** A request of the demo student's to hold the documents: a lecture of an enrolled course, clear of the demo's leave. */
async function newRequest(url: string, cookie: string): Promise<number> {
  const rollNo = DEMO_ACCOUNTS.student.id;
  const data = (await (
    await fetch(`${url}/studentData?user_id=${rollNo}`, { headers: { cookie } })
  ).json()) as StudentDataResponse;
  const course = data.enrollmentData[0]!.course_code;
  const date = demoLectureDates(course).find((day) => day >= addDays(suiteToday(), 20))!;
  const reply = await fetch(`${url}/applyLeave`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      user_id: rollNo,
      user_role: 'student',
      reason: 'Bench',
      from_date: date,
      course_codes: [course],
    }),
  });
  const body = (await reply.json()) as LeaveRequestResponse & { message: string };
  if (reply.status !== 201 || !body.request_id) throw new Error(`applying failed: ${reply.status} ${body.message}`);
  return body.request_id;
}

/** Times UPLOAD_RUNS uploads of a 5 MB PDF to the API at `url`, whose process is `pid`. */
export async function benchUpload(url: string, pid: number): Promise<UploadRow> {
  const cookie = await signIn(url, DEMO_ACCOUNTS.student.id, DEMO_PASSWORDS.student, 'student');
  const requestId = await newRequest(url, cookie);
  const file = new Blob([scannedPdf()], { type: 'application/pdf' });
  const times: number[] = [];
  let cpu = 0;
  for (let run = 0; run <= UPLOAD_RUNS; run += 1) {
    const form = new FormData();
    form.append('file', file, 'certificate.pdf');
    const cpuBefore = cpuMs(pid);
    const started = performance.now();
    const reply = await fetch(`${url}/attachDocuments?request_id=${requestId}`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    const answer = await reply.text();
    const ms = performance.now() - started;
    if (reply.status !== 201) throw new Error(`upload failed: ${reply.status} ${answer}`);
    if (run === 0) continue;
    times.push(ms);
    cpu += (cpuMs(pid) ?? NaN) - (cpuBefore ?? NaN);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return {
    runs: UPLOAD_RUNS,
    'median ms': round(sorted[Math.floor(sorted.length / 2)]!),
    'fastest ms': round(sorted[0]!),
    'slowest ms': round(sorted[sorted.length - 1]!),
    ...(Number.isNaN(cpu) ? {} : { 'API CPU ms': round(cpu / UPLOAD_RUNS) }),
  };
}

const BACKENDS: Array<[BackendName, string]> = [
  ['pglite', 'embedded PostgreSQL (PGlite)'],
  ['postgres', 'PostgreSQL server'],
  ['mock', 'mock API (JSON file, files beside it)'],
];

/** Each backend on fresh demo data, one after another; prints a table and answers the figures. */
export async function benchUploads(): Promise<Partial<Record<BackendName, UploadRow>>> {
  const rows: Partial<Record<BackendName, UploadRow>> = {};
  for (const [kind, name] of BACKENDS) {
    const backend = await startBackend({ kind: kind as Target, env: BENCH_ENV });
    try {
      rows[kind] = await benchUpload(backend.urls[0]!, backend.pids[0]!);
    } finally {
      await backend.stop();
    }
    console.log(`${name}: ${JSON.stringify(rows[kind])}`);
  }
  console.log(
    `\nA 5 MB PDF to POST /attachDocuments, one at a time, ${UPLOAD_RUNS} timed after one unmeasured ` +
      `(load average ${os.loadavg()[0]!.toFixed(2)})\n`,
  );
  console.table(BACKENDS.map(([kind, name]) => ({ backend: name, ...rows[kind] })));
  return rows;
}
