/**
 * One webpack configuration for the shell and every remote, so that all of them share the
 * same singletons, loaders and output rules. Each app's webpack.config.ts calls this.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { readServeConfig } from '@leave/config';
import { palettes, theme } from '@leave/ui/theme';
import { formRulesChunk } from './formRulesChunk';
import { namedChunk } from './namedChunk';
import { withoutHotUpdates } from './devManifest';
import { buildRelease, KEPT_IN_DIST } from './release';
import { sharedLibrariesChunk } from './sharedLibrariesChunk';
import { StartupPreloads } from './startupPreloads';

const require = createRequire(import.meta.url);

/** Where the federation plugin finds the runtime-providing plugin (`require.resolve`: its CommonJS file). */
const INJECT_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');

/**
 * react-router's package sends every bundler to its development build, warnings and all
 * (remix-run/react-router#14102, open); production builds take its production build instead.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Libraries that must exist once per page, whichever remotes load. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router's parts the apps use (the whole library is not shared: it could not be tree-shaken).
  '@leave/ui/routing',
  // Redux Toolkit, RTK Query and React Redux: the parts the apps use, in the same way.
  '@leave/web-kit/state',
  // styled-components: the parts the apps use, in the same way.
  '@leave/ui/styled',
  '@leave/ui',
  // The words in the person's language: one language store and one words context for every
  // remote. The message library (react-intl) is not in it: it loads only for a language other
  // than English, in a file of its own.
  '@leave/ui/i18n',
] as const;

/** Chart.js and its colour helper: one file, downloaded with the first view that draws a chart. */
const CHART_LIBRARY = ['chart.js', '@kurkle/color'].map(
  (name) => path.join(import.meta.dirname, '..', 'node_modules', name) + path.sep,
);

/** react-calendar's browser-language lookup, without the memoizing libraries it comes with. */
const USER_LOCALE = path.join(import.meta.dirname, '..', 'web-kit/src/calendar/userLocale.ts');

const COMPRESSED_FILES = /\.(js|svg|json)$/;

/** The federation runtime's error descriptions, and what production builds have instead (its comment says why). */
const FEDERATION_ERROR_DESCRIPTIONS = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/;
const NO_ERROR_DESCRIPTIONS = path.join(import.meta.dirname, 'federationErrorDescriptions.mjs');

/**
 * Scripts minified by SWC's minifier (three passes) instead of webpack's default, terser: 1.1 KB
 * less brotli on / and 1.3 KB on /student, and the build about a third less CPU.
 */
const javascriptMinimizer = () =>
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 3 }, mangle: true } });

function packageVersion(name: string): string {
  const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  return (require(`${root}/package.json`) as { version: string }).version;
}

export interface AppOptions {
  /** The app's folder (pass import.meta.dirname). */
  dir: string;
  /** Federation name, also the global the remote registers under. */
  name: string;
  /** Dev-server port (a remote's is its own, never the port its builds are served on). */
  port: number;
  /** The page title of the app's own index.html (a remote's is its standalone page). */
  title: string;
  /** Modules a remote exposes; none for the shell. */
  exposes?: Record<string, string>;
  /** The shell is served under a base path and has no exposes. */
  isShell?: boolean;
  devServer?: DevServerConfiguration;
}

export function createConfig(options: AppOptions, argv: { mode?: string }): Configuration {
  const production = argv.mode !== 'development';
  const release = buildRelease(options.dir);
  const shared = Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: `^${packageVersion(name)}`,
        // A remote's production build takes them from the shell, which always provides them (the
        // gate checks the ranges before it mounts): no fallback copies, nor their map in each
        // remoteEntry.js (~0.4 KB). Its standalone harness (development) brings its own.
        ...(production && !options.isShell ? { import: false as const } : {}),
      },
    ]),
  );
  return {
    mode: production ? 'production' : 'development',
    // A remote's standalone page is for development only. In production nothing would load it,
    // and the code it has in common with the exposed app would be split into files of their own.
    entry: options.isShell || !production ? path.join(options.dir, 'src/index.ts') : {},
    // Production maps are written for error reports but not referenced, and never served. A
    // remote's development build is previewed in the real shell, whose CSP allows no eval: its
    // modules must not be wrapped in eval() (the entry would run nothing, RUNTIME-001).
    devtool: production
      ? 'hidden-source-map'
      : options.isShell
        ? 'eval-cheap-module-source-map'
        : 'cheap-module-source-map',
    output: {
      // A release build goes to a folder of its own (scripts/releases/release.ts), never overwritten.
      path: process.env.RELEASE_OUTPUT || path.join(options.dir, 'dist'),
      // The shell's URL depends on the base path and each remote's on where it is deployed,
      // so every chunk is found relative to the script that loaded it.
      publicPath: 'auto',
      // Entry files keep fixed names (served no-cache); chunks are content-hashed (cached for ever).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: options.name,
      // A chunk whose host hangs fails in 20 seconds (webpack's default is 2 minutes), with Retry.
      chunkLoadTimeout: 20_000,
      // A plain build replaces the last plain build, never the kept release folders beside it.
      clean: { keep: KEPT_IN_DIST },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The shell's federation entry names the plugin that provides the runtime by its CommonJS
      // file, which pulls in the CommonJS build of the runtime beside the ES build the rest
      // uses: two copies of it in main.js. Its ES file imports the one the rest does.
      alias: {
        [INJECT_RUNTIME_PLUGIN_CJS]: INJECT_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js'),
        ...(production ? { 'react-router$': REACT_ROUTER_PRODUCTION, 'get-user-locale$': USER_LOCALE } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // Type-checking is done once for the whole workspace by `npm run lint` (tsc).
          options: { transpileOnly: true, compilerOptions: { noEmit: false } },
        },
        // A library's stylesheet comes as its text, which the component that needs it hands to
        // styled-components (react-calendar's: web-kit/src/calendar/MonthCalendar.tsx): no
        // style-loader runtime, and no source map of it inside the script.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    // In development a chunk's id is its modules' names, to see what a file holds; in production
    // a short number (names spelled out in every remote's entry and chunk cost ~0.8 KB a page). The
    // chunks tests and preloads pick out are named where they are made (webpackChunkName).
    optimization: {
      minimizer: [javascriptMinimizer()],
      chunkIds: production ? 'deterministic' : 'named',
      moduleIds: production ? 'deterministic' : 'named',
      splitChunks: {
        cacheGroups: options.isShell
          ? { sharedLibraries: sharedLibrariesChunk() }
          : { formRules: formRulesChunk(), chartLibrary: namedChunk('chart-library', CHART_LIBRARY) },
      },
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        // Every build says which it is: version, commit, build time and the shell contract it
        // was built against, which the shell checks before mounting it (contract/src/remoteRelease.ts).
        manifest: {
          additionalData: ({ stats }) => {
            stats.metaData.buildInfo.buildVersion = release.version;
            Object.assign(stats.metaData, { release });
            return withoutHotUpdates(stats);
          },
        },
        // The federation runtime's core loads once per page: the shell provides it and the
        // remotes use it (in production; a remote run on its own in development has its own).
        // A remote loads no remotes of its own, so its entry leaves out the code that would
        // (0.6 KB brotli a page); the shell loads every remote and keeps it.
        ...(production
          ? {
              experiments: options.isShell
                ? { provideExternalRuntime: true, optimization: { target: 'web' as const } }
                : { externalRuntime: true, optimization: { target: 'web' as const, disableRemote: true } },
            }
          : {}),
      }),
      // A remote's own page is its standalone harness, for development only: in production
      // it is reached through the shell, which provides the federation runtime it relies on.
      ...(options.isShell || !production
        ? [
            new HtmlWebpackPlugin({
              // One page template for every app.
              template: path.join(import.meta.dirname, 'index.html'),
              title: options.title,
              // The page loads its entry alone. A remote's remoteEntry.js is an entry too, with
              // a development client and webpack runtime of its own under the same name: on the
              // page beside main.js, the two runtimes' hot updates went to one of them ("Loading
              // hot update chunk main failed"). The shell loads remoteEntry.js, never this page.
              chunks: ['main'],
              // The shell's index.html is served with __BASE_PATH__ replaced (scripts/start.ts), so
              // the base path can change without a rebuild.
              publicPath: options.isShell && production ? '__BASE_PATH__/' : 'auto',
              // Linked from the page, so the browser asks for it instead of a missing /favicon.ico.
              favicon: path.join(import.meta.dirname, 'favicon.svg'),
              // The shell's page paints its start-up screen itself, in the design system's colours.
              startupScreen: options.isShell ? { font: theme.font, ...palettes } : undefined,
            }),
            ...(options.isShell ? [new StartupPreloads(/^(shared-libraries|bootstrap)$/)] : []),
          ]
        : []),
      ...(production
        ? [new webpack.NormalModuleReplacementPlugin(FEDERATION_ERROR_DESCRIPTIONS, NO_ERROR_DESCRIPTIONS)]
        : []),
      // Brotli and gzip copies of every script, manifest and the icon, made once here and sent as they
      // are by the static servers (scripts/staticServers.ts). Pages are not: the shell's is
      // rewritten when it is served.
      ...(production
        ? [
            new CompressionPlugin({ test: COMPRESSED_FILES, algorithm: 'gzip', filename: '[path][base].gz' }),
            new CompressionPlugin<zlib.BrotliOptions>({
              test: COMPRESSED_FILES,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
      new webpack.DefinePlugin({
        // The API the standalone harness signs in at: API_HOST, or localhost at API_PORT, as served.
        __STANDALONE_API_HOST__: JSON.stringify(readServeConfig().runtime.apiHost),
      }),
    ],
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { runtimeErrors: false } },
      ...options.devServer,
    },
  };
}
