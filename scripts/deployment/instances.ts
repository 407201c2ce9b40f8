/**
 * The API's instances, run as deploy/systemd/leave-api@.service says systemd runs them: its
 * ExecStart in its working directory (this checkout), the environment file's settings and the
 * instance's port, stopped with KillSignal and killed after TimeoutStopSec, and started again
 * RestartSec after an exit systemd calls a failure (Restart=on-failure). Each instance's output
 * goes to a log file of its own, as the journal would keep it.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';

export interface Unit {
  /** ExecStart's command and arguments, the program being this Node. */
  command: string[];
  restartSec: number;
  timeoutStopSec: number;
  killSignal: NodeJS.Signals;
  /** Its Environment= lines for the instance on `port` (%i). */
  environment: (port: number) => Record<string, string>;
}

/** The [Service] settings of a unit file that the test follows. */
export function readUnit(text: string): Unit {
  const setting = (key: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${key}=`));
    if (!line) throw new Error(`the unit has no ${key}=`);
    return line.slice(key.length + 1).trim();
  };
  const [program = '', ...args] = setting('ExecStart').split(/\s+/);
  if (!program.endsWith('/node')) throw new Error(`ExecStart runs ${program}, not node`);
  if (setting('Restart') !== 'on-failure') throw new Error('the test follows Restart=on-failure only');
  return {
    command: [process.execPath, ...args],
    restartSec: Number(setting('RestartSec')),
    timeoutStopSec: Number(setting('TimeoutStopSec')),
    killSignal: setting('KillSignal') as NodeJS.Signals,
    environment: (port) =>
      readEnvironmentFile(
        text
          .split('\n')
          .filter((line) => line.startsWith('Environment='))
          .map((line) => line.slice('Environment='.length).replaceAll('%i', String(port)))
          .join('\n'),
      ),
  };
}

/** KEY=VALUE lines of a systemd environment file (comments and blank lines skipped). */
export function readEnvironmentFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at), line.slice(at + 1)];
      }),
  );
}

/** Signals systemd counts as a clean end (the others, SIGKILL among them, are failures). */
const CLEAN_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGPIPE'];

export interface Exit {
  port: number;
  /** Ms since the epoch. */
  at: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Asked for by a stop (SIGTERM), or not (a crash, a kill). */
  asked: boolean;
}

const healthy = (port: number) =>
  new Promise<boolean>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/health', timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });

export class Instance {
  private child?: ChildProcess;
  private stopping = false;
  private restartTimer?: NodeJS.Timeout;
  readonly exits: Exit[] = [];

  constructor(
    readonly port: number,
    private readonly unit: Unit,
    private readonly env: Record<string, string>,
    readonly logFile: string,
    private readonly cwd: string,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    const log = fs.openSync(this.logFile, 'a');
    const [program, ...args] = this.unit.command;
    const child = spawn(program!, args, {
      cwd: this.cwd,
      env: { ...this.env, ...this.unit.environment(this.port) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.child = child;
    this.stopping = false;
    child.on('exit', (code, signal) => {
      const asked = this.stopping;
      this.exits.push({ port: this.port, at: Date.now(), code, signal, asked });
      const failed = code !== 0 || (signal !== null && !CLEAN_SIGNALS.includes(signal));
      if (!asked && failed) {
        this.restartTimer = setTimeout(() => this.start(), this.unit.restartSec * 1000);
      }
    });
  }

  /** Resolves once /health answers 200; throws if it has not within `timeoutMs`. */
  async waitHealthy(timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (this.running && (await healthy(this.port))) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the instance on port ${this.port} did not answer /health within ${timeoutMs / 1000} s`);
  }

  /** As `systemctl stop`: KillSignal, then SIGKILL after TimeoutStopSec. Resolves with the exit. */
  async stop(): Promise<Exit | undefined> {
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || !this.running) return undefined;
    this.stopping = true;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(this.unit.killSignal);
    const timeout = setTimeout(() => child.kill('SIGKILL'), this.unit.timeoutStopSec * 1000);
    await exited;
    clearTimeout(timeout);
    return this.exits.at(-1);
  }

  /** A crash: SIGKILL, not asked for, so the supervisor starts it again after RestartSec. */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  /**
   * The last `lines` lines the instance wrote, leaving out its line per request and the stack
   * frames and fields of an error it printed (its message and code stay).
   */
  tail(lines = 20): string {
    const text = fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, 'utf8') : '';
    return text
      .trimEnd()
      .split('\n')
      .filter((line) => !line.includes('"msg":"request"'))
      .filter((line) => !/^\s+(at |\[\.\.\.)/.test(line) && !/^\s+(?!code)\w+: .*,$/.test(line))
      .slice(-lines)
      .join('\n');
  }
}
