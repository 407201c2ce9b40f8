import type { ServiceSettings } from './endpoint';
import type { Storage } from './storage';

/**
 * Repeated failed sign-ins from one client for one account are refused for a while. Kept in
 * storage, so every instance sees the same count. Returns how many seconds to wait, or 0.
 */
export async function secondsUntilAllowed(
  store: Storage,
  key: string,
  { maxFailures, windowSeconds }: ServiceSettings['signIn'],
): Promise<number> {
  const { failures, oldestAgeSeconds } = await store.signInFailures.tally(key, windowSeconds);
  if (failures < maxFailures || oldestAgeSeconds === null) return 0;
  return Math.max(1, Math.ceil(windowSeconds - oldestAgeSeconds));
}
