import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { DEFAULT_PASSWORD_HASH_COST } from '@leave/config';

const KEY_LENGTH = 32;
const R = 8;
/** Room for scrypt's 128 x N x r bytes at the highest cost allowed (2^17). */
const MAX_MEMORY = 256 * 1024 * 1024;

// scrypt with N=2^15, r=8, p=1 (the default): about 50 ms and 32 MiB per hash, so guessing is slow.
let cost = DEFAULT_PASSWORD_HASH_COST;

/** The cost of the hashes made from now on (PASSWORD_HASH_COST, checked by @leave/config at start-up). */
export function setPasswordHashCost(log2: number) {
  cost = log2;
}

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** 'scrypt$N$r$p$salt$hash', salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 2 ** cost, r: R, p: 1, maxmem: MAX_MEMORY };
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * 'sha256$salt$hash', for the temporary passwords an import hands out by the thousand: they are
 * random (about 70 bits, see temporaryPassword), so a fast hash is as hard to reverse as scrypt
 * on a chosen password, and 10,000 of them hash in milliseconds rather than minutes. Only ever
 * used with must_change_password set; the new password gets scrypt.
 */
export function hashTemporaryPassword(password: string): string {
  const salt = randomBytes(16).toString('base64');
  return ['sha256', salt, createHash('sha256').update(`${salt}$${password}`).digest('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('sha256$')) {
    const [, salt, hash] = stored.split('$');
    const expected = Buffer.from(hash ?? '', 'base64');
    const actual = createHash('sha256').update(`${salt}$${password}`).digest();
    return expected.length === actual.length && timingSafeEqual(actual, expected);
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that verifies nothing, checked against when the user does not exist (same timing). */
export const dummyHash = () =>
  `scrypt$${2 ** cost}$${R}$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;
