/**
 * `npm run dev`: the mock API and every app on webpack-dev-server with live reload, on the
 * same ports and config as `npm start`. One team can run just its remote instead:
 * `npm run dev -w student-app` (standalone, against the API at API_HOST).
 */
import concurrently from 'concurrently';
import { readServeConfig } from '@leave/config';

const config = readServeConfig();
const apps = ['shell', 'auth-app', 'student-app', 'instructor-app', 'admin-app'];

const { result } = concurrently(
  [
    { command: 'npm run mock-api --silent', name: 'api', prefixColor: 'gray' },
    ...apps.map((app) => ({ command: `npm run dev --silent -w ${app}`, name: app, prefixColor: 'blue' })),
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);

console.log(`Dev servers starting: open http://localhost:${config.port}${config.runtime.basePath}/`);
result.catch(() => process.exit(1));
