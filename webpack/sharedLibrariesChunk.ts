/**
 * The shell puts the libraries it shares in one file. It needs every one of them at start-up,
 * on every page, and one file of them all compresses smaller than a file each: brotli finds
 * what they have in common (about 9 KB on the student's dashboard).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Module } from 'webpack';
import { namedChunk } from './namedChunk';

const require = createRequire(import.meta.url);

/** The libraries behind the shell's shared modules (`@leave/ui/*` and `@leave/web-kit/state` wrap the last four). */
const SHARED_LIBRARIES = ['react', 'react-dom', 'react-router', '@reduxjs/toolkit', 'react-redux', 'styled-components'];

/** The shared modules of the workspace: the design system, and the state module of web-kit. */
const SHARED_WORKSPACE_FILES = [path.dirname(require.resolve('@leave/ui')), require.resolve('@leave/web-kit/state')];

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** Where a package's folder is, as Node resolves it from `fromDir`. */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (dir === path.dirname(dir)) return undefined;
  }
}

/** The folders of these packages and of everything they depend on. */
function withDependencies(names: string[], fromDir: string, found = new Set<string>()): Set<string> {
  for (const name of names) {
    const dir = packageDir(name, fromDir);
    if (!dir || found.has(dir)) continue;
    found.add(dir);
    const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
    withDependencies(Object.keys(dependencies), dir, found);
  }
  return found;
}

/**
 * The design system's own loader of the message library (FormatJS), loaded on demand only for a
 * language other than English: it stays in the message library's file, out of every page's.
 */
const MESSAGE_LIBRARY_LOADER = path.join(SHARED_WORKSPACE_FILES[0]!, 'i18n', 'formatjs.ts');

/** A `splitChunks` cache group that gathers the shell's shared libraries into `shared-libraries.[hash].js`. */
export function sharedLibrariesChunk() {
  const roots = [
    ...[...withDependencies(SHARED_LIBRARIES, import.meta.dirname)].map((dir) => dir + path.sep),
    ...SHARED_WORKSPACE_FILES,
  ];
  const chunk = namedChunk('shared-libraries', roots);
  return {
    ...chunk,
    test: (module: Module) =>
      (module as { resource?: string }).resource !== MESSAGE_LIBRARY_LOADER && chunk.test(module),
  };
}
