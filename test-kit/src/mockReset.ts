import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { nodeArguments } from './serverBuild';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');

/**
 * A data file of the test's own, in a folder made before each test and removed after it:
 * `dataFile()` names it in the test that is running.
 */
export function dataFilePerTest(prefix: string): () => string {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return () => path.join(dir, 'db.json');
}

/**
 * `npm run mock-api:reset` on `dataFile`, in this process's environment with `env` over it: its
 * exit code and what it printed.
 */
export async function resetMock(dataFile: string, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, nodeArguments('mock-api/src/reset.ts'), {
      cwd: ROOT,
      env: { ...process.env, ...env, MOCK_API_DB: dataFile },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
