/**
 * Page weight as served: the built product (run `npm run build` first) started as `npm start`
 * serves it, the sign-in page and the student's dashboard opened in Chromium, and every script
 * the page downloaded counted in bytes on the wire (compressed when the server compressed it).
 * Each downloaded file's source map names the libraries inside it, so a library that arrives in
 * more than one file is listed. Figures only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { REMOTE_NAMES } from '@leave/contract';
import { chromiumLaunchOptions } from '@leave/test-kit/chromium';
import { REMOTE_DIRS } from './staticServers';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 18500;
const APP = `http://localhost:${PORT}`;

export interface PageWeight {
  page: string;
  'JS files': number;
  'JS bytes as served': number;
  'JS bytes uncompressed': number;
  'all bytes as served': number;
  /** Libraries found in more than one downloaded script. */
  twice: string[];
}

export const isBuilt = () => fs.existsSync(path.join(ROOT, 'shell/dist/index.html'));

/** The product on ports of its own (the shell's port and the ones after it, the API's 100 below), on a fresh embedded database; returns how to stop it. */
export async function startProduct(port = PORT, env: Record<string, string> = {}): Promise<() => void> {
  const app = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-pages-'));
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(port - 100),
      PGLITE_DIR: dataDir,
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${app}/config.json`)).ok) return stop;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The app did not start on ${app}`);
}

/** The build folder a script URL was served from (the shell's port or a remote's). */
function distFileOf(url: URL): string | undefined {
  const offset = Number(url.port) - PORT;
  const dir = offset === 0 ? 'shell' : REMOTE_DIRS[REMOTE_NAMES[offset - 1]!];
  return dir ? path.join(ROOT, dir, 'dist', path.basename(url.pathname)) : undefined;
}

/** The library source files a built file was made from, by its source map. */
function librarySourcesIn(file: string): string[] {
  const map = `${file}.map`;
  if (!fs.existsSync(map)) return [];
  const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.flatMap((source) => {
    const at = source.lastIndexOf('node_modules/');
    return at >= 0 ? [source.slice(at + 'node_modules/'.length)] : [];
  });
}

/** The package a file under node_modules belongs to. */
const packageOf = (source: string) => /^((?:@[^/]+\/)?[^/]+)/.exec(source)![1]!;

async function weigh(page: Page, name: string, open: () => Promise<void>): Promise<PageWeight> {
  const scripts: Array<{ url: string; served: number; size: number }> = [];
  let all = 0;
  const pending: Array<Promise<void>> = [];
  const onResponse = (response: import('playwright-core').Response) => {
    // An event stream never ends, so its size is never known.
    if (response.headers()['content-type']?.startsWith('text/event-stream')) return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        all += sizes.responseBodySize + sizes.responseHeadersSize;
        if (response.request().resourceType() === 'script') {
          scripts.push({ url: response.url(), served: sizes.responseBodySize, size: (await response.body()).length });
        }
      })().catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await open();
  // What the first screen loads after it shows (the bell's count, a remote's late chunk).
  await page.waitForTimeout(1500);
  page.off('response', onResponse);
  await Promise.all(pending);
  // A library file inside two downloaded scripts was downloaded twice.
  const seen = new Map<string, number>();
  for (const script of scripts) {
    const file = distFileOf(new URL(script.url));
    for (const source of file ? new Set(librarySourcesIn(file)) : []) seen.set(source, (seen.get(source) ?? 0) + 1);
  }
  const twice = new Set([...seen].filter(([, count]) => count > 1).map(([source]) => packageOf(source)));
  return {
    page: name,
    'JS files': scripts.length,
    'JS bytes as served': scripts.reduce((sum, s) => sum + s.served, 0),
    'JS bytes uncompressed': scripts.reduce((sum, s) => sum + s.size, 0),
    'all bytes as served': all,
    twice: [...twice],
  };
}

/** Weighs `/` (sign-in) and `/student` (after signing in as the demo student), each in a fresh browser. */
export async function benchPages(): Promise<PageWeight[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  // Started once the browser is there, so a browser that cannot start leaves no product running.
  const stop = await startProduct();
  try {
    const signInPage = await browser.newPage();
    const signIn = await weigh(signInPage, '/ (sign-in)', async () => {
      await signInPage.goto(`${APP}/`);
      await signInPage.getByRole('button', { name: 'Sign In' }).waitFor();
    });
    await signInPage.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${APP}/`);
    await page.getByLabel('Username').fill('1001');
    await page.getByLabel('Password').fill('student123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${APP}/student`);
    await page.waitForLoadState('networkidle');
    // The signed-in student in a new browser profile: the session cookie kept, nothing cached.
    const fresh = await browser.newContext({ storageState: await context.storageState() });
    await context.close();
    const studentPage = await fresh.newPage();
    const student = await weigh(studentPage, '/student', async () => {
      await studentPage.goto(`${APP}/student`);
      await studentPage.getByRole('heading', { name: /Welcome/ }).waitFor();
    });
    await fresh.close();
    return [signIn, student];
  } finally {
    await browser.close();
    stop();
  }
}
