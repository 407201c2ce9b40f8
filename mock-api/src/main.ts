/** `npm run mock-api`: the fake backend on its own (API_PORT, MOCK_API_DB, WEB_ORIGINS). */
import { startMockApi } from './server';
import { readMockApiSettings } from './settings';

const host = process.env.API_BIND || '127.0.0.1';

Promise.resolve()
  .then(async () => {
    const settings = readMockApiSettings();
    await startMockApi({ ...settings, host });
    console.log(`mock-api listening on http://${host}:${settings.port} (data: ${settings.dbFile})`);
  })
  .catch((error: unknown) => {
    console.error(`mock-api could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
