const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
/**
 * The contract suites' files, whose tests call a backend over HTTP: a package they import (the
 * domain's zod schemas, the config) is loaded when a test first uses it, not when the file loads.
 * Most files only sign in and call (the demo accounts have a module of their own), and loading the
 * domain's schemas took about a tenth of a second in each of the 200-odd files a run loads.
 */
const swcLazy = ['@swc/jest', { ...swc[1], module: { type: 'commonjs', lazy: true } }];

// ESM-only packages (react-calendar, react-intl and their dependencies) must be transformed for jest.
const esmPackages = [
  'react-calendar',
  '@wojtekmaj',
  'get-user-locale',
  'memoize',
  'mimic-function',
  'until-async',
  'rettime',
  // react-intl (FormatJS) is ESM-only too.
  'react-intl',
  '@formatjs',
  'intl-messageformat',
].join('|');

/** @type {import('jest').Config} */
export default {
  // A test's time limit (global, not per project: a project's own is ignored). Alone, a dashboard
  // test takes about 1 s and a password reset a few hundred ms; with the other suites beside them
  // on two cores (npm test), a file's first test has taken over 20 s (its remote's first draw, up
  // to web-kit's FIRST_DRAW of 15 s, then its steps). A passing test runs no longer for it, and a
  // hang still fails.
  testTimeout: 40_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.environment.mjs',
      roots: [
        '<rootDir>/contract',
        '<rootDir>/domain',
        '<rootDir>/service',
        '<rootDir>/config',
        '<rootDir>/web-kit',
        '<rootDir>/ui',
        '<rootDir>/shell',
        '<rootDir>/auth-app',
        '<rootDir>/student-app',
        '<rootDir>/instructor-app',
        '<rootDir>/admin-app',
        '<rootDir>/scripts',
        // The shared webpack configuration's own tests (the development build the remote teams run).
        '<rootDir>/webpack',
        // The test kit's own tests (the browser's launch options), not the suites it serves.
        '<rootDir>/test-kit',
      ],
      // The scripts' own tests (the docs check, the bench's table), not what the scripts install.
      testMatch: [
        '**/src/**/*.test.{ts,tsx}',
        '<rootDir>/scripts/*.test.ts',
        '<rootDir>/scripts/releases/*.test.ts',
        '<rootDir>/webpack/*.test.ts',
      ],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
      transformIgnorePatterns: [`node_modules/(?!(${esmPackages})/)`],
      moduleNameMapper: { '\\.css$': '<rootDir>/web-kit/src/testing/cssText.ts' },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      displayName: 'contract',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test-kit/src/jestGlobalSetup.ts',
      globalTeardown: '<rootDir>/test-kit/src/jestGlobalTeardown.ts',
      roots: ['<rootDir>/contract/test'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcLazy },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test-kit/src/jestGlobalSetup.ts',
      globalTeardown: '<rootDir>/test-kit/src/jestGlobalTeardown.ts',
      roots: ['<rootDir>/api/test', '<rootDir>/mock-api/test'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};
