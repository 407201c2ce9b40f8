/**
 * `npm start` (after the build): the whole product on one machine. The mock API, each remote
 * on its own port, and the shell at http://localhost:PORT/BASE_PATH.
 */
import path from 'node:path';
import { REMOTE_NAMES } from '@leave/contract';
import { DEFAULT_DB_FILE } from '../mock-api/src/database';
import { startMockApi } from '../mock-api/src/server';
import { readServeConfig } from './config';
import { serveRemote, serveShell } from './staticServers';

async function main() {
  const config = readServeConfig();
  const host = process.env.BIND_HOST || '127.0.0.1';
  const dbFile = path.resolve(process.env.MOCK_API_DB || DEFAULT_DB_FILE);

  await startMockApi({
    port: config.apiPort,
    host,
    dbFile,
    webOrigins: config.webOrigins,
    logRequests: process.env.LOG_REQUESTS !== 'false',
  });
  await Promise.all(REMOTE_NAMES.map((name) => serveRemote(name, config.remotePorts[name], host)));
  await serveShell(config.runtime, config.port, host);

  console.log(
    [
      '',
      `  Leave Management is running: http://localhost:${config.port}${config.runtime.basePath}/`,
      `  API (mock-api):              ${config.runtime.apiHost}  (data: ${dbFile})`,
      ...REMOTE_NAMES.map((name) => `  ${`${name} remote:`.padEnd(28)} ${config.runtime.remotes[name]}`),
      '',
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
