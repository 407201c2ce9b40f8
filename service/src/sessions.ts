import { createHash, randomBytes } from 'node:crypto';
import type { Role, Session } from '@leave/contract';
import type { Storage } from './storage';

export const SESSION_COOKIE = 'leave_session';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new session: the random token goes to the browser, only its hash to storage. */
export async function openSession(store: Storage, role: Role, userId: number, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.sessions.create(hashToken(token), role, userId, ttlSeconds);
  return token;
}

/** The signed-in user for a cookie token, or null if it is unknown or expired. */
export async function resolveSession(store: Storage, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  return (await store.sessions.find(hashToken(token))) ?? null;
}

export async function closeSession(store: Storage, token: string | undefined): Promise<void> {
  if (token) await store.sessions.delete(hashToken(token));
}

/** How the session cookie is set, by every backend (each adds maxAge in its framework's unit). */
export const SESSION_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/' } as const;
