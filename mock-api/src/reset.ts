/** `npm run mock-api:reset`: puts the demo data back, dated around the school's today (SCHOOL_TODAY if set). */
import { readLeavePolicyConfig, schoolTodayOf } from '@leave/config';
import { DEFAULT_DB_FILE, resetDatabase } from './database';

const file = process.env.MOCK_API_DB || DEFAULT_DB_FILE;
Promise.resolve()
  .then(() => resetDatabase(file, schoolTodayOf(readLeavePolicyConfig())))
  .then(
    () => console.log(`mock-api data reset to the demo seed: ${file}`),
    (error: unknown) => {
      console.error('mock-api reset failed:', error);
      process.exit(1);
    },
  );
