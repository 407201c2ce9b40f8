import { createHash, randomBytes } from 'node:crypto';
import type { Role, Session } from '@leave/contract';
import type { Queryable } from '../db/database';

export const SESSION_COOKIE = 'leave_session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new session: the random token goes to the browser, only its hash to the database. */
export async function createSession(db: Queryable, role: Role, userId: number, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, role, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), role, userId, ttlSeconds],
  );
  // Expired sessions are swept as new ones are made.
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
  return token;
}

/** The signed-in user for a cookie token, or null if it is unknown or expired. */
export async function findSession(db: Queryable, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  const rows = await db.query<Session>(
    `SELECT u.user_id, u.role, u.name FROM sessions s
     JOIN users u ON u.role = s.role AND u.user_id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export async function endSession(db: Queryable, token: string | undefined): Promise<void> {
  if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}
