import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnreachable } from './db/databaseFaults';

/**
 * The last word on an error nothing else caught, logged with its context through the API's
 * logger (and so in LOG_FILE) rather than printed by Node as it dies:
 * - a database connection's error outside any call (a client the pool or a listener lost): the
 *   pool makes a new one, so the API goes on;
 * - a promise that failed with nobody waiting for it: logged, and the API goes on (nothing it
 *   holds was left half-changed by a rejection nobody saw);
 * - any other exception: the process's state cannot be trusted, so it is logged and the instance
 *   stops as on SIGTERM (`stop`), with exit code 1 for the supervisor to start it again.
 */
export function guardProcess(
  log: Pick<FastifyBaseLogger, 'error' | 'fatal'>,
  stop: () => Promise<void>,
  target: Pick<NodeJS.EventEmitter, 'on'> = process,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  target.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: reason }, 'a promise failed and nothing was waiting for it; the API goes on');
  });
  let stopping = false;
  target.on('uncaughtException', (error: Error, origin: string) => {
    if (isDatabaseUnreachable(error)) {
      log.error({ err: error, origin }, 'a database connection failed outside any call; the API goes on');
      return;
    }
    log.fatal({ err: error, origin }, 'an unexpected error: the API stops, to be started again by its supervisor');
    if (stopping) return;
    stopping = true;
    void stop()
      .catch((stopError: unknown) => log.error({ err: stopError }, 'stopping after the error failed'))
      .finally(() => exit(1));
  });
}
