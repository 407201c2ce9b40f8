import { PassThrough } from 'node:stream';
import { watchJestExit } from './jestExitWatch';

const GRACE_MS = 60_000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function run() {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const onHung = jest.fn();
  const ended = watchJestExit([stdout, stderr], GRACE_MS, onHung);
  return { stdout, stderr, onHung, ended };
}

it('says a run hung when it has printed its result and not ended within the grace', () => {
  const { stderr, onHung } = run();
  // Jest's summary, its last line split across two chunks.
  stderr.write('Tests:       5 passed, 5 total\nRan all te');
  stderr.write('st suites.\n');
  jest.advanceTimersByTime(GRACE_MS - 1);
  expect(onHung).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(onHung).toHaveBeenCalledTimes(1);
});

it('says nothing of a run that ends within the grace', () => {
  const { stdout, onHung, ended } = run();
  stdout.write('Ran all test suites matching zzLeak.\n');
  ended();
  jest.advanceTimersByTime(GRACE_MS * 2);
  expect(onHung).not.toHaveBeenCalled();
});

it('waits as long as the tests still run, however long', () => {
  const { stdout, onHung } = run();
  stdout.write('PASS api api/test/migrations.pglite.test.ts (31 s)\n  Ran the migrations\n');
  jest.advanceTimersByTime(GRACE_MS * 30);
  expect(onHung).not.toHaveBeenCalled();
});
