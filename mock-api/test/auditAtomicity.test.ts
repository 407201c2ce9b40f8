/**
 * Audit events atomically with their change on the mock: the data file's write that carries a
 * refused event fails (as a full or failing disk would), after the change was made in memory;
 * see api/test/support/auditAtomicity.ts for the cases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuditAction } from '@leave/contract';
import { schoolTodayOf } from '@leave/config';
import { describeAuditAtomicity, SETTINGS } from '../../api/test/support/auditAtomicity';
import { openDatabase } from '../src/database';
import type { Database } from '../src/databaseTypes';
import { jsonStorage } from '../src/jsonStorage';

describeAuditAtomicity(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-audit-mock-'));
  const file = await openDatabase(path.join(dir, 'db.json'), schoolTodayOf(SETTINGS));
  let failing: AuditAction | null = null;
  const db: Database = {
    get state() {
      return file.state;
    },
    save() {
      if (file.state.auditEvents.some((event) => event.action === failing)) {
        throw new Error(`injected failure: the write of the audit event "${failing}" fails`);
      }
      file.save();
    },
    reload: () => file.reload(),
  };
  return {
    store: jsonStorage(db),
    async failAuditOf(action) {
      failing = action;
    },
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});
