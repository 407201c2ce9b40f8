import type { Session } from '@leave/contract';
import { STEP_UP_SECONDS, stepUpRefusal } from '@leave/domain';
import type { Outcome, ServiceSettings } from '../endpoint';
import { refused } from '../endpoint';
import { hashToken } from '../sessions';
import type { Storage } from '../storage';
import { countedProof, proveSecondFactor } from './proveSecondFactor';

interface StepUpCall {
  store: Storage;
  settings: ServiceSettings;
  session: Session;
  sessionToken: string | undefined;
  clientIp: string;
}

/**
 * Before a dangerous action (a password reset, a deactivation, an import): an admin with the
 * factor on sends a fresh code with the request, or their session proved one within the last
 * five minutes, so that a session left open on a desk cannot do them. A code proved here counts
 * for the next five minutes. Answers the refusal, or null to go on.
 */
export async function requireStepUp(call: StepUpCall, otp: string | undefined): Promise<Outcome | null> {
  const { store, session } = call;
  const factor = await store.twoFactor.find(session.user_id);
  if (!factor?.enabled) return null;
  const tokenHash = call.sessionToken ? hashToken(call.sessionToken) : undefined;
  const steppedUpRecently =
    !otp && tokenHash !== undefined && (await store.twoFactor.steppedUpWithin(tokenHash, STEP_UP_SECONDS));
  const refusal = stepUpRefusal({ enabled: true, steppedUpRecently, codeSent: otp !== undefined });
  if (refusal) return refused(refusal);
  if (otp === undefined) return null;
  const failed = await countedProof(store, call.settings, session.user_id, () =>
    proveSecondFactor(store, { admin: session, clientIp: call.clientIp }, factor, otp),
  );
  if (failed) return failed;
  if (tokenHash) await store.twoFactor.markSteppedUp(tokenHash);
  return null;
}
