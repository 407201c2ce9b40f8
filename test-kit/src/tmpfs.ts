import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A small disk of its own for a test (a tmpfs; the suites run as root, as CI does), to fill up
 * or make read-only under a running backend.
 */
export function mountTmpfs(megabytes: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  return {
    dir,
    setReadOnly(readOnly: boolean) {
      execFileSync('mount', ['-o', `remount,${readOnly ? 'ro' : 'rw'}`, dir]);
    },
    /** Fills every free byte with a file; returns a function that deletes it. */
    fill() {
      const filler = path.join(dir, 'filler');
      const { bavail, bsize } = fs.statfsSync(dir);
      fs.writeFileSync(filler, Buffer.alloc(bavail * bsize));
      return () => fs.rmSync(filler);
    },
    unmount() {
      execFileSync('umount', ['--lazy', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
