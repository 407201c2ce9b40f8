/** A remote's manifest that has not answered in this long is asked for once more, then given up. */
export const MANIFEST_TIMEOUT_MS = 3_000;
/** A remote's module (manifest, entry and first chunks) not loaded in this long fails, with Retry. */
export const LOAD_TIMEOUT_MS = 20_000;

/** A load that did not finish in time: the host may be hanging. */
export class LoadTimedOut extends Error {
  override name = 'LoadTimedOut';
}

/** The promise's value, or LoadTimedOut once `ms` have passed. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LoadTimedOut(`${what} did not load within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The federation runtime's fetch of a manifest (its `fetch` hook), with a time limit, and asked
 * once more after a failure or a silence, as @module-federation/retry-plugin does for manifests.
 */
export async function patientFetch(url: string, init: RequestInit): Promise<Response> {
  const attempt = () => fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  try {
    const response = await attempt();
    if (response.status < 500) return response;
  } catch {
    // Network error or no answer in time: once more.
  }
  await pause(300);
  return attempt();
}
