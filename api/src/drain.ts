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

/**
 * Takes an instance out of service without failing a request (SIGTERM, a rolling restart). It
 * stops accepting connections, so a proxy's next one goes to another instance; answers what is in
 * flight or still arrives on an open connection, with `Connection: close` (server.ts); ends its live streams with a
 * `reconnect` event; and waits for its connections to end: one with a request in flight once it
 * is answered, an idle keep-alive one when its client closes it, for up to `idleMs`. Closing an
 * idle connection at once would race a proxy about to reuse it, and a POST lost so is not sent
 * again by the proxy: a proxy whose own idle limit for the API's connections is shorter than
 * `idleMs` closes each of them itself. Idle connections left after `idleMs` are closed. Once no
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
  // net.Server's close, not http.Server's, which also closes every idle connection at once.
  net.Server.prototype.close.call(server);
  live.shutdown();
  void after(limits.idleMs).then(() => {
    if (!ended) server.closeIdleConnections();
  });
  // Once no connection is left no request can come: then the handlers still running are waited for.
  const done = allEnded.then(() => inFlight.idle()).then(() => 'drained' as const);
  const outcome = await Promise.race([done, after(limits.graceMs).then(() => 'cut' as const)]);
  if (outcome === 'cut') server.closeAllConnections();
  return { outcome, ms: Date.now() - started };
}
