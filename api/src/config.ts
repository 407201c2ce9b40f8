import path from 'node:path';
import { ConfigError } from '@leave/contract';
import { readServeConfig } from '../../scripts/config';

export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL server URL; without it the embedded database in `pgliteDir` is used. */
  databaseUrl?: string;
  pgliteDir: string;
  webOrigins: string[];
  /** Load the demo data into an empty database. */
  seedDemo: boolean;
  admin?: { id: number; password: string };
  sessionTtlSeconds: number;
  secureCookies: boolean;
  signIn: { maxFailures: number; windowSeconds: number };
  logRequests: boolean;
}

const flag = (value: string | undefined, fallback: boolean, name: string) => {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
};

const positive = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new ConfigError(`${name} must be a positive whole number, got "${value}"`);
  return number;
};

export const DEFAULT_PGLITE_DIR = path.join(import.meta.dirname, '..', 'data', 'pglite');

/** The API's settings from the environment, checked at start-up. */
export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const serve = readServeConfig(env);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  let admin: ApiConfig['admin'];
  if (env.ADMIN_ID || env.ADMIN_PASSWORD) {
    if (!env.ADMIN_ID || !env.ADMIN_PASSWORD) throw new ConfigError('set both ADMIN_ID and ADMIN_PASSWORD, or neither');
    if (env.ADMIN_PASSWORD.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
    admin = { id: positive(env.ADMIN_ID, 1, 'ADMIN_ID'), password: env.ADMIN_PASSWORD };
  }
  return {
    port: serve.apiPort,
    host: env.API_BIND || '127.0.0.1',
    databaseUrl,
    pgliteDir: path.resolve(env.PGLITE_DIR || DEFAULT_PGLITE_DIR),
    webOrigins: serve.webOrigins,
    // The embedded database starts with demo data so the product is usable at once.
    seedDemo: flag(env.SEED_DEMO, !databaseUrl, 'SEED_DEMO'),
    admin,
    sessionTtlSeconds: positive(env.SESSION_TTL_HOURS, 12, 'SESSION_TTL_HOURS') * 3600,
    secureCookies: flag(env.COOKIE_SECURE, false, 'COOKIE_SECURE'),
    signIn: {
      maxFailures: positive(env.SIGN_IN_MAX_FAILURES, 5, 'SIGN_IN_MAX_FAILURES'),
      windowSeconds: positive(env.SIGN_IN_WINDOW_MINUTES, 15, 'SIGN_IN_WINDOW_MINUTES') * 60,
    },
    logRequests: flag(env.LOG_REQUESTS, true, 'LOG_REQUESTS'),
  };
}
