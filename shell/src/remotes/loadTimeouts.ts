import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { DEFAULT_REMOTE_TIMEOUTS, FEDERATION_NAMES, REMOTE_NAMES } from '@leave/contract';
import type { RemoteName, RemoteTimeouts, RuntimeConfig } from '@leave/contract';

let gone = false;

/** Whether a remote's manifest answered 404 or 410: that version is no longer on the server. */
export const manifestGone = () => gone;

/**
 * The federation runtime's fetch of a manifest (its `fetch` hook), with a time limit, asked
 * once more after a failure or a silence, as @module-federation/retry-plugin does for manifests:
 * a host that hangs fails the load in about twice the limit (6 seconds by default), with Retry.
 */
export function patientFetch(
  url: string,
  init: RequestInit,
  limitMs = DEFAULT_REMOTE_TIMEOUTS.manifestSeconds * 1000,
): Promise<Response> {
  const attempt = () => fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) });
  return attempt()
    .catch(attempt)
    .then((response) => {
      gone ||= response.status === 404 || response.status === 410;
      return response;
    });
}

/** What failed when a remote did not load: the remote's host, or the person's connection. */
export type FailedPart = 'host' | 'connection';

/**
 * Asks the shell's own server (its config.json, uncached) whether it answers: if it does, the
 * person's connection works and the remote's host failed.
 */
export async function whatFailed(shellProbe: string): Promise<FailedPart> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'connection';
  try {
    const response = await fetch(shellProbe, { cache: 'no-store', signal: AbortSignal.timeout(4_000) });
    return response.ok ? 'host' : 'connection';
  } catch {
    return 'connection';
  }
}

/**
 * Whether a chunk that failed to load (webpack's ChunkLoadError names it in `request`) is gone
 * from the server rather than out of reach: asked once more, a 404 or 410 says that version was
 * removed, and the user is told to reload instead of to check their connection.
 */
export async function chunkGone(error: unknown): Promise<boolean> {
  const request = (error as { request?: unknown } | null)?.request;
  if (typeof request !== 'string') return false;
  try {
    const { status } = await fetch(request, { method: 'HEAD', cache: 'no-store' });
    return status === 404 || status === 410;
  } catch {
    return false;
  }
}

/**
 * The load time limits of the runtime config (REMOTE_*_TIMEOUT_SECONDS, per remote): each
 * remote's manifest is fetched within its limit, and its entry script given its own (the
 * runtime's is 20 s for all). The build's chunkLoadTimeout still limits later chunks.
 */
export function loadTimeouts(
  config: RuntimeConfig,
  entries: Record<RemoteName, string>,
): ModuleFederationRuntimePlugin {
  const limitsOf = (remote: RemoteName | undefined): RemoteTimeouts =>
    (remote && config.remoteTimeouts?.[remote]) || DEFAULT_REMOTE_TIMEOUTS;
  return {
    name: 'leave-load-timeouts',
    fetch(url, init) {
      const remote = REMOTE_NAMES.find((name) => entries[name] === url);
      return patientFetch(url, init, limitsOf(remote).manifestSeconds * 1000);
    },
    createScript({ url, attrs, remoteInfo }) {
      const remote = REMOTE_NAMES.find((name) => FEDERATION_NAMES[name] === remoteInfo?.name);
      if (!remote) return undefined;
      // Made here, so the attributes the runtime would have set are set here too.
      const script = document.createElement('script');
      script.src = url;
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type') script.setAttribute(name, String(value));
      }
      return { script, timeout: limitsOf(remote).entrySeconds * 1000 };
    },
  };
}
