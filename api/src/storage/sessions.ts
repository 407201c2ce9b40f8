import type { Session } from '@leave/contract';
import { SESSION_TOUCH_SECONDS } from '@leave/service';
import type { KnownDeviceStore, SessionStore, SignInFailureStore, StoredSession } from '@leave/service';
import type { Queryable, Transactional } from '../db/database';
import { SESSION_CHANNEL } from './sessionCache';
import type { SessionCache } from './sessionCache';

/** A session not idle for longer than its idle limit. */
const LIVE = 's.last_seen_at + make_interval(secs => s.idle_seconds) > now()';

const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A session as its owner's list of devices shows it. */
const LISTED = `token_hash, device_id, device, client_ip, ${instant('created_at')} AS created_at,
  ${instant('last_seen_at')} AS last_seen_at`;

/**
 * Deletes the sessions `where` selects and announces each one's hash to every instance, at
 * commit; answers the hashes.
 */
const endSessions = (where: string) =>
  `WITH ended AS (DELETE FROM sessions WHERE ${where} RETURNING token_hash)
   SELECT token_hash, pg_notify('${SESSION_CHANNEL}', token_hash) FROM ended`;

/**
 * Sessions on `db`. `ended` hears the hashes of the sessions it ends: inside a transaction, so
 * that this instance forgets them as soon as it commits, before it answers, rather than when its
 * own announcement comes back a moment later.
 */
export function sqlSessions(
  db: Queryable,
  cache?: SessionCache,
  ended?: (tokenHashes: string[]) => void,
): SessionStore {
  const end = async (where: string, params: unknown[]) => {
    const rows = await db.query<{ token_hash: string }>(endSessions(where), params);
    const hashes = rows.map((row) => row.token_hash);
    for (const hash of hashes) cache?.forget(hash);
    ended?.(hashes);
    return hashes.length;
  };
  return {
    async create(tokenHash, role, userId, { deviceId, ttlSeconds, idleSeconds, device, clientIp }) {
      await db.query(
        `INSERT INTO sessions (token_hash, role, user_id, expires_at, device_id, idle_seconds, device, client_ip)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5, $6, $7, $8)`,
        [tokenHash, role, userId, ttlSeconds, deviceId, idleSeconds, device, clientIp],
      );
      // Expired sessions are swept as new ones are made (idle ones by the index's next sweep
      // after their absolute expiry; until then no lookup or list finds them).
      await db.query('DELETE FROM sessions WHERE expires_at < now()');
    },
    async find(tokenHash) {
      const cached = cache?.get(tokenHash);
      if (cached) return cached;
      const ticket = cache?.ticket() ?? 0;
      const rows = await db.query<Session & { expires_ms: number; idle_seconds: number; seen_ago: number }>(
        `SELECT u.user_id, u.role, u.name, (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
           s.idle_seconds, extract(epoch FROM now() - s.last_seen_at)::float8 AS seen_ago
         FROM sessions s JOIN users u ON u.role = s.role AND u.user_id = s.user_id
         WHERE s.token_hash = $1 AND s.expires_at > now() AND ${LIVE} AND u.active`,
        [tokenHash],
      );
      const row = rows[0];
      if (!row) return undefined;
      if (row.seen_ago >= SESSION_TOUCH_SECONDS) {
        await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
      }
      const session: Session = { user_id: row.user_id, role: row.role, name: row.name };
      // Kept no longer than the session could go idle from this call.
      cache?.set(tokenHash, session, Math.min(row.expires_ms, Date.now() + row.idle_seconds * 1000), ticket);
      return session;
    },
    async listOf(role, userId, { offset, limit }) {
      const [items, counts] = await Promise.all([
        db.query<StoredSession>(
          `SELECT ${LISTED} FROM sessions s WHERE role = $1 AND user_id = $2 AND expires_at > now() AND ${LIVE}
           ORDER BY last_seen_at DESC, created_at DESC OFFSET $3 LIMIT $4`,
          [role, userId, offset, limit],
        ),
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM sessions s
           WHERE role = $1 AND user_id = $2 AND expires_at > now() AND ${LIVE}`,
          [role, userId],
        ),
      ]);
      return { items, total: counts[0]?.total ?? 0 };
    },
    async deviceOf(role, userId, deviceId) {
      const rows = await db.query<StoredSession>(
        `SELECT ${LISTED} FROM sessions s
         WHERE role = $1 AND user_id = $2 AND device_id = $3 AND expires_at > now() AND ${LIVE}`,
        [role, userId, deviceId],
      );
      return rows[0];
    },
    async delete(tokenHash) {
      cache?.forget(tokenHash);
      await end('token_hash = $1', [tokenHash]);
    },
    endAllOf: (role, userId) => end('role = $1 AND user_id = $2', [role, userId]),
  };
}

export function sqlSignInFailures(db: Queryable, transaction: Transactional): SignInFailureStore {
  return {
    reserve: (key, windowSeconds, decide) =>
      transaction(async (tx) => {
        // Attempts for one key take turns here, across every connection and instance.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
        const rows = await tx.query<{ failures: number; oldest_age: number | null }>(
          `SELECT count(*)::int AS failures, extract(epoch FROM now() - min(failed_at))::float8 AS oldest_age
           FROM sign_in_failures WHERE client_key = $1 AND failed_at > now() - make_interval(secs => $2)`,
          [key, windowSeconds],
        );
        const decision = decide({ failures: rows[0]?.failures ?? 0, oldestAgeSeconds: rows[0]?.oldest_age ?? null });
        if (decision.allowed) {
          await tx.query('INSERT INTO sign_in_failures (client_key) VALUES ($1)', [key]);
          await tx.query('DELETE FROM sign_in_failures WHERE failed_at < now() - make_interval(secs => $1)', [
            windowSeconds,
          ]);
        }
        return decision;
      }),
    async clear(key) {
      await db.query('DELETE FROM sign_in_failures WHERE client_key = $1', [key]);
    },
  };
}

export function sqlKnownDevices(db: Queryable): KnownDeviceStore {
  return {
    async remember(tokenHash, role, userId, ttlSeconds) {
      await db.query(
        `INSERT INTO known_devices (token_hash, role, user_id, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [tokenHash, role, userId, ttlSeconds],
      );
      await db.query('DELETE FROM known_devices WHERE expires_at < now()');
    },
    async isKnown(tokenHash, role, userId) {
      const rows = await db.query(
        `SELECT 1 FROM known_devices WHERE token_hash = $1 AND role = $2 AND user_id = $3 AND expires_at > now()`,
        [tokenHash, role, userId],
      );
      return rows.length > 0;
    },
  };
}
