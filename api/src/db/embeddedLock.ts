import fs from 'node:fs';
import lockfile from 'proper-lockfile';
import { ConfigError } from '@leave/contract';

/** How long a lock outlives a process that died without releasing it. */
const STALE_MS = 10_000;

/**
 * Only one process may open an embedded database: PGlite keeps it in memory and writes it back
 * on close, so two processes on one directory would each see only their own writes and the
 * last to stop would erase the other's. The lock is `<dir>.lock`, refreshed while held; one left
 * by a process that died is taken over once it is 10 seconds old. Returns the release.
 */
export async function lockEmbeddedDatabase(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      stale: STALE_MS,
      update: STALE_MS / 4,
      realpath: false,
      onCompromised: (error) => {
        console.error(`The lock on the embedded database in ${dir} was lost (${error.message}): stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    throw new ConfigError(
      `the embedded database in ${dir} is in use by another process (the API, create-admin or a reset). ` +
        `Stop it first, or give this one its own PGLITE_DIR. If that process crashed, its lock ` +
        `expires ${STALE_MS / 1000} seconds after it stopped.`,
    );
  }
}
