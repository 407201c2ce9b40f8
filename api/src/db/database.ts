import { PGlite } from '@electric-sql/pglite';
import { ConfigError } from '@leave/contract';
import { checkDataDirectory } from './dataDirectory';
import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embeddedLock';

/** What a query runs on: the database, or one transaction of it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Runs `work` in one transaction: committed if it returns, rolled back if it throws. */
export type Transactional = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;

export interface Database extends Queryable {
  transaction: Transactional;
  close(): Promise<void>;
  /** 'pglite' (embedded, one process) or 'postgres' (a server, any number of instances). */
  readonly kind: 'pglite' | 'postgres';
  /** The embedded database's directory, whose disk /health watches. */
  readonly dataDir?: string;
}

function pgliteQueryable(target: PGlite | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await target.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM) keeping its data in a directory. */
export async function openPglite(dataDir: string): Promise<Database> {
  checkDataDirectory(dataDir);
  const release = await lockEmbeddedDatabase(dataDir);
  const db = await PGlite.create(dataDir).catch(async (error: unknown) => {
    await release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `the embedded database in ${dataDir} could not be opened (${reason}). Check that its disk has free space; if the directory holds something else, move it aside or set PGLITE_DIR`,
    );
  });
  return {
    kind: 'pglite',
    dataDir,
    ...pgliteQueryable(db),
    transaction: (work) => db.transaction((tx) => work(pgliteQueryable(tx))),
    close: async () => {
      await db.close();
      await release();
    },
  };
}

// DATE columns stay 'YYYY-MM-DD' strings: a JS Date would move the day in some time zones.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

function pgQueryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await target.query(sql, params)).rows as T[],
    exec: async (sql: string) => {
      await target.query(sql);
    },
  };
}

/**
 * How long the API waits on PostgreSQL: to connect, and for one statement (the server cancels
 * it; the client gives up a little later if the server itself does not answer). A stalled
 * database then fails requests in seconds instead of holding them for ever.
 */
export const POSTGRES_TIMEOUTS = { connectMs: 5_000, statementMs: 10_000, queryMs: 12_000 };

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    keepAlive: true,
  });
  // A server restart or a dropped connection must not crash the API: the pool reconnects on the
  // next query, and /health reports the database as unreachable until it can.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...pgQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(pgQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
