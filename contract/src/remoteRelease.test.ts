import { checkRemoteCompatibility, releaseOfManifest, satisfiesRange, SHELL_CONTRACT_VERSION } from './remoteRelease';

const host = { contractVersion: SHELL_CONTRACT_VERSION, shared: { react: '19.3.1', '@leave/ui': '1.0.0' } };
const release = { version: '1.0.0-3f9c2ab.20261126T031500Z', commit: '3f9c2ab', builtAt: '2026-11-26T03:15:00.000Z' };
const manifest = (contractVersion: number, shared: Array<{ name: string; requiredVersion: string }>) => ({
  metaData: { release: { ...release, contractVersion } },
  shared,
});

it('reads the release a manifest carries, and none from a manifest without one or a broken one', () => {
  expect(releaseOfManifest(manifest(1, []))).toEqual({ ...release, contractVersion: 1 });
  expect(releaseOfManifest({ metaData: {} })).toBeNull();
  expect(releaseOfManifest({ metaData: { release: { version: 1 } } })).toBeNull();
  expect(releaseOfManifest(null)).toBeNull();
});

it('passes a remote built for this contract whose shared ranges the page satisfies', () => {
  const shared = [
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: '@leave/ui', requiredVersion: '^1.0.0' },
    // Not provided by the shell: the remote brings its own.
    { name: 'zod', requiredVersion: '^99.0.0' },
  ];
  expect(checkRemoteCompatibility(manifest(SHELL_CONTRACT_VERSION, shared), host, satisfiesRange)).toEqual({
    ok: true,
  });
});

it('refuses a remote built for another contract, naming both versions', () => {
  expect(checkRemoteCompatibility(manifest(SHELL_CONTRACT_VERSION + 1, []), host, satisfiesRange)).toEqual({
    ok: false,
    reason: `it was built for shell contract ${SHELL_CONTRACT_VERSION + 1}, this shell has contract ${SHELL_CONTRACT_VERSION}`,
  });
});

it('refuses a remote that needs a shared library the page provides in another range', () => {
  const verdict = checkRemoteCompatibility(
    manifest(SHELL_CONTRACT_VERSION, [{ name: 'react', requiredVersion: '^99.0.0' }]),
    host,
    satisfiesRange,
  );
  expect(verdict).toEqual({ ok: false, reason: 'it needs react ^99.0.0, this shell has 19.3.1' });
});

it('refuses what is not a manifest at all', () => {
  expect(checkRemoteCompatibility('<html>', host, satisfiesRange).ok).toBe(false);
});

it.each([
  ['19.3.1', '^19.3.1', true],
  ['19.4.0', '^19.3.1', true],
  ['20.0.0', '^19.3.1', false],
  ['19.3.0', '^19.3.1', false],
  ['0.2.5', '^0.2.3', true],
  ['0.3.0', '^0.2.3', false],
  ['1.2.9', '~1.2.3', true],
  ['1.3.0', '~1.2.3', false],
  ['1.5.0', '>=1.2.0 <2', true],
  ['2.0.0', '>=1.2.0 <2', false],
  ['2.0.0', '1.0.0 || 2.0.0', true],
  ['1.0.0', '*', true],
  ['1.0.0', '1.0.0', true],
  ['1.0.1', '1.0.0', false],
])('%s is in %s: %s', (version, range, inRange) => {
  expect(satisfiesRange(version, range)).toBe(inRange);
});
