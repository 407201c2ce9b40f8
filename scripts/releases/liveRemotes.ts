/**
 * The remotes' live versions as the shell's server tells each page: read from the pointers on
 * every page (a pointer changed by `npm run remotes -- use` reaches the next page load, with the
 * shell still running), checked by the gate, and what the shell's `/health` says about them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  canaryBucket,
  checkRemoteCompatibility,
  FAILING_WINDOW_MINUTES,
  releaseOfManifest,
  REMOTE_NAMES,
  satisfiesRange,
} from '@leave/contract';
import type {
  GateHost,
  LiveRelease,
  RemoteHealth,
  RemoteName,
  RemoteRelease,
  RuntimeConfig,
  VersionFailures,
} from '@leave/contract';
import { readPointer, releasesDir, REMOTE_DIRS, ROOT } from './releaseStore';

/** A version's manifest URL on the host that serves the remote's plain build at `entry`. */
export const versionEntry = (entry: string, version: string) =>
  new URL(`${encodeURIComponent(version)}/mf-manifest.json`, entry).href;

interface Served {
  /** The manifest the page loads for the remote. */
  entry: string;
  release: LiveRelease | null;
  /** A canary beside it: the share of browsers that get it instead, and what they get. */
  canary?: { percent: number; entry: string; release: LiveRelease };
  /** A canary the gate refused: no browser gets it. */
  refusedCanary?: { version: string; percent: number; refused: string };
}

/**
 * The last version known to work: the newest of the versions live before (`history`, oldest
 * first) that is none of `skip` and that the shell can run. What a page loads when the version it
 * was given fails, and what the server serves in place of a live version its gate refuses.
 */
export function lastWorkingVersion(
  history: readonly string[],
  skip: readonly string[],
  runs: (version: string) => boolean,
): string | undefined {
  return [...history].reverse().find((version) => !skip.includes(version) && runs(version));
}

/** The name a page and the failure counts give a remote's plain build (its manifest names no release). */
export const PLAIN_BUILD = 'plain-build';

/** A file's identity: pointers are written by rename, so a new file each time, even within a millisecond. */
function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.ino}`;
  } catch {
    return 'none';
  }
}

/** What a manifest says it is, and why the shell cannot run it (no reason: it can, or no built shell to ask). */
function check(file: string, host: GateHost | null): { reason?: string; version?: string } {
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return { reason: 'its manifest is missing or broken' };
  }
  const version = releaseOfManifest(manifest)?.version;
  const verdict = host ? checkRemoteCompatibility(manifest, host, satisfiesRange) : { ok: true as const };
  return verdict.ok ? { version } : { version, reason: verdict.reason };
}

/**
 * What each page is told about the remotes, read from the pointers (and the plain builds this
 * launcher serves) when they have changed, else remembered. The shell's gate runs here, before
 * the page is sent: a version the built shell cannot run is replaced by the newest version live
 * before it that it can, or refused in the page when there is none. Kept versions never change,
 * so what was checked is what the page loads; the page itself carries no gate.
 */
export function liveReleases(
  host: GateHost | null,
  { env = process.env, plainBuilds = [] }: { env?: NodeJS.ProcessEnv; plainBuilds?: readonly RemoteName[] } = {},
) {
  const cache = new Map<RemoteName, { stamp: string; served: Served }>();

  const read = (remote: RemoteName, plainEntry: string): Served => {
    const dir = releasesDir(remote, env);
    const plainManifest = path.join(ROOT, REMOTE_DIRS[remote], 'dist', 'mf-manifest.json');
    const checksPlain = plainBuilds.includes(remote);
    const stamp = `${stampOf(path.join(dir, 'live.json'))}|${checksPlain ? stampOf(plainManifest) : ''}`;
    const cached = cache.get(remote);
    if (cached?.stamp === stamp) return cached.served;
    let served: Served = { entry: plainEntry, release: null };
    try {
      const { live, history, canary } = readPointer(dir);
      const manifestOf = (version: string) => path.join(dir, version, 'mf-manifest.json');
      const runs = (version: string) => !check(manifestOf(version), host).reason;
      if (live) {
        const { reason } = check(manifestOf(live), host);
        const version = (reason && lastWorkingVersion(history, [live], runs)) || live;
        // What the page loads if this one fails in the browser: the version live before it.
        const before = lastWorkingVersion(history, [live, version], runs);
        served = {
          entry: versionEntry(plainEntry, version),
          release: {
            version,
            ...(reason ? { refused: { version: live, reason } } : {}),
            ...(before ? { fallback: { version: before, entry: versionEntry(plainEntry, before) } } : {}),
          },
        };
      } else if (checksPlain && fs.existsSync(plainManifest)) {
        const { reason, version = 'plain build' } = check(plainManifest, host);
        if (reason) served = { entry: plainEntry, release: { version, refused: { version, reason } } };
      }
      if (canary) {
        const { reason } = check(manifestOf(canary.version), host);
        if (reason) {
          console.error(`The ${remote} remote's canary ${canary.version} is refused: ${reason}`);
          served.refusedCanary = { version: canary.version, percent: canary.percent, refused: reason };
        } else {
          // A canary's browsers fall back to what everyone else gets, unless the page refuses that too.
          const main = served.release;
          const mainRuns = !(main?.refused && main.refused.version === main.version);
          const release: LiveRelease = {
            version: canary.version,
            canary: true,
            ...(mainRuns ? { fallback: { version: main?.version ?? PLAIN_BUILD, entry: served.entry } } : {}),
          };
          served.canary = { percent: canary.percent, entry: versionEntry(plainEntry, canary.version), release };
        }
      }
    } catch (error) {
      console.error(`The ${remote} remote's live pointer is unreadable, serving its plain build:`, error);
    }
    cache.set(remote, { stamp, served });
    return served;
  };

  /**
   * The runtime configuration with each remote's live version in place of its plain build, or,
   * for a browser whose place is inside a remote's canary, the canary's version.
   */
  const configOf = (runtime: RuntimeConfig, browser?: string): RuntimeConfig => {
    const remotes = { ...runtime.remotes };
    const releases: NonNullable<RuntimeConfig['releases']> = {};
    for (const name of REMOTE_NAMES) {
      const served = read(name, runtime.remotes[name]);
      const { entry, release } =
        served.canary && browser !== undefined && canaryBucket(browser, name) < served.canary.percent
          ? served.canary
          : served;
      remotes[name] = entry;
      if (release) releases[name] = release;
    }
    return Object.keys(releases).length ? { ...runtime, remotes, releases } : runtime;
  };
  /**
   * Each remote's canary, if one is set: whether a page needs the browser's id at all (one the
   * gate refused, `refused`, does not).
   */
  const canaries = (runtime: RuntimeConfig) =>
    Object.fromEntries(
      REMOTE_NAMES.flatMap((name) => {
        const { canary, refusedCanary } = read(name, runtime.remotes[name]);
        if (refusedCanary) return [[name, refusedCanary]];
        return canary ? [[name, { version: canary.release.version, percent: canary.percent }]] : [];
      }),
    ) as Canaries;
  return Object.assign(configOf, { canaries });
}

export type Canaries = Partial<Record<RemoteName, { version: string; percent: number; refused?: string }>>;

const HEALTH_TIMEOUT_MS = 2_000;

/**
 * The last version known to work, as `/health` says it: in use for every page when the live one
 * was refused (the server serves it instead), or when pages reported the live one failing lately.
 */
export function fallbackHealth(
  release: LiveRelease | undefined,
  failures: Record<string, VersionFailures>,
  now = Date.now(),
): RemoteHealth['fallback'] {
  if (!release) return null;
  const { refused } = release;
  if (refused && refused.version !== release.version) {
    return { version: release.version, inUse: true, why: `${refused.version} was refused: ${refused.reason}` };
  }
  if (!release.fallback) return null;
  const failed = failures[release.version];
  const recent = failed && now - Date.parse(failed.last.at) <= FAILING_WINDOW_MINUTES * 60_000;
  return recent
    ? {
        version: release.fallback.version,
        inUse: true,
        why:
          `pages reported ${release.version} failing to load (${failed.count} reports from ${failed.browsers} ` +
          `browsers, the latest at ${failed.last.at}: ${failed.last.kind}) and load ${release.fallback.version} instead`,
      }
    : { version: release.fallback.version, inUse: false };
}

/** Each remote's live manifest, asked for at once: what it says it is, and whether it answers. */
export async function remotesHealth(
  runtime: RuntimeConfig,
  canaries: Canaries = {},
  failuresOf: (remote: RemoteName) => Record<string, VersionFailures> = () => ({}),
): Promise<Record<RemoteName, RemoteHealth>> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const entry = runtime.remotes[name];
      let release: RemoteRelease | null = null;
      let reachable = false;
      const failures = failuresOf(name);
      try {
        const response = await fetch(entry, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        if (response.ok) {
          release = releaseOfManifest(await response.json());
          reachable = true;
        }
      } catch {
        // Unreachable, too slow or not JSON.
      }
      const health: RemoteHealth = {
        entry,
        reachable,
        version: release?.version ?? runtime.releases?.[name]?.version ?? null,
        commit: release?.commit ?? null,
        builtAt: release?.builtAt ?? null,
        contractVersion: release?.contractVersion ?? null,
        refused: runtime.releases?.[name]?.refused ?? null,
        canary: canaries[name] ?? null,
        fallback: fallbackHealth(runtime.releases?.[name], failures),
        failures,
      };
      return [name, health] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RemoteName, RemoteHealth>;
}
