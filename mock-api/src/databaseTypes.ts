import type { DbState } from './records';

/**
 * The data file as the storage code sees it. In a file of its own so that jsonStorage.ts, which
 * database.ts uses to load the demo data, need not import database.ts back.
 */
export interface Database {
  /** The live state; every change is made without awaiting in between, so it is atomic. */
  readonly state: DbState;
  /** Writes the state to the JSON file. */
  save(): void;
  /** Goes back to what the file holds, dropping changes not saved. */
  reload(): void;
}

/** The data file the server runs on: the storage's view, plus a wholesale replacement for QA. */
export interface DataFile extends Database {
  /** Puts `state` in place of everything held, in the running process and in the file. */
  replace(state: DbState): void;
}
