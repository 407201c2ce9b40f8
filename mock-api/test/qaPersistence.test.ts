/**
 * The QA state lives with the data file (issue 61): after a restart the clock QA fixed still
 * holds, so it agrees with the scenario data dated around it, and the journal is still there
 * (its ids going on). `npm run mock-api:reset` refuses while a mock has the data file open, as
 * `npm run api:reset` does for the API, and forgets the QA clock once it has reset the data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiClient, dataFilePerTest, DEMO_ACCOUNTS, resetMock, spawnServer } from '@leave/test-kit';

const FIXED = '2027-03-10';
const dataFile = dataFilePerTest('leave-mock-qa-');

// On the real date (npm test fixes SCHOOL_TODAY for its run), so that a clock QA did not fix reads as not fixed.
const startMock = () =>
  spawnServer('mock-api/src/main.ts', { MOCK_API_DB: dataFile(), MOCK_QA: 'true', SCHOOL_TODAY: '' });

/** `npm run mock-api:reset` on the test's data file, hashing at the suites' cost as the mocks they start do. */
const reset = () => resetMock(dataFile(), { PASSWORD_HASH_COST: '10' });

const leaveDates = async (url: string) => {
  const student = await new ApiClient(url).signIn(DEMO_ACCOUNTS.student.id, DEMO_ACCOUNTS.student.password, 'student');
  const data = await student.get(`/studentData?user_id=${DEMO_ACCOUNTS.student.id}`);
  return (data.body.leaveData as Array<{ leave_date: string }>).map((leave) => leave.leave_date).sort();
};

it('keeps the clock and the journal across a restart, so the clock and the data agree', async () => {
  const first = await startMock();
  let dates: string[];
  let journal: Array<{ id: number; path: string }>;
  try {
    const qa = new ApiClient(first.url);
    await qa.delete('/__qa/requests');
    await qa.put('/__qa/clock', { today: FIXED });
    expect((await qa.post('/__qa/scenario', { name: 'at-risk' })).body.today).toBe(FIXED);
    dates = await leaveDates(first.url);
    journal = (await qa.get('/__qa/requests')).body.requests;
    expect(journal.map((r) => r.path)).toEqual(['/studentData', '/userVerify']);
  } finally {
    await first.stop();
  }

  const second = await startMock();
  try {
    const qa = new ApiClient(second.url);
    expect((await qa.get('/__qa/clock')).body).toEqual({ today: FIXED, fixed: true });
    expect(second.output()).toContain(`today is ${FIXED}, as QA fixed it`);
    const student = await new ApiClient(second.url).signIn(
      DEMO_ACCOUNTS.student.id,
      DEMO_ACCOUNTS.student.password,
      'student',
    );
    expect((await student.get('/session')).body.today).toBe(FIXED);
    expect(await leaveDates(second.url)).toEqual(dates);
    const after = (await qa.get('/__qa/requests')).body.requests as Array<{ id: number; path: string; body: unknown }>;
    expect(after.slice(-2)).toEqual(journal);
    expect(after[0]!.id).toBeGreaterThan(journal[0]!.id);
    // What is saved on disk is what the journal shows: secrets masked.
    expect(fs.readFileSync(path.join(path.dirname(dataFile()), 'db-qa.json'), 'utf8')).not.toMatch(/student123/);

    // Back to the real date: that too survives a restart.
    await qa.delete('/__qa/clock');
  } finally {
    await second.stop();
  }
  const third = await startMock();
  try {
    expect((await new ApiClient(third.url).get('/__qa/clock')).body.fixed).toBe(false);
  } finally {
    await third.stop();
  }
}, 90_000);

it('refuses mock-api:reset (and a second mock) while a mock has the data file, and resets once it has stopped', async () => {
  const mock = await startMock();
  try {
    await new ApiClient(mock.url).put('/__qa/clock', { today: FIXED });
    const refused = await reset();
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/data file .* is in use by process \d+ .*Nothing was changed/s);
    await expect(startMock()).rejects.toThrow(/is in use by process/);
    // The running mock still serves the data it had.
    expect((await new ApiClient(mock.url).get('/__qa/clock')).body.today).toBe(FIXED);
  } finally {
    await mock.stop();
  }
  const done = await reset();
  expect(done).toMatchObject({ code: 0, output: expect.stringContaining('mock-api data reset to the demo seed') });
  // Fresh data is dated around the real today: the QA clock from before is gone with the old data.
  const again = await startMock();
  try {
    expect((await new ApiClient(again.url).get('/__qa/clock')).body.fixed).toBe(false);
  } finally {
    await again.stop();
  }
}, 90_000);

it('takes over the data file of a mock that crashed, or of a process whose id was given again', async () => {
  const mock = await spawnServer('mock-api/src/main.ts', { MOCK_API_DB: dataFile(), MOCK_QA: 'true' });
  await mock.crash();
  expect(fs.existsSync(`${dataFile()}.lock`)).toBe(true);
  const again = await startMock();
  await again.stop();
  expect(fs.existsSync(`${dataFile()}.lock`)).toBe(false);
  // A lock naming a process that runs but started at another time: its id was given again.
  fs.writeFileSync(`${dataFile()}.lock`, `${process.pid} 1`);
  const third = await startMock();
  await third.stop();
}, 60_000);
