import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isLoopbackHost } from '@leave/config';
import { signedInClients } from './apiClient';
import { copyPgliteTemplate } from './pgliteTemplate';
import { adminClient, databaseUrlOf, POSTGRES_TEMPLATE, scratchDatabaseName } from './postgresTemplate';
import { nodeArguments } from './serverBuild';

/** Which backend the suites run against: the mock API, or the real API on PGlite or a PostgreSQL server. */
export type Target = 'mock' | 'pglite' | 'postgres';

export function target(): Target {
  const value = process.env.CONTRACT_TARGET ?? 'mock';
  if (value !== 'mock' && value !== 'pglite' && value !== 'postgres') {
    throw new Error(`CONTRACT_TARGET must be mock, pglite or postgres, got "${value}"`);
  }
  return value;
}

export interface RunningBackend {
  /** One URL per instance. */
  urls: string[];
  /** Each instance's process id, in the order of `urls` (to watch its memory). */
  pids: number[];
  /** For postgres: the test database, for checks made directly in SQL. */
  databaseUrl?: string;
  /** For the mock: its data file, to read what it keeps. */
  dataFile?: string;
  /** What each instance has printed so far, in the order of `urls`. */
  outputs(): string[];
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/**
 * Waits until the child says it listens on the port it was given, then until /health answers
 * (within BACKEND_START_SECONDS, 120 unless set: a fresh embedded database on a loaded machine
 * can take longer to migrate and seed).
 * Its own line first: a port picked free can be taken by another suite's server before the
 * child binds it, and that server's /health would answer for it (then stop under the test).
 */
const HEALTH_DEADLINE_MS = Number(process.env.BACKEND_START_SECONDS || 120) * 1000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  // Long enough for a fresh embedded database on two busy cores (migrations and seed).
  const deadline = Date.now() + HEALTH_DEADLINE_MS;
  const port = new URL(url).port;
  const listening = new RegExp(`listening on http://\\S+:${port}\\b`);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}:\n${output()}`);
    try {
      if (listening.test(output()) && (await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`backend did not answer on ${url} within ${HEALTH_DEADLINE_MS / 1000} s:\n${output()}`);
}

/**
 * Settings the suites need unless a test sets its own: they sign in far more often than a
 * person (the per-address and per-session limits are raised), and they apply for leave on fixed dates, which the
 * date policy (14 days back, 180 ahead) would refuse as time passes; the workflow suite tests
 * the policy itself with the product's defaults. The school's day is UTC's, as the suites'
 * dates are (see dates.ts); SCHOOL_TODAY, when set, reaches the backend from the environment.
 */
const SUITE_DEFAULTS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  SESSION_REQUESTS_PER_MINUTE: '1000000',
  LEAVE_PAST_DAYS: '36500',
  LEAVE_AHEAD_DAYS: '36500',
  SCHOOL_TIME_ZONE: 'UTC',
  // Thousands of sign-ins: scrypt at 2^10 instead of 2^15 took 41% off the mock's contract suite's CPU.
  PASSWORD_HASH_COST: '10',
};

/**
 * Starts one backend script (such as 'api/src/main.ts') as its own process, from the run's build
 * of it when there is one (serverBuild.ts), else through tsx; resolves once /health answers. A port picked free can be taken by another suite's server before this one binds it:
 * then it is started again on another (a suite that named its port gets the error).
 */
export async function spawnServer(script: string, env: Record<string, string>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await spawnServerOnce(script, env);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!portTaken || env.API_PORT || attempt === 3) throw error;
    }
  }
}

/** A server shuts down in well under a second; one stuck for this long would hang the suite. */
const STOP_GRACE_MS = 15_000;

async function spawnServerOnce(script: string, env: Record<string, string>) {
  // A suite that must know the port before the server starts (a provider's callback names it) picks it.
  const port = env.API_PORT ? Number(env.API_PORT) : await freePort();
  let log = '';
  const child = spawn(process.execPath, nodeArguments(script), {
    cwd: ROOT,
    // No request log unless a test asks for it (the log files' test does), whatever the shell says.
    env: {
      ...process.env,
      ...SUITE_DEFAULTS,
      // A server on a network address hashes at the product's cost unless the suite says otherwise.
      ...(env.API_BIND && !isLoopbackHost(env.API_BIND) ? { PASSWORD_HASH_COST: '' } : {}),
      LOG_REQUESTS: 'false',
      ...env,
      API_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    // A server left running would keep jest from ever exiting.
    child.kill('SIGKILL');
    throw error;
  }
  /**
   * SIGINT by default, as Ctrl+C: the API closes idle connections at once. SIGTERM, as a deploy
   * stops it, drains: it waits for its clients (this process's fetch among them) to close idle
   * connections. One that has not exited within `killAfterMs` (STOP_GRACE_MS) is killed.
   */
  const stop = async (signal: 'SIGINT' | 'SIGTERM' = 'SIGINT', killAfterMs = STOP_GRACE_MS) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const grace = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    await exited;
    clearTimeout(grace);
  };
  /** Ends the process at once, as a crash or kill -9 would. */
  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  /** What the process has printed so far. */
  const output = () => log;
  return { url, pid: child.pid!, stop, crash, output };
}

/**
 * Starts the backend under test as its own process(es), with fresh demo data: the mock API on
 * a temporary file, the API on a temporary PGlite directory, or `instances` API processes
 * sharing a new PostgreSQL database that is dropped afterwards.
 */
export async function startBackend(
  options: {
    instances?: number;
    env?: Record<string, string>;
    /** Postgres only: the API reaches the database through this port (a proxy in front of it). */
    databasePort?: number;
    /** Which backend (CONTRACT_TARGET's unless given). */
    kind?: Target;
    /**
     * `env` changes nothing of the data (single sign-on's settings): on PGlite the run's migrated
     * and seeded template is copied, as for a suite without an `env`.
     */
    usualData?: boolean;
  } = {},
): Promise<RunningBackend> {
  const kind = options.kind ?? target();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `leave-${kind}-`));
  const cleanDir = () => fs.rmSync(dir, { recursive: true, force: true });

  if (kind === 'mock') {
    const dataFile = path.join(dir, 'db.json');
    // The product as every backend serves it: the mock's QA controls (on by default on loopback)
    // only for a suite that asks for them with MOCK_QA=true.
    const server = await spawnServer('mock-api/src/main.ts', {
      MOCK_API_DB: dataFile,
      MOCK_QA: 'false',
      ...options.env,
    });
    return {
      dataFile,
      urls: [server.url],
      pids: [server.pid],
      outputs: () => [server.output()],
      stop: async () => (await server.stop(), cleanDir()),
    };
  }
  if (kind === 'pglite') {
    copyPgliteTemplate(dir, !options.env || options.usualData ? 'seeded' : 'empty');
    const server = await spawnServer('api/src/main.ts', { PGLITE_DIR: dir, SEED_DEMO: 'true', ...options.env });
    return {
      urls: [server.url],
      pids: [server.pid],
      outputs: () => [server.output()],
      stop: async () => (await server.stop(), cleanDir()),
    };
  }

  const name = scratchDatabaseName('leave_test');
  const admin = await adminClient();
  await admin.connect();
  const template = !options.env || options.usualData ? process.env[POSTGRES_TEMPLATE] : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  // A test database need not wait for each commit to reach the disk (nothing here outlives the
  // server); crashes the suites make are of the API's process, which this does not change.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  const databaseUrl = new URL(databaseUrlOf(name));
  const apiDatabaseUrl = new URL(databaseUrlOf(name, options.databasePort));
  // Seeded and open to sign-up like the embedded demo, so every backend answers the same.
  const env = {
    DATABASE_URL: apiDatabaseUrl.toString(),
    SEED_DEMO: 'true',
    INSTRUCTOR_SIGN_UP: 'true',
    ...options.env,
  };
  const started = await Promise.allSettled(
    Array.from({ length: options.instances ?? 1 }, () => spawnServer('api/src/main.ts', env)),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // The instances that did start are stopped: one left running keeps jest from exiting.
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    cleanDir();
    throw failed.reason;
  }
  return {
    urls: servers.map((s) => s.url),
    pids: servers.map((s) => s.pid),
    databaseUrl: databaseUrl.toString(),
    outputs: () => servers.map((s) => s.output()),
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      cleanDir();
    },
  };
}

/**
 * For a jest test file: starts the backend under test before its tests (fresh demo data) and
 * stops it after. Returns its URL and signed-in clients by role.
 */
export function useBackend(options?: Parameters<typeof startBackend>[0]) {
  let backend: RunningBackend | undefined;
  beforeAll(async () => {
    backend = await startBackend(options);
  }, 150_000);
  afterAll(() => backend?.stop());
  const url = () => {
    if (!backend) throw new Error('the backend has not started');
    return backend.urls[0]!;
  };
  /** For postgres: the test database, for checks made directly in SQL. */
  const databaseUrl = () => backend?.databaseUrl;
  /** For the mock: what its data file holds now. */
  const dataFile = () =>
    JSON.parse(fs.readFileSync(backend!.dataFile!, 'utf8')) as Record<string, Array<Record<string, unknown>>>;
  return { url, as: signedInClients(url), databaseUrl, dataFile };
}
