/**
 * Repeated failed sign-ins for one client and account are refused for a while: at most
 * `maxFailures` attempts in `windowSeconds` may be checked against the password. Each attempt is
 * counted before its password is checked, so parallel guesses cannot slip past the count.
 */
export interface SignInLimits {
  maxFailures: number;
  windowSeconds: number;
}

/** Failures recorded for one key within the window. */
export interface FailureTally {
  failures: number;
  /** Seconds since the oldest failure in the window, or null if there is none. */
  oldestAgeSeconds: number | null;
}

export type AttemptDecision = { allowed: true } | { allowed: false; waitSeconds: number };

/** Whether one more attempt may be checked, or how long to wait until one may. */
export function decideAttempt({ failures, oldestAgeSeconds }: FailureTally, limits: SignInLimits): AttemptDecision {
  if (failures < limits.maxFailures || oldestAgeSeconds === null) return { allowed: true };
  return { allowed: false, waitSeconds: Math.max(1, Math.ceil(limits.windowSeconds - oldestAgeSeconds)) };
}
