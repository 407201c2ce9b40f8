/**
 * One migrated and seeded PGlite directory per jest run (made by jestGlobalSetup.ts), copied for
 * each backend a suite starts on PGlite. A fresh directory costs some 4.5 s of migrations and
 * seeding before the API answers; a copy of one that has them takes 50 ms, and the API then
 * starts in under 2 s. Only backends started with the suites' usual settings use it: a suite that
 * sets its own environment (its own today, limits or seed) starts from an empty directory, as
 * does everything outside jest. Migrating an empty directory stays tested by the template itself
 * and by the migration suites.
 */
import fs from 'node:fs';

/** Where the run's template is, for the workers jest starts after its global setup. */
export const PGLITE_TEMPLATE = 'LEAVE_TEST_PGLITE_TEMPLATE';

/** Fills `dir` with a copy of the run's template, if there is one (else leaves it empty). */
export function copyPgliteTemplate(dir: string) {
  const template = process.env[PGLITE_TEMPLATE];
  if (template) fs.cpSync(template, dir, { recursive: true });
}
