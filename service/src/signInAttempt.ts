import type { LanguageCode, Role } from '@leave/contract';
import { decideAttempt, messages, minutesToWait, refusal } from '@leave/domain';
import { auditSignInRefusal } from './auditRefusals';
import type { Outcome, ServiceSettings } from './endpoint';
import { refused } from './endpoint';
import { signInThrottleKey } from './knownDevices';
import { dummyHash, verifyPassword } from './passwords';
import type { Storage } from './storage';
import { signInFactorRefusal } from './twoFactor/signInFactor';

interface Attempt {
  role: Role;
  userId: number;
  password: string;
  clientIp: string;
  deviceToken: string | undefined;
  /** An admin's second-factor code, when their factor is on. */
  otp?: string;
}

/**
 * Proves who a caller is by their password, as sign-in and change-password both must: the
 * attempt is counted as a failure first (so parallel guesses cannot pass the throttle), every
 * refusal of the password is audited (counted a minute at a time), an unknown user or one with
 * no password yet costs as much as a wrong password, an admin's missing or wrong second-factor
 * code counts as a failure too, and a deactivated account is refused only once the password is right.
 */
export async function provePassword(
  store: Storage,
  settings: ServiceSettings,
  attempt: Attempt,
): Promise<
  { user: { name: string; must_change_password: boolean; language: LanguageCode | null } } | { refusal: Outcome }
> {
  const { role, userId, clientIp } = attempt;
  const account = `${role} ${userId}`;
  const throttleKey = await signInThrottleKey(store, { deviceToken: attempt.deviceToken, clientIp }, role, userId);
  const reserved = await store.signInFailures.reserve(throttleKey, settings.signIn.windowSeconds, (tally) =>
    decideAttempt(tally, settings.signIn),
  );
  if (!reserved.allowed) {
    const wait = reserved.waitSeconds;
    await auditSignInRefusal(store, clientIp, account, 'throttled');
    return {
      refusal: {
        ...refused(refusal(429, messages.tooManySignIns(wait, minutesToWait(wait)))),
        headers: { 'Retry-After': String(wait) },
      },
    };
  }
  const user = await store.users.findCredentials(role, userId);
  const valid = await verifyPassword(attempt.password, user?.password_hash || dummyHash());
  // A failure is already counted: the reservation stands.
  if (!user || !valid) {
    await auditSignInRefusal(store, clientIp, account, user ? 'wrong password' : 'unknown account');
    return { refusal: refused(refusal(401, messages.invalidCredentials)) };
  }
  const factorRefusal = await signInFactorRefusal(store, { role, userId, name: user.name, otp: attempt.otp, clientIp });
  if (factorRefusal) return { refusal: factorRefusal };
  await store.signInFailures.clear(throttleKey);
  if (!user.active) {
    await auditSignInRefusal(store, clientIp, account, 'account deactivated');
    return { refusal: refused(refusal(403, messages.accountDeactivated)) };
  }
  return { user };
}
