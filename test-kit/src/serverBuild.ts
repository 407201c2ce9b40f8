/**
 * One build of the servers the suites start (the API with its database thread, the mock API, the
 * API's commands the suites run (create-admin, create-instructor, reset), the API's description
 * and the local OpenID provider the suites start, and for the browser suites `npm start`'s script,
 * the mock's reset and `npm run remotes`),
 * made once per test run instead of compiling their TypeScript through tsx in every process a
 * suite starts: a hundred-odd starts in `npm test`. The build is the servers' own sources bundled
 * with esbuild (the `@leave/*` workspace packages among them), the third-party packages left to
 * Node to load from node_modules as the sources would, so a server built here runs the code that
 * `npm run api` runs. Made into a temporary folder by jest's global setup (or by `npm test` for
 * all its suites), named by LEAVE_TEST_SERVER_BUILD; without it, servers start through tsx.
 */
import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

const ROOT = path.resolve(__dirname, '..', '..');

/** Where the run's build is, for the processes started after it (jest's workers, Playwright's servers). */
export const SERVER_BUILD = 'LEAVE_TEST_SERVER_BUILD';
/** Set when a jest run made the build itself (its teardown removes it), not when it was given one. */
export const OWN_SERVER_BUILD = 'LEAVE_TEST_OWN_SERVER_BUILD';

/** The scripts built, by the source path spawnServer is given, and each one's built file. */
const ENTRIES = {
  'api/src/main.ts': 'api.cjs',
  'mock-api/src/main.ts': 'mockApi.cjs',
  'mock-api/src/reset.ts': 'mockApiReset.cjs',
  'api/src/createAdmin.ts': 'createAdmin.cjs',
  'api/src/createInstructor.ts': 'createInstructor.cjs',
  'api/src/reset.ts': 'apiReset.cjs',
  'scripts/start.ts': 'start.cjs',
  'scripts/remotes.ts': 'remotes.cjs',
  // The API's routes and OpenAPI document, as the API and mock suites read them.
  'api/test/support/describeApi.ts': 'describeApi.cjs',
  // The local OpenID provider (`npm run idp`), which the single sign-on suite starts.
  'test-kit/src/localIdp/main.ts': 'localIdp.cjs',
} as const;

/** The database thread's module, built beside the API (pgliteThread.ts starts it). */
const PGLITE_WORKER = 'api/src/db/pgliteWorker.ts';

/** The built file of `script` (a path from the repository's root) in the run's build, if there is one. */
export function builtScript(script: string): string | undefined {
  const dir = process.env[SERVER_BUILD];
  const file = ENTRIES[script as keyof typeof ENTRIES];
  return dir && file ? path.join(dir, file) : undefined;
}

/**
 * The scripts that open the API's database, which on PGlite is PostgreSQL compiled to WebAssembly.
 * V8 compiles that module's functions twice: at once with its baseline compiler (Liftoff), then
 * again optimised (TurboFan) in the background as they run. A test server lives for seconds and
 * runs a few hundred statements, and the second compile cost more CPU than it saved: with
 * `--liftoff-only` an API start on a copy of the seeded template took about 1.25 CPU-s instead
 * of 1.9-2.2, one that migrates and seeds 1.8 instead of 3.4, and the contract suites on PGlite
 * 33 CPU-s instead of 51. Nothing else differs: the same code runs, the
 * WebAssembly only less optimised. `npm run api` and the deployments keep V8's default.
 */
const WEBASSEMBLY_DATABASE_SCRIPTS = new Set([
  'api/src/main.ts',
  'api/src/createAdmin.ts',
  'api/src/createInstructor.ts',
  'api/src/reset.ts',
]);

/** How Node runs `script`: its built file (errors mapped back to the sources), or the source through tsx. */
export function nodeArguments(script: string): string[] {
  const built = builtScript(script);
  const v8 = WEBASSEMBLY_DATABASE_SCRIPTS.has(script) ? ['--liftoff-only'] : [];
  return built ? [...v8, '--enable-source-maps', built] : [...v8, '--import', 'tsx', script];
}

/** The folder holding `name`'s package as Node finds it from `dir` (undefined: not installed). */
function packageFolder(dir: string, name: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    if (path.basename(at) !== 'node_modules') {
      const candidate = path.join(at, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    }
    if (at === path.dirname(at)) return undefined;
  }
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The workspace's packages (TypeScript sources) go into the build; every other package stays
 * outside it, loaded by Node at run time. A package is named as the source names it when Node
 * finds the same copy from the build's folder (whose node_modules is the repository's); a
 * workspace package with a copy of its own (config's ipaddr.js) gets the file Node's require finds
 * from the source, as the sources, CommonJS under tsx, load their imports with require.
 * `import.meta.dirname` and its kin keep naming the source file's place (the migrations, the QA
 * panel's files and scenarios are read from beside the sources).
 */
function sourcesAsRun(outdir: string): Plugin {
  return {
    name: 'sources-as-run',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@leave/')) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const name = packageName(args.path);
        if (packageFolder(args.resolveDir, name) === packageFolder(outdir, name)) {
          return { path: args.path, external: true };
        }
        if (args.kind === 'dynamic-import') {
          return { errors: [{ text: `${args.path}: a copy of its own here, which a built import() would miss` }] };
        }
        return { path: createRequire(path.join(args.resolveDir, 'index.js')).resolve(args.path), external: true };
      });
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        const contents = source
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Builds the servers into a new temporary folder and returns it. The folder's `node_modules`
 * links to the repository's, where Node finds the packages left out of the build.
 */
export async function buildServers(): Promise<string> {
  // Loaded here, not at the top: the kit's other users (the browser suites) never build.
  const esbuild = await import('esbuild');
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-servers-'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(outdir, 'node_modules'), 'dir');
  const entryPoints = Object.fromEntries(
    Object.entries({ ...ENTRIES, [PGLITE_WORKER]: 'pgliteWorker.cjs' }).map(([source, built]) => [
      built.replace(/\.cjs$/, ''),
      path.join(ROOT, source),
    ]),
  );
  await esbuild.build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    // As tsx runs the sources (the packages have no "type": "module"): imports become require.
    format: 'cjs',
    absWorkingDir: ROOT,
    define: { PGLITE_WORKER_BUILD: JSON.stringify(path.join(outdir, 'pgliteWorker.cjs')) },
    // Errors name the source's lines (the servers run with --enable-source-maps).
    sourcemap: 'inline',
    // Mappings only: Node reads a frame's source from its file, which is there. With the sources'
    // text (two thirds of the map) each start read, decoded and parsed it for nothing.
    sourcesContent: false,
    plugins: [sourcesAsRun(outdir)],
    logLevel: 'error',
  });
  return outdir;
}
