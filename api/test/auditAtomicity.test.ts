/**
 * Audit events in the same transaction as their change, on PGlite or PostgreSQL (CONTRACT_TARGET):
 * a trigger made for the test refuses the events of one action, as a failure between the change
 * and its event would; see support/auditAtomicity.ts for the cases.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { schoolTodayOf } from '@leave/config';
import { copyPgliteTemplate, target } from '@leave/test-kit';
import { openPglite, openPostgres } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { seedDemoData } from '../src/db/seedDemo';
import { storageOf } from '../src/storage/sqlStorage';
import { describeAuditAtomicity, SETTINGS } from './support/auditAtomicity';

const POSTGRES_ADMIN_URL = process.env.POSTGRES_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Refuses the audit events whose action is listed in test_audit_failures. */
const FAILING_AUDIT = `
  CREATE TABLE test_audit_failures (action text PRIMARY KEY);
  CREATE FUNCTION test_fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM test_audit_failures WHERE action = NEW.action) THEN
      RAISE EXCEPTION 'injected failure: the audit event "%" is refused', NEW.action;
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER test_fail_audit BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION test_fail_audit();`;

/**
 * A new database of the target's kind with no data, and how to get rid of it: on PGlite a copy of
 * the run's migrated, empty template (pgliteTemplate.ts), which migrate() then finds up to date.
 */
async function openDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (target() === 'postgres') {
    const name = `leave_audit_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
    return {
      db,
      drop: async () => {
        await db.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-audit-'));
  copyPgliteTemplate(dir, 'empty');
  const db = await openPglite(dir);
  return {
    db,
    drop: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describeAuditAtomicity(async () => {
  const { db, drop } = await openDatabase();
  await migrate(db);
  await seedDemoData(db, schoolTodayOf(SETTINGS));
  await db.exec(FAILING_AUDIT);
  return {
    store: storageOf(db),
    async failAuditOf(action) {
      await db.exec('DELETE FROM test_audit_failures');
      if (action) await db.query('INSERT INTO test_audit_failures (action) VALUES ($1)', [action]);
    },
    close: drop,
  };
});
