/**
 * `npm run release -w <remote>`: builds the remote into a version folder of its own
 * (`<remote>/dist/<version>/`, never overwritten), checks it, and makes it live unless
 * `--no-live` is given. Run in the remote's folder (npm's -w does that).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@leave/contract';
import type { RemoteName } from '@leave/contract';
import { currentCommit, releaseVersion } from '../../webpack/release';
import { inspectVersion, REMOTE_DIRS, ReleaseError, releasesDir, useVersion } from './releaseStore';
import { gateShell, shellOption } from './runningShell';

function remoteOf(folder: string): RemoteName {
  const remote = REMOTE_NAMES.find((name) => REMOTE_DIRS[name] === path.basename(folder));
  if (!remote) {
    throw new ReleaseError(`run it for a remote: npm run release -w <${Object.values(REMOTE_DIRS).join('|')}>`);
  }
  return remote;
}

async function main() {
  const { shell, rest: args } = shellOption(process.argv.slice(2));
  const unknown = args.filter((arg) => arg !== '--no-live' && arg !== '--force');
  if (unknown.length) {
    throw new ReleaseError(`unknown option ${unknown.join(' ')} (the options are --no-live, --force, --shell <url>)`);
  }
  // Asked before the build: a shell that cannot be asked is said at once, not after minutes.
  const { host, source } = await gateShell(shell);
  const folder = process.cwd();
  const remote = remoteOf(folder);
  const { version: packageVersion } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  const commit = currentCommit(folder);
  const builtAt = new Date().toISOString();
  const version = releaseVersion(packageVersion, commit, builtAt);
  const dir = releasesDir(remote);
  const target = path.join(dir, version);
  if (fs.existsSync(target)) throw new ReleaseError(`${target} exists already: a kept version is never overwritten`);
  const staging = path.join(dir, `.staging-${version}`);
  fs.mkdirSync(dir, { recursive: true });

  console.log(`Building ${remote} ${version} ...`);
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: folder,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=tsx`.trim(),
      RELEASE_OUTPUT: staging,
      RELEASE_VERSION: version,
      RELEASE_COMMIT: commit,
      RELEASE_BUILT_AT: builtAt,
    },
  });
  if (build.status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new ReleaseError(`the build of ${remote} failed; nothing was kept and the live version is untouched`);
  }
  // Renamed whole into place: the version folder appears complete or not at all.
  fs.renameSync(staging, target);
  const kept = inspectVersion(dir, version, host);
  console.log(`Kept ${remote} ${version} in ${target}`);
  if (kept.problem) console.warn(`Warning: ${kept.problem} (checked against ${source})`);

  if (args.includes('--no-live')) {
    console.log(`Not made live. Preview it in your browser: <shell>/?remote-preview=${remote}@${version}`);
    console.log(`Make it live with: npm run remotes -- use ${remote} ${version}`);
    return;
  }
  useVersion(remote, version, { host, force: args.includes('--force'), checkedAgainst: source });
  console.log(`${remote} ${version} is live: new page loads get it at once.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? `Cannot release: ${error.message}` : error);
  process.exit(1);
});
