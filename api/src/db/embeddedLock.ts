import fs from 'node:fs';
import lockfile from 'proper-lockfile';
import { ConfigError } from '@leave/contract';

/** How long a lock outlives a process that died without releasing it. */
const STALE_MS = 10_000;

/** The kernel's flag on a process that has begun to exit (PF_EXITING, /proc/<pid>/stat's 9th field). */
const PF_EXITING = 0x4;
/** SIGKILL's bit in a signal mask (/proc/<pid>/status). */
const SIGKILL_BIT = 1n << 8n;

/**
 * Where process `pid` is in its life, on this machine: 'gone' once it no longer exists or has
 * ended and waits only for its parent to collect it (a zombie, while a supervisor is busy);
 * 'exiting' while the kernel ends it (a kill -9 just sent: a large process takes a moment);
 * 'running' otherwise, a process we may not signal included. Linux's /proc tells the first two;
 * elsewhere a process that exists is 'running'.
 */
export function lifeOf(pid: number): 'gone' | 'exiting' | 'running' {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as { code?: string }).code === 'ESRCH') return 'gone';
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (command) ": the state, then ppid, pgrp, session, tty, tpgid, flags.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return 'gone';
    if ((Number(fields[6]) & PF_EXITING) !== 0) return 'exiting';
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const pending = [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].map((match) =>
      BigInt(`0x${match[1]}`),
    );
    return pending.some((mask) => (mask & SIGKILL_BIT) !== 0n) ? 'exiting' : 'running';
  } catch {
    // Gone between the two looks, or no /proc here.
    return fs.existsSync('/proc/self/stat') ? 'gone' : 'running';
  }
}

/** How long a start waits for a lock holder that is exiting (a restart right after kill -9). */
const EXITING_WAIT_MS = 5_000;

/** Waits while `pid` is exiting, for up to EXITING_WAIT_MS; whether it is gone. */
async function goneSoon(pid: number, dir: string): Promise<boolean> {
  const deadline = Date.now() + EXITING_WAIT_MS;
  let life = lifeOf(pid);
  if (life === 'exiting') {
    console.warn(`The embedded database in ${dir} is held by process ${pid}, which is exiting: waiting for it.`);
  }
  while (life === 'exiting' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    life = lifeOf(pid);
  }
  return life === 'gone';
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
 * holder's process id is in `<dir>.lock.pid`. A lock whose holder has died is taken over at once,
 * and one whose holder is still exiting once it has (a restart right after a crash starts); one
 * whose holder cannot be told (another machine on a shared disk) once it is 10 seconds old.
 * Returns the release.
 */
export async function lockEmbeddedDatabase(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const pidFile = `${dir}.lock.pid`;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, lockOptions(dir)).catch(async (error: { code?: string }) => {
      const holder = holderOf(pidFile);
      if (error.code !== 'ELOCKED' || holder === undefined || !(await goneSoon(holder, dir))) throw error;
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
