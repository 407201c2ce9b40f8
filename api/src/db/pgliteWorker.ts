/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WASM) runs every statement
 * synchronously on the thread that owns it, so it lives here and the API's thread only sends
 * statements and receives rows (pgliteThread.ts). One message in, one answer out, by id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { preparedStatements } from './pglitePrepared';
import type { WorkerAnswer, WorkerRequest } from './pgliteProtocol';

const port = parentPort!;
const answer = (message: WorkerAnswer) => port.postMessage(message);

/** An error as plain data: its message and PostgreSQL's fields (code, constraint, detail...). */
const plain = (error: unknown) =>
  error instanceof Error
    ? { ...(error as unknown as Record<string, unknown>), message: error.message }
    : { message: String(error) };

/** A transaction the API's thread has begun and not yet ended. */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  settled: Promise<void>;
}

const ROLLBACK = Symbol('rollback');

/** PostgreSQL's type id of bytea (a supporting document's content). */
const BYTEA = 17;

/**
 * bytea to and from the engine in PostgreSQL's hex text, converted by Node's Buffer. PGlite's own
 * converters go byte by byte through strings: about 1.3 s of CPU to store a 5 MB document on
 * this machine, against about 0.15 s this way (docs/performance.md).
 */
const byteaAsHex = {
  serializers: {
    [BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  // A copy of its own: a small Buffer may share a pool with others, which a view would carry along.
  parsers: { [BYTEA]: (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex')) },
};

async function main() {
  const db = await PGlite.create((workerData as { dataDir: string }).dataDir, byteaAsHex);
  // Kept plans, not a plan per call: PGlite plans in WebAssembly, so planning is most of a read's
  // cost (the pending page's statement: 0.6-0.9 ms planned per call, 0.24 ms on its kept plan,
  // which PostgreSQL's own choice never takes because of its LIMIT parameter), and an embedded
  // database holds one school's data, where a generic plan is as good. A server keeps `auto`.
  await db.exec('SET plan_cache_mode = force_generic_plan');
  const prepared = preparedStatements(db);
  const open = new Map<number, OpenTransaction>();
  const unlisten = new Map<string, () => Promise<void>>();
  let nextTx = 1;

  const begin = (): Promise<number> =>
    new Promise((started, failed) => {
      const id = nextTx++;
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const settled = db
        .transaction(async (tx) => {
          open.set(id, { tx, end, settled });
          started(id);
          if (!(await ended)) throw ROLLBACK;
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (error !== ROLLBACK) throw error;
          },
        )
        .finally(() => open.delete(id));
      settled.catch(failed);
    });

  const target = (tx: number | undefined) => {
    if (tx === undefined) return db;
    const transaction = open.get(tx);
    if (!transaction) throw new Error(`transaction ${tx} is not open`);
    return transaction.tx;
  };

  const handle = async (request: WorkerRequest): Promise<WorkerAnswer> => {
    switch (request.op) {
      case 'query':
        // In a transaction, statements run as its callback sends them (unprepared: they are few).
        if (request.tx === undefined) return { id: request.id, rows: await prepared(request.sql, request.params) };
        return { id: request.id, rows: (await target(request.tx).query(request.sql, request.params)).rows };
      case 'exec':
        await target(request.tx).exec(request.sql);
        return { id: request.id };
      case 'begin':
        return { id: request.id, tx: await begin() };
      case 'end': {
        const transaction = open.get(request.tx);
        if (!transaction) throw new Error(`transaction ${request.tx} is not open`);
        transaction.end(request.commit);
        await transaction.settled;
        return { id: request.id };
      }
      case 'listen':
        unlisten.set(
          request.channel,
          await db.listen(request.channel, (payload) =>
            answer({ notification: { channel: request.channel, payload } }),
          ),
        );
        return { id: request.id };
      case 'close':
        for (const stop of unlisten.values()) await stop();
        await db.close();
        return { id: request.id };
    }
  };

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(answer, (error: unknown) => answer({ id: request.id, error: plain(error) }));
  });
  answer({ ready: true });
}

main().catch((error: unknown) => answer({ failed: plain(error) }));
