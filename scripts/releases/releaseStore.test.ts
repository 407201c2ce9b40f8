import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELL_CONTRACT_VERSION } from '@leave/contract';
import { currentCommit } from '../../webpack/release';
import { canaryBucket } from '@leave/contract';
import { liveReleases, versionEntry } from './liveRemotes';
import {
  endCanary,
  listVersions,
  readPointer,
  ReleaseError,
  releasesDir,
  rollback,
  startCanary,
  useVersion,
} from './releaseStore';

jest.mock('./root', () => ({ ROOT: '/nowhere' }));

const host = { contractVersion: SHELL_CONTRACT_VERSION, shared: { react: '19.3.1' } };
let env: NodeJS.ProcessEnv;
let dir: string;

/** A kept version of the student remote, as `npm run release` leaves it. */
function keep(
  version: string,
  { builtAt = '2026-11-26T03:00:00.000Z', contractVersion = SHELL_CONTRACT_VERSION, react = '^19.3.1' } = {},
) {
  fs.mkdirSync(path.join(dir, version), { recursive: true });
  const manifest = {
    metaData: { release: { version, commit: 'abc1234', builtAt, contractVersion } },
    shared: [{ name: 'react', requiredVersion: react, version: '19.3.1' }],
  };
  fs.writeFileSync(path.join(dir, version, 'mf-manifest.json'), JSON.stringify(manifest));
}

beforeEach(() => {
  env = { RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'releases-')) };
  dir = releasesDir('student', env);
  fs.mkdirSync(dir, { recursive: true });
});
afterEach(() => fs.rmSync(env.RELEASES_DIR!, { recursive: true, force: true }));

const use = (version: string, force = false) => useVersion('student', version, { host, force, env });

it('keeps each remote under RELEASES_DIR/<its folder>, and in <remote>/dist without it', () => {
  expect(dir).toBe(path.join(env.RELEASES_DIR!, 'student-app'));
  expect(releasesDir('admin', {})).toBe('/nowhere/admin-app/dist');
});

it('lists kept versions oldest build first, with what is wrong with a broken one', () => {
  keep('1.0.0-b.2', { builtAt: '2026-11-26T04:00:00.000Z' });
  keep('1.0.0-a.1', { builtAt: '2026-11-26T03:00:00.000Z' });
  fs.mkdirSync(path.join(dir, '1.0.0-c.3'));
  fs.mkdirSync(path.join(dir, 'not-a-version'));
  const versions = listVersions(dir, host);
  expect(versions.map((v) => [v.version, v.problem])).toEqual([
    ['1.0.0-c.3', '1.0.0-c.3 has no mf-manifest.json'],
    ['1.0.0-a.1', undefined],
    ['1.0.0-b.2', undefined],
  ]);
});

it('makes a version live, then another, and rolls back to the one live before', () => {
  keep('1.0.0-a.1');
  keep('1.0.0-b.2');
  expect(readPointer(dir)).toEqual({ live: null, history: [] });
  use('1.0.0-a.1');
  use('1.0.0-b.2');
  expect(readPointer(dir)).toMatchObject({ live: '1.0.0-b.2', history: ['1.0.0-a.1'] });
  expect(rollback('student', env)).toMatchObject({ live: '1.0.0-a.1', history: [] });
  expect(() => rollback('student', env)).toThrow('student has no version live before 1.0.0-a.1');
});

it('refuses a version that does not exist, or whose manifest is broken, and leaves the live one', () => {
  keep('1.0.0-a.1');
  use('1.0.0-a.1');
  expect(() => use('1.0.0-nope.9')).toThrow(new ReleaseError('student has no version 1.0.0-nope.9 (kept: 1.0.0-a.1)'));
  expect(() => use('../../etc')).toThrow(ReleaseError);
  fs.mkdirSync(path.join(dir, '1.0.0-broken.2'));
  fs.writeFileSync(path.join(dir, '1.0.0-broken.2', 'mf-manifest.json'), '{ not json');
  expect(() => use('1.0.0-broken.2')).toThrow(
    "student 1.0.0-broken.2 cannot be made live: 1.0.0-broken.2's mf-manifest.json is not JSON",
  );
  expect(readPointer(dir).live).toBe('1.0.0-a.1');
});

it('refuses a version the shell cannot run unless forced', () => {
  keep('1.0.0-a.1');
  keep('1.0.0-new.2', { react: '^99.0.0' });
  expect(() => use('1.0.0-new.2')).toThrow('this shell cannot run it: it needs react ^99.0.0, this shell has 19.3.1');
  expect(readPointer(dir).live).toBeNull();
  expect(use('1.0.0-new.2', true).live).toBe('1.0.0-new.2');
});

const base = {
  apiHost: 'http://localhost:3001',
  basePath: '',
  remotes: {
    auth: 'http://localhost:8081/mf-manifest.json',
    student: 'http://localhost:8082/mf-manifest.json',
    instructor: 'http://localhost:8083/mf-manifest.json',
    admin: 'http://localhost:8084/mf-manifest.json',
  },
};

it("gives each page the live version's manifest, re-read when the pointer changes", () => {
  keep('1.0.0-a.1');
  keep('1.0.0-b.2');
  const live = liveReleases(host, { env });
  // No pointer: the plain build.
  expect(live(base)).toBe(base);
  use('1.0.0-a.1');
  expect(live(base).remotes.student).toBe('http://localhost:8082/1.0.0-a.1/mf-manifest.json');
  use('1.0.0-b.2');
  const page = live(base);
  expect(page.remotes.student).toBe(versionEntry(base.remotes.student, '1.0.0-b.2'));
  expect(page.remotes.auth).toBe(base.remotes.auth);
  // The version live before it is what the page loads if this one fails in the browser.
  expect(page.releases).toEqual({
    student: {
      version: '1.0.0-b.2',
      fallback: { version: '1.0.0-a.1', entry: versionEntry(base.remotes.student, '1.0.0-a.1') },
    },
  });
});

it('refuses a live version the shell cannot run, serving the newest compatible one live before it', () => {
  keep('1.0.0-a.1');
  keep('1.0.0-b.2', { contractVersion: SHELL_CONTRACT_VERSION + 1 });
  keep('1.0.0-c.3', { react: '^99.0.0' });
  use('1.0.0-a.1');
  use('1.0.0-b.2', true);
  use('1.0.0-c.3', true);
  const page = liveReleases(host, { env })(base);
  expect(page.remotes.student).toBe(versionEntry(base.remotes.student, '1.0.0-a.1'));
  expect(page.releases).toEqual({
    student: {
      version: '1.0.0-a.1',
      refused: { version: '1.0.0-c.3', reason: 'it needs react ^99.0.0, this shell has 19.3.1' },
    },
  });
});

it('refuses it in the page when no version before it can run', () => {
  keep('1.0.0-b.2', { contractVersion: SHELL_CONTRACT_VERSION + 1 });
  use('1.0.0-b.2', true);
  const reason = `it was built for shell contract ${SHELL_CONTRACT_VERSION + 1}, this shell has contract ${SHELL_CONTRACT_VERSION}`;
  expect(liveReleases(host, { env })(base).releases).toEqual({
    student: { version: '1.0.0-b.2', refused: { version: '1.0.0-b.2', reason } },
  });
});

it('remembers who made each version live and when, and which version a rollback went back from', () => {
  keep('1.0.0-a.1');
  keep('1.0.0-b.2');
  useVersion('student', '1.0.0-a.1', { host, env, by: 'asha' });
  useVersion('student', '1.0.0-b.2', { host, env, by: 'ravi' });
  rollback('student', env, 'meera');
  const { log } = readPointer(dir);
  expect(log?.map(({ version, by, rolledBackFrom }) => ({ version, by, rolledBackFrom }))).toEqual([
    { version: '1.0.0-a.1', by: 'asha', rolledBackFrom: undefined },
    { version: '1.0.0-b.2', by: 'ravi', rolledBackFrom: undefined },
    { version: '1.0.0-a.1', by: 'meera', rolledBackFrom: '1.0.0-b.2' },
  ]);
  expect(Date.parse(log![2]!.at)).not.toBeNaN();
});

it("marks a build of a tree with changes as -dirty: its commit is not HEAD's", () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' });
  git('init', '-q');
  fs.writeFileSync(path.join(repo, 'a.txt'), 'one');
  git('add', '.');
  git('commit', '-qm', 'one');
  const head = git('rev-parse', '--short=7', 'HEAD').trim();
  expect(currentCommit(repo)).toBe(head);
  fs.writeFileSync(path.join(repo, 'a.txt'), 'two');
  expect(currentCommit(repo)).toBe(`${head}-dirty`);
  fs.rmSync(repo, { recursive: true, force: true });
});

describe('a canary', () => {
  const browsers = Array.from({ length: 1000 }, (_, index) => `browser-${index}-${(index * 7919).toString(36)}`);

  it('gives its version to its share of 1,000 browsers, within 2 points, each browser always the same side', () => {
    keep('1.0.0-a.1');
    keep('1.0.0-b.2');
    use('1.0.0-a.1');
    startCanary('student', '1.0.0-b.2', 10, { host, env, by: 'asha' });
    const live = liveReleases(host, { env });
    const canaryEntry = versionEntry(base.remotes.student, '1.0.0-b.2');
    const onCanary = browsers.filter((browser) => live(base, browser).remotes.student === canaryEntry);
    expect(Math.abs(onCanary.length - 100)).toBeLessThanOrEqual(20);
    // A canary's browser falls back to the live version.
    expect(live(base, onCanary[0]).releases?.student).toEqual({
      version: '1.0.0-b.2',
      canary: true,
      fallback: { version: '1.0.0-a.1', entry: versionEntry(base.remotes.student, '1.0.0-a.1') },
    });
    expect(
      browsers.every((browser) => (live(base, browser).remotes.student === canaryEntry) === onCanary.includes(browser)),
    ).toBe(true);
    // Without a browser id (the health check), the live version; other remotes are untouched.
    expect(live(base).remotes.student).toBe(versionEntry(base.remotes.student, '1.0.0-a.1'));
    expect(live(base, onCanary[0]).remotes.admin).toBe(base.remotes.admin);
    expect(live.canaries(base)).toEqual({ student: { version: '1.0.0-b.2', percent: 10 } });
  });

  it('keeps the browsers it had when its share grows', () => {
    const within = (percent: number) => browsers.filter((browser) => canaryBucket(browser, 'student') < percent);
    expect(within(50).length).toBeGreaterThanOrEqual(480);
    expect(within(50).length).toBeLessThanOrEqual(520);
    expect(within(10).every((browser) => within(25).includes(browser))).toBe(true);
  });

  it('is refused for a missing, live or unrunnable version and a share out of 1-99; promote and abort end it', () => {
    keep('1.0.0-a.1');
    keep('1.0.0-b.2');
    keep('1.0.0-c.3', { react: '^99.0.0' });
    use('1.0.0-a.1');
    const canary = (version: string, percent: number, force = false) =>
      startCanary('student', version, percent, { host, env, force });
    expect(() => canary('1.0.0-nope.1', 5)).toThrow('student has no version 1.0.0-nope.1');
    expect(() => canary('1.0.0-a.1', 5)).toThrow('student 1.0.0-a.1 is live for everyone already');
    expect(() => canary('1.0.0-b.2', 0)).toThrow("a canary's share is a whole percent from 1 to 99");
    expect(() => canary('1.0.0-b.2', 100)).toThrow("a canary's share is a whole percent from 1 to 99");
    expect(() => canary('1.0.0-c.3', 5)).toThrow('student 1.0.0-c.3 cannot be a canary: this shell cannot run it');
    expect(() => endCanary('student', 'abort', { env })).toThrow('student has no canary to abort');

    canary('1.0.0-b.2', 20);
    expect(() => endCanary('student', 'abort', { env, version: '1.0.0-c.3' })).toThrow(
      'student has no canary of 1.0.0-c.3 to abort',
    );
    expect(endCanary('student', 'abort', { env, by: 'asha' })).toMatchObject({ live: '1.0.0-a.1' });
    expect(readPointer(dir).canary).toBeUndefined();
    expect(readPointer(dir).canaryLog).toEqual([
      { version: '1.0.0-b.2', how: 'abort', at: expect.any(String), by: 'asha' },
    ]);
    canary('1.0.0-b.2', 20);
    expect(endCanary('student', 'promote', { env, by: 'ravi' })).toMatchObject({
      live: '1.0.0-b.2',
      history: ['1.0.0-a.1'],
    });
    expect(readPointer(dir).canary).toBeUndefined();
    expect(readPointer(dir).log?.at(-1)).toMatchObject({ version: '1.0.0-b.2', by: 'ravi' });
    expect(readPointer(dir).canaryLog?.at(-1)).toMatchObject({ version: '1.0.0-b.2', how: 'promote', by: 'ravi' });
  });
});
