import fs from 'node:fs';
import path from 'node:path';
import jsonServer from 'json-server';
import type { DbState } from './records';
import { buildSeed } from './seed';

export interface Database {
  /** The live state; handlers run one at a time, so read-check-write in one handler is atomic. */
  readonly state: DbState;
  /** Writes the state to the JSON file. */
  save(): void;
}

export const DEFAULT_DB_FILE = path.join(import.meta.dirname, '..', 'data', 'db.json');

/** Writes fresh demo data to `file`, replacing what was there. */
export function resetDatabase(file: string, today = new Date()): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(buildSeed(today), null, 2)}\n`);
}

/** Opens the JSON file through json-server's lowdb store, creating it from the seed on first start. */
export function openDatabase(file: string): Database {
  if (!fs.existsSync(file)) resetDatabase(file);
  // Only the router's database is used; the router itself is never mounted, because it would
  // serve every collection raw, passwords included.
  const db = jsonServer.router<DbState>(file).db;
  return {
    get state() {
      return db.getState();
    },
    save() {
      db.write();
    },
  };
}
