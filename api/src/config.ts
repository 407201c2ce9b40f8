import path from 'node:path';
import { ConfigError } from '@leave/contract';
import {
  flagFrom,
  positiveAtMostFrom,
  positiveFrom,
  readLeavePolicyConfig,
  readProtectionConfig,
  readServeConfig,
  readSessionConfig,
  readSignInLimits,
  readSingleSignOnConfig,
} from '@leave/config';
import type { SingleSignOnConfig, TrustedProxies } from '@leave/config';
import { MAX_USER_ID, USER_ID_MAX_DIGITS } from '@leave/domain';
import type { ServiceSettings } from '@leave/service';
import { readLogSettings } from './logSettings';
import type { LogSettings } from './logSettings';
import type { SmtpSettings } from './mailer';

export interface ApiConfig extends ServiceSettings, LogSettings {
  port: number;
  host: string;
  /** PostgreSQL server URL; without it the embedded database in `pgliteDir` is used. */
  databaseUrl?: string;
  pgliteDir: string;
  webOrigins: string[];
  /** Load the demo data into an empty database. */
  seedDemo: boolean;
  admin?: { id: number; password: string };
  secureCookies: boolean;
  /** Serve on a network address although demo accounts still have their demo passwords. */
  allowDemoAccounts: boolean;
  /** Which reverse proxies may say who the client is (their X-Forwarded-For). */
  trustProxy: TrustedProxies;
  /** scrypt's cost for new password hashes, as a power of two (PASSWORD_HASH_COST, 15). */
  passwordHashCost: number;
  /** Notifications by email too (SMTP_URL, MAIL_FROM); without it none are sent. */
  smtp?: SmtpSettings;
  /** Sign-in with the school's account (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET...); off without. */
  singleSignOn?: SingleSignOnConfig;
  /** On SIGTERM, the longest the open connections have to end (SHUTDOWN_GRACE_SECONDS, 10): then they are cut. */
  shutdownGraceSeconds: number;
  /** On SIGTERM, how long an idle connection is left for its client to close (SHUTDOWN_IDLE_SECONDS, 5). */
  shutdownIdleSeconds: number;
}

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
    const id = positiveFrom(env, 'ADMIN_ID', 1);
    if (id > MAX_USER_ID)
      throw new ConfigError(`ADMIN_ID must have at most ${USER_ID_MAX_DIGITS} digits, like every user id`);
    admin = { id, password: env.ADMIN_PASSWORD };
  }
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  }
  const from = env.MAIL_FROM || 'Leave Management <no-reply@localhost>';
  return {
    smtp: smtpUrl ? { url: smtpUrl, from } : undefined,
    port: serve.apiPort,
    host: env.API_BIND || '127.0.0.1',
    databaseUrl,
    pgliteDir: path.resolve(env.PGLITE_DIR || DEFAULT_PGLITE_DIR),
    webOrigins: serve.webOrigins,
    // The embedded database starts with demo data so the product is usable at once.
    seedDemo: flagFrom(env, 'SEED_DEMO', !databaseUrl),
    // Open on the embedded demo; a school's server makes instructor accounts itself.
    instructorSignUp: flagFrom(env, 'INSTRUCTOR_SIGN_UP', !databaseUrl),
    admin,
    ...readSessionConfig(env),
    // Secure by default once the API is reached over HTTPS (its public address, API_HOST).
    secureCookies: flagFrom(env, 'COOKIE_SECURE', serve.runtime.apiHost.startsWith('https:')),
    ...readProtectionConfig(env),
    ...readLeavePolicyConfig(env),
    allowDemoAccounts: flagFrom(env, 'ALLOW_DEMO_ACCOUNTS', false),
    signIn: readSignInLimits(env),
    singleSignOn: readSingleSignOnConfig(env),
    ...readShutdownLimits(env),
    ...readLogSettings(env),
  };
}

/** SIGTERM's limits: idle connections are closed before the deadline that cuts everything. */
function readShutdownLimits(env: NodeJS.ProcessEnv) {
  const shutdownGraceSeconds = positiveAtMostFrom(env, 'SHUTDOWN_GRACE_SECONDS', 10, 600);
  const shutdownIdleSeconds = positiveAtMostFrom(env, 'SHUTDOWN_IDLE_SECONDS', Math.min(5, shutdownGraceSeconds), 600);
  if (shutdownIdleSeconds > shutdownGraceSeconds) {
    throw new ConfigError(
      `SHUTDOWN_IDLE_SECONDS (${shutdownIdleSeconds}) must be at most SHUTDOWN_GRACE_SECONDS (${shutdownGraceSeconds})`,
    );
  }
  return { shutdownGraceSeconds, shutdownIdleSeconds };
}
