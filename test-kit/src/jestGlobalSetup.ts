/**
 * jest's global setup for the backend suites: the run's build of the servers (serverBuild.ts,
 * unless the run was given one), then its migrated and seeded template on PGlite
 * (pgliteTemplate.ts, unless the run was given them) or on PostgreSQL (postgresTemplate.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, target } from './backend';
import { OWN_PGLITE_TEMPLATES, PGLITE_EMPTY_TEMPLATE, PGLITE_TEMPLATE } from './pgliteTemplate';
import { makePgliteTemplates } from './pgliteTemplates';
import { asAdmin, databaseUrlOf, POSTGRES_TEMPLATE, scratchDatabaseName } from './postgresTemplate';
import { buildServers, OWN_SERVER_BUILD, SERVER_BUILD } from './serverBuild';

export default async function setUp() {
  if (!process.env[SERVER_BUILD]) {
    process.env[SERVER_BUILD] = await buildServers();
    process.env[OWN_SERVER_BUILD] = 'true';
  }
  await makeTemplate();
}

async function makeTemplate() {
  if (target() === 'postgres') return makePostgresTemplate();
  if (target() !== 'pglite' || process.env[PGLITE_TEMPLATE]) return;
  const { empty, seeded } = await makePgliteTemplates(fs.mkdtempSync(path.join(os.tmpdir(), 'leave-pglite-template-')));
  process.env[PGLITE_EMPTY_TEMPLATE] = empty;
  process.env[PGLITE_TEMPLATE] = seeded;
  process.env[OWN_PGLITE_TEMPLATES] = 'true';
}

/** As startBackend makes a suite's database, once: migrated and seeded by the API itself. */
async function makePostgresTemplate() {
  if (process.env[POSTGRES_TEMPLATE]) return;
  const name = scratchDatabaseName('leave_template');
  await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const server = await spawnServer('api/src/main.ts', {
    DATABASE_URL: databaseUrlOf(name),
    SEED_DEMO: 'true',
    INSTRUCTOR_SIGN_UP: 'true',
  });
  await server.stop();
  process.env[POSTGRES_TEMPLATE] = name;
}
