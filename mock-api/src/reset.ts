/** `npm run mock-api:reset`: puts the demo data back, dated around today. */
import { DEFAULT_DB_FILE, resetDatabase } from './database';

const file = process.env.MOCK_API_DB || DEFAULT_DB_FILE;
resetDatabase(file).then(
  () => console.log(`mock-api data reset to the demo seed: ${file}`),
  (error: unknown) => {
    console.error('mock-api reset failed:', error);
    process.exit(1);
  },
);
