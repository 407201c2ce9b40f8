/**
 * The kept versions of each remote and the pointer to the live one, on disk:
 * `<remote>/dist/<version>/` (never overwritten) and `<remote>/dist/live.json`, or the same under
 * RELEASES_DIR/<remote-app>/ when it is set. Read by the shell's server on every page, written by
 * `npm run release` and `npm run remotes`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkRemoteCompatibility, releaseOfManifest, satisfiesRange, SHELL_CONTRACT_VERSION } from '@leave/contract';
import type { GateHost, RemoteName, RemoteRelease } from '@leave/contract';
import { ROOT } from './root';

export { ROOT };

export const REMOTE_DIRS: Record<RemoteName, string> = {
  auth: 'auth-app',
  student: 'student-app',
  instructor: 'instructor-app',
  admin: 'admin-app',
};

/** A version folder's name: what `npm run release` names them (`1.0.0-3f9c2ab.20261126T031500Z`). */
const VERSION_NAME = /^\d+\.\d+\.\d+-[A-Za-z0-9.+-]+$/;

/** Whether `version` names a kept version's folder of the remote's releases (`dir`). */
export const isKeptVersion = (dir: string, version: string) =>
  VERSION_NAME.test(version) && fs.existsSync(path.join(dir, version));

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** Where a remote's kept versions and live pointer are. */
export function releasesDir(remote: RemoteName, env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASES_DIR
    ? path.resolve(env.RELEASES_DIR, REMOTE_DIRS[remote])
    : path.join(ROOT, REMOTE_DIRS[remote], 'dist');
}

/** One switch of the live version: who made which version live, when, and how. */
export interface LiveChange {
  version: string;
  /** An instant, ISO 8601. */
  at: string;
  by: string;
  /** For a rollback: the version it went back from. */
  rolledBackFrom?: string;
}

/** How many switches the pointer remembers. */
const LOG_SIZE = 100;

export interface Pointer {
  /** The live version, or null while the remote's plain build (`dist/mf-manifest.json`) is served. */
  live: string | null;
  /** The versions live before it, oldest first: `rollback` goes back to the last. */
  history: string[];
  changedAt?: string;
  /** The latest switches, oldest first. */
  log?: LiveChange[];
  /** A version live for a share of browsers (sticky per browser) beside `live`, until promoted or aborted. */
  canary?: Canary;
  /** The latest canaries ended, oldest first: how, when, by whom and why. */
  canaryLog?: CanaryEnd[];
}

/** A canary's end: promoted or aborted, by a person (`npm run remotes`) or by the shell itself. */
export interface CanaryEnd {
  version: string;
  how: 'promote' | 'abort';
  /** An instant, ISO 8601. */
  at: string;
  by: string;
  /** Why, when the shell aborted it on its own. */
  why?: string;
}

const isCanaryEnd = (entry: unknown): entry is CanaryEnd =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as CanaryEnd).version === 'string' &&
  ((entry as CanaryEnd).how === 'promote' || (entry as CanaryEnd).how === 'abort') &&
  typeof (entry as CanaryEnd).at === 'string' &&
  typeof (entry as CanaryEnd).by === 'string';

export interface Canary {
  version: string;
  /** The share of browsers that get it, 1 to 99. */
  percent: number;
  /** An instant, ISO 8601. */
  since: string;
  by: string;
}

const isCanary = (value: unknown): value is Canary =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Canary).version === 'string' &&
  Number.isInteger((value as Canary).percent) &&
  typeof (value as Canary).since === 'string' &&
  typeof (value as Canary).by === 'string';

/** Who switches: `--by`, else the machine's user. */
export const switcher = (by?: string) => by || process.env.USER || os.userInfo().username;

const isLiveChange = (entry: unknown): entry is LiveChange =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as LiveChange).version === 'string' &&
  typeof (entry as LiveChange).at === 'string' &&
  typeof (entry as LiveChange).by === 'string';

/** The pointer after a switch to `version`, remembered in its log. */
function switched(pointer: Pointer, next: Omit<Pointer, 'log'>, change: Omit<LiveChange, 'at'>): Pointer {
  const log = [...(pointer.log ?? []), { ...change, at: new Date().toISOString() }].slice(-LOG_SIZE);
  return { ...next, log };
}

export interface KeptVersion {
  version: string;
  /** What its manifest says, or null when the manifest is missing or broken. */
  release: RemoteRelease | null;
  /** Why it cannot be made live, if it cannot. */
  problem?: string;
}

const pointerFile = (dir: string) => path.join(dir, 'live.json');

export function readPointer(dir: string): Pointer {
  let text: string;
  try {
    text = fs.readFileSync(pointerFile(dir), 'utf8');
  } catch {
    return { live: null, history: [] };
  }
  try {
    const parsed = JSON.parse(text) as Partial<Pointer>;
    const history = Array.isArray(parsed.history) ? parsed.history.filter((v) => typeof v === 'string') : [];
    const log = Array.isArray(parsed.log) ? parsed.log.filter(isLiveChange) : [];
    const canaryLog = Array.isArray(parsed.canaryLog) ? parsed.canaryLog.filter(isCanaryEnd) : [];
    return {
      live: typeof parsed.live === 'string' ? parsed.live : null,
      history,
      changedAt: parsed.changedAt,
      ...(log.length ? { log } : {}),
      ...(isCanary(parsed.canary) ? { canary: parsed.canary } : {}),
      ...(canaryLog.length ? { canaryLog } : {}),
    };
  } catch {
    throw new ReleaseError(`${pointerFile(dir)} is not JSON: fix it, or make a version live again`);
  }
}

/** Written whole and renamed into place, so a reader never sees half a pointer. */
function writePointer(dir: string, pointer: Pointer) {
  const temporary = `${pointerFile(dir)}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify({ ...pointer, changedAt: new Date().toISOString() }, null, 2)}\n`);
  fs.renameSync(temporary, pointerFile(dir));
}

/** A kept version's manifest, parsed, or why it cannot be read. */
export function readManifest(dir: string, version: string): { manifest: unknown } | { problem: string } {
  const file = path.join(dir, version, 'mf-manifest.json');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { problem: `${version} has no mf-manifest.json` };
  }
  try {
    return { manifest: JSON.parse(text) as unknown };
  } catch {
    return { problem: `${version}'s mf-manifest.json is not JSON` };
  }
}

/** The version's release, or why it is not a usable release of its own folder. */
export function inspectVersion(dir: string, version: string, host: GateHost | null): KeptVersion {
  const read = readManifest(dir, version);
  if ('problem' in read) return { version, release: null, problem: read.problem };
  const release = releaseOfManifest(read.manifest);
  if (!release) return { version, release: null, problem: `${version}'s manifest names no release` };
  if (release.version !== version) {
    return { version, release, problem: `${version}'s manifest says it is ${release.version}` };
  }
  const verdict = host ? checkRemoteCompatibility(read.manifest, host, satisfiesRange) : { ok: true as const };
  return verdict.ok
    ? { version, release }
    : { version, release, problem: `this shell cannot run it: ${verdict.reason}` };
}

/** Every kept version of a remote, oldest build first. */
export function listVersions(dir: string, host: GateHost | null): KeptVersion[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [e.name] : []));
  } catch {
    return [];
  }
  return names
    .filter((name) => VERSION_NAME.test(name))
    .map((name) => inspectVersion(dir, name, host))
    .sort(
      (a, b) =>
        (a.release?.builtAt ?? '').localeCompare(b.release?.builtAt ?? '') || a.version.localeCompare(b.version),
    );
}

/** The shell's build, as the gate sees it: the shared libraries' versions its manifest names. */
export function builtShellHost(): GateHost | null {
  const file = path.join(ROOT, 'shell', 'dist', 'mf-manifest.json');
  try {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { shared?: Array<{ name: string; version: string }> };
    const shared = Object.fromEntries((manifest.shared ?? []).map((library) => [library.name, library.version]));
    return { contractVersion: SHELL_CONTRACT_VERSION, shared };
  } catch {
    return null;
  }
}

/**
 * Makes a kept version live. Refused, with the live version untouched, when the version does
 * not exist, its manifest is missing or broken, or (unless forced) the shell cannot run it.
 */
export function useVersion(
  remote: RemoteName,
  version: string,
  {
    host,
    force = false,
    env = process.env,
    checkedAgainst,
    by,
  }: {
    host: GateHost | null;
    force?: boolean;
    env?: NodeJS.ProcessEnv;
    /** Who makes it live (the machine's user unless given). */
    by?: string;
    /** Which shell `host` is, named in a refusal. */
    checkedAgainst?: string;
  },
): Pointer {
  const dir = releasesDir(remote, env);
  const pointer = readPointer(dir);
  if (!VERSION_NAME.test(version) || !fs.existsSync(path.join(dir, version))) {
    const kept = listVersions(dir, null).map((v) => v.version);
    throw new ReleaseError(
      `${remote} has no version ${version}` + (kept.length ? ` (kept: ${kept.join(', ')})` : ' (none is kept)'),
    );
  }
  const kept = inspectVersion(dir, version, host);
  if (kept.problem && !(force && kept.release)) {
    const against = checkedAgainst ? ` (checked against ${checkedAgainst}; --force makes it live anyway)` : '';
    throw new ReleaseError(`${remote} ${version} cannot be made live: ${kept.problem}${against}`);
  }
  if (pointer.live === version) return pointer;
  const history = pointer.live ? [...pointer.history, pointer.live] : pointer.history;
  // A canary of another version goes on beside the new live one; one of this version has ended.
  const canary = pointer.canary && pointer.canary.version !== version ? { canary: pointer.canary } : {};
  const next = switched(pointer, { live: version, history, ...canary }, { version, by: switcher(by) });
  writePointer(dir, next);
  return next;
}

export const CANARY_PERCENT = { min: 1, max: 99 } as const;

/**
 * Makes a kept version live for `percent` of browsers beside the live one: refused as `use`
 * refuses (missing, broken, or one the shell cannot run unless forced), and for the live version.
 */
export function startCanary(
  remote: RemoteName,
  version: string,
  percent: number,
  options: Parameters<typeof useVersion>[2],
): Pointer {
  const { env = process.env, host, force = false, checkedAgainst, by } = options;
  if (!Number.isInteger(percent) || percent < CANARY_PERCENT.min || percent > CANARY_PERCENT.max) {
    throw new ReleaseError(
      `a canary's share is a whole percent from ${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}, got "${percent}"`,
    );
  }
  const dir = releasesDir(remote, env);
  const pointer = readPointer(dir);
  if (!VERSION_NAME.test(version) || !fs.existsSync(path.join(dir, version))) {
    throw new ReleaseError(`${remote} has no version ${version}`);
  }
  if (pointer.live === version) throw new ReleaseError(`${remote} ${version} is live for everyone already`);
  const kept = inspectVersion(dir, version, host);
  if (kept.problem && !(force && kept.release)) {
    const against = checkedAgainst ? ` (checked against ${checkedAgainst}; --force makes it a canary anyway)` : '';
    throw new ReleaseError(`${remote} ${version} cannot be a canary: ${kept.problem}${against}`);
  }
  const next = { ...pointer, canary: { version, percent, since: new Date().toISOString(), by: switcher(by) } };
  writePointer(dir, next);
  return next;
}

/**
 * Ends a canary: `promote` makes its version live for everyone, `abort` sends everyone back to the
 * live one. Remembered in the pointer's canary log (who, when, and `why` when given). With
 * `version`, only a canary of that version is ended (the shell's own abort, which must not end a
 * newer canary started meanwhile).
 */
export function endCanary(
  remote: RemoteName,
  how: 'promote' | 'abort',
  {
    env = process.env,
    by,
    why,
    version,
  }: { env?: NodeJS.ProcessEnv; by?: string; why?: string; version?: string } = {},
): Pointer {
  const dir = releasesDir(remote, env);
  const pointer = readPointer(dir);
  if (!pointer.canary || (version && pointer.canary.version !== version)) {
    throw new ReleaseError(`${remote} has no canary${version ? ` of ${version}` : ''} to ${how}`);
  }
  const ended: CanaryEnd = {
    version: pointer.canary.version,
    how,
    at: new Date().toISOString(),
    by: switcher(by),
    ...(why ? { why } : {}),
  };
  const canaryLog = [...(pointer.canaryLog ?? []), ended].slice(-LOG_SIZE);
  if (how === 'promote') {
    const promoted = useVersion(remote, pointer.canary.version, { host: null, force: true, env, by });
    const next = { ...promoted, canaryLog };
    writePointer(dir, next);
    return next;
  }
  const { canary: _ended, ...rest } = pointer;
  const next = { ...rest, canaryLog };
  writePointer(dir, next);
  return next;
}

/** Makes the version live before the current one live again. */
export function rollback(remote: RemoteName, env: NodeJS.ProcessEnv = process.env, by?: string): Pointer {
  const dir = releasesDir(remote, env);
  const pointer = readPointer(dir);
  const previous = pointer.history.at(-1);
  if (!previous) throw new ReleaseError(`${remote} has no version live before ${pointer.live ?? 'its plain build'}`);
  const problem = inspectVersion(dir, previous, null).problem;
  if (problem) throw new ReleaseError(`${remote} cannot roll back to ${previous}: ${problem}`);
  const next = switched(
    pointer,
    { live: previous, history: pointer.history.slice(0, -1) },
    { version: previous, by: switcher(by), ...(pointer.live ? { rolledBackFrom: pointer.live } : {}) },
  );
  writePointer(dir, next);
  return next;
}
