/** `npm run mock-api:reset`: puts the demo data back, dated around the school's today (SCHOOL_TODAY if set). */
import fs from 'node:fs';
import { checkPasswordHashCost, passwordHashCostFrom, readLeavePolicyConfig, schoolTodayOf } from '@leave/config';
import { setPasswordHashCost } from '@leave/service';
import { lockDataFile } from './dataFileLock';
import { DEFAULT_DB_FILE, resetDatabase } from './database';
import { forgetQaClock } from './qa/qaState';
import { worldsFolderOf } from './qa/worlds';

const file = process.env.MOCK_API_DB || DEFAULT_DB_FILE;
Promise.resolve()
  .then(async () => {
    // The demo accounts' passwords hashed at PASSWORD_HASH_COST, as the mock's start seeds a missing
    // file, and checked as it is for where the mock listens (API_BIND), not always at the default.
    setPasswordHashCost(checkPasswordHashCost(passwordHashCostFrom(process.env), process.env.API_BIND || '127.0.0.1'));
    // Never under a running mock: its next write would put its own data back.
    const release = lockDataFile(file);
    try {
      await resetDatabase(file, schoolTodayOf(readLeavePolicyConfig()));
      // The fresh data is dated around SCHOOL_TODAY or the real date: a QA clock kept from before would disagree.
      forgetQaClock(file);
      // The QA worlds were made from the old data's day too.
      fs.rmSync(worldsFolderOf(file), { recursive: true, force: true });
    } finally {
      release();
    }
  })
  .then(
    () => console.log(`mock-api data reset to the demo seed: ${file}`),
    (error: unknown) => {
      console.error(
        `mock-api reset failed: ${error instanceof Error ? error.message : String(error)} Nothing was changed.`,
      );
      process.exit(1);
    },
  );
