import { setTimeout as sleep } from 'node:timers/promises';
import { sqlState } from './sqlErrors';

/**
 * PostgreSQL's SQLSTATEs for a transaction it ended so that others could go on: a deadlock's
 * victim (two requests' triggers locking the same kept counts in opposite orders) and a
 * serialization failure. Nothing of it was kept, and PostgreSQL's advice is to run it again.
 */
const ENDED_FOR_OTHERS = new Set(['40P01', '40001']);

/** Runs of one transaction, the first included, before its conflict is the request's error. */
export const TRANSACTION_ATTEMPTS = 4;

/** A short random wait before the next run, longer each time, so that the two sides part. */
const pause = (attempt: number) => sleep(Math.round((5 + Math.random() * 20) * attempt));

/**
 * Runs `transaction`, and again (TRANSACTION_ATTEMPTS in all) when the database ended it as a
 * deadlock's victim or for a serialization failure. Its work may so run more than once: it keeps
 * what it found in what it returns, not in variables outside it.
 */
export async function retryingConflicts<T>(transaction: () => Promise<T>, wait = pause): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !ENDED_FOR_OTHERS.has(sqlState(error) ?? '')) throw error;
      await wait(attempt);
    }
  }
}
