import type { Session } from '@leave/contract';
import type { KnownDeviceStore, SessionStore, SignInFailureStore } from '@leave/service';
import type { Queryable, Transactional } from '../db/database';

export function sqlSessions(db: Queryable): SessionStore {
  return {
    async create(tokenHash, role, userId, ttlSeconds) {
      await db.query(
        `INSERT INTO sessions (token_hash, role, user_id, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [tokenHash, role, userId, ttlSeconds],
      );
      // Expired sessions are swept as new ones are made.
      await db.query('DELETE FROM sessions WHERE expires_at < now()');
    },
    async find(tokenHash) {
      const rows = await db.query<Session>(
        `SELECT u.user_id, u.role, u.name FROM sessions s
         JOIN users u ON u.role = s.role AND u.user_id = s.user_id
         WHERE s.token_hash = $1 AND s.expires_at > now() AND u.active`,
        [tokenHash],
      );
      return rows[0];
    },
    async delete(tokenHash) {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },
    async endAllOf(role, userId) {
      await db.query('DELETE FROM sessions WHERE role = $1 AND user_id = $2', [role, userId]);
    },
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
