/**
 * `npm run lighthouse`: Lighthouse's performance, accessibility and best-practices scores of the
 * built app (run `npm run build` first), for sign-in and each role's dashboard, on a phone and a
 * desktop profile. Starts the product as `npm start` serves it (the real API on a fresh embedded
 * database, or the mock with BACKEND=mock) on ports of its own, signs in through the page, and
 * prints figures only: no pass or fail. Each page and profile is run LIGHTHOUSE_RUNS times (3, as
 * the issue measured; one run's score moves by several points with the machine's load), and its
 * row is the run with the median performance score, beside every run's score.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import type { Page } from 'puppeteer-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.LIGHTHOUSE_PORT || 18400);
const APP = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** LIGHTHOUSE_PAGES="sign-in,student dashboard" scores only those pages (`npm run bench` does). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
/** Runs per page and profile; each row is the run with the median performance score. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number, 1 or more');

/** The demo accounts (README), signed in through the page as a person would. */
const PAGES: Array<{ name: string; path: string; signIn?: { id: string; password: string; role?: string } }> = [
  { name: 'sign-in', path: '/' },
  { name: 'student dashboard', path: '/student', signIn: { id: '1001', password: 'student123' } },
  {
    name: 'instructor dashboard',
    path: '/instructor',
    signIn: { id: '501', password: 'teacher123', role: 'course instructor' },
  },
  { name: 'admin dashboard', path: '/admin', signIn: { id: '1', password: 'admin123' } },
];

function startProduct() {
  if (!fs.existsSync(path.join(ROOT, 'shell/dist/index.html'))) {
    throw new Error('No build found: run `npm run build` first.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-lighthouse-'));
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      API_PORT: String(PORT - 100),
      PGLITE_DIR: path.join(dataDir, 'db'),
      MOCK_API_DB: path.join(dataDir, 'mock.json'),
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
}

async function waitForApp() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${APP}/config.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not start on ${APP}`);
}

async function signIn(page: Page, target: string, account: { id: string; password: string; role?: string }) {
  await page.goto(`${APP}${target === '/admin' ? '/admin' : '/'}`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="username"]').fill(account.id);
  await page.locator('input[name="password"]').fill(account.password);
  if (account.role) await page.select('select[name="role"]', account.role);
  await Promise.all([
    page.waitForFunction((p) => location.pathname === p, {}, target),
    page.click('button[type=submit]'),
  ]);
}

type Target = (typeof PAGES)[number];

/** One Lighthouse run of a page, in a browser of its own (signed in first where the page needs it). */
async function audit(profile: 'mobile' | 'desktop', target: Target) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    if (target.signIn) await signIn(page, target.path, target.signIn);
    return await lighthouse(
      `${APP}${target.path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
        // Keep the session the sign-in just made.
        disableStorageReset: Boolean(target.signIn),
      },
      profile === 'desktop' ? desktopConfig : undefined,
      page,
    );
  } finally {
    await browser.close();
  }
}

type Scored = { result: Awaited<ReturnType<typeof audit>>; retried: boolean };

/** A run; one Lighthouse could not score (NO_NAVSTART now and then) gets one more try. */
async function scored(profile: 'mobile' | 'desktop', target: Target): Promise<Scored> {
  const first = await audit(profile, target);
  if (!first?.lhr.runtimeError) return { result: first, retried: false };
  return { result: await audit(profile, target), retried: true };
}

const performanceOf = ({ result }: Scored) =>
  Math.round((result?.lhr.categories.performance?.score ?? Number.NaN) * 100);

/** The run whose performance score is the median (a run that could not be scored counts lowest). */
function medianRun(runs: Scored[]): Scored {
  const sorted = [...runs].sort((a, b) => (performanceOf(a) || -1) - (performanceOf(b) || -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main() {
  const stop = startProduct();
  const rows: Array<Record<string, string | number>> = [];
  try {
    await waitForApp();
    for (const profile of ['mobile', 'desktop'] as const) {
      for (const target of PAGES.filter((page) => !ONLY || ONLY.includes(page.name))) {
        const runs: Scored[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await scored(profile, target));
        const { result, retried } = medianRun(runs);
        const categories = result?.lhr.categories ?? {};
        // LIGHTHOUSE_REPORTS=dir keeps each full report (JSON) for a closer look.
        if (process.env.LIGHTHOUSE_REPORTS && result) {
          const file = path.join(process.env.LIGHTHOUSE_REPORTS, `${target.name.replaceAll(' ', '-')}-${profile}.json`);
          fs.writeFileSync(file, JSON.stringify(result.lhr));
        }
        rows.push({
          page: target.name,
          profile,
          ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? Number.NaN) * 100)])),
          // Every run's performance score, the row's (the median) among them.
          'performance runs': runs.map((run) => performanceOf(run)).join(', '),
          'LCP ms': Math.round(Number(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)),
          'TBT ms': Math.round(Number(result?.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)),
          CLS: Number(Number(result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
          // What a best-practices score under 100 lost points for.
          'best-practices misses': (categories['best-practices']?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (result?.lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => {
              // Chrome's Issues panel (cookies, mixed content...): name the kinds.
              const items = (result?.lhr.audits[ref.id]?.details as { items?: Array<{ issueType?: string }> })?.items;
              const kinds = [...new Set((items ?? []).map((item) => item.issueType).filter(Boolean))];
              return kinds.length ? `${ref.id} (${kinds.join(', ')})` : ref.id;
            })
            .join(', '),
          // A run Lighthouse could not score (NaN above) says why; a second try says it was one.
          'run error': [result?.lhr.runtimeError?.code, retried && 'retried'].filter(Boolean).join(', '),
        });
      }
    }
  } finally {
    stop();
  }
  console.log(`Lighthouse scores (0-100), backend ${process.env.BACKEND || 'api'}:`);
  console.table(rows);
  // LIGHTHOUSE_JSON=file keeps the rows for `npm run bench -- --markdown`.
  if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
