/**
 * `npm start` (after the build): the whole product on one machine. The API (the real one on
 * embedded PostgreSQL, or the mock API with BACKEND=mock), each remote on its own port, and
 * the shell at http://localhost:PORT/BASE_PATH.
 */
import { readApiConfig } from '@leave/api/config';
import { startApi } from '@leave/api/startApi';
import { readServeConfig } from '@leave/config';
import { ConfigError, REMOTE_NAMES } from '@leave/contract';
import { startMockApi } from '@leave/mock-api/server';
import { readMockApiSettings } from '@leave/mock-api/settings';
import { serveRemote, serveShell } from './staticServers';

/** Starts the chosen backend and says what it is. */
async function startBackend(host: string): Promise<string> {
  const backend = process.env.BACKEND || 'api';
  if (backend === 'api') {
    const config = readApiConfig();
    await startApi({ ...config, host });
    return config.databaseUrl
      ? 'api on the PostgreSQL server in DATABASE_URL'
      : `api on embedded PostgreSQL (${config.pgliteDir})`;
  }
  if (backend === 'mock') {
    const settings = readMockApiSettings();
    await startMockApi({ ...settings, host });
    return `mock-api (data: ${settings.dbFile})`;
  }
  throw new ConfigError(`BACKEND must be api or mock, got "${backend}"`);
}

async function main() {
  const config = readServeConfig();
  const host = process.env.BIND_HOST || '127.0.0.1';
  const backend = await startBackend(host);
  // Left to a process of their own each (npm run serve -w <remote>) when asked, so one can be restarted alone.
  if (!config.remotesSeparately) {
    await Promise.all(REMOTE_NAMES.map((name) => serveRemote(name, config.runtime, config.remotePorts[name], host)));
  }
  // The gate checks the plain builds served from this checkout too (the live versions always).
  await serveShell(config.runtime, config.port, host, {
    plainBuilds: config.remotesServedHere,
    canaryAbortFailures: config.canaryAbortFailures,
  });

  console.log(
    [
      '',
      `  Leave Management is running: http://localhost:${config.port}${config.runtime.basePath}/`,
      `  API:                         ${config.runtime.apiHost}  (${backend})`,
      ...REMOTE_NAMES.map(
        (name) =>
          `  ${`${name} remote:`.padEnd(28)} ${config.runtime.remotes[name]}` +
          (config.remotesSeparately ? `  (start it: npm run serve -w ${name}-app)` : ''),
      ),
      '  Live versions:               npm run remotes -- list, or /health',
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
