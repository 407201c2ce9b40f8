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

/** Each configuration summed up once for the file (a process through tsx, about half a CPU-second). */
const made = new Map<string, Summary>();

/**
 * An app's webpack configuration as `npm run dev -w <app>` (or a build) makes it, with `env`,
 * summed up: its own file is an ES module run through tsx, as webpack runs it. Read, never
 * changed, by the tests: the same app, mode and `env` are made once.
 */
function configOf(app: string, mode: 'development' | 'production', env: Record<string, string> = {}): Summary {
  const key = JSON.stringify([app, mode, env]);
  if (!made.has(key)) made.set(key, makeConfig(app, mode, env));
  return made.get(key)!;
}

function makeConfig(app: string, mode: 'development' | 'production', env: Record<string, string>): Summary {
  const script = `
    const loaded = await import(${JSON.stringify(path.join(ROOT, app, 'webpack.config.ts'))});
    const make = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
    const made = make({}, { mode: ${JSON.stringify(mode)} });
    const config = Array.isArray(made) ? made[0] : made;
    const pages = config.plugins
      .filter((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin')
      .map((plugin) => ({ chunks: plugin.userOptions.chunks, filename: plugin.userOptions.filename ?? null }));
    const replaced = config.plugins
      .filter((plugin) => plugin.constructor.name === 'NormalModuleReplacementPlugin')
      .map((plugin) => ({ resource: plugin.resourceRegExp.source, by: plugin.newResource }));
    console.log(JSON.stringify({ devtool: config.devtool, port: config.devServer.port, pages, replaced }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: ROOT,
    env: { ...process.env, PORT: '8080', API_PORT: '3001', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Summary;
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
