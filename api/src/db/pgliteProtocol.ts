/** The messages between the API's thread and the embedded database's (pgliteWorker.ts). */

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

/** An error as plain data: the message and PostgreSQL's fields (code, constraint, detail...). */
export type PlainError = { message: string } & Record<string, unknown>;

export type WorkerAnswer =
  | { id: number; rows?: unknown[]; tx?: number; error?: PlainError }
  | { ready: true }
  | { failed: PlainError }
  | { notification: { channel: string; payload: string } };
