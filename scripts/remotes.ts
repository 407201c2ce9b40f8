/**
 * `npm run remotes -- list | use <remote> <version> [--force] | rollback <remote> |
 * canary <remote> <version> <percent> [--force] | promote <remote> | abort <remote>` (with
 * `--shell <url>`, `--by <who>`): which version of each remote is live, and switching it. The shell reads the
 * pointer on every page, so a switch reaches the next page load with the shell still running.
 * Versions are checked against the running shell (runningShell.ts).
 */
import { REMOTE_NAMES } from '@leave/contract';
import type { RemoteName, VersionFailures } from '@leave/contract';
import { readFailures } from './releases/failureStore';
import { PLAIN_BUILD } from './releases/liveRemotes';
import {
  endCanary,
  listVersions,
  readPointer,
  ReleaseError,
  releasesDir,
  rollback,
  startCanary,
  useVersion,
} from './releases/releaseStore';
import { gateShell, shellOption } from './releases/runningShell';
import type { GateShell } from './releases/runningShell';

const USAGE =
  'usage: npm run remotes -- list | use <remote> <version> [--force] | rollback <remote>' +
  ' | canary <remote> <version> <percent> [--force] | promote <remote> | abort <remote>' +
  '  [--shell <running shell URL>] [--by <who>]';

/** `--by <who>` among the arguments (who switches, for `list`), and the arguments without it. */
function byOption(args: string[]): { by?: string; rest: string[] } {
  const at = args.indexOf('--by');
  if (at < 0) return { rest: args };
  const by = args[at + 1];
  if (!by || by.startsWith('--')) throw new ReleaseError(`--by needs a name\n${USAGE}`);
  return { by, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function remoteNamed(name: string | undefined): RemoteName {
  const remote = REMOTE_NAMES.find((candidate) => candidate === name);
  if (!remote) throw new ReleaseError(`name a remote: ${REMOTE_NAMES.join(', ')} (got "${name ?? ''}")\n${USAGE}`);
  return remote;
}

/** A version's load failures as pages reported them, for its line in `list`. */
const failureNote = (failed: VersionFailures | undefined) =>
  failed
    ? `, ${failed.count} load failure${failed.count === 1 ? '' : 's'} reported from ${failed.browsers} ` +
      `browser${failed.browsers === 1 ? '' : 's'} (latest ${failed.last.at}: ${failed.last.kind})`
    : '';

function list({ host, source }: GateShell) {
  console.log(`Checked against ${source}.`);
  for (const remote of REMOTE_NAMES) {
    const dir = releasesDir(remote);
    const pointer = readPointer(dir);
    console.log(`${remote} (${dir})`);
    const versions = listVersions(dir, host);
    if (!versions.length) console.log('  no kept versions: its plain build is served');
    const log = pointer.log ?? [];
    const failures = readFailures(dir);
    for (const { version, release, problem } of versions) {
      const mark = version === pointer.live ? 'live ' : pointer.history.includes(version) ? 'was  ' : '     ';
      const facts = release ? `commit ${release.commit}, built ${release.builtAt}` : '';
      const madeLive = log.findLast((change) => change.version === version);
      const switchedBy = madeLive ? `, made live ${madeLive.at} by ${madeLive.by}` : '';
      const back = log.findLast((change) => change.rolledBackFrom === version);
      const rolledBack = back ? `, rolled back from ${back.at} by ${back.by}` : '';
      const failed = failureNote(failures[version]);
      console.log(
        `  ${mark} ${version}  ${facts}${switchedBy}${rolledBack}${failed}${problem ? `  (${problem})` : ''}`,
      );
    }
    if (failures[PLAIN_BUILD]) console.log(`  plain build${failureNote(failures[PLAIN_BUILD])}`);
    if (pointer.canary) {
      const { version, percent, since, by } = pointer.canary;
      console.log(`  canary ${version} for ${percent}% of browsers, since ${since} by ${by}`);
    }
    const ended = pointer.canaryLog?.at(-1);
    if (ended) {
      const how = ended.how === 'abort' ? 'aborted' : 'promoted';
      console.log(`  canary ${ended.version} ${how} ${ended.at} by ${ended.by}${ended.why ? `: ${ended.why}` : ''}`);
    }
    if (pointer.live && !versions.some((v) => v.version === pointer.live)) {
      console.log(`  live  ${pointer.live}  (its folder is missing)`);
    }
  }
}

async function main() {
  const shellGiven = shellOption(process.argv.slice(2));
  const {
    by,
    rest: [command, ...rest],
  } = byOption(shellGiven.rest);
  const { shell } = shellGiven;
  const args = rest.filter((arg) => !arg.startsWith('--'));
  if (command === 'list') return list(await gateShell(shell));
  if (command === 'use') {
    const remote = remoteNamed(args[0]);
    if (!args[1]) throw new ReleaseError(`name the version to make live\n${USAGE}`);
    const { host, source } = await gateShell(shell);
    const pointer = useVersion(remote, args[1], { host, force: rest.includes('--force'), checkedAgainst: source, by });
    return console.log(`${remote} ${pointer.live} is live: new page loads get it at once.`);
  }
  if (command === 'canary') {
    const remote = remoteNamed(args[0]);
    const [version, percent] = [args[1], args[2]];
    if (!version || !percent) throw new ReleaseError(`name the version and the share of browsers\n${USAGE}`);
    const { host, source } = await gateShell(shell);
    const force = rest.includes('--force');
    const { canary } = startCanary(remote, version, Number(percent), { host, force, checkedAgainst: source, by });
    return console.log(
      `${remote} ${canary!.version} is live for ${canary!.percent}% of browsers (each keeps its side); ` +
        `end it with: npm run remotes -- promote ${remote}, or abort ${remote}`,
    );
  }
  if (command === 'promote' || command === 'abort') {
    const remote = remoteNamed(args[0]);
    const pointer = endCanary(remote, command, { by });
    return console.log(
      command === 'promote'
        ? `${remote} ${pointer.live} is live for everyone: new page loads get it at once.`
        : `${remote}'s canary is ended: every browser gets ${pointer.live ?? 'its plain build'} again.`,
    );
  }
  if (command === 'rollback') {
    const remote = remoteNamed(args[0]);
    const pointer = rollback(remote, process.env, by);
    return console.log(`${remote} is back on ${pointer.live}: new page loads get it at once.`);
  }
  throw new ReleaseError(USAGE);
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
