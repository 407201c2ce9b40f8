/** `npm run mock-api`: the fake backend on its own (API_PORT, MOCK_API_DB, WEB_ORIGINS). */
import { readServeConfig } from '@leave/config';
import { DEFAULT_DB_FILE } from './database';
import { startMockApi } from './server';

const dbFile = process.env.MOCK_API_DB || DEFAULT_DB_FILE;
const host = process.env.API_BIND || '127.0.0.1';

Promise.resolve()
  .then(async () => {
    const config = readServeConfig();
    await startMockApi({
      port: config.apiPort,
      host,
      dbFile,
      webOrigins: config.webOrigins,
      logRequests: process.env.LOG_REQUESTS !== 'false',
    });
    console.log(`mock-api listening on http://${host}:${config.apiPort} (data: ${dbFile})`);
  })
  .catch((error: unknown) => {
    console.error(`mock-api could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
