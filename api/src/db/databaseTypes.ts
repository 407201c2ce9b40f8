/**
 * The database as the storage code sees it, embedded or a server. In a file of its own so that
 * pgliteThread.ts, which database.ts opens, need not import database.ts back.
 */

/** What a query runs on: the database, or one transaction of it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Runs `work` in one transaction: committed if it returns, rolled back if it throws. */
export type Transactional = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface Database extends Queryable {
  transaction: Transactional;
  /**
   * One transaction without the limits a request's statements have: the migrations and the demo
   * seed, which may run long on a large database or wait while another instance starting beside
   * this one applies them (POSTGRES_TIMEOUTS.maintenanceMs; embedded, the same as `transaction`).
   */
  maintenance: Transactional;
  /**
   * Calls `onPayload` for each NOTIFY on `channel`, from any connection (any instance). If the
   * listening connection is lost, it calls `onLost`, reconnects and calls `onResumed`:
   * notifications sent while it was away are lost, so the caller re-reads what it watches.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResumed: () => void,
    onLost?: () => void,
  ): Promise<Unlisten>;
  close(): Promise<void>;
  /** Calls `listener` each time a new connection to the database is made (never, embedded). */
  onConnected(listener: () => void): void;
  /** 'pglite' (embedded, one process) or 'postgres' (a server, any number of instances). */
  readonly kind: 'pglite' | 'postgres';
  /** The embedded database's directory, whose disk /health watches. */
  readonly dataDir?: string;
}
