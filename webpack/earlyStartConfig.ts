/**
 * The shell's early-start script (shell/src/earlyStart): built on its own, without the
 * federation runtime or React, into one small file that the shell's server writes into the page
 * (scripts/staticServers.ts), so the session and the first view's data are asked for as the page
 * is parsed, not once the app's scripts have arrived.
 */
import path from 'node:path';
import type { Configuration } from 'webpack';

export const EARLY_START_FILE = 'early-start.js';

export function earlyStartConfig(shellDir: string): Configuration {
  return {
    name: 'early-start',
    // After the shell's own build, whose output folder it writes into (that build empties it first).
    dependencies: ['shell'],
    mode: 'production',
    target: 'web',
    entry: path.join(shellDir, 'src/earlyStart/index.ts'),
    output: { path: path.join(shellDir, 'dist'), filename: EARLY_START_FILE, clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: { transpileOnly: true, compilerOptions: { noEmit: false } },
        },
      ],
    },
    devtool: false,
    performance: { hints: false },
  };
}
