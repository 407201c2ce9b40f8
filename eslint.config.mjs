import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { STILL_ENGLISH_FILES } from './scripts/stillEnglishFiles.mjs';

/**
 * Layers that point one way: what each package may import from the others. Anything not listed
 * is refused, by package name (`@leave/x`) and by a relative path into another package's folder.
 * Exported with the two lists below for docs/architecture.md's diagram (scripts/layersDiagram.ts).
 */
export const PACKAGES = {
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
  'test-kit': ['contract', 'domain', 'config'],
  e2e: ['test-kit', 'contract'],
  scripts: ['contract', 'config', 'api', 'mock-api', 'test-kit'],
};
/** Code the browser loads, or may: no Node-only modules. */
export const BROWSER_SAFE = [
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
export const NO_UI = ['contract', 'domain', 'config', 'service'];

const NODE_ONLY = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'http', 'net', 'pg', 'fastify'];
const UI_LIBRARIES = ['react', 'react-*', 'react/*', 'styled-components', '@reduxjs/*', 'react-redux'];

/**
 * Shared libraries the apps import through one module of ours that names only the parts they use
 * (a shared library cannot be tree-shaken, so that module is what is shared): never directly, or
 * the page downloads a second, whole copy. The module itself is the one file that imports them.
 */
const SHARED_THROUGH = [
  {
    group: ['react-router', 'react-router-dom', 'react-router/*'],
    from: '@leave/ui/routing',
    home: 'ui/src/routing.ts',
  },
  { group: ['styled-components', 'styled-components/*'], from: '@leave/ui/styled', home: 'ui/src/styled.ts' },
  {
    group: ['@reduxjs/*', 'react-redux', 'immer', 'reselect'],
    from: '@leave/web-kit/state',
    home: 'web-kit/src/state.ts',
  },
  {
    group: ['react-intl', 'react-intl/*', '@formatjs/*', 'intl-messageformat'],
    from: '@leave/ui/i18n',
    home: 'ui/src/i18n/formatjs.ts',
  },
];

function restrictedImports(files, ignores, patterns) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

function boundaries(name, allowed) {
  const forbidden = Object.keys(PACKAGES).filter((other) => other !== name && !allowed.includes(other));
  const patterns = [
    {
      group: forbidden.flatMap((other) => [`@leave/${other}`, `@leave/${other}/*`, `**/${other}/src/**`]),
      message: `${name} may import only ${allowed.length ? allowed.join(', ') : 'no other package'} (see docs/architecture.md).`,
    },
  ];
  if (BROWSER_SAFE.includes(name)) {
    patterns.push({ group: NODE_ONLY, message: `${name} runs in the browser too: no Node-only modules.` });
  }
  if (NO_UI.includes(name)) {
    patterns.push({ group: UI_LIBRARIES, message: `${name} holds rules, not UI: no React or Redux.` });
  }
  const through = BROWSER_SAFE.includes(name) ? SHARED_THROUGH : [];
  const sharedPattern = ({ group, from }) => ({
    group,
    message: `Import these from ${from}: the one shared copy holds only the parts the apps use.`,
  });
  const homes = through.filter(({ home }) => home.startsWith(`${name}/`));
  return [
    restrictedImports(
      [`${name}/**/*.{ts,tsx,mts}`],
      [`${name}/**/*.test.{ts,tsx}`, ...homes.map(({ home }) => home)],
      [...patterns, ...through.map(sharedPattern)],
    ),
    ...homes.map((own) =>
      restrictedImports([own.home], [], [...patterns, ...through.filter((other) => other !== own).map(sharedPattern)]),
    ),
  ];
}

/**
 * A word a person reads or hears on a screen comes from a catalogue (docs/translating.md): no text
 * written into the screens' JSX, in its text, in a string inside it, or in an attribute that is
 * read out (a label, a hint, a title...). Words, not data: a string with no Latin letter, or of
 * capitals alone, passes, and so does what `say`/`formatMessage` (the catalogue) or `field` (a
 * form's field by name) is given. The screens still in English are listed apart (STILL_ENGLISH_FILES).
 */
export const WORDS_FROM_CATALOGUES = {
  files: ['{shell,auth-app,student-app,instructor-app,admin-app,web-kit,ui}/src/**/*.tsx'],
  ignores: ['**/*.test.tsx', '**/testing/**', '**/test/**', ...STILL_ENGLISH_FILES],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        message: 'A word on a screen comes from a catalogue (docs/translating.md)',
        'jsx-attributes': {
          include: [
            'label',
            '.*Label',
            'aria-label',
            'aria-description',
            'aria-valuetext',
            'title',
            'pageTitle',
            'hint',
            'data-label',
            'placeholder',
            'alt',
            'legend',
            'question',
            'loadError',
            '.*Heading',
            'what',
          ],
        },
        callees: { exclude: ['say', '(intl\\.)?formatMessage', 'field', 'require'] },
        // No Latin letter in it (digits, punctuation, symbols: ☰, ✕), or capitals alone (HH:MM).
        words: { exclude: ['[^A-Za-z]+', '[A-Z_:/-]+'] },
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      // e2e's own: its results and reports (in e2e/, not only at the root).
      '**/test-results/**',
      '**/playwright-report/**',
      'api/test/openapiClient/generated/**',
      // Git-ignored scratch folders: e2e's (.tmp/releases holds copies of student-app's minified
      // bundles while its releases suite runs; linted beside it, ~11 CPU-s and ~1,000 errors a copy).
      '**/.tmp/**',
    ],
  },
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
  ...Object.entries(PACKAGES).flatMap(([name, allowed]) => boundaries(name, allowed)),
  {
    files: ['**/*.test.{ts,tsx}', 'jest.setup.ts', 'web-kit/src/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Replies in the API suites are untyped JSON, checked by the assertions themselves.
    files: ['*/test/**/*.ts', 'test-kit/src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  WORDS_FROM_CATALOGUES,
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  // The mock's QA panel: a script the browser runs as it is.
  {
    files: ['mock-api/src/qa/panel/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
