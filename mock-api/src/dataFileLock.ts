import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@leave/contract';

/** Where the process that has a data file open writes its id: `db.json.lock` beside `db.json`. */
export const lockFileOf = (dataFile: string) => `${dataFile}.lock`;

/** When process `pid` started, in clock ticks since boot (/proc/<pid>/stat's 22nd field); undefined without /proc. */
function startOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (command) ": the state first; a zombie has ended.
    return fields[0] === 'Z' || fields[0] === 'X' ? undefined : fields[19];
  } catch {
    return undefined;
  }
}

/** This process as its lock names it: its id and when it started, so that a later process given the same id is not taken for it. */
const signature = (pid: number) => `${pid} ${startOf(pid) ?? ''}`.trim();

/** The process a lock names, if it still runs. */
function holderOf(lock: string): number | undefined {
  let written: string;
  try {
    written = fs.readFileSync(lock, 'utf8').trim();
  } catch {
    return undefined;
  }
  const pid = Number(written.split(' ')[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as { code?: string }).code === 'ESRCH') return undefined;
  }
  // Without /proc, a process that exists is taken to be the holder.
  if (!fs.existsSync('/proc/self/stat')) return pid;
  return signature(pid) === written ? pid : undefined;
}

/**
 * Only one process may have a data file open: the mock keeps its data in memory and writes all
 * of it on each change, so a second mock, or a reset, under a running one would be overwritten
 * by its next write (or overwrite it). The lock is a file naming the process (its id and start
 * time), made only if absent; one whose process has ended (a crash, kill -9) is taken over.
 * Returns the release.
 */
export function lockDataFile(dataFile: string): () => void {
  const lock = lockFileOf(dataFile);
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lock, signature(process.pid), { flag: 'wx' });
      return () => {
        if (holderOf(lock) === process.pid) fs.rmSync(lock, { force: true });
      };
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      const holder = holderOf(lock);
      if (holder !== undefined && holder !== process.pid) {
        throw new ConfigError(
          `the mock API's data file ${dataFile} is in use by process ${holder} (a running mock API, or a reset). ` +
            'Stop it first, or reset the running mock with POST /__qa/reset.',
        );
      }
      // Left by a process that has ended: taken over.
      fs.rmSync(lock, { force: true });
    }
  }
  throw new ConfigError(`the lock on the mock API's data file ${dataFile} could not be taken (${lock})`);
}
