import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@leave/contract';

/** Below this much free space the embedded database is not opened: it could not store a day's work. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

/** Below this much free space /health reports that the embedded database cannot write. */
export const HEALTHY_FREE_BYTES = 8 * 1024 * 1024;

export const freeBytes = (dir: string) => {
  const { bavail, bsize } = fs.statfsSync(dir);
  return bavail * bsize;
};

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Makes sure the embedded database's directory can hold it before anything is opened: it can be
 * created and written (with its lock file beside it), and its disk has room. Each problem is
 * named with what to do, instead of PGlite's "failed to initialize properly".
 */
export function checkDataDirectory(dir: string): void {
  try {
    let existing = dir;
    while (!fs.existsSync(existing)) existing = path.dirname(existing);
    // Checked first: creating a directory on a read-only disk fails with a misleading ENOENT.
    fs.accessSync(existing, fs.constants.W_OK);
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    fs.accessSync(path.dirname(dir), fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(
      `the embedded database directory ${dir} cannot be written (${code}): make it and its parent writable by this user, or set PGLITE_DIR to a directory that is`,
    );
  }
  const free = freeBytes(dir);
  if (free < MIN_FREE_BYTES) {
    throw new ConfigError(
      `the disk holding ${dir} has only ${megabytes(free)} free; the embedded database needs at least ${megabytes(MIN_FREE_BYTES)}: free some space or set PGLITE_DIR to another disk`,
    );
  }
}
