import type { WriteResult } from '@leave/service';
import type { Queryable, Transactional } from '../db/database';

/** PostgreSQL's codes for a unique or primary key violation and a foreign key violation. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, if it is one. */
export const sqlState = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;

/**
 * Runs an INSERT (through `attempt`, so that a transaction around it survives its failure),
 * reporting a unique or foreign key violation as a result rather than an error.
 */
export async function insertReporting(
  attempt: Transactional,
  write: (db: Queryable) => Promise<unknown>,
): Promise<WriteResult> {
  try {
    await attempt(write);
    return 'ok';
  } catch (error) {
    const code = sqlState(error);
    if (code === UNIQUE_VIOLATION) return 'duplicate';
    if (code === FOREIGN_KEY_VIOLATION) return 'missing-reference';
    throw error;
  }
}
