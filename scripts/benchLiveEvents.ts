/**
 * Live events under load: `STREAMS` open event streams of one instructor (as many browser tabs
 * and devices), and a student applying for leave `ROUNDS` times. Times each apply, and how long
 * until every stream has the notification (fan-out). Figures only; the suites check delivery.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config';
import { createParser } from 'eventsource-parser';
import { lectureAfter } from '@leave/test-kit';

export const STREAMS = Number(process.env.BENCH_STREAMS || 200);
const ROUNDS = 30;

async function post(url: string, path: string, body: unknown, cookie = '') {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/** Opens one stream; `onNotification` is called for each notification event. */
async function openStream(url: string, cookie: string, onNotification: () => void, signal: AbortSignal) {
  const response = await fetch(`${url}/events`, { headers: { cookie }, signal });
  if (!response.ok || !response.body) throw new Error(`GET /events failed: ${response.status}`);
  const parser = createParser({ onEvent: (event) => event.event === 'notification' && onNotification() });
  let ready: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const readyParser = createParser({ onEvent: (event) => event.event === 'ready' && ready() });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        readyParser.feed(text);
        parser.feed(text);
      }
    } catch {
      // aborted at the end
    }
  })();
  await isReady;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Runs the load on the API at `url` (demo data loaded); `rollNo` must be free there. */
export async function benchLiveEvents(backend: string, url: string, rollNo: number) {
  await post(url, '/addUser', {
    name: 'Bench Student',
    user_id: rollNo,
    branch: 'CSE',
    stream: 'B.Tech',
    joining_year: 2025,
    passwd: 'Bench-pass-42',
    role: 'student',
  });
  const admin = await post(url, '/userVerify', {
    user_id: DEMO_ACCOUNTS.admin.id,
    passwd: DEMO_PASSWORDS.admin,
    role: 'admin',
  });
  await post(url, '/addStudentToCourse', { courseCode: 'CS101', studentId: rollNo }, admin);
  const student = await post(url, '/userVerify', { user_id: rollNo, passwd: 'Bench-pass-42', role: 'student' });
  const instructor = await post(url, '/userVerify', {
    user_id: DEMO_ACCOUNTS.instructor.id,
    passwd: DEMO_PASSWORDS['course instructor'],
    role: 'course instructor',
  });

  const abort = new AbortController();
  let delivered = 0;
  let waiting: { target: number; resolve: () => void } | undefined;
  const onNotification = () => {
    delivered += 1;
    if (waiting && delivered >= waiting.target) waiting.resolve();
  };
  const opening = performance.now();
  await Promise.all(Array.from({ length: STREAMS }, () => openStream(url, instructor, onNotification, abort.signal)));
  const openMs = performance.now() - opening;

  const applyMs: number[] = [];
  const fanOutMs: number[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const everyStream = new Promise<void>((resolve) => (waiting = { target: round * STREAMS, resolve }));
      const started = performance.now();
      await post(
        url,
        '/applyLeave',
        {
          user_id: rollNo,
          user_role: 'student',
          reason: 'Bench',
          // A day CS101 meets: a day without a lecture applies for nothing and tells no one.
          from_date: lectureAfter('CS101', round),
          course_codes: ['CS101'],
        },
        student,
      );
      applyMs.push(performance.now() - started);
      await everyStream;
      fanOutMs.push(performance.now() - started);
    }
  } finally {
    abort.abort();
  }
  return {
    backend,
    streams: STREAMS,
    'open all ms': Math.round(openMs),
    'apply p50 ms': +percentile(applyMs, 50).toFixed(1),
    'all streams have it p50 ms': +percentile(fanOutMs, 50).toFixed(1),
    'p99 ms': +percentile(fanOutMs, 99).toFixed(1),
  };
}
