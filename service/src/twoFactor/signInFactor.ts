import { OTP_FIELD } from '@leave/contract';
import type { Role } from '@leave/contract';
import { messages, refusal } from '@leave/domain';
import type { Outcome } from '../endpoint';
import { refused } from '../endpoint';
import type { Storage } from '../storage';
import { proveSecondFactor } from './proveSecondFactor';

interface SignInFactorAttempt {
  role: Role;
  userId: number;
  name: string;
  otp: string | undefined;
  clientIp: string;
}

/**
 * The second step of an admin's sign-in once the password is right: with the factor on, the
 * request must carry a code that proves it. Without one the answer asks for it (401 naming the
 * field, so a sign-in page shows the code field and sends the same call again with it).
 */
export async function signInFactorRefusal(store: Storage, attempt: SignInFactorAttempt): Promise<Outcome | null> {
  if (attempt.role !== 'admin') return null;
  const factor = await store.twoFactor.find(attempt.userId);
  if (!factor?.enabled) return null;
  if (attempt.otp === undefined) return refused(refusal(401, messages.secondFactorNeeded, OTP_FIELD));
  const admin = { role: attempt.role, user_id: attempt.userId, name: attempt.name };
  const proved = await proveSecondFactor(store, { admin, clientIp: attempt.clientIp }, factor, attempt.otp);
  return proved ? null : refused(refusal(401, messages.secondFactorWrong, OTP_FIELD));
}
