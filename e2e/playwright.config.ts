import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@leave/test-kit/chromium';
import { PGLITE_TEMPLATE } from '@leave/test-kit/pgliteTemplate';
import { builtScript } from '@leave/test-kit/serverBuild';

/**
 * End-to-end tests: Debian's Chromium drives the production build, served exactly as
 * `npm start` serves it (scripts/start.ts), with fresh demo data: every flow on the real API
 * (embedded PostgreSQL) in one time zone and on the mock API in another, so each flow runs on
 * both backends and its dates are read in two time zones. The screens themselves (every screen
 * at two widths with axe, the states, the remotes' loading, the headers, the base path) are the
 * same build whatever the backend, so they are checked once, on the real API; so are the flows of
 * the screens' own behaviour (ONCE_FLOW_SUITES).
 */
const ROOT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, '.tmp');

export const APP = { port: 18080, apiPort: 13001 };
export const MOCK_APP = { port: 18100, apiPort: 13003 };
/** A copy served under a base path. */
export const BASED_APP = { port: 18090, apiPort: 13002, basePath: '/leave' };
/** A copy on the mock API of its own for the QA panel's suite, which replaces all its data. */
export const QA_APP = { port: 18110, apiPort: 13004 };
/** A copy whose remotes' releases are the releases suite's own, which switches them. */
export const RELEASES_APP = { port: 18130, apiPort: 13006 };
export const RELEASES_DIR = path.join(TMP, 'releases');
/**
 * A copy on the real API with sign-in with the school account on, against the local OpenID
 * provider on `idpPort`; its settings (password sign-in off for students) are its own. SSO_BASE_URL
 * and SSO_IDP_URL point the suite at such a copy already running instead.
 */
export const SSO_APP = {
  port: 18120,
  apiPort: 13005,
  idpPort: 13900,
  baseUrl: process.env.SSO_BASE_URL || 'http://localhost:18120',
  idpUrl: process.env.SSO_IDP_URL || 'http://localhost:13900',
  label: 'Sign in with Riverside University',
};

/**
 * An environment already running, instead of the servers below: BASE_URL is its web app,
 * API_URL its API when that is not the one the app's config.json names. Nothing is started,
 * and the data is the environment's own (on the mock API, POST /__qa/reset gives fresh data).
 */
export const RUNNING = process.env.BASE_URL
  ? { baseUrl: process.env.BASE_URL, apiUrl: process.env.API_URL || undefined }
  : undefined;

/**
 * Suites of the copies started here (the one under a base path): not run against an environment,
 * except single sign-on's when SSO_BASE_URL names a copy with it on.
 */
const LOCAL_COPY_SUITES = process.env.SSO_BASE_URL
  ? /(basePath|twoFactor|qaPanel|qaWorlds|remoteDevServer)\.spec\.ts$/
  : /(basePath|twoFactor|qaPanel|qaWorlds|singleSignOn|remoteDevServer)\.spec\.ts$/;

const serve = (env: Record<string, string>) => ({
  cwd: ROOT,
  url: `http://localhost:${env.PORT}${env.BASE_PATH ?? ''}/config.json`,
  reuseExistingServer: false,
  timeout: 90_000,
  // The suite signs in and calls far more often than a class would: both limits are raised. The
  // school's day is UTC's, as the test kit dates the demo's lectures (whatever the browser's zone).
  // Passwords are hashed at the cheapest cost allowed on loopback (the suite signs in hundreds of
  // times), and an action waits 3 s for Undo instead of 5 (a few dozen decisions wait for it).
  env: {
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SESSION_REQUESTS_PER_MINUTE: '100000',
    SCHOOL_TIME_ZONE: 'UTC',
    PASSWORD_HASH_COST: '10',
    UNDO_SECONDS: '3',
    ...env,
    LOG_REQUESTS: 'false',
  },
});

/**
 * The command of a package.json script run from `source`: in `npm test`, the run's build of it
 * (@leave/test-kit/serverBuild: the servers compiled once, not through tsx by each of the seven).
 */
const script = (npmScript: string, source: string) => {
  const built = builtScript(source);
  return built ? `node --enable-source-maps '${built}'` : `npm run ${npmScript} --silent`;
};

/**
 * In `npm test`, a copy of the run's migrated and seeded PGlite template (made once for every
 * suite, as the API seeds it with these settings: test-kit/src/pgliteTemplate.ts) instead of
 * about 5 CPU-s of initdb, migrations and seed in each copy of the app; alone, a new database.
 */
const template = process.env[PGLITE_TEMPLATE];

const apiServer = (env: Record<string, string>, name: string) => {
  const dir = path.join(TMP, `${name}-pglite`);
  // The folder may not exist yet (a clean clone): cp -R makes the copy, not its parents.
  const fresh = `rm -rf '${dir}' '${dir}.lock'${template ? ` && mkdir -p '${TMP}' && cp -R '${template}' '${dir}'` : ''}`;
  return {
    ...serve({ ...env, BACKEND: 'api', PGLITE_DIR: dir }),
    command: `${fresh} && ${script('serve', 'scripts/start.ts')}`,
  };
};

const mockServer = (env: Record<string, string>, name: string) => ({
  ...serve({ ...env, BACKEND: 'mock', MOCK_API_DB: path.join(TMP, `${name}.json`) }),
  command: `${script('mock-api:reset', 'mock-api/src/reset.ts')} && ${script('serve', 'scripts/start.ts')}`,
});

/**
 * Suites of what the screens are, not of the data behind them: checked on the real API only.
 * So are the shell's own guards, the order of a cold load's requests, the start-up screen (the page
 * before its scripts run, which asks nothing of the API) and the test browser's own launch, which
 * no backend changes. twoFactor runs once too: it uses the base-path copy, whose
 * admin no other suite signs in as.
 */
const SCREEN_SUITES =
  /(everyScreen|workflowScreens|phoneFirst|remotes|remoteReleases|remoteDevServer|states|security|basePath|twoFactor|colours|singleSignOn|guards|firstData|screenshots|startupLanguage|testBrowser)\.spec\.ts$/;
/**
 * Flows of the screens' own behaviour, also run once, on the real API: sign-in and sign-up, the
 * signed-in devices, the footer, Undo's wait, the admin's story, the keyboard-only flows (where the
 * focus goes; their course, enrolment, leave, decision and bell are leaveStory's and notifications'
 * on both backends). Every call they make is checked on the mock by the contract suites, and the
 * dates they read are the pickers and formats that the flows run on both backends read in both
 * time zones.
 */
const ONCE_FLOW_SUITES = /(auth|languages|devices|session|feedbackUndo|adminWorkspace|keyboard)\.spec\.ts$/;
/** Suites of the mock API alone: its QA panel and QA worlds. */
const MOCK_ONLY_SUITES = /(qaPanel|qaWorlds)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // A failed test runs once more, recording its trace (below), and still fails the run: a test
  // that passes only on its second try is flaky, and a flaky test is a bug.
  retries: 1,
  failOnFlakyTests: true,
  // A test's time limit: on a slow two-core machine, with the other suites beside it, flows of
  // 10 s take up to 33 s. A hang still fails, and each step waits at most 10 s for what it expects.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A failed test's second run records its trace: each action with the page's DOM before and
    // after it, without the film of the screen. Recorded on every run, traces cost about a fifth of
    // the suite's CPU (the DOM snapshots in the browser and the runner) for tests that pass.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions([
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ]),
  },
  projects: RUNNING
    ? [
        {
          name: 'running America/Los_Angeles',
          testIgnore: LOCAL_COPY_SUITES,
          use: { timezoneId: 'America/Los_Angeles', baseURL: RUNNING.baseUrl },
        },
      ]
    : [
        {
          name: 'api Asia/Kolkata',
          testIgnore: MOCK_ONLY_SUITES,
          use: { timezoneId: 'Asia/Kolkata', baseURL: `http://localhost:${APP.port}` },
        },
        {
          name: 'mock America/Los_Angeles',
          testIgnore: [SCREEN_SUITES, ONCE_FLOW_SUITES],
          // The flows that run here check their screens (axe, the widths, the tap targets) on the
          // real API's project alone, as the screen suites do: the same build on either backend.
          metadata: { screensCheckedElsewhere: true },
          use: { timezoneId: 'America/Los_Angeles', baseURL: `http://localhost:${MOCK_APP.port}` },
        },
      ],
  webServer: RUNNING
    ? []
    : [
        apiServer({ PORT: String(APP.port), API_PORT: String(APP.apiPort) }, 'app'),
        mockServer({ PORT: String(MOCK_APP.port), API_PORT: String(MOCK_APP.apiPort) }, 'mock-app'),
        mockServer(
          { PORT: String(BASED_APP.port), API_PORT: String(BASED_APP.apiPort), BASE_PATH: BASED_APP.basePath },
          'based-app',
        ),
        // On the real date even when the run fixes SCHOOL_TODAY (npm test does): its suite goes back to it.
        mockServer({ PORT: String(QA_APP.port), API_PORT: String(QA_APP.apiPort), SCHOOL_TODAY: '' }, 'qa-app'),
        mockServer(
          // Two browsers failing to load a canary abort it (the suite's canary test).
          {
            PORT: String(RELEASES_APP.port),
            API_PORT: String(RELEASES_APP.apiPort),
            RELEASES_DIR,
            CANARY_ABORT_FAILURES: '2',
          },
          'releases-app',
        ),
        {
          cwd: ROOT,
          command: script('idp', 'test-kit/src/localIdp/main.ts'),
          url: `http://localhost:${SSO_APP.idpPort}/.well-known/openid-configuration`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: { IDP_PORT: String(SSO_APP.idpPort), PORT: String(SSO_APP.port), API_PORT: String(SSO_APP.apiPort) },
        },
        apiServer(
          {
            PORT: String(SSO_APP.port),
            API_PORT: String(SSO_APP.apiPort),
            OIDC_ISSUER: `http://localhost:${SSO_APP.idpPort}`,
            OIDC_CLIENT_ID: 'leave-management',
            OIDC_CLIENT_SECRET: 'dev-secret',
            OIDC_BUTTON_LABEL: SSO_APP.label,
          },
          'sso-app',
        ),
      ],
});
