import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_CONTRACT_VERSION } from '@leave/contract';
import type { RemoteRelease } from '@leave/contract';

/**
 * What a plain build leaves in `dist`: the kept release folders (`1.0.0-...`), the live pointer,
 * the load failures pages reported (scripts/releases/failureStore.ts).
 */
export const KEPT_IN_DIST = /^(\d+\.\d+\.\d+-[^/\\]+|live\.json|failures(\.json)?(\/|$)|\.staging-)/;

/**
 * The checkout's commit (short), with `-dirty` when the tree has changes the commit does not hold
 * (a build of it is not that commit's), or `unknown` outside git.
 */
export function currentCommit(dir: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    const changes = execFileSync('git', ['status', '--porcelain'], { cwd: dir, encoding: 'utf8' }).trim();
    return changes ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}

/** `1.0.0-3f9c2ab.20261126T031500Z`: the package version, the commit and the build's time as its id. */
export function releaseVersion(packageVersion: string, commit: string, builtAt: string): string {
  const id = builtAt.replace(/[-:]|\.\d+/g, '');
  return `${packageVersion}-${commit}.${id}`;
}

/**
 * The release a build describes: given by the release command (RELEASE_VERSION, RELEASE_COMMIT,
 * RELEASE_BUILT_AT), or made up here for a plain build, so that every manifest says which build it is.
 */
export function buildRelease(dir: string, env: NodeJS.ProcessEnv = process.env): RemoteRelease {
  const { version: packageVersion } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const commit = env.RELEASE_COMMIT || currentCommit(dir);
  const builtAt = env.RELEASE_BUILT_AT || new Date().toISOString();
  return {
    version: env.RELEASE_VERSION || releaseVersion(packageVersion, commit, builtAt),
    commit,
    builtAt,
    contractVersion: SHELL_CONTRACT_VERSION,
  };
}
