/**
 * `npm run mock-api:reset` hashes the demo accounts' passwords at PASSWORD_HASH_COST, as the
 * mock's start does when it seeds a missing data file, and refuses a cost the mock's start would
 * refuse: one out of range, or one below the default where the mock listens on a network address
 * (API_BIND). A refused reset changes nothing.
 */
import fs from 'node:fs';
import { ApiClient, dataFilePerTest, DEMO_ACCOUNTS, resetMock, spawnServer } from '@leave/test-kit';

const dataFile = dataFilePerTest('leave-mock-reset-');

/** The reset on the test's data file, on loopback unless `env` says otherwise. */
const reset = (env: Record<string, string>) => resetMock(dataFile(), { API_BIND: '', ...env });

/** scrypt's N of every account's password hash in the data file ('scrypt$N$r$p$salt$hash'). */
const hashCosts = () => {
  const { users } = JSON.parse(fs.readFileSync(dataFile(), 'utf8')) as { users: Array<{ password_hash: string }> };
  return [...new Set(users.map((user) => user.password_hash.split('$')[1]))];
};

it('hashes the demo passwords at PASSWORD_HASH_COST, and the demo student signs in with theirs', async () => {
  const { code, output } = await reset({ PASSWORD_HASH_COST: '10' });
  expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('reset to the demo seed') as string });
  expect(hashCosts()).toEqual([String(2 ** 10)]);
  const mock = await spawnServer('mock-api/src/main.ts', { MOCK_API_DB: dataFile(), MOCK_QA: 'false' });
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
  fs.writeFileSync(dataFile(), '{"kept": true}');
  const { code, output } = await reset(env);
  expect(code).toBe(1);
  expect(output).toContain(refusal);
  expect(output).toContain('Nothing was changed.');
  expect(fs.readFileSync(dataFile(), 'utf8')).toBe('{"kept": true}');
});
