/** retryingConflicts: which failures run a transaction again, and how often (api/src/storage/conflicts.ts). */
import { retryingConflicts, TRANSACTION_ATTEMPTS } from '../src/storage/conflicts';

const failing = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });
const noWait = async () => {};

it.each(['40P01', '40001'])('runs a transaction the database ended (%s) again until it goes through', async (code) => {
  let runs = 0;
  const answer = await retryingConflicts(async () => {
    runs += 1;
    if (runs < TRANSACTION_ATTEMPTS) throw failing(code);
    return 'made';
  }, noWait);
  expect([answer, runs]).toEqual(['made', TRANSACTION_ATTEMPTS]);
});

it('gives up after its attempts with the last error', async () => {
  let runs = 0;
  const work = retryingConflicts(async () => {
    runs += 1;
    throw failing('40P01');
  }, noWait);
  await expect(work).rejects.toThrow('failed with 40P01');
  expect(runs).toBe(TRANSACTION_ATTEMPTS);
});

it('runs any other failure once: a refusal, a lost connection, a bug', async () => {
  for (const error of [failing('23505'), failing('57P01'), new Error('a bug')]) {
    let runs = 0;
    await expect(
      retryingConflicts(async () => {
        runs += 1;
        throw error;
      }, noWait),
    ).rejects.toBe(error);
    expect(runs).toBe(1);
  }
});
