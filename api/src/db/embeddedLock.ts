import fs from 'node:fs';
import lockfile from 'proper-lockfile';
import { ConfigError } from '@leave/contract';

/** How long a lock outlives a process that died without releasing it. */
const STALE_MS = 10_000;

/** Whether process `pid` is gone from this machine (a process we may not signal is alive). */
function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'ESRCH';
  }
}

/** The process that holds the lock, as it wrote itself down (`<dir>.lock.pid`), if it did. */
function holderOf(pidFile: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

const lockOptions = (dir: string) => ({
  stale: STALE_MS,
  update: STALE_MS / 4,
  realpath: false,
  onCompromised: (error: Error) => {
    console.error(`The lock on the embedded database in ${dir} was lost (${error.message}): stopping.`);
    process.exit(1);
  },
});

/**
 * Only one process may open an embedded database: PGlite keeps it in memory and writes it back
 * on close, so two processes on one directory would each see only their own writes and the
 * last to stop would erase the other's. The lock is `<dir>.lock`, refreshed while held, and its
 * holder's process id is in `<dir>.lock.pid`. A lock whose holder has died is taken over at once
 * (a restart right after a crash starts); one whose holder cannot be told (another machine on a
 * shared disk) once it is 10 seconds old. Returns the release.
 */
export async function lockEmbeddedDatabase(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const pidFile = `${dir}.lock.pid`;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, lockOptions(dir)).catch(async (error: { code?: string }) => {
      const holder = holderOf(pidFile);
      if (error.code !== 'ELOCKED' || holder === undefined || !isGone(holder)) throw error;
      // Dated as stale, the dead holder's lock is taken over by the library's own safe path.
      const past = new Date(Date.now() - 2 * STALE_MS);
      fs.utimesSync(`${dir}.lock`, past, past);
      return lockfile.lock(dir, lockOptions(dir));
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    throw new ConfigError(
      `the embedded database in ${dir} is in use by another process (the API, create-admin or a reset). ` +
        `Stop it first, or give this one its own PGLITE_DIR.`,
    );
  }
  fs.writeFileSync(pidFile, String(process.pid));
  return async () => {
    fs.rmSync(pidFile, { force: true });
    await release();
  };
}
