/** How the backends tell clients apart and hold off floods: trusted proxies and per-address limits. */
import ipaddr from 'ipaddr.js';
import { ConfigError } from '@leave/contract';
import type { SignInLimits } from '@leave/domain';
import { flagFrom, isLoopbackHost, positiveFrom } from './env';

/**
 * Which proxies may say who the client is: `false` (none, the default), a hop count (the number
 * of proxies in front of the server) or their addresses / CIDR ranges. "Trust any proxy" is not
 * offered: then anyone could send X-Forwarded-For and pick the address the sign-in limits see.
 */
export type TrustedProxies = false | number | string[];

/** An address in its usual form only (no '10.1' or '0x7f.1', which parsers also accept). */
const isAddress = (text: string) =>
  ipaddr.IPv4.isValidFourPartDecimal(text) || (text.includes(':') && ipaddr.IPv6.isValid(text));

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (!isAddress(address) || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (address.includes(':') ? 128 : 32);
};

export function trustedProxiesFrom(env: NodeJS.ProcessEnv, key: string): TrustedProxies {
  const raw = env[key]?.trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') {
    throw new ConfigError(
      `${key}=true would believe any X-Forwarded-For header; set it to the number of proxies in front of the server (e.g. 1) or to their addresses (e.g. 10.0.0.5,10.0.1.0/24)`,
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `${key} must be false, a number of proxies, or a comma-separated list of IP addresses or CIDR ranges; "${bad}" is none of these`,
    );
  }
  return entries;
}

/**
 * The setting as both frameworks take it (Fastify's types lack the hop count): trust the
 * first `hops` proxies counted back from the server, or the listed addresses.
 */
export const proxyTrust = (proxies: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof proxies === 'number' ? (_address, hop) => hop < proxies : proxies;

/**
 * Sign-ins and sign-ups per client address per minute: enough for a class behind one NAT
 * signing in at once, too few for one address to keep the server busy hashing.
 */
export const DEFAULT_AUTH_RATE_LIMIT = 120;

export interface ProtectionConfig {
  trustProxy: TrustedProxies;
  authRequestsPerMinute: number;
  /**
   * Whether the sign-in answer repeats the password sent, as the seed's did, for an old client
   * that checks it (SIGN_IN_ECHOES_PASSWORD; off: a password in an answer ends up in logs,
   * proxies and browser tools).
   */
  signInEchoesPassword: boolean;
  /**
   * Whether every admin must sign in with an authenticator app (ADMIN_TOTP_REQUIRED): an admin
   * without one is let in only to enrol it.
   */
  adminTotpRequired: boolean;
  /** PASSWORD_HASH_COST: scrypt's cost as a power of two (see passwordHashCostFrom). */
  passwordHashCost: number;
}

/**
 * TRUST_PROXY, AUTH_RATE_LIMIT_PER_MINUTE, SIGN_IN_ECHOES_PASSWORD and ADMIN_TOTP_REQUIRED, read
 * the same way by both backends.
 */
export const readProtectionConfig = (env: NodeJS.ProcessEnv = process.env): ProtectionConfig => ({
  trustProxy: trustedProxiesFrom(env, 'TRUST_PROXY'),
  authRequestsPerMinute: positiveFrom(env, 'AUTH_RATE_LIMIT_PER_MINUTE', DEFAULT_AUTH_RATE_LIMIT),
  signInEchoesPassword: flagFrom(env, 'SIGN_IN_ECHOES_PASSWORD', false),
  adminTotpRequired: flagFrom(env, 'ADMIN_TOTP_REQUIRED', false),
  passwordHashCost: passwordHashCostFrom(env),
});

/** scrypt's N as a power of two: 2^15 costs about 50 ms and 32 MiB per password hashed. */
export const DEFAULT_PASSWORD_HASH_COST = 15;
export const PASSWORD_HASH_COSTS = { min: 10, max: 17 };

/**
 * PASSWORD_HASH_COST (15 unless set): higher makes guessing slower for whoever steals the hashes.
 * Lower is for test suites, which sign in thousands of times: see checkPasswordHashCost. A stored
 * hash keeps the cost it was made with, so changing it never locks anyone out.
 */
export function passwordHashCostFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.PASSWORD_HASH_COST;
  if (raw === undefined || raw === '') return DEFAULT_PASSWORD_HASH_COST;
  const cost = Number(raw);
  const { min, max } = PASSWORD_HASH_COSTS;
  if (!/^\d+$/.test(raw) || cost < min || cost > max) {
    throw new ConfigError(
      `PASSWORD_HASH_COST must be a whole number from ${min} to ${max} (scrypt's N as a power of two), got "${raw}"`,
    );
  }
  return cost;
}

/** A cost below the default only on a server that this machine alone can reach. */
export function checkPasswordHashCost(cost: number, host: string): number {
  if (cost < DEFAULT_PASSWORD_HASH_COST && !isLoopbackHost(host)) {
    throw new ConfigError(
      `PASSWORD_HASH_COST=${cost} is below ${DEFAULT_PASSWORD_HASH_COST}, which is for tests on this machine only, and ${host} is a network address`,
    );
  }
  return cost;
}

/** SIGN_IN_MAX_FAILURES (5) failed sign-ins per SIGN_IN_WINDOW_MINUTES (15), read the same way by both backends. */
export const readSignInLimits = (env: NodeJS.ProcessEnv = process.env): SignInLimits => ({
  maxFailures: positiveFrom(env, 'SIGN_IN_MAX_FAILURES', 5),
  windowSeconds: positiveFrom(env, 'SIGN_IN_WINDOW_MINUTES', 15) * 60,
});
