import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@leave/contract';
import type { Storage } from './storage';

/**
 * A browser that has signed in to an account before keeps a device cookie for it. Its sign-ins
 * are counted apart from the client's address, so strangers guessing from the same campus NAT
 * cannot lock the account's owner out, and a guesser cannot make up a device (only tokens this
 * server gave the account count).
 */
export const DEVICE_COOKIE = 'leave_device';

/** How long a browser stays known without signing in again: 180 days. */
export const DEVICE_TTL_SECONDS = 180 * 24 * 3600;

/** How the device cookie is set, by every backend (each adds maxAge in its framework's unit). */
export const DEVICE_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'strict', path: '/' } as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Whether this device token was given to this account. */
async function isKnownDevice(store: Storage, token: string | undefined, role: Role, userId: number) {
  return token ? store.knownDevices.isKnown(hashToken(token), role, userId) : false;
}

/** The key sign-in failures are counted under: the known device, or else the client's address. */
export async function signInThrottleKey(
  store: Storage,
  call: { deviceToken: string | undefined; clientIp: string },
  role: Role,
  userId: number,
): Promise<string> {
  const known = await isKnownDevice(store, call.deviceToken, role, userId);
  return known ? `device:${hashToken(call.deviceToken!)}` : `${call.clientIp}|${role}|${userId}`;
}

/** After a sign-in: a new device token to set, or undefined when the browser is already known. */
export async function rememberDevice(
  store: Storage,
  token: string | undefined,
  role: Role,
  userId: number,
): Promise<string | undefined> {
  if (await isKnownDevice(store, token, role, userId)) return undefined;
  const fresh = randomBytes(32).toString('base64url');
  await store.knownDevices.remember(hashToken(fresh), role, userId, DEVICE_TTL_SECONDS);
  return fresh;
}
