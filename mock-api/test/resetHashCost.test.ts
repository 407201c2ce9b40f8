/**
 * `npm run mock-api:reset` hashes the demo accounts' passwords at PASSWORD_HASH_COST, as the
 * mock's start does when it seeds a missing data file, and refuses a cost the mock's start would
 * refuse: one out of range, or one below the default where the mock listens on a network address
 * (API_BIND). A refused reset changes nothing.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApiClient, DEMO_ACCOUNTS, spawnServer } from '@leave/test-kit';
import { nodeArguments } from '@leave/test-kit/serverBuild';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
let dir: string;
let dataFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-mock-reset-'));
  dataFile = path.join(dir, 'db.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run mock-api:reset` on the test's data file with `env`: its exit code and output. */
async function reset(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, nodeArguments('mock-api/src/reset.ts'), {
      cwd: ROOT,
      env: { ...process.env, API_BIND: '', ...env, MOCK_API_DB: dataFile },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** scrypt's N of every account's password hash in the data file ('scrypt$N$r$p$salt$hash'). */
const hashCosts = () => {
  const { users } = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as { users: Array<{ password_hash: string }> };
  return [...new Set(users.map((user) => user.password_hash.split('$')[1]))];
};

it('hashes the demo passwords at PASSWORD_HASH_COST, and the demo student signs in with theirs', async () => {
  const { code, output } = await reset({ PASSWORD_HASH_COST: '10' });
  expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('reset to the demo seed') as string });
  expect(hashCosts()).toEqual([String(2 ** 10)]);
  const mock = await spawnServer('mock-api/src/main.ts', { MOCK_API_DB: dataFile, MOCK_QA: 'false' });
  try {
    const { id, password } = DEMO_ACCOUNTS.student;
    await expect(new ApiClient(mock.url).signIn(id, password, 'student')).resolves.toBeInstanceOf(ApiClient);
  } finally {
    await mock.stop();
  }
});

it('hashes at the default cost, 2^15, when PASSWORD_HASH_COST is not set', async () => {
  expect((await reset({ PASSWORD_HASH_COST: '' })).code).toBe(0);
  expect(hashCosts()).toEqual([String(2 ** 15)]);
});

it.each([
  [{ PASSWORD_HASH_COST: 'cheap' }, 'PASSWORD_HASH_COST must be a whole number from 10 to 17'],
  [{ PASSWORD_HASH_COST: '10', API_BIND: '0.0.0.0' }, 'PASSWORD_HASH_COST=10 is below 15'],
])('refuses %j, and changes nothing', async (env, refusal) => {
  fs.writeFileSync(dataFile, '{"kept": true}');
  const { code, output } = await reset(env);
  expect(code).toBe(1);
  expect(output).toContain(refusal);
  expect(output).toContain('Nothing was changed.');
  expect(fs.readFileSync(dataFile, 'utf8')).toBe('{"kept": true}');
});
