/**
 * The test's own PostgreSQL database (made fresh, dropped at the end), what it does to the API's
 * connections (ends them, as a failover, a pooler restart or a DBA would), and what it reads
 * back: the changes the API acknowledged, and the notifications a live stream should have had.
 */
import pg from 'pg';
import { asAdmin, databaseUrlOf, scratchDatabaseName } from '@leave/test-kit';
import type { Application, RefusedInBulk } from './load';

export async function createDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = scratchDatabaseName('leave_deploy');
  await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  return {
    name,
    url: databaseUrlOf(name),
    drop: () => asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

const ENDED_BY_STATE = `SELECT state, pg_terminate_backend(pid) FROM pg_stat_activity
  WHERE datname = $1 AND state IN ('idle in transaction', 'idle', 'active') AND pid <> pg_backend_pid()`;

/**
 * A connection inside a transaction: waiting between two of its statements, or running one that
 * is not the first (a statement on its own starts its transaction as it starts).
 */
const ENDED_IN_TRANSACTION = `SELECT state, pg_terminate_backend(pid) FROM pg_stat_activity
  WHERE datname = $1 AND pid <> pg_backend_pid()
    AND (state = 'idle in transaction' OR (state = 'active' AND xact_start < query_start))`;

const countByState = (rows: Array<{ state: string }>) => {
  const byState: Record<string, number> = {};
  for (const { state } of rows) byState[state] = (byState[state] ?? 0) + 1;
  return byState;
};

/** Ends every connection the API holds to `database`, in a transaction or not: how many, by state. */
export async function endConnections(database: string): Promise<Record<string, number>> {
  const { rows } = await asAdmin((admin) => admin.query<{ state: string }>(ENDED_BY_STATE, [database]));
  return countByState(rows);
}

/**
 * Ends the first connections found inside a transaction (as idle_in_transaction_session_timeout
 * or a DBA cancelling one does), looking every few milliseconds for up to `withinMs`: how many,
 * by state (none when no transaction was open meanwhile).
 */
export async function endTransactions(database: string, withinMs: number): Promise<Record<string, number>> {
  return asAdmin(async (admin) => {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      const { rows } = await admin.query<{ state: string }>(ENDED_IN_TRANSACTION, [database]);
      if (rows.length) return countByState(rows.map(({ state }) => ({ state: `${state} (in a transaction)` })));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return {};
  });
}

export interface Written {
  /** Applications answered 200 that are not in the database. */
  lostApplications: Application[];
  /** Decisions answered 200 whose leave does not have that status. */
  lostDecisions: Array<{ leaveId: number; expected: string; found: string | undefined }>;
  /** Applications that got no 200 but were stored all the same (the answer was lost, not the change). */
  storedUnanswered: number;
  /** Leaves a bulk decision refused whose stored status is not the decision asked: not a repeat. */
  refusedNotRepeats: Array<RefusedInBulk & { found: string | undefined }>;
}

export async function readBack(
  url: string,
  applied: Application[],
  unanswered: Application[],
  decided: Map<number, string>,
  refusedInBulk: RefusedInBulk[],
): Promise<Written> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const leaves = await client.query<{ roll_no: number; date: string; course_code: string }>(
      `SELECT roll_no, leave_date::text AS date, course_code FROM leaves`,
    );
    const stored = new Set(leaves.rows.map((row) => `${row.roll_no} ${row.date} ${row.course_code}`));
    const key = (application: Application) => `${application.rollNo} ${application.date} ${application.course}`;
    const statuses = await client.query<{ leave_id: number; status: string }>(
      `SELECT leave_id, status FROM leaves WHERE leave_id = ANY($1)`,
      [[...decided.keys(), ...refusedInBulk.map((refused) => refused.leaveId)]],
    );
    const statusOf = new Map(statuses.rows.map((row) => [row.leave_id, row.status]));
    return {
      lostApplications: applied.filter((application) => !stored.has(key(application))),
      lostDecisions: [...decided]
        .filter(([leaveId, expected]) => statusOf.get(leaveId) !== expected)
        .map(([leaveId, expected]) => ({ leaveId, expected, found: statusOf.get(leaveId) })),
      storedUnanswered: unanswered.filter((application) => stored.has(key(application))).length,
      refusedNotRepeats: refusedInBulk
        .filter((refused) => statusOf.get(refused.leaveId) !== refused.decision)
        .map((refused) => ({ ...refused, found: statusOf.get(refused.leaveId) })),
    };
  } finally {
    await client.end();
  }
}

/** The notification ids stored for a recipient after `afterId`. */
export async function notificationsAfter(
  url: string,
  role: string,
  userId: number,
  afterId: number,
): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT notification_id AS id FROM notifications WHERE role = $1 AND user_id = $2 AND notification_id > $3 ORDER BY 1`,
      [role, userId, afterId],
    );
    return rows.map((row) => Number(row.id));
  } finally {
    await client.end();
  }
}
