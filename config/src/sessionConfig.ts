/** How long sessions last and how busy one may be, read the same way by both backends. */
import { nonNegativeFrom, positiveFrom } from './env';

/** A session ends after this much time without a call, unless SESSION_IDLE_MINUTES says otherwise (OWASP ASVS level 2). */
export const DEFAULT_SESSION_IDLE_MINUTES = 30;

/**
 * Calls one signed-in session may make per minute: ten a second, far beyond a person clicking
 * (a dashboard load is about six), low enough that one stolen or scripted session cannot keep
 * the server to itself.
 */
export const DEFAULT_SESSION_REQUESTS_PER_MINUTE = 600;

/** SESSION_IDLE_MINUTES=0: no idle timeout, only the absolute one. Stored as "idle for ever" (68 years). */
const NEVER_IDLE_SECONDS = 2_147_483_647;

export interface SessionConfig {
  sessionTtlSeconds: number;
  sessionIdleSeconds: number;
  sessionRequestsPerMinute: number;
}

/** SESSION_TTL_HOURS (12), SESSION_IDLE_MINUTES (30; 0 for none) and SESSION_REQUESTS_PER_MINUTE (600). */
export function readSessionConfig(env: NodeJS.ProcessEnv = process.env): SessionConfig {
  const idleMinutes = nonNegativeFrom(env, 'SESSION_IDLE_MINUTES', DEFAULT_SESSION_IDLE_MINUTES);
  return {
    sessionTtlSeconds: positiveFrom(env, 'SESSION_TTL_HOURS', 12) * 3600,
    sessionIdleSeconds: idleMinutes === 0 ? NEVER_IDLE_SECONDS : idleMinutes * 60,
    sessionRequestsPerMinute: positiveFrom(env, 'SESSION_REQUESTS_PER_MINUTE', DEFAULT_SESSION_REQUESTS_PER_MINUTE),
  };
}
