import { createHash, randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import type { Role, Session } from '@leave/contract';
import { DEVICE_COOKIE } from './knownDevices';
import type { Storage } from './storage';

export const SESSION_COOKIE = 'leave_session';

/**
 * The cookies' names: with the `__Host-` prefix whenever they are Secure (the app is not served
 * on loopback http), so a browser takes them only from this very host, over https, for every
 * path: a sibling subdomain or a network attacker on http cannot plant or overwrite them.
 */
export const cookieNames = (secure: boolean) => ({
  session: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
  device: secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE,
});

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The longest device description kept: a made-up User-Agent cannot fill the table. */
const DEVICE_MAX_LENGTH = 80;

/** "Chrome on Linux", from the browser's User-Agent; "Unknown device" for a client that does not say. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const words = [browser.name, os.name && `on ${os.name}`].filter(Boolean).join(' ');
  return (words || 'Unknown device').slice(0, DEVICE_MAX_LENGTH);
}

/** Who opens a session, from where, and for how long. */
export interface SessionOpening {
  role: Role;
  userId: number;
  ttlSeconds: number;
  idleSeconds: number;
  userAgent: string | undefined;
  clientIp: string;
}

/** A new session: the random token goes to the browser, only its hash to storage. */
export async function openSession(store: Storage, opening: SessionOpening): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.sessions.create(hashToken(token), opening.role, opening.userId, {
    // Its own random name in the list of devices: the token's hash is what looks the session up.
    deviceId: randomBytes(16).toString('base64url'),
    ttlSeconds: opening.ttlSeconds,
    idleSeconds: opening.idleSeconds,
    device: describeDevice(opening.userAgent),
    clientIp: opening.clientIp,
  });
  return token;
}

/** The signed-in user for a cookie token, or null if it is unknown, expired or idle too long. */
export async function resolveSession(store: Storage, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  return (await store.sessions.find(hashToken(token))) ?? null;
}

export async function closeSession(store: Storage, token: string | undefined): Promise<void> {
  if (token) await store.sessions.delete(hashToken(token));
}

/** How the session cookie is set, by every backend (each adds maxAge in its framework's unit). */
export const SESSION_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/' } as const;
