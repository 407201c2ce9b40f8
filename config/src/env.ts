/** Readers for environment values: each says exactly what is wrong with a bad one. */

/** Whether a bind address is reachable from this machine only. */
export const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);
import { ConfigError, addDays } from '@leave/contract';
import type { IsoDate } from '@leave/contract';

export function portFrom(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`${key} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
}

export function flagFrom(env: NodeJS.ProcessEnv, key: string, fallback: boolean): boolean {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${key} must be true or false, got "${value}"`);
}

export function positiveFrom(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new ConfigError(`${key} must be a positive whole number, got "${value}"`);
  return number;
}

/** A whole number from 1 to `max`. */
export function positiveAtMostFrom(env: NodeJS.ProcessEnv, key: string, fallback: number, max: number): number {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > max)
    throw new ConfigError(`${key} must be a whole number from 1 to ${max}, got "${value}"`);
  return number;
}

export function nonNegativeFrom(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number))
    throw new ConfigError(`${key} must be a whole number of 0 or more, got "${value}"`);
  return number;
}

/** An IANA time zone such as Asia/Kolkata; `fallback` (this machine's) when unset. */
export function timeZoneFrom(env: NodeJS.ProcessEnv, key: string, fallback: string): string {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    throw new ConfigError(`${key} must be a time zone such as Asia/Kolkata or Europe/London, got "${value}"`);
  }
  return value;
}

/** A BCP 47 locale this runtime's Intl supports, such as en-GB or hi-IN, in its canonical spelling; `fallback` when unset. */
export function localeFrom(env: NodeJS.ProcessEnv, key: string, fallback: string): string {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  let supported: string[] = [];
  try {
    supported = Intl.DateTimeFormat.supportedLocalesOf([value]);
  } catch {
    // Not a locale at all ("en_GB", "12"): said below.
  }
  if (!supported.length) throw new ConfigError(`${key} must be a locale such as en-GB, en-IN or de-DE, got "${value}"`);
  return Intl.getCanonicalLocales(value)[0]!;
}

/** A calendar date written YYYY-MM-DD that exists (not 2026-02-30); undefined when unset. */
export function calendarDateFrom(env: NodeJS.ProcessEnv, key: string): IsoDate | undefined {
  const value = env[key];
  if (value === undefined || value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || addDays(value, 0) !== value) {
    throw new ConfigError(`${key} must be a calendar date written YYYY-MM-DD, such as 2026-12-01, got "${value}"`);
  }
  return value;
}

/** A number above 0, fractions allowed (such as 0.5). */
export function positiveNumberFrom(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || !(number > 0))
    throw new ConfigError(`${key} must be a number above 0 (such as 10 or 0.5), got "${value}"`);
  return number;
}

/** One of a fixed list of words, such as a log level. */
export function oneOfFrom<T extends string>(env: NodeJS.ProcessEnv, key: string, values: readonly T[], fallback: T): T {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  if (!(values as readonly string[]).includes(value))
    throw new ConfigError(`${key} must be one of ${values.join(', ')}, got "${value}"`);
  return value as T;
}
