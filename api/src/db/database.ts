import { ConfigError } from '@leave/contract';
import { checkDataDirectory } from './dataDirectory';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { isDatabaseUnreachable } from './databaseFaults';
import { lockEmbeddedDatabase } from './embeddedLock';
import { PgliteThread } from './pgliteThread';
import type { Database, Queryable, Unlisten } from './databaseTypes';

export type { Database, Queryable, Transactional, Unlisten } from './databaseTypes';

/** Embedded PostgreSQL (WASM) keeping its data in a directory, run on a thread of its own. */
export async function openPglite(dataDir: string): Promise<Database> {
  checkDataDirectory(dataDir);
  const release = await lockEmbeddedDatabase(dataDir);
  const thread = new PgliteThread(dataDir);
  try {
    await thread.ready;
  } catch (error) {
    await thread.close().catch(() => undefined);
    await release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `the embedded database in ${dataDir} could not be opened (${reason}). Check that its disk has free space; if the directory holds something else, move it aside or set PGLITE_DIR`,
    );
  }
  return {
    kind: 'pglite',
    dataDir,
    ...thread.queryable(),
    transaction: (work) => thread.transaction(work),
    maintenance: (work) => thread.transaction(work),
    // In process: the embedded database has one connection, so nothing is ever lost.
    listen: (channel, onPayload) => thread.listen(channel, onPayload),
    onConnected: () => undefined,
    close: async () => {
      await thread.close();
      await release();
    },
  };
}

// DATE columns stay 'YYYY-MM-DD' strings: a JS Date would move the day in some time zones.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * A statement's name for the server to keep it prepared, per connection: parsed and analysed
 * once instead of on every call. The statements are the API's own fixed texts (values are always
 * parameters), so there are a bounded number of them.
 */
const preparedNames = new Map<string, string>();
function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (name === undefined) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

/** `queryMs`: how long the client waits for each statement, when not the pool's. */
function pgQueryable(target: pg.Pool | pg.PoolClient, queryMs?: number): Queryable {
  const timeout = queryMs === undefined ? {} : { query_timeout: queryMs };
  return {
    query: async <T>(sql: string, params?: unknown[]) =>
      (await target.query({ name: preparedName(sql), text: sql, values: params, ...timeout })).rows as T[],
    exec: async (sql: string) => {
      await target.query({ text: sql, ...timeout });
    },
  };
}

/**
 * How long the API waits on PostgreSQL: to connect, and for one statement (the server cancels
 * it; the client gives up a little later if the server itself does not answer). A stalled
 * database then fails requests in seconds instead of holding them for ever.
 */
export const POSTGRES_TIMEOUTS = { connectMs: 5_000, statementMs: 10_000, queryMs: 12_000, maintenanceMs: 30 * 60_000 };

/** How much longer than the server the client waits for a statement. */
const QUERY_AFTER_STATEMENT_MS = POSTGRES_TIMEOUTS.queryMs - POSTGRES_TIMEOUTS.statementMs;

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    keepAlive: true,
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // A server restart or a dropped connection must not crash the API: the pool reconnects on the
  // next query, and /health reports the database as unreachable until it can.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...pgQueryable(pool),
    transaction: (work) => inTransaction(pool, work),
    maintenance: (work) => inTransaction(pool, work, POSTGRES_TIMEOUTS.maintenanceMs),
    listen: (channel, onPayload, onResumed, onLost) =>
      listenOn(connectionString, channel, onPayload, onResumed, onLost),
    onConnected: (listener) => void pool.on('connect', listener),
    close: () => pool.end(),
  };
}

/**
 * Runs `work` in a transaction on a client of its own. While checked out, the client has no
 * listener of the pool's: a connection that ends between two statements (a failover, a DBA's
 * pg_terminate_backend, idle_in_transaction_session_timeout) would emit an 'error' event nobody
 * hears, which ends the process. Here it is heard, and the transaction fails with the
 * connection's own error (a 503, "nothing was changed"); the client is then released with it, so
 * the pool discards it and makes a new one. `limitMs`: each statement's limit in this transaction
 * (on the server, and in the client a little later), when not the pool's.
 */
async function inTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>, limitMs?: number): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost ??= error;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    // For this transaction only: the pooled connection keeps the pool's limit for the next user.
    if (limitMs !== undefined) await client.query(`SET LOCAL statement_timeout = ${Math.round(limitMs)}`);
    const clientLimitMs = limitMs === undefined ? undefined : limitMs + QUERY_AFTER_STATEMENT_MS;
    const result = await work(pgQueryable(client, clientLimitMs));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    if (!lost) await client.query('ROLLBACK').catch((rollbackError: Error) => void (lost ??= rollbackError));
    // After the connection ended between statements, the next one fails with node-postgres's
    // "not queryable", which says nothing of why: the connection's own error does.
    throw lost && !isDatabaseUnreachable(error) ? lost : error;
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}

/** How long a lost LISTEN connection waits before it reconnects. */
const RELISTEN_MS = 1_000;

/** LISTEN on a connection of its own (a pooled one would be handed to other queries). */
async function listenOn(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResumed: () => void,
  onLost?: () => void,
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void reconnect();
    }, RELISTEN_MS);
  };
  const connect = async (resumed: boolean) => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const lost = (error?: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      onLost?.();
      console.error(`PostgreSQL LISTEN connection lost${error ? `: ${error.message}` : ''}; reconnecting`);
      void next.end().catch(() => undefined);
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (resumed) onResumed();
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect(true);
    } catch {
      client = undefined;
      scheduleRetry();
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
