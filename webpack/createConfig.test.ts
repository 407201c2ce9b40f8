/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Summary {
  devtool: string | false;
  port: number;
  pages: Array<{ chunks: unknown; filename: unknown }>;
  /** What NormalModuleReplacementPlugin replaces, and with what file. */
  replaced: Array<{ resource: string; by: string }>;
}

type Mode = 'development' | 'production';

/** The configurations the tests read: an app, its mode, and the environment it is made in. */
const CONFIGURATIONS: Array<[app: string, mode: Mode, env: Record<string, string>]> = [
  ['student-app', 'development', {}],
  ['student-app', 'development', { STUDENT_APP_DEV_PORT: '7345' }],
  ['admin-app', 'development', {}],
  ['shell', 'production', {}],
  ['student-app', 'production', {}],
];

const keyOf = (app: string, mode: Mode, env: Record<string, string>) => JSON.stringify([app, mode, env]);

/** Every configuration summed up, made on first use by one process through tsx for the file. */
let made: Map<string, Summary> | undefined;

/**
 * An app's webpack configuration as `npm run dev -w <app>` (or a build) makes it, with `env`,
 * summed up: its own file is an ES module run through tsx, as webpack runs it. Read, never
 * changed, by the tests. All of CONFIGURATIONS are made in one process (each in its own
 * environment, which the configurations read when they are made), not a process each: the file
 * took 9-10 CPU-s with five processes, 4 with one.
 */
function configOf(app: string, mode: Mode, env: Record<string, string> = {}): Summary {
  made ??= makeConfigs();
  const summary = made.get(keyOf(app, mode, env));
  if (!summary) throw new Error(`${keyOf(app, mode, env)} is not in CONFIGURATIONS: add it there`);
  return summary;
}

function makeConfigs(): Map<string, Summary> {
  const script = `
    const summaries = [];
    for (const [app, mode, env] of ${JSON.stringify(CONFIGURATIONS)}) {
      const before = { ...process.env };
      Object.assign(process.env, env);
      const loaded = await import(${JSON.stringify(ROOT)} + '/' + app + '/webpack.config.ts');
      const make = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
      const made = make({}, { mode });
      for (const name of Object.keys(env)) {
        if (name in before) process.env[name] = before[name];
        else delete process.env[name];
      }
      const config = Array.isArray(made) ? made[0] : made;
      const pages = config.plugins
        .filter((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin')
        .map((plugin) => ({ chunks: plugin.userOptions.chunks, filename: plugin.userOptions.filename ?? null }));
      const replaced = config.plugins
        .filter((plugin) => plugin.constructor.name === 'NormalModuleReplacementPlugin')
        .map((plugin) => ({ resource: plugin.resourceRegExp.source, by: plugin.newResource }));
      summaries.push({ devtool: config.devtool, port: config.devServer.port, pages, replaced });
    }
    console.log(JSON.stringify(summaries));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: ROOT,
    env: { ...process.env, PORT: '8080', API_PORT: '3001' },
    encoding: 'utf8',
  });
  const summaries = JSON.parse(out.trim().split('\n').at(-1)!) as Summary[];
  return new Map(CONFIGURATIONS.map(([app, mode, env], index) => [keyOf(app, mode, env), summaries[index]!]));
}

it("builds a remote's development server without eval (the real shell's CSP refuses it), its harness page loading main alone", () => {
  const student = configOf('student-app', 'development');
  expect(student.devtool).toBe('cheap-module-source-map');
  expect(String(student.devtool)).not.toMatch(/eval/);
  // remoteEntry.js beside main.js brought a second development client and runtime under one name.
  expect(student.pages).toEqual([{ chunks: ['main'], filename: null }]);
  // A port of its own: the served port + 10, never the port the student remote is served on.
  expect(student.port).toBe(8092);
  expect(configOf('student-app', 'development', { STUDENT_APP_DEV_PORT: '7345' }).port).toBe(7345);
  expect(configOf('admin-app', 'development').port).toBe(8094);
}, 120_000);

it("keeps the shell's own builds as they were: hidden maps in production, its page loading main", () => {
  const shell = configOf('shell', 'production');
  expect(shell.devtool).toBe('hidden-source-map');
  expect(shell.pages).toEqual([{ chunks: ['main'], filename: null }]);
  expect(configOf('student-app', 'production').pages).toEqual([]);
}, 120_000);

it("leaves the federation runtime's error descriptions out of production builds, every one of them", () => {
  const [shell, student] = [configOf('shell', 'production'), configOf('student-app', 'production')];
  for (const { replaced } of [shell, student]) {
    expect(replaced).toEqual([
      {
        resource: expect.stringContaining('error-codes') as string,
        by: path.join(ROOT, 'webpack/federationErrorDescriptions.mjs'),
      },
    ]);
  }
  expect(configOf('student-app', 'development').replaced).toEqual([]);
  // The file the runtime imports, and ours in its place: the same exports, and ours empty.
  const descriptions = path.join(path.dirname(require.resolve('@module-federation/error-codes')), 'desc.mjs');
  expect(new RegExp(shell.replaced[0]!.resource).test(descriptions)).toBe(true);
  const exportsOf = (file: string) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '--eval',
          `const m = await import(${JSON.stringify(file)}); console.log(JSON.stringify(m));`,
        ],
        { encoding: 'utf8' },
      ),
    ) as Record<string, Record<string, string>>;
  const ours = exportsOf(shell.replaced[0]!.by);
  expect(Object.keys(ours).sort()).toEqual(Object.keys(exportsOf(descriptions)).sort());
  expect(Object.values(ours).every((map) => Object.keys(map).length === 0)).toBe(true);
}, 120_000);
