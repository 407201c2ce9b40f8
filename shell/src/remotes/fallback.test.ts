import type { LiveRelease } from '@leave/contract';
import { fallbackLoads } from './fallback';

const LIVE = 'http://remotes.test/student/1.0.0-b.2/mf-manifest.json';
const BEFORE = 'http://remotes.test/student/1.0.0-a.1/mf-manifest.json';
const release: LiveRelease = { version: '1.0.0-b.2', fallback: { version: '1.0.0-a.1', entry: BEFORE } };
const entryFailed = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');

/** The federation runtime as the loader sees it: the entry registered now, and what each one loads. */
function runtime(loads: Record<string, () => Promise<string>>) {
  let registered = LIVE;
  const parts = {
    register: jest.fn((_remote: string, entry: string) => {
      registered = entry;
    }),
    report: jest.fn(),
    fellBack: jest.fn(),
  };
  const load = () => loads[registered]!();
  return { parts, load, withFallback: fallbackLoads(parts), registered: () => registered };
}

it('loads the live version when it loads, telling no one', async () => {
  const { parts, load, withFallback } = runtime({ [LIVE]: async () => 'live app' });
  await expect(withFallback('student', release, LIVE, load)).resolves.toBe('live app');
  expect(parts.register).not.toHaveBeenCalled();
  expect(parts.report).not.toHaveBeenCalled();
});

it('loads the last version known to work when the live one fails, says so quietly, and reports it', async () => {
  const { parts, load, withFallback, registered } = runtime({
    [LIVE]: () => Promise.reject(entryFailed),
    [BEFORE]: async () => 'app before',
  });
  await expect(withFallback('student', release, LIVE, load)).resolves.toBe('app before');
  expect(parts.register).toHaveBeenCalledWith('student', BEFORE);
  expect(parts.report).toHaveBeenCalledWith('student', '1.0.0-b.2', entryFailed, '1.0.0-a.1');
  expect(parts.fellBack).toHaveBeenCalledWith('student');
  // The page's other modules of the remote come from the fallback too.
  expect(registered()).toBe(BEFORE);
  await expect(withFallback('student', release, LIVE, load)).resolves.toBe('app before');
  expect(parts.register).toHaveBeenCalledTimes(1);
});

it('shows the error with Retry when there is nothing to fall back to, and reports it', async () => {
  const { parts, load, withFallback } = runtime({ [LIVE]: () => Promise.reject(entryFailed) });
  await expect(withFallback('student', { version: '1.0.0-b.2' }, LIVE, load)).rejects.toBe(entryFailed);
  await expect(withFallback('student', undefined, LIVE, load)).rejects.toBe(entryFailed);
  expect(parts.register).not.toHaveBeenCalled();
  expect(parts.report.mock.calls).toEqual([
    ['student', '1.0.0-b.2', entryFailed, null],
    ['student', null, entryFailed, null],
  ]);
});

it('shows the first error when the fallback fails too, registered at the live version again for Retry', async () => {
  const { parts, load, withFallback, registered } = runtime({
    [LIVE]: () => Promise.reject(entryFailed),
    [BEFORE]: () => Promise.reject(new Error('offline')),
  });
  await expect(withFallback('student', release, LIVE, load)).rejects.toBe(entryFailed);
  expect(registered()).toBe(LIVE);
  expect(parts.report).toHaveBeenCalledWith('student', '1.0.0-b.2', entryFailed, null);
  expect(parts.fellBack).not.toHaveBeenCalled();
});

it('falls back once when two modules of the remote fail at the same time', async () => {
  let fail!: (error: Error) => void;
  const failing = new Promise<string>((_resolve, reject) => {
    fail = reject;
  });
  const { parts, load, withFallback } = runtime({ [LIVE]: () => failing, [BEFORE]: async () => 'app before' });
  const both = Promise.all([
    withFallback('student', release, LIVE, load),
    withFallback('student', release, LIVE, load),
  ]);
  fail(entryFailed);
  await expect(both).resolves.toEqual(['app before', 'app before']);
  expect(parts.register).toHaveBeenCalledTimes(1);
});
