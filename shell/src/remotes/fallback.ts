import type { LiveRelease, RemoteName } from '@leave/contract';

export interface FallbackParts {
  /** Registers the remote at another manifest (the fallback's, or the live one's again). */
  register: (remote: RemoteName, entry: string) => void | Promise<void>;
  /** Tells the shell's server a version did not load, and what the page loaded instead. */
  report: (remote: RemoteName, version: string | null, error: unknown, fellBackTo: string | null) => void;
  /** Tells the page the remote is shown in its fallback version (a quiet notice). */
  fellBack: (remote: RemoteName) => void;
}

/**
 * A remote's load with the fallback the shell's server named (`LiveRelease.fallback`, the last
 * version known to work): when the version the page was given fails to load (its manifest or
 * entry fails or is too slow, or the page refuses it), the remote is registered at the fallback's
 * manifest and loaded from there, and stays there for the page's other modules of it. Only when
 * that fails too does the first error reach the error boundary (with Retry, which starts from the
 * live version again). Each failure is reported.
 */
export function fallbackLoads({ register, report, fellBack }: FallbackParts) {
  /** The remotes registered at their fallback now (or being so), its version and when it is ready. */
  const switched = new Map<RemoteName, { version: string; ready: Promise<void> }>();
  return async <T>(
    remote: RemoteName,
    release: LiveRelease | undefined,
    liveEntry: string,
    load: () => Promise<T>,
  ): Promise<T> => {
    const before = switched.get(remote);
    try {
      return await load();
    } catch (error) {
      const now = switched.get(remote);
      if (now) {
        // Another load of this remote fell back meanwhile, or this one was from the fallback already.
        if (now !== before) return now.ready.then(load);
        report(remote, now.version, error, null);
        throw error;
      }
      const fallback = release?.fallback;
      const version = release?.version ?? null;
      if (!fallback || fallback.version === version) {
        report(remote, version, error, null);
        throw error;
      }
      const ready = Promise.resolve(register(remote, fallback.entry));
      switched.set(remote, { version: fallback.version, ready });
      try {
        await ready;
        const loaded = await load();
        report(remote, version, error, fallback.version);
        fellBack(remote);
        return loaded;
      } catch {
        // Retry starts from the live version again; the person reads the first failure.
        switched.delete(remote);
        await register(remote, liveEntry);
        report(remote, version, error, null);
        throw error;
      }
    }
  };
}
