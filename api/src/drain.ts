import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LiveHub } from '@leave/service';

/** How long a drain may take, in all and for idle connections (SHUTDOWN_GRACE_SECONDS, SHUTDOWN_IDLE_SECONDS). */
export interface DrainLimits {
  graceMs: number;
  idleMs: number;
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
 * `idleMs` closes each of them itself. Idle connections left after `idleMs` are closed; after
 * `graceMs` whatever is left, requests still running included, is cut.
 */
export async function drain(app: FastifyInstance, live: LiveHub, limits: DrainLimits): Promise<Drained> {
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
  const outcome = await Promise.race([allEnded, after(limits.graceMs).then(() => 'cut' as const)]);
  if (outcome === 'cut') server.closeAllConnections();
  return { outcome, ms: Date.now() - started };
}
