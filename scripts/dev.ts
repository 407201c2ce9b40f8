/**
 * `npm run dev`: the mock API and every app on webpack-dev-server with live reload, with the
 * configuration of `npm start`: the shell on its port, each remote's development server on a
 * port of its own (config's `remoteDevPorts`), which the shell's page is pointed at. One team can
 * run just its remote instead: `npm run dev -w student-app` (standalone, against the API at
 * API_HOST).
 */
import concurrently from 'concurrently';
import { readServeConfig, REMOTE_URL_ENV } from '@leave/config';
import { REMOTE_NAMES } from '@leave/contract';

const config = readServeConfig();
const apps = ['shell', 'auth-app', 'student-app', 'instructor-app', 'admin-app'];
const publicHost = process.env.PUBLIC_HOST || 'localhost';

// Each remote the shell would load from this machine comes from its development server instead.
const devRemotes = Object.fromEntries(
  REMOTE_NAMES.filter((name) => !process.env[REMOTE_URL_ENV[name]]).map((name) => [
    REMOTE_URL_ENV[name],
    `http://${publicHost}:${config.remoteDevPorts[name]}/mf-manifest.json`,
  ]),
);

const { result } = concurrently(
  [
    { command: 'npm run mock-api --silent', name: 'api', prefixColor: 'gray' },
    ...apps.map((app) => ({
      command: `npm run dev --silent -w ${app}`,
      name: app,
      prefixColor: 'blue',
      env: app === 'shell' ? devRemotes : {},
    })),
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);

console.log(`Dev servers starting: open http://localhost:${config.port}${config.runtime.basePath}/`);
result.catch(() => process.exit(1));
