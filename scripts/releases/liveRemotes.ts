/**
 * The remotes' live versions as the shell's server tells each page: read from the pointers on
 * every page (a pointer changed by `npm run remotes -- use` reaches the next page load, with the
 * shell still running), and what the shell's `/health` says about them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { releaseOfManifest, REMOTE_NAMES } from '@leave/contract';
import type { GateHost, LiveRelease, RemoteHealth, RemoteName, RemoteRelease, RuntimeConfig } from '@leave/contract';
import { inspectVersion, readPointer, releasesDir } from './releaseStore';

/** A version's manifest URL on the host that serves the remote's plain build at `entry`. */
export const versionEntry = (entry: string, version: string) =>
  new URL(`${encodeURIComponent(version)}/mf-manifest.json`, entry).href;

interface Cached {
  stamp: string;
  release: LiveRelease | null;
}

/** Reads each remote's pointer when it has changed (by its modification time), else remembers. */
export function liveReleases(host: GateHost | null, env: NodeJS.ProcessEnv = process.env) {
  const cache = new Map<RemoteName, Cached>();

  const read = (remote: RemoteName, entry: string): LiveRelease | null => {
    const dir = releasesDir(remote, env);
    let stamp = 'none';
    try {
      const stat = fs.statSync(path.join(dir, 'live.json'));
      // Written by rename: a new file each time, even within the same millisecond.
      stamp = `${stat.mtimeMs}:${stat.ino}`;
    } catch {
      // No pointer: the plain build is served.
    }
    const cached = cache.get(remote);
    if (cached?.stamp === stamp) return cached.release;
    let release: LiveRelease | null = null;
    try {
      const pointer = readPointer(dir);
      if (pointer.live) {
        const fallback = [...pointer.history]
          .reverse()
          .find((version) => version !== pointer.live && !inspectVersion(dir, version, host).problem);
        release = {
          version: pointer.live,
          ...(fallback ? { fallback: { version: fallback, entry: versionEntry(entry, fallback) } } : {}),
        };
      }
    } catch (error) {
      console.error(`The ${remote} remote's live pointer is unreadable, serving its plain build:`, error);
    }
    cache.set(remote, { stamp, release });
    return release;
  };

  /** The runtime configuration with each remote's live version in place of its plain build. */
  return (runtime: RuntimeConfig): RuntimeConfig => {
    const remotes = { ...runtime.remotes };
    const releases: NonNullable<RuntimeConfig['releases']> = {};
    for (const name of REMOTE_NAMES) {
      const release = read(name, runtime.remotes[name]);
      if (!release) continue;
      remotes[name] = versionEntry(runtime.remotes[name], release.version);
      releases[name] = release;
    }
    return Object.keys(releases).length ? { ...runtime, remotes, releases } : runtime;
  };
}

const HEALTH_TIMEOUT_MS = 2_000;

/** Each remote's live manifest, asked for at once: what it says it is, and whether it answers. */
export async function remotesHealth(runtime: RuntimeConfig): Promise<Record<RemoteName, RemoteHealth>> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const entry = runtime.remotes[name];
      let release: RemoteRelease | null = null;
      let reachable = false;
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
      };
      return [name, health] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RemoteName, RemoteHealth>;
}
