/**
 * Two PGlite directories per test run (made by `npm test` once for all its suites, else by each
 * jest run's global setup; pgliteTemplates.ts), copied for each backend a
 * suite starts on PGlite: one migrated and seeded, one migrated and empty. A fresh directory costs
 * some 5 CPU-s of initdb and migrations before the API can seed it; a copy takes 50 ms. Backends
 * started with the suites' usual settings copy the seeded one (the API then starts in under 2 s);
 * a suite that sets its own environment (its own today, limits or seed) copies the empty one, and
 * the API seeds it as those settings say. In `npm test` the browser suites' two copies of the app
 * on the API copy the seeded one too (e2e/playwright.config.ts); everything else starts from an
 * empty directory: making a database from nothing stays tested by the templates themselves and by
 * the migration and data-directory suites.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the run's seeded template is, for the workers jest starts after its global setup. */
export const PGLITE_TEMPLATE = 'LEAVE_TEST_PGLITE_TEMPLATE';
/** Where the run's migrated, empty template is. */
export const PGLITE_EMPTY_TEMPLATE = 'LEAVE_TEST_PGLITE_EMPTY_TEMPLATE';
/** Set when a jest run made the templates itself (its teardown removes them), not when it was given them. */
export const OWN_PGLITE_TEMPLATES = 'LEAVE_TEST_OWN_PGLITE_TEMPLATES';

/** Fills `dir` with a copy of the run's seeded or empty template, if there is one (else leaves it empty). */
export function copyPgliteTemplate(dir: string, which: 'seeded' | 'empty' = 'seeded') {
  const template = process.env[which === 'seeded' ? PGLITE_TEMPLATE : PGLITE_EMPTY_TEMPLATE];
  if (template) fs.cpSync(template, dir, { recursive: true });
}

/** The API's own steps for a database (test-kit does not depend on the API: its tests pass them). */
export interface PgliteSteps<Db extends { close(): Promise<void> }> {
  open(dir: string): Promise<Db>;
  migrate(db: Db): Promise<unknown>;
  seed(db: Db, today: string): Promise<unknown>;
}

/**
 * A PGlite database of its own, seeded as on `today`: a copy of the run's seeded template (or an
 * empty directory) in a new temporary directory, opened, migrated and seeded. `remove` closes it
 * and deletes the directory.
 */
export async function seededPglite<Db extends { close(): Promise<void> }>(
  steps: PgliteSteps<Db>,
  today: string,
): Promise<{ db: Db; remove(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-seeded-pglite-'));
  copyPgliteTemplate(dir);
  const db = await steps.open(dir);
  await steps.migrate(db);
  await steps.seed(db, today);
  return {
    db,
    async remove() {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
