import { OTP_FIELD } from '@leave/contract';
import type { Session } from '@leave/contract';
import { decideAttempt, isAppCode, messages, minutesToWait, refusal } from '@leave/domain';
import { audit } from '../audit';
import type { Outcome, ServiceSettings } from '../endpoint';
import { refused } from '../endpoint';
import type { Storage, StoredFactor } from '../storage';
import { hashRecoveryCode } from './recoveryCodes';
import { matchingStep } from './totp';

/** Who proves a code, and from where: the admin (signed in, or signing in) and the client's address. */
export interface Prover {
  admin: Session;
  clientIp: string;
}

/**
 * Whether a code proves the admin's factor: an app code of a step not used before (so a code
 * seen over a shoulder cannot be used again), or an unused recovery code, which is spent and
 * recorded in the audit trail with it.
 */
export async function proveSecondFactor(
  store: Storage,
  { admin, clientIp }: Prover,
  factor: StoredFactor,
  code: string,
  nowMs = Date.now(),
): Promise<boolean> {
  if (isAppCode(code)) {
    const step = matchingStep(factor.secret, code, nowMs);
    return step !== null && (await store.twoFactor.useStep(admin.user_id, step));
  }
  return store.atomically(async (tx) => {
    const spent = await tx.twoFactor.useRecoveryCode(admin.user_id, hashRecoveryCode(code));
    if (spent) {
      await audit(tx, { session: admin, clientIp }, 'recovery code used', `admin ${admin.user_id}`, {
        after: { recovery_codes_left: factor.recovery_codes_left - 1 },
      });
    }
    return spent;
  });
}

/**
 * A code proved by a signed-in admin (to confirm, turn off or step up), counted against guessing
 * as sign-ins are: a million codes cannot be tried in a window that allows a handful. Answers the
 * refusal, or null when `prove` said yes.
 */
export async function countedProof(
  store: Storage,
  settings: ServiceSettings,
  adminId: number,
  prove: () => Promise<boolean>,
): Promise<Outcome | null> {
  const key = `second factor|admin|${adminId}`;
  const reserved = await store.signInFailures.reserve(key, settings.signIn.windowSeconds, (tally) =>
    decideAttempt(tally, settings.signIn),
  );
  if (!reserved.allowed) {
    const wait = reserved.waitSeconds;
    return {
      ...refused(refusal(429, messages.tooManySignIns(wait, minutesToWait(wait)))),
      headers: { 'Retry-After': String(wait) },
    };
  }
  if (!(await prove())) return refused(refusal(403, messages.secondFactorWrong, OTP_FIELD));
  await store.signInFailures.clear(key);
  return null;
}
