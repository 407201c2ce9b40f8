/**
 * Time to dashboard drawn: each role's first view (the student's dashboard, the instructor's
 * pending requests, the admin's home) opened signed in, in Chromium, against the floor page
 * (scripts/floor/firstViews.tsx: the same libraries as one plain app rendering the same data in
 * one step). Cold (a new browser profile holding only the session's cookie) and warm (the same
 * profile, loaded again), the median of BENCH_FIRST_VIEW_RUNS (5) each, on the local network and
 * on an emulated slow one (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up). "Drawn" is the first
 * animation frame at which the view's text and data are on screen: the welcome, and for the
 * student the calendar's leave colours and the percentages; for the instructor each course's
 * pending count; for the admin Getting started; and nothing still "Loading...". Also the trace of
 * each first view's requests on a cold load (when each starts and ends). Figures only.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config';
import type { Role } from '@leave/contract';
import { chromiumLaunchOptions } from '@leave/test-kit/chromium';
import { buildFloorApp } from './benchFloor';
import { startProduct } from './benchPages';
import { precompressed } from './precompressed';

const PORT = Number(process.env.BENCH_FIRST_VIEW_PORT || 18700);
const APP = `http://localhost:${PORT}`;
const API = `http://localhost:${PORT - 100}`;
/** The floor page's own server, beside the product's ports (the shell's and four remotes'). */
const FLOOR_PORT = PORT + 9;
const FLOOR = `http://localhost:${FLOOR_PORT}`;
const RUNS = Number(process.env.BENCH_FIRST_VIEW_RUNS || 5);

export const SLOW_NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

interface FirstView {
  name: string;
  role: Role;
  id: number;
  path: string;
}

const FIRST_VIEWS: FirstView[] = [
  { name: 'student dashboard', role: 'student', id: DEMO_ACCOUNTS.student.id, path: '/student' },
  { name: 'instructor pending', role: 'course instructor', id: DEMO_ACCOUNTS.instructor.id, path: '/instructor' },
  { name: 'admin home', role: 'admin', id: DEMO_ACCOUNTS.admin.id, path: '/admin' },
];

/** What must be on screen for a first view to count as drawn, the same on the product and the floor. */
interface DrawnWhen {
  texts: string[];
  patterns: string[];
  leaveTiles: number;
}

export interface FirstViewRow {
  view: string;
  network: 'fast' | 'slow';
  cache: 'cold' | 'warm';
  productMs: number;
  floorMs: number;
  ratio: number;
  /** From the last response the view needed to the frame it was drawn in (median; cold runs' traces). */
  productGapMs: number;
  floorGapMs: number;
}

export interface TraceLine {
  request: string;
  /** Null for a request still unanswered when the view was drawn: the browser times it only once answered. */
  startMs: number | null;
  endMs: number | null;
}

export interface FirstViewRun {
  runs: number;
  rows: FirstViewRow[];
  traces: { view: string; product: TraceLine[]; floor: TraceLine[] }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The floor page, built by webpack in production mode as one ordinary app, with brotli copies. */
async function buildFloor(): Promise<string> {
  const { out, scripts } = await buildFloorApp('firstViews.tsx', 'floor.[contenthash:8].js');
  const script = scripts[0]!;
  const file = path.join(out, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file)));
  fs.writeFileSync(
    path.join(out, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title>` +
      `<script id="api-host" type="text/plain">${API}</script><script defer src="/${script}"></script>` +
      `</head><body><div id="root"></div></body></html>`,
  );
  return out;
}

function serveFloor(dir: string): Promise<Server> {
  const app = express();
  app.use(precompressed(dir, (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')));
  app.get('*', (_req, res) => res.setHeader('Cache-Control', 'no-cache').sendFile(path.join(dir, 'index.html')));
  return new Promise((resolve) => {
    const server = app.listen(FLOOR_PORT, '127.0.0.1', () => resolve(server));
  });
}

/** A browser profile signed in as the view's account (its cookie only). */
async function signedInState(browser: Browser, view: FirstView) {
  const context = await browser.newContext();
  const reply = await context.request.post(`${API}/userVerify`, {
    data: { user_id: view.id, passwd: DEMO_PASSWORDS[view.role], role: view.role },
  });
  if (!reply.ok()) throw new Error(`sign-in of ${view.role} ${view.id} failed: ${reply.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** What the view shows once drawn, read from the API as the signed-in account. */
async function drawnWhen(browser: Browser, view: FirstView, state: Awaited<ReturnType<typeof signedInState>>) {
  const context = await browser.newContext({ storageState: state });
  const get = async <T>(url: string) => (await (await context.request.get(`${API}${url}`)).json()) as T;
  const when: DrawnWhen = { texts: [], patterns: [], leaveTiles: 0 };
  if (view.role === 'student') {
    // The month on show, as the page asks for it (the browser's time zone is this machine's).
    const now = new Date();
    const window = {
      from: isoDate(new Date(now.getFullYear(), now.getMonth(), 1 - 6)),
      to: isoDate(new Date(now.getFullYear(), now.getMonth() + 1, 1 + 5)),
    };
    const data = await get<{ leaveData: { leave_date: string }[]; studentData: { name: string } }>(
      `/studentData?user_id=${view.id}&from=${window.from}&to=${window.to}`,
    );
    when.texts.push(`Welcome ${data.studentData.name}`, 'Current Leave Percentage');
    when.patterns.push('[A-Z]+\\d+ : [\\d.]+%');
    when.leaveTiles = new Set(data.leaveData.map((leave) => leave.leave_date)).size;
  } else if (view.role === 'course instructor') {
    const data = await get<{ instructorData: { name: string }; courseData: { course_code: string }[] }>(
      `/instructorData?user_id=${view.id}`,
    );
    when.texts.push(`Welcome ${data.instructorData.name}`);
    when.patterns.push(...data.courseData.map((course) => `${course.course_code} - .* : \\d+ pending requests`));
  } else {
    when.texts.push('Getting started');
  }
  await context.close();
  return when;
}

/**
 * Before any script of the page: checks every animation frame whether the view is drawn and
 * keeps the time of the first frame it is (from the navigation's start). Plain JavaScript, as
 * the page runs it (a function passed from here would carry tsx's helpers, unknown there).
 */
const WATCH_DRAWN = `(when) => {
  const drawn = () => {
    const text = document.body ? document.body.innerText : '';
    if (!when.texts.every((t) => text.includes(t))) return false;
    if (!when.patterns.every((p) => new RegExp(p).test(text))) return false;
    if (/Loading\\.\\.\\./.test(text)) return false;
    return document.querySelectorAll('.react-calendar__tile[class*="leave-"]').length >= when.leaveTiles;
  };
  const frame = () => {
    if (drawn()) window.__drawnAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}`;

async function openPage(context: BrowserContext, when: DrawnWhen, slow: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ content: `(${WATCH_DRAWN})(${JSON.stringify(when)})` });
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_NETWORK });
  }
  return page;
}

/** Loads the page and answers when it was drawn, in ms from the navigation's start; and its requests. */
async function timeLoad(page: Page, url: string): Promise<{ ms: number; requests: Request[] }> {
  const requests: Request[] = [];
  const onRequest = (request: Request) => requests.push(request);
  page.on('request', onRequest);
  await page.goto(url);
  // An arrow without a name (tsx would wrap a named one in a helper the page lacks), not a
  // string: the page's CSP forbids evaluating strings.
  const ms = await page.waitForFunction(() => (window as unknown as { __drawnAt?: number }).__drawnAt, undefined, {
    timeout: 60_000,
    polling: 100,
  });
  page.off('request', onRequest);
  return { ms: Math.round((await ms.jsonValue()) as number), requests };
}

/** When each request started and ended, in ms from the document's. */
function traceOf(requests: Request[]): TraceLine[] {
  const start = requests[0]?.timing().startTime ?? 0;
  return requests.map((request) => {
    const timing = request.timing();
    const url = new URL(request.url());
    const name = `${url.port === String(PORT - 100) ? 'API ' : `:${url.port} `}${url.pathname}${url.search}`;
    if (timing.startTime < 0) return { request: name, startMs: null, endMs: null };
    const from = Math.round(timing.startTime - start);
    return {
      request: name,
      startMs: from,
      endMs: timing.responseEnd >= 0 ? Math.round(from + timing.responseEnd) : null,
    };
  });
}

/** The median of RUNS loads, cold (a new profile each) and warm (one profile, loaded once unmeasured). */
async function measure(
  browser: Browser,
  state: Awaited<ReturnType<typeof signedInState>>,
  when: DrawnWhen,
  url: string,
  slow: boolean,
) {
  const cold: number[] = [];
  const coldGaps: number[] = [];
  let trace: TraceLine[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ storageState: state });
    const page = await openPage(context, when, slow);
    const { ms, requests } = await timeLoad(page, url);
    cold.push(ms);
    const lines = traceOf(requests);
    coldGaps.push(ms - Math.max(...lines.flatMap((line) => (line.endMs === null ? [] : [line.endMs]))));
    if (run === 0) trace = lines;
    await context.close();
  }
  const warmGaps: number[] = [];
  const warm: number[] = [];
  const context = await browser.newContext({ storageState: state });
  await timeLoad(await openPage(context, when, slow), url);
  for (let run = 0; run < RUNS; run += 1) {
    const page = await openPage(context, when, slow);
    const { ms, requests } = await timeLoad(page, url);
    warm.push(ms);
    const ends = traceOf(requests).flatMap((line) => (line.endMs === null ? [] : [line.endMs]));
    warmGaps.push(ms - Math.max(...ends));
    await page.close();
  }
  await context.close();
  return {
    cold: median(cold),
    warm: median(warm),
    gaps: { cold: median(coldGaps), warm: median(warmGaps) },
    trace,
  };
}

export async function benchFirstViews(): Promise<FirstViewRun> {
  const floorDir = await buildFloor();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const stop = await startProduct(PORT, {
    WEB_ORIGINS: [PORT, PORT + 1, PORT + 2, PORT + 3, PORT + 4, FLOOR_PORT]
      .map((port) => `http://localhost:${port}`)
      .join(','),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SESSION_REQUESTS_PER_MINUTE: '100000',
  });
  const floor = await serveFloor(floorDir);
  const rows: FirstViewRow[] = [];
  const traces: FirstViewRun['traces'] = [];
  try {
    for (const view of FIRST_VIEWS) {
      const state = await signedInState(browser, view);
      const when = await drawnWhen(browser, view, state);
      for (const network of ['fast', 'slow'] as const) {
        const product = await measure(browser, state, when, `${APP}${view.path}`, network === 'slow');
        const floorFigures = await measure(browser, state, when, `${FLOOR}${view.path}`, network === 'slow');
        for (const cache of ['cold', 'warm'] as const) {
          rows.push({
            view: view.name,
            network,
            cache,
            productMs: product[cache],
            floorMs: floorFigures[cache],
            ratio: Number((product[cache] / floorFigures[cache]).toFixed(2)),
            productGapMs: Math.round(product.gaps[cache]),
            floorGapMs: Math.round(floorFigures.gaps[cache]),
          });
        }
        if (network === 'fast') traces.push({ view: view.name, product: product.trace, floor: floorFigures.trace });
      }
    }
  } finally {
    await browser.close();
    floor.close();
    stop();
    fs.rmSync(floorDir, { recursive: true, force: true });
  }
  console.log(
    `\nTime to dashboard drawn (ms from navigation, median of ${RUNS}), against the floor page; slow: ` +
      `${SLOW_NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up\n`,
  );
  console.table(rows);
  for (const { view, product, floor: floorTrace } of traces) {
    console.log(`\nRequests of the ${view}, cold, fast network (ms from the document's start): product`);
    console.table(product);
    console.log(`floor page`);
    console.table(floorTrace);
  }
  return { runs: RUNS, rows, traces };
}
