import type { TwoFactorStore } from '@leave/service';
import type { DbState } from './records';

/** Admins' second factors on the data file; nothing here awaits between a read and its write. */
export function jsonTwoFactor(state: () => DbState, write: <T>(change: () => T) => T): TwoFactorStore {
  const factorOf = (adminId: number) => state().adminFactors.find((f) => f.user_id === adminId);
  const sessionOf = (tokenHash: string) => state().sessions.find((s) => s.token_hash === tokenHash);
  return {
    async find(adminId) {
      const factor = factorOf(adminId);
      return (
        factor && {
          secret: factor.secret,
          enabled: factor.enabled_at !== null,
          last_step: factor.last_step,
          recovery_codes_left: factor.recovery_code_hashes.length,
        }
      );
    },
    async begin(adminId, secret) {
      const factor = factorOf(adminId);
      if (factor?.enabled_at) return 'enabled';
      write(() => {
        state().adminFactors = state().adminFactors.filter((f) => f.user_id !== adminId);
        state().adminFactors.push({
          user_id: adminId,
          secret,
          enabled_at: null,
          last_step: null,
          recovery_code_hashes: [],
        });
      });
      return 'ok';
    },
    async enable(adminId, hashes, step) {
      const factor = factorOf(adminId);
      if (!factor || factor.enabled_at) return false;
      write(() =>
        Object.assign(factor, { enabled_at: new Date().toISOString(), last_step: step, recovery_code_hashes: hashes }),
      );
      return true;
    },
    async remove(adminId) {
      if (!factorOf(adminId)) return false;
      write(() => {
        state().adminFactors = state().adminFactors.filter((f) => f.user_id !== adminId);
      });
      return true;
    },
    async useStep(adminId, step) {
      const factor = factorOf(adminId);
      if (!factor?.enabled_at || (factor.last_step !== null && factor.last_step >= step)) return false;
      write(() => Object.assign(factor, { last_step: step }));
      return true;
    },
    async useRecoveryCode(adminId, codeHash) {
      const factor = factorOf(adminId);
      if (!factor?.recovery_code_hashes.includes(codeHash)) return false;
      write(() => {
        factor.recovery_code_hashes = factor.recovery_code_hashes.filter((hash) => hash !== codeHash);
      });
      return true;
    },
    async markSteppedUp(tokenHash) {
      const session = sessionOf(tokenHash);
      if (session) write(() => Object.assign(session, { stepped_up_at: Date.now() }));
    },
    async steppedUpWithin(tokenHash, seconds) {
      const at = sessionOf(tokenHash)?.stepped_up_at;
      return at !== undefined && at > Date.now() - seconds * 1000;
    },
  };
}
