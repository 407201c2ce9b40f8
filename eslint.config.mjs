import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers that point one way: what each package may import from the others. Anything not listed
 * is refused, by package name (`@leave/x`) and by a relative path into another package's folder.
 */
const PACKAGES = {
  contract: [],
  domain: ['contract'],
  config: ['contract', 'domain'],
  service: ['contract', 'domain', 'config'],
  ui: [],
  'web-kit': ['contract', 'domain', 'config', 'ui'],
  shell: ['contract', 'domain', 'ui', 'web-kit', 'config'],
  'auth-app': ['contract', 'domain', 'ui', 'web-kit', 'config'],
  'student-app': ['contract', 'domain', 'ui', 'web-kit', 'config'],
  'instructor-app': ['contract', 'domain', 'ui', 'web-kit', 'config'],
  'admin-app': ['contract', 'domain', 'ui', 'web-kit', 'config'],
  api: ['contract', 'domain', 'config', 'service', 'test-kit'],
  'mock-api': ['contract', 'domain', 'config', 'service'],
  'test-kit': ['contract', 'config'],
  e2e: ['test-kit', 'contract'],
  scripts: ['contract', 'config', 'api', 'mock-api', 'test-kit'],
};
/** Code the browser loads, or may: no Node-only modules. */
const BROWSER_SAFE = [
  'contract',
  'domain',
  'config',
  'ui',
  'web-kit',
  'shell',
  'auth-app',
  'student-app',
  'instructor-app',
  'admin-app',
];
/** The rules themselves: no React, no state library. */
const NO_UI = ['contract', 'domain', 'config', 'service'];

const NODE_ONLY = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'http', 'net', 'pg', 'fastify'];
const UI_LIBRARIES = ['react', 'react-*', 'react/*', 'styled-components', '@reduxjs/*', 'react-redux'];

function boundaries(name, allowed) {
  const forbidden = Object.keys(PACKAGES).filter((other) => other !== name && !allowed.includes(other));
  const patterns = [
    {
      group: forbidden.flatMap((other) => [`@leave/${other}`, `@leave/${other}/*`, `**/${other}/src/**`]),
      message: `${name} may import only ${allowed.length ? allowed.join(', ') : 'no other package'} (see README, Architecture).`,
    },
  ];
  if (BROWSER_SAFE.includes(name)) {
    patterns.push({ group: NODE_ONLY, message: `${name} runs in the browser too: no Node-only modules.` });
  }
  if (BROWSER_SAFE.includes(name) && name !== 'ui') {
    patterns.push({
      group: ['react-router', 'react-router-dom', 'react-router/*'],
      message: 'Routing comes from @leave/ui/routing: the one shared copy holds only the parts the apps use.',
    });
  }
  if (NO_UI.includes(name)) {
    patterns.push({ group: UI_LIBRARIES, message: `${name} holds rules, not UI: no React or Redux.` });
  }
  return {
    files: [`${name}/**/*.{ts,tsx,mts}`],
    ignores: [`${name}/**/*.test.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info', 'log', 'table'] }],
    },
  },
  ...Object.entries(PACKAGES).map(([name, allowed]) => boundaries(name, allowed)),
  {
    files: ['**/*.test.{ts,tsx}', 'jest.setup.ts', 'web-kit/src/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Replies in the API suites are untyped JSON, checked by the assertions themselves.
    files: ['*/test/**/*.ts', 'test-kit/src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
);
