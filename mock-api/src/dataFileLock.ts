import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@leave/contract';

/** Where the process that has a data file open writes its id: `db.json.lock` beside `db.json`. */
export const lockFileOf = (dataFile: string) => `${dataFile}.lock`;

/** Whether process `pid` still runs: it exists and is not a zombie waiting for its parent. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as { code?: string }).code === 'ESRCH') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    // No /proc here, or gone between the two looks: what kill said.
    return fs.existsSync(`/proc/${pid}`) || !fs.existsSync('/proc/self');
  }
}

function holderOf(lock: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lock, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Only one process may have a data file open: the mock keeps its data in memory and writes all
 * of it on each change, so a second mock, or a reset, under a running one would be overwritten
 * by its next write (or overwrite it). The lock is a file holding the process id, made only if
 * absent; one whose process has ended (a crash, kill -9) is taken over. Returns the release.
 */
export function lockDataFile(dataFile: string): () => void {
  const lock = lockFileOf(dataFile);
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => {
        if (holderOf(lock) === process.pid) fs.rmSync(lock, { force: true });
      };
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      const holder = holderOf(lock);
      if (holder !== undefined && holder !== process.pid && running(holder)) {
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
