import fs from 'node:fs';
import path from 'node:path';
import jsonServer from 'json-server';
import { buildDemoSeed } from '@leave/config';
import { loadSeed } from '@leave/service';
import { jsonStorage } from './jsonStorage';
import { emptyState } from './records';
import type { DbState } from './records';

export interface Database {
  /** The live state; every change is made without awaiting in between, so it is atomic. */
  readonly state: DbState;
  /** Writes the state to the JSON file. */
  save(): void;
}

export const DEFAULT_DB_FILE = path.join(import.meta.dirname, '..', 'data', 'db.json');

function open(file: string): Database {
  // Only the router's database is used; the router itself is never mounted, because it would
  // serve every collection raw.
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

/** Writes fresh demo data to `file`, replacing what was there. */
export async function resetDatabase(file: string, today = new Date()): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(emptyState())}\n`);
  await loadSeed(jsonStorage(open(file)), buildDemoSeed(today));
}

/** Opens the JSON file through json-server's lowdb store, creating it from the seed on first start. */
export async function openDatabase(file: string): Promise<Database> {
  if (!fs.existsSync(file)) await resetDatabase(file);
  return open(file);
}
