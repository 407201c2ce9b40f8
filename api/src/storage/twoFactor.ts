import type { TwoFactorStore } from '@leave/service';
import type { Queryable, Transactional } from '../db/database';

/** Admins' second factors in SQL (migration 23). */
export function sqlTwoFactor(db: Queryable, transaction: Transactional): TwoFactorStore {
  return {
    async find(adminId) {
      const rows = await db.query<{ secret: string; enabled: boolean; last_step: number | null; left: number }>(
        `SELECT f.secret, f.enabled_at IS NOT NULL AS enabled, f.last_step::float8 AS last_step,
           (SELECT count(*)::int FROM admin_recovery_codes c WHERE c.user_id = f.user_id) AS left
         FROM admin_factors f WHERE f.user_id = $1`,
        [adminId],
      );
      const row = rows[0];
      return (
        row && { secret: row.secret, enabled: row.enabled, last_step: row.last_step, recovery_codes_left: row.left }
      );
    },
    async begin(adminId, secret) {
      const rows = await db.query(
        `INSERT INTO admin_factors (user_id, secret) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = NULL
           WHERE admin_factors.enabled_at IS NULL
         RETURNING 1`,
        [adminId, secret],
      );
      return rows.length ? 'ok' : 'enabled';
    },
    enable: (adminId, hashes, step) =>
      transaction(async (tx) => {
        const rows = await tx.query(
          `UPDATE admin_factors SET enabled_at = now(), last_step = $2
           WHERE user_id = $1 AND enabled_at IS NULL RETURNING 1`,
          [adminId, step],
        );
        if (!rows.length) return false;
        await tx.query('DELETE FROM admin_recovery_codes WHERE user_id = $1', [adminId]);
        await tx.query('INSERT INTO admin_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [
          adminId,
          hashes,
        ]);
        return true;
      }),
    async remove(adminId) {
      return (await db.query('DELETE FROM admin_factors WHERE user_id = $1 RETURNING 1', [adminId])).length > 0;
    },
    async useStep(adminId, step) {
      // One statement: of two calls racing with one code, only one finds the step unused.
      const rows = await db.query(
        `UPDATE admin_factors SET last_step = $2
         WHERE user_id = $1 AND enabled_at IS NOT NULL AND (last_step IS NULL OR last_step < $2) RETURNING 1`,
        [adminId, step],
      );
      return rows.length > 0;
    },
    async useRecoveryCode(adminId, codeHash) {
      const rows = await db.query(
        'DELETE FROM admin_recovery_codes WHERE user_id = $1 AND code_hash = $2 RETURNING 1',
        [adminId, codeHash],
      );
      return rows.length > 0;
    },
    async markSteppedUp(tokenHash) {
      await db.query('UPDATE sessions SET stepped_up_at = now() WHERE token_hash = $1', [tokenHash]);
    },
    async steppedUpWithin(tokenHash, seconds) {
      const rows = await db.query(
        `SELECT 1 FROM sessions
         WHERE token_hash = $1 AND stepped_up_at > now() - make_interval(secs => $2)`,
        [tokenHash, seconds],
      );
      return rows.length > 0;
    },
  };
}
