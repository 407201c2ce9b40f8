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

// ESM-only packages (react-calendar and its dependencies) must be transformed for jest.
const esmPackages = [
  'react-calendar',
  '@wojtekmaj',
  'get-user-locale',
  'memoize',
  'mimic-function',
  'until-async',
  'rettime',
].join('|');

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      // A dashboard test takes about 1 s alone; with the other suites beside it on two cores
      // (npm test), one took over jest's default 5 s. A hang still fails, after 20 s.
      testTimeout: 20_000,
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
      ],
      // The scripts' own tests (the docs check, the bench's table), not what the scripts install.
      testMatch: ['**/src/**/*.test.{ts,tsx}', '<rootDir>/scripts/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
      transformIgnorePatterns: [`node_modules/(?!(${esmPackages})/)`],
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      displayName: 'contract',
      testEnvironment: 'node',
      // As the web tests': with the other suites beside it on two cores, a test of a few
      // password hashes and calls took over jest's default 5 s.
      testTimeout: 20_000,
      globalSetup: '<rootDir>/test-kit/src/jestGlobalSetup.ts',
      globalTeardown: '<rootDir>/test-kit/src/jestGlobalTeardown.ts',
      roots: ['<rootDir>/contract/test'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      // As the web tests': with the other suites beside it on two cores, a test of a few
      // password hashes and calls took over jest's default 5 s.
      testTimeout: 20_000,
      globalSetup: '<rootDir>/test-kit/src/jestGlobalSetup.ts',
      globalTeardown: '<rootDir>/test-kit/src/jestGlobalTeardown.ts',
      roots: ['<rootDir>/api/test', '<rootDir>/mock-api/test'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};
