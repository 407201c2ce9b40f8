import type { VersionFailures } from '@leave/contract';
import { fallbackHealth, lastWorkingVersion } from './liveRemotes';

jest.mock('./root', () => ({ ROOT: '/nowhere' }));

describe('the last version known to work', () => {
  const runs = (version: string) => !version.startsWith('broken');

  it('is the newest version live before that the shell can run, never the one to replace', () => {
    expect(lastWorkingVersion(['1.0.0-a.1', '1.0.0-b.2'], ['1.0.0-c.3'], runs)).toBe('1.0.0-b.2');
    expect(lastWorkingVersion(['1.0.0-a.1', 'broken-b.2'], ['1.0.0-c.3'], runs)).toBe('1.0.0-a.1');
    // A rollback's target can be in the history twice: the one served is skipped wherever it is.
    expect(lastWorkingVersion(['1.0.0-a.1', '1.0.0-b.2', '1.0.0-a.1'], ['1.0.0-a.1'], runs)).toBe('1.0.0-b.2');
  });

  it('is none when nothing before can run', () => {
    expect(lastWorkingVersion([], ['1.0.0-a.1'], runs)).toBeUndefined();
    expect(lastWorkingVersion(['broken-a.1'], ['1.0.0-b.2'], runs)).toBeUndefined();
  });
});

describe("/health's word on the fallback", () => {
  const now = Date.parse('2026-12-02T10:00:00.000Z');
  const fallback = { version: '1.0.0-a.1', entry: 'http://localhost:8082/1.0.0-a.1/mf-manifest.json' };
  const failed = (at: string): Record<string, VersionFailures> => ({
    '1.0.0-b.2': { count: 4, browsers: 3, last: { at, kind: 'entry', message: 'ChunkLoadError' } },
  });

  it('says an earlier version is in use when the live one was refused', () => {
    const release = { version: '1.0.0-a.1', refused: { version: '1.0.0-c.3', reason: 'it needs react ^99' } };
    expect(fallbackHealth(release, {}, now)).toEqual({
      version: '1.0.0-a.1',
      inUse: true,
      why: '1.0.0-c.3 was refused: it needs react ^99',
    });
  });

  it('says it is in use while pages report the live one failing, and on hand otherwise', () => {
    const release = { version: '1.0.0-b.2', fallback };
    expect(fallbackHealth(release, failed('2026-12-02T09:55:00.000Z'), now)).toEqual({
      version: '1.0.0-a.1',
      inUse: true,
      why:
        'pages reported 1.0.0-b.2 failing to load (4 reports from 3 browsers, the latest at ' +
        '2026-12-02T09:55:00.000Z: entry) and load 1.0.0-a.1 instead',
    });
    expect(fallbackHealth(release, failed('2026-12-02T09:49:00.000Z'), now)).toEqual({
      version: '1.0.0-a.1',
      inUse: false,
    });
    expect(fallbackHealth(release, {}, now)).toEqual({ version: '1.0.0-a.1', inUse: false });
  });

  it('is none without a version to fall back to', () => {
    expect(fallbackHealth(undefined, {}, now)).toBeNull();
    expect(fallbackHealth({ version: '1.0.0-b.2' }, failed('2026-12-02T09:59:00.000Z'), now)).toBeNull();
    // A refused version with nothing before it: the page refuses it (refused, not a fallback).
    const alone = { version: '1.0.0-c.3', refused: { version: '1.0.0-c.3', reason: 'contract 2' } };
    expect(fallbackHealth(alone, {}, now)).toBeNull();
  });
});
