import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium drives the production build, served exactly as
 * `npm start` serves it (scripts/start.ts), on ports of its own with a fresh mock-api data file.
 */
const ROOT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, '.tmp');

export const APP = { port: 18080, apiPort: 13001 };
/** A second copy served under a base path. */
export const BASED_APP = { port: 18090, apiPort: 13002, basePath: '/leave' };

const server = (env: Record<string, string>, name: string) => ({
  command: 'npm run mock-api:reset --silent && npm run serve --silent',
  cwd: ROOT,
  url: `http://localhost:${env.PORT}${env.BASE_PATH ?? ''}/config.json`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { ...env, MOCK_API_DB: path.join(TMP, `${name}.json`), LOG_REQUESTS: 'false' },
});

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${APP.port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'Asia/Kolkata', use: { timezoneId: 'Asia/Kolkata' } },
    { name: 'America/Los_Angeles', use: { timezoneId: 'America/Los_Angeles' } },
  ],
  webServer: [
    server({ PORT: String(APP.port), API_PORT: String(APP.apiPort) }, 'app'),
    server(
      { PORT: String(BASED_APP.port), API_PORT: String(BASED_APP.apiPort), BASE_PATH: BASED_APP.basePath },
      'based-app',
    ),
  ],
});
