/**
 * `npm run remotes -- list | use <remote> <version> [--force] | rollback <remote>`: which
 * version of each remote is live, and switching it. The shell reads the pointer on every page,
 * so a switch reaches the next page load with the shell still running.
 */
import { REMOTE_NAMES } from '@leave/contract';
import type { RemoteName } from '@leave/contract';
import {
  builtShellHost,
  listVersions,
  readPointer,
  ReleaseError,
  releasesDir,
  rollback,
  useVersion,
} from './releases/releaseStore';

const USAGE = 'usage: npm run remotes -- list | use <remote> <version> [--force] | rollback <remote>';

function remoteNamed(name: string | undefined): RemoteName {
  const remote = REMOTE_NAMES.find((candidate) => candidate === name);
  if (!remote) throw new ReleaseError(`name a remote: ${REMOTE_NAMES.join(', ')} (got "${name ?? ''}")\n${USAGE}`);
  return remote;
}

function list() {
  const host = builtShellHost();
  for (const remote of REMOTE_NAMES) {
    const dir = releasesDir(remote);
    const pointer = readPointer(dir);
    console.log(`${remote} (${dir})`);
    const versions = listVersions(dir, host);
    if (!versions.length) console.log('  no kept versions: its plain build is served');
    for (const { version, release, problem } of versions) {
      const mark = version === pointer.live ? 'live ' : pointer.history.includes(version) ? 'was  ' : '     ';
      const facts = release ? `commit ${release.commit}, built ${release.builtAt}` : '';
      console.log(`  ${mark} ${version}  ${facts}${problem ? `  (${problem})` : ''}`);
    }
    if (pointer.live && !versions.some((v) => v.version === pointer.live)) {
      console.log(`  live  ${pointer.live}  (its folder is missing)`);
    }
  }
}

function main() {
  const [command, ...rest] = process.argv.slice(2);
  const args = rest.filter((arg) => !arg.startsWith('--'));
  if (command === 'list') return list();
  if (command === 'use') {
    const remote = remoteNamed(args[0]);
    if (!args[1]) throw new ReleaseError(`name the version to make live\n${USAGE}`);
    const pointer = useVersion(remote, args[1], { host: builtShellHost(), force: rest.includes('--force') });
    return console.log(`${remote} ${pointer.live} is live: new page loads get it at once.`);
  }
  if (command === 'rollback') {
    const remote = remoteNamed(args[0]);
    const pointer = rollback(remote);
    return console.log(`${remote} is back on ${pointer.live}: new page loads get it at once.`);
  }
  throw new ReleaseError(USAGE);
}

try {
  main();
} catch (error) {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
}
