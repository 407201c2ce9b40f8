import { SHELL_CONTRACT_VERSION } from '@leave/contract';
import { hostOf, releaseGate } from './releaseGate';
import { RemoteRefused } from './remoteRefused';

const gate = releaseGate();
const check = gate.loadRemoteSnapshot as (args: unknown) => unknown;

const shared = { react: [{ version: '19.3.1' }], '@leave/ui': [{ version: '1.0.0' }] };
const manifestOf = (contractVersion: number, react = '^19.3.1') => ({
  metaData: {
    release: {
      version: '1.0.0-abc1234.20261126T031500Z',
      commit: 'abc1234',
      builtAt: '2026-11-26T03:15:00Z',
      contractVersion,
    },
  },
  shared: [{ name: 'react', requiredVersion: react, version: '19.3.1' }],
});
const args = (manifestJson: unknown) => ({
  from: 'manifest',
  manifestJson,
  moduleInfo: { name: 'leave_student', entry: 'http://remotes.test/student/mf-manifest.json' },
  options: { shared },
});

it("reads the page's shared libraries' versions from the federation runtime's options", () => {
  expect(hostOf(shared)).toEqual({
    contractVersion: SHELL_CONTRACT_VERSION,
    shared: { react: '19.3.1', '@leave/ui': '1.0.0' },
  });
});

it('lets a compatible manifest through unchanged', () => {
  const given = args(manifestOf(SHELL_CONTRACT_VERSION));
  expect(check(given)).toBe(given);
});

it('refuses a manifest built for another contract, naming the remote and its version', () => {
  expect(() => check(args(manifestOf(SHELL_CONTRACT_VERSION + 1)))).toThrow(
    new RemoteRefused(
      'student',
      '1.0.0-abc1234.20261126T031500Z',
      `it was built for shell contract ${SHELL_CONTRACT_VERSION + 1}, this shell has contract ${SHELL_CONTRACT_VERSION}`,
    ),
  );
  expect(() => check(args(manifestOf(SHELL_CONTRACT_VERSION + 1)))).toThrow(
    'The student app 1.0.0-abc1234.20261126T031500Z was refused: it was built for shell contract',
  );
});

it('refuses a manifest that needs a shared library in a range the page does not have', () => {
  expect(() => check(args(manifestOf(SHELL_CONTRACT_VERSION, '^99.0.0')))).toThrow(
    'it needs react ^99.0.0, this shell has 19.3.1',
  );
});
