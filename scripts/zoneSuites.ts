/**
 * Which web tests `npm test` runs in its second time zone. Dates are calendar dates end to end,
 * tested in more than one time zone: every web test runs in `Asia/Kolkata`, and in
 * `America/Los_Angeles` (on a day of its own, scripts/datedSuites.ts) every test that may read a
 * date, the clock or a zone. A test is chosen when it, or any module of ours it imports, directly
 * or not, names a date or time API or a date library (DATE_WORDS): jest follows the imports
 * itself (`--findRelatedTests` on the files that name one). The rule errs towards both zones: a
 * module that only reads `Date.now()` brings in every test that imports it, and a test is left out
 * only when nothing of ours it runs can read a date. The scripts' own tests run in both: they
 * import files outside the web project's roots (the API's, webpack's), which jest's graph of it
 * does not follow.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What a file that may read a date, the clock or a time zone names. */
export const DATE_WORDS =
  /\b(Date|Intl)\b|toLocale|getTimezoneOffset|timeZone|react-calendar|date-holidays|rrule|ical\.js/;

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/** Every source file under `dir` (node_modules and build output left out). */
function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const where = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourcesUnder(where);
    return SOURCE.test(entry.name) ? [where] : [];
  });
}

/**
 * The files under `roots` (the web project's) from which jest finds the second zone's tests:
 * those that name a date, and the scripts' own tests (paths from `root`).
 */
export function secondZoneFiles(root: string, roots: string[]): string[] {
  const scripts = path.join(root, 'scripts');
  return roots
    .flatMap((dir) => sourcesUnder(dir))
    .filter(
      (file) =>
        (file.startsWith(`${scripts}${path.sep}`) && /\.test\.ts$/.test(file)) ||
        DATE_WORDS.test(fs.readFileSync(file, 'utf8')),
    )
    .map((file) => path.relative(root, file))
    .sort();
}

/** The web project's roots, as jest.config.mjs names them. */
export function webRoots(root: string): string[] {
  const { default: config } = createRequire(path.join(root, 'package.json'))('./jest.config.mjs') as {
    default: { projects: { displayName: string; roots: string[] }[] };
  };
  const web = config.projects.find((project) => project.displayName === 'web')!;
  return web.roots.map((dir) => dir.replace('<rootDir>', root));
}

/** jest's arguments that select the second zone's web tests. */
export function secondZoneArgs(root: string): string {
  return ['--findRelatedTests', ...secondZoneFiles(root, webRoots(root))].join(' ');
}
