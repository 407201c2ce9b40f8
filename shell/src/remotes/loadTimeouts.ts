/** A remote's manifest that has not answered in this long is asked for once more, then given up. */
export const MANIFEST_TIMEOUT_MS = 3_000;

let gone = false;

/** Whether a remote's manifest answered 404 or 410: that version is no longer on the server. */
export const manifestGone = () => gone;

/**
 * The federation runtime's fetch of a manifest (its `fetch` hook), with a time limit, asked
 * once more after a failure or a silence, as @module-federation/retry-plugin does for manifests:
 * a host that hangs fails the load in about 6 seconds, with Retry. (Scripts have their own
 * limits: the runtime's 20 seconds for a remote's entry, the build's chunkLoadTimeout for chunks.)
 */
export function patientFetch(url: string, init: RequestInit): Promise<Response> {
  const attempt = () => fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  return attempt()
    .catch(attempt)
    .then((response) => {
      gone ||= response.status === 404 || response.status === 410;
      return response;
    });
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
