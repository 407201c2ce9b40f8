import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/**
 * Versioned schema changes, applied in order at start-up: one SQL file a version in
 * `api/migrations/`, named `NNN-what-it-does.sql`, its first line `-- name: ...` (the name
 * schema_migrations records). Never edit a released file: add the next number. Every query path
 * has an index (see the comments).
 */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', '..', 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;
const NAME_LINE = /^-- name: (.+)\n/;

/** The folder's migrations in version order; throws on a stray, unnamed, repeated or missing version. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const version = FILE_NAME.exec(file)?.[1];
      if (!version) throw new Error(`Migration ${file}: the name must be NNN-what-it-does.sql`);
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      const name = NAME_LINE.exec(sql)?.[1];
      if (!name) throw new Error(`Migration ${file}: the first line must be -- name: what it does`);
      return { version: Number(version), name, sql, file };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach(({ version, file }, index) => {
    if (version !== index + 1) {
      throw new Error(
        `Migration ${file}: the versions must run 1, 2, 3... with no gap or repeat, so this one must be ${index + 1}`,
      );
    }
  });
  return migrations.map(({ version, name, sql }) => ({ version, name, sql }));
}

export const MIGRATIONS = readMigrations();

/**
 * Applies the migrations not yet applied, in one transaction, safe when instances start
 * together (`migrations`: all of them, or the first few to build an older schema in a test).
 */
export async function migrate(db: Database, migrations: Migration[] = MIGRATIONS): Promise<number[]> {
  return db.maintenance(async (tx) => {
    // Two instances starting at once on one server take turns here (the
    // second waits as long as the first takes: `maintenance` has no request-time limit).
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4242001)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
