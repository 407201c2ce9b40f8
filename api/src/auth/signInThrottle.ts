import type { Queryable } from '../db/database';

export interface ThrottleSettings {
  /** Failed sign-ins allowed per client and account within the window. */
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Repeated failed sign-ins from one client for one account are refused for a while. Kept in the
 * database, so every instance sees the same count.
 */
export async function secondsUntilAllowed(db: Queryable, key: string, settings: ThrottleSettings): Promise<number> {
  const rows = await db.query<{ failures: number; oldest_age: number | null }>(
    `SELECT count(*)::int AS failures, extract(epoch FROM now() - min(failed_at))::float8 AS oldest_age
     FROM sign_in_failures WHERE client_key = $1 AND failed_at > now() - make_interval(secs => $2)`,
    [key, settings.windowSeconds],
  );
  const { failures, oldest_age } = rows[0] ?? { failures: 0, oldest_age: null };
  if (failures < settings.maxFailures || oldest_age === null) return 0;
  return Math.max(1, Math.ceil(settings.windowSeconds - oldest_age));
}

export async function recordFailure(db: Queryable, key: string, settings: ThrottleSettings): Promise<void> {
  await db.query('INSERT INTO sign_in_failures (client_key) VALUES ($1)', [key]);
  await db.query('DELETE FROM sign_in_failures WHERE failed_at < now() - make_interval(secs => $1)', [
    settings.windowSeconds,
  ]);
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE client_key = $1', [key]);
}
