/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIGURES_END, FIGURES_START } from './benchFigures';
import { checkDocs, slugOf } from './docsCheck';
import type { Repo } from './docsCheck';
import { LAYERS_END, LAYERS_START } from './layersDiagram';

/** A small repository: a root and one workspace with scripts, a source file reading one setting, two docs. */
function repoWith(readme: string, docs: Record<string, string> = {}): Repo {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-check-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ workspaces: ['api'], scripts: { start: 'x', test: 'x', bench: 'x' } }));
  write('api/package.json', JSON.stringify({ name: '@leave/api', scripts: { 'create-admin': 'x' } }));
  write('api/src/config.ts', "export const dir = process.env.PGLITE_DIR || positiveFrom(env, 'SESSION_TTL_HOURS');\n");
  write('README.md', readme);
  write('docs/performance.md', `# Performance\n\n## Reading the \`table\`\n\n${FIGURES_START}\n\n${FIGURES_END}\n`);
  write('docs/architecture.md', `# Architecture\n\n${LAYERS_START}\n\nlayers\n\n${LAYERS_END}\n`);
  for (const [file, text] of Object.entries(docs)) write(file, text);
  const files = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      return entry.isDirectory() ? files(relative) : [relative];
    });
  return { root, files: files(''), isIgnored: (relative) => relative.startsWith('api/data/') };
}

const good = [
  '# Leave Management',
  '',
  'Run `npm start`, then `npm test`; `npm run bench -- --markdown` and',
  '`ADMIN_ID=7 npm run create-admin -w api` (or `npm run -w @leave/api create-admin`).',
  '',
  '```sh',
  'PGLITE_DIR=/srv/leave npm start',
  '```',
  '',
  'Settings: `PGLITE_DIR`, `SESSION_TTL_HOURS`; files: `api/src/config.ts`, `api/data/pglite` (made at run time),',
  '`text/event-stream` (not a path), `@leave/api`. See [performance](docs/performance.md#reading-the-table).',
  '',
].join('\n');

afterEach(() => jest.restoreAllMocks());

test('a README whose scripts, settings, paths and links exist passes', () => {
  expect(checkDocs(repoWith(good.replace('ADMIN_ID=7 ', '')), { layersDiagram: 'layers' })).toEqual([]);
});

test('a setting given on a command line must be read too', () => {
  expect(checkDocs(repoWith(good))).toEqual(['README.md:4: `ADMIN_ID`: no source file reads this setting']);
});

test('a script that is not in package.json, or not in the workspace named, is caught', () => {
  const readme = 'Run `npm run benchmark`, `npm run create-admin` and `npm run reset -w api`, `npm run x -w web`.\n';
  expect(checkDocs(repoWith(readme))).toEqual([
    'README.md:1: `npm run benchmark`: package.json has no script "benchmark"',
    'README.md:1: `npm run create-admin`: package.json has no script "create-admin"',
    'README.md:1: `npm run reset -w api`: api/package.json has no script "reset"',
    'README.md:1: `npm run x -w web`: there is no workspace "web"',
  ]);
});

test('a script in a fenced block or in prose is checked as well', () => {
  const readme = '```sh\nnpm run lint\n```\n\nThen npm run build.\n';
  expect(checkDocs(repoWith(readme))).toEqual([
    'README.md:2: `npm run lint`: package.json has no script "lint"',
    'README.md:5: `npm run build`: package.json has no script "build"',
  ]);
});

test('a setting nothing reads is caught, in a code span or a fenced block', () => {
  const readme = 'Set `LEAVE_MAX_DAYS` to change it.\n\n```sh\nSCHOOL_TODAY=2026-01-01 npm start\n```\n';
  expect(checkDocs(repoWith(readme))).toEqual([
    'README.md:1: `LEAVE_MAX_DAYS`: no source file reads this setting',
    'README.md:4: `SCHOOL_TODAY`: no source file reads this setting',
  ]);
});

test('a dead link, a missing heading and a missing repository path are caught', () => {
  const readme = [
    'See [operations](docs/operations.md), [the table](docs/performance.md#figures),',
    '[outside](../elsewhere.md), the [migrations](api/src/db/migrations.ts), `api/src/db/migrations.ts`,',
    '`docs/old.md` and `@leave/web-kit/state`; not [the site](https://example.edu/x.md).',
  ].join('\n');
  expect(checkDocs(repoWith(readme))).toEqual([
    'README.md:1: link to docs/operations.md: no such file',
    'README.md:1: link to docs/performance.md#figures: docs/performance.md has no heading #figures',
    'README.md:2: `api/src/db/migrations.ts`: no such file or folder in the repository',
    'README.md:2: link to ../elsewhere.md: no such file',
    'README.md:2: link to api/src/db/migrations.ts: no such file',
    'README.md:3: `docs/old.md`: no such file or folder in the repository',
    'README.md:3: `@leave/web-kit/state`: no workspace is @leave/web-kit',
  ]);
});

test('links in docs/ are relative to their own folder', () => {
  const repo = repoWith('# Leave\n', {
    'docs/admin.md': 'Back to [the README](../README.md) and [operations](operations.md).\n',
  });
  expect(checkDocs(repo)).toEqual(['docs/admin.md:1: link to operations.md: no such file']);
});

test('the generated blocks must be there, and the layers diagram as eslint.config.mjs gives it', () => {
  const repo = repoWith('# Leave\n');
  fs.writeFileSync(path.join(repo.root, 'docs/performance.md'), '# Performance\n');
  expect(checkDocs(repo, { layersDiagram: 'other layers' })).toEqual([
    `docs/performance.md: no figures table between ${FIGURES_START} and ${FIGURES_END}`,
    'docs/architecture.md: the layers diagram differs from eslint.config.mjs: run `tsx scripts/checkDocs.ts --fix`',
  ]);
});

test("headings' anchors are GitHub's", () => {
  expect(slugOf('Backups and restore')).toBe('backups-and-restore');
  expect(slugOf('Sign-in, sessions & `cookies`')).toBe('sign-in-sessions--cookies');
});
