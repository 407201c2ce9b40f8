/**
 * A QA world on the mock API, for a browser test (docs/qa.md, "QA worlds"): its own data,
 * sessions, clock, faults and journal, so that parallel workers on one mock never meet. The
 * Playwright fixture gives each worker a world of its own and each test `qa`, bound to it, with
 * the test's browser carrying the world's cookie.
 */
import type { Fixtures, PlaywrightTestArgs, PlaywrightWorkerArgs } from '@playwright/test';

/** The header and the cookie that name a world (mock-api/src/qa/worlds.ts). */
export const WORLD_HEADER = 'x-qa-world';
export const WORLD_COOKIE = 'qa_world';

/** A request pattern, as the journal's filters, /__qa/verify and a fault take it. */
export interface CallPattern {
  method?: string;
  path?: string;
  query?: Record<string, string>;
  user?: number;
  body_contains?: Record<string, unknown>;
  status?: number;
}

export interface JournalEntry {
  id: number;
  time: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  user: { role: string; user_id: number } | null;
  status: number | null;
  duration_ms: number;
  body: unknown;
  fault: number | null;
  response: { headers: Record<string, unknown>; body: unknown };
}

export class QaWorld {
  constructor(
    /** The mock API's address, such as http://localhost:3001. */
    readonly apiUrl: string,
    readonly name: string,
  ) {}

  /** Calls a control in this world; throws with the mock's words when it refuses. */
  async control<T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.apiUrl}/__qa${path}`, {
      method,
      headers: { [WORLD_HEADER]: this.name, ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const answer = (await response.json()) as T & { message?: string };
    if (!response.ok)
      throw new Error(`${method} /__qa${path} in world ${this.name}: ${response.status} ${answer.message}`);
    return answer;
  }

  /** Loads a scenario (the demo unless named) in place of the world's data; every session there ends. */
  scenario(name = 'demo') {
    return this.control<{ scenario: string; today: string; sessions: unknown[] }>('POST', '/scenario', { name });
  }

  /** Fixes the world's today (YYYY-MM-DD), or with null goes back to the real one; answers today. */
  async today(date?: string | null): Promise<string> {
    if (date === undefined) return (await this.control<{ today: string }>('GET', '/clock')).today;
    if (date === null) return (await this.control<{ today: string }>('DELETE', '/clock')).today;
    return (await this.control<{ today: string }>('PUT', '/clock', { today: date })).today;
  }

  /** Adds a fault (see docs/qa.md: what it matches, what it answers, how often); answers it with its id. */
  fault(fault: CallPattern & Record<string, unknown>) {
    return this.control<{ id: number }>('POST', '/faults', fault);
  }

  clearFaults() {
    return this.control('DELETE', '/faults');
  }

  clearJournal() {
    return this.control('DELETE', '/requests');
  }

  /** The world's journal, newest first: the calls matching the filter (path, method, user, status, since). */
  async requests(filter: Pick<CallPattern, 'path' | 'method' | 'user' | 'status'> & { since?: number } = {}) {
    const query = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]));
    return (await this.control<{ requests: JournalEntry[] }>('GET', `/requests?${query}`)).requests;
  }

  /** Whether the journal has exactly `times` calls matching the pattern (or `at_least`, one by default). */
  verify(pattern: CallPattern & { times?: number; at_least?: number }) {
    return this.control<{ matched: boolean; found: number; message: string; requests: JournalEntry[] }>(
      'POST',
      '/verify',
      pattern,
    );
  }

  /** The cookie a browser carries to the mock so that its calls are this world's (for `context.addCookies`). */
  cookie() {
    return { name: WORLD_COOKIE, value: this.name, url: this.apiUrl };
  }

  /** Ends the world: its data, sessions, clock, faults and journal go. */
  async end() {
    await fetch(`${this.apiUrl}/__qa/worlds/${encodeURIComponent(this.name)}`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

export interface QaWorldFixtures {
  /** This test's world on the mock: the worker's own, with the test's browser carrying its cookie. */
  qa: QaWorld;
}

export interface QaWorldWorkerFixtures {
  /** The mock API's address (override it: the suite knows where its mock runs). */
  qaApiUrl: string;
  /** The worker's world, made on first use and ended when the worker stops. */
  qaWorld: QaWorld;
}

/**
 * Playwright fixtures: `test.extend<QaWorldFixtures, QaWorldWorkerFixtures>(qaWorldFixtures(url))`.
 * Each worker gets a world of its own (named after the run and the worker, so that two runs on
 * one mock do not meet either), and each test `qa` in it, its browser context carrying the cookie,
 * with no faults and an empty journal.
 */
export function qaWorldFixtures(
  apiUrl: string,
): Fixtures<QaWorldFixtures, QaWorldWorkerFixtures, PlaywrightTestArgs, PlaywrightWorkerArgs> {
  const run = Math.random().toString(36).slice(2, 8);
  return {
    qaApiUrl: [apiUrl, { scope: 'worker', option: true }],
    qaWorld: [
      async ({ qaApiUrl }, provide, workerInfo) => {
        const world = new QaWorld(qaApiUrl, `pw-${run}-${workerInfo.workerIndex}`);
        await provide(world);
        await world.end();
      },
      { scope: 'worker' },
    ],
    qa: async ({ qaWorld, context }, provide) => {
      // A test after another in the worker's world starts with no faults and an empty journal;
      // its data is the last test's until it loads a scenario.
      await Promise.all([qaWorld.clearFaults(), qaWorld.clearJournal()]);
      await context.addCookies([qaWorld.cookie()]);
      await provide(qaWorld);
    },
  };
}
