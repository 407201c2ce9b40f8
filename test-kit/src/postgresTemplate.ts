/**
 * One migrated and seeded PostgreSQL database per jest run (made by jestGlobalSetup.ts), which
 * each backend a suite starts on PostgreSQL with the usual settings is created from
 * (`CREATE DATABASE ... TEMPLATE`, a file copy) instead of running every migration and the seed
 * again, as pgliteTemplate.ts does for PGlite. A suite that sets its own environment starts from
 * an empty database, so migrating one stays tested.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/** The template's name, for the workers jest starts after its global setup. */
export const POSTGRES_TEMPLATE = 'LEAVE_TEST_POSTGRES_TEMPLATE';

export const POSTGRES_ADMIN_URL = process.env.POSTGRES_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new database's name (letters, digits and underscores only: it is written into SQL). */
export const scratchDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** The URL of database `name` on the admin URL's server. */
export function databaseUrlOf(name: string, port?: number): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  if (port) url.port = String(port);
  return url.toString();
}

/**
 * A client of the server's admin database, not yet connected. node-postgres is loaded here, when
 * a suite runs on PostgreSQL, not with the kit: jest loads the kit again for each test file, and
 * on the mock and PGlite its load (about 0.05 CPU-s) bought nothing.
 */
export async function adminClient(): Promise<pg.Client> {
  const { default: postgres } = await import('pg');
  return new postgres.Client({ connectionString: POSTGRES_ADMIN_URL });
}

/** Runs `work` with a connection to the server's admin database. */
export async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = await adminClient();
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database copied from the run's template (migrated and seeded by the API, as startBackend's
 * are), for a suite that reads and writes it in SQL alone and needs no API process: its URL, and
 * how to drop it.
 */
export async function copyPostgresTemplate(
  prefix: string,
): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const template = process.env[POSTGRES_TEMPLATE];
  if (!template) throw new Error(`no PostgreSQL template: jest's global setup makes one (${POSTGRES_TEMPLATE})`);
  const name = scratchDatabaseName(prefix);
  await asAdmin(async (admin) => {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  return {
    databaseUrl: databaseUrlOf(name),
    drop: () => asAdmin(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/** Drops the run's template, if it made one. */
export async function dropPostgresTemplate() {
  const name = process.env[POSTGRES_TEMPLATE];
  if (!name) return;
  await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  delete process.env[POSTGRES_TEMPLATE];
}
