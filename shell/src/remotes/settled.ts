type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks a promise with its outcome the way React's use() reads it. A module already loaded then
 * renders at once: an unmarked promise suspends for a frame even when settled, and the fallback
 * it reveals is kept for React's reveal throttle (300 ms) before the remote is shown.
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  tracked.status ??= 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}
