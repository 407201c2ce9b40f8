import type { RefusalAction } from '@leave/contract';
import type { AuditSource } from './audit';
import type { Storage } from './storage';

/** Why a sign-in (or a password proven to change it) was refused, as the audit trail counts it. */
export type SignInRefusal =
  | 'wrong password'
  | 'unknown account'
  | 'throttled'
  | 'account deactivated'
  | 'password sign-in off'
  | 'not set up here'
  | 'no school id'
  | 'no role';

/**
 * Records a refused attempt in the audit trail: counted in one event per client, kind, target and
 * minute, so a flood of guesses or forbidden calls cannot flood the trail.
 */
export function auditRefusal(
  store: Storage,
  { session, clientIp }: AuditSource,
  action: RefusalAction,
  target: string,
  reason: string,
): Promise<void> {
  return store.audit.countRefusal({
    actor_role: session?.role ?? null,
    actor_id: session?.user_id ?? null,
    action,
    target,
    client_ip: clientIp,
    reason,
  });
}

/** A refused sign-in: nobody is signed in by it, and its target is the account tried. */
export const auditSignInRefusal = (store: Storage, clientIp: string, account: string, reason: SignInRefusal) =>
  auditRefusal(store, { session: null, clientIp }, 'sign-in refused', account, reason);
