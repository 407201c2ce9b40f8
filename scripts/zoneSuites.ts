/**
 * Which web tests `npm test` runs in its second time zone. Dates are calendar dates end to end,
 * tested in more than one time zone: every web test runs in `Asia/Kolkata`, and in
 * `America/Los_Angeles` (on a day of its own, scripts/datedSuites.ts) every test whose answer
 * could change with the zone: those seen reading it as they ran in the first zone
 * (scripts/zoneReads.ts lists them), and those that start a child process, whose reads that watch
 * does not see: a test that names `child_process` or `worker_threads`, or imports a module of ours
 * that does (jest's own graph, `--findRelatedTests`). `npm run test:unit` still runs every web test
 * in both zones.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What a file that starts another process or thread names. */
export const PROCESS_WORDS = /\b(child_process|worker_threads)\b/;

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/** Every source file under `dir` (node_modules and build output left out). */
function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const where = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourcesUnder(where);
    return SOURCE.test(entry.name) ? [where] : [];
  });
}

/** The files under `roots` (the web project's) that start a process or thread (paths from `root`). */
export function processFiles(root: string, roots: string[]): string[] {
  return roots
    .flatMap((dir) => sourcesUnder(dir))
    .filter((file) => PROCESS_WORDS.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file))
    .sort();
}

/** The tests listed in `readsFile` (scripts/zoneReads.ts) as reading the zone, once each, from `root`. */
export function zoneReaders(root: string, readsFile: string): string[] {
  const listed = fs.existsSync(readsFile) ? fs.readFileSync(readsFile, 'utf8').split('\n') : [];
  return [...new Set(listed.filter(Boolean).map((file) => path.relative(root, path.resolve(root, file))))].sort();
}

/** The web project's roots, as jest.config.mjs names them. */
export function webRoots(root: string): string[] {
  const { default: config } = createRequire(path.join(root, 'package.json'))('./jest.config.mjs') as {
    default: { projects: { displayName: string; roots: string[] }[] };
  };
  const web = config.projects.find((project) => project.displayName === 'web')!;
  return web.roots.map((dir) => dir.replace('<rootDir>', root));
}

/** jest's arguments that select the second zone's web tests, after a first-zone run that listed its readers in `readsFile`. */
export function secondZoneArgs(root: string, readsFile: string): string {
  const files = [...zoneReaders(root, readsFile), ...processFiles(root, webRoots(root))];
  return ['--passWithNoTests', '--findRelatedTests', ...files].join(' ');
}
