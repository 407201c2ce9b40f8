import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LiveHub } from '@leave/service';

/** How long a drain may take, in all and for idle connections (SHUTDOWN_GRACE_SECONDS, SHUTDOWN_IDLE_SECONDS). */
export interface DrainLimits {
  graceMs: number;
  idleMs: number;
}

/**
 * The endpoint handlers running now. A connection can end before its request's handler does (the
 * client gave up, the proxy cut it): the database must stay open until the handler is done.
 */
export class InFlight {
  private running = 0;
  private waiting: Array<() => void> = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      if (this.running === 0) for (const wake of this.waiting.splice(0)) wake();
    }
  }

  /** Whether no handler runs now. */
  get isIdle(): boolean {
    return this.running === 0;
  }

  /** Resolves once no handler runs. */
  idle(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** What a drain came to: every connection ended, or some were cut at the deadline. */
export interface Drained {
  outcome: 'drained' | 'cut';
  ms: number;
}

const after = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A turn of the event loop this short did almost nothing: what arrived before it was accepted. */
const QUIET_TURN_MS = 1;

/**
 * Resolves in a turn of the event loop that found no handler running and took under
 * QUIET_TURN_MS, or at `deadline`. Closing a listening socket resets every connection still
 * waiting in its accept queue, and a proxy has already sent a request on such a connection: a POST
 * reset so is not sent to another instance (it may have been done), and its client gets a 502.
 * The loop accepts every waiting connection in each turn; while a handler keeps it busy (parsing,
 * compressing, the embedded database), new ones wait. Right after a quick, idle turn, the queue
 * is empty but for what arrived in its last microseconds.
 */
async function quietTurn(inFlight: InFlight, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    await Promise.race([inFlight.idle(), after(deadline - Date.now())]);
    // To the end of this turn, then time a whole one (it polls without waiting: an immediate is due).
    await nextTurn();
    const began = performance.now();
    await nextTurn();
    if (performance.now() - began < QUIET_TURN_MS && inFlight.isIdle) return;
  }
}

/** The longest the listener stays open for a quiet turn (a steady load may leave none). */
const QUIET_WAIT_MS = 5_000;

/**
 * Takes an instance out of service without failing a request (SIGTERM, a rolling restart). Its
 * answers from now on carry `Connection: close` (server.ts) and its live streams are ended with a
 * `reconnect` event. It goes on accepting connections, and answering what arrives on them, until a
 * quiet turn of its event loop (quietTurn), for at most QUIET_WAIT_MS or half of `graceMs`: then it
 * stops listening, so that a proxy's next connection is refused and passed to another instance
 * before any request is sent on it. It then waits for its connections to end: one with a request in
 * flight once it is answered, an idle keep-alive one when its client closes it, for up to `idleMs`.
 * Closing an idle connection at once would race a proxy about to reuse it, and a POST lost so is
 * not sent again by the proxy: a proxy whose own idle limit for the API's connections is shorter
 * than `idleMs` closes each of them itself. Idle connections left after `idleMs` are closed. Once no
 * connection is left, the handlers still running (a request whose client went away) are waited
 * for, so that the database is not closed under them. After `graceMs` whatever is left, requests
 * still running included, is cut.
 */
export async function drain(
  app: FastifyInstance,
  live: LiveHub,
  inFlight: InFlight,
  limits: DrainLimits,
): Promise<Drained> {
  const started = Date.now();
  const server = app.server;
  let ended = false;
  const allEnded = new Promise<'drained'>((resolve) =>
    server.once('close', () => {
      ended = true;
      resolve('drained');
    }),
  );
  live.shutdown();
  await quietTurn(inFlight, started + Math.min(QUIET_WAIT_MS, limits.graceMs / 2));
  // net.Server's close, not http.Server's, which also closes every idle connection at once.
  net.Server.prototype.close.call(server);
  void after(limits.idleMs).then(() => {
    if (!ended) server.closeIdleConnections();
  });
  // Once no connection is left no request can come: then the handlers still running are waited for.
  const done = allEnded.then(() => inFlight.idle()).then(() => 'drained' as const);
  const remaining = Math.max(0, limits.graceMs - (Date.now() - started));
  const outcome = await Promise.race([done, after(remaining).then(() => 'cut' as const)]);
  if (outcome === 'cut') server.closeAllConnections();
  return { outcome, ms: Date.now() - started };
}
