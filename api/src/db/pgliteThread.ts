import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Queryable } from './databaseTypes';
import type { PlainError, WorkerAnswer, WorkerRequest } from './pgliteProtocol';

/** Omit applied to each member of a union, so each kind of request keeps its own fields. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request before it is given its id. */
type Call = OmitEach<WorkerRequest, 'id'>;

/** An error from the database thread, with PostgreSQL's fields back on it (code, constraint...). */
const errorFrom = ({ message, ...fields }: PlainError) => Object.assign(new Error(message), fields);

/**
 * Defined by a build of the API (the test suites', test-kit/src/serverBuild.ts): the database
 * thread's module, built beside it.
 */
declare const PGLITE_WORKER_BUILD: string | undefined;

/**
 * The worker thread's first lines. From source, the API runs its TypeScript through tsx, whose
 * loader a worker thread does not inherit: the worker registers it before loading its module.
 */
function workerStart() {
  if (typeof PGLITE_WORKER_BUILD === 'string') return `require(${JSON.stringify(PGLITE_WORKER_BUILD)});`;
  const file = path.join(import.meta.dirname, 'pgliteWorker.ts');
  return `require('tsx/cjs/api').register(); require(${JSON.stringify(file)});`;
}

/**
 * PGlite on a worker thread of its own: the API's thread only sends statements and receives
 * rows, so parsing requests, checking them and writing answers go on while a query runs.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<string, (payload: string) => void>();
  private nextId = 1;
  private broken: Error | undefined;
  readonly ready: Promise<void>;

  constructor(dataDir: string) {
    this.worker = new Worker(workerStart(), { eval: true, workerData: { dataDir } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerAnswer) => {
        if ('ready' in message) resolve();
        else if ('failed' in message) reject(errorFrom(message.failed));
        else if ('notification' in message)
          this.listeners.get(message.notification.channel)?.(message.notification.payload);
        else this.settle(message);
      });
      this.worker.on('error', (error) => {
        this.fail(error);
        reject(error);
      });
      this.worker.on('exit', (code) => this.fail(new Error(`the embedded database's thread stopped (exit ${code})`)));
    });
  }

  private settle(message: Extract<WorkerAnswer, { id: number }>) {
    const waiter = this.waiting.get(message.id);
    this.waiting.delete(message.id);
    if (message.error) waiter?.reject(errorFrom(message.error));
    else waiter?.resolve(message);
  }

  private fail(error: Error) {
    this.broken ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }

  call(request: Call): Promise<Extract<WorkerAnswer, { id: number }>> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (answer: WorkerAnswer) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Statements on the database, or inside transaction `tx`. */
  queryable(tx?: number): Queryable {
    return {
      query: async <T>(sql: string, params?: unknown[]) =>
        (await this.call({ op: 'query', sql, params, tx })).rows as T[],
      exec: async (sql: string) => {
        await this.call({ op: 'exec', sql, tx });
      },
    };
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const { tx } = await this.call({ op: 'begin' });
    let result: T;
    try {
      result = await work(this.queryable(tx));
    } catch (error) {
      await this.call({ op: 'end', tx: tx!, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx: tx!, commit: true });
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    this.listeners.set(channel, onPayload);
    await this.call({ op: 'listen', channel });
    return async () => {
      this.listeners.delete(channel);
    };
  }

  async close(): Promise<void> {
    try {
      await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
