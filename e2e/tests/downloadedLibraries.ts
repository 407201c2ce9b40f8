/**
 * Which library files a page downloaded, and in which scripts: each downloaded script is found
 * among the builds by its bytes, and its source map (written by the build, never served) names
 * the files it was made from.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';

const BUILDS = ['shell', 'auth-app', 'student-app', 'instructor-app', 'admin-app'].map((app) =>
  path.resolve(__dirname, '../..', app, 'dist'),
);

/** The built file a downloaded script is (entry files share names across builds: bytes decide). */
function builtFileOf(url: string, body: Buffer): string {
  const name = path.basename(new URL(url).pathname);
  const file = BUILDS.map((dist) => path.join(dist, name)).find(
    (candidate) => fs.existsSync(candidate) && fs.readFileSync(candidate).equals(body),
  );
  if (!file) throw new Error(`${url} is not a file of any build`);
  return file;
}

/**
 * The files under node_modules a built script was made from, as `package/path`. A script with no
 * map has no source file: webpack writes none for a chunk of its own generated code only.
 */
function librarySourcesOf(file: string): string[] {
  if (!fs.existsSync(`${file}.map`)) return [];
  const { sources } = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return sources.flatMap((source) => {
    const at = source.lastIndexOf('node_modules/');
    return at >= 0 ? [source.slice(at + 'node_modules/'.length)] : [];
  });
}

/** Records the scripts a page downloads from now on. */
export function recordScripts(page: Page) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    // A redirect has no body: the script is the response it leads to.
    const redirect = response.status() >= 300 && response.status() < 400;
    if (response.request().resourceType() === 'script' && !redirect) responses.push(response);
  });
  return {
    /** For each library file downloaded, the scripts it came in. */
    async libraryFiles(): Promise<Map<string, string[]>> {
      const seen = new Map<string, string[]>();
      for (const response of responses) {
        const file = builtFileOf(response.url(), await response.body());
        for (const source of new Set(librarySourcesOf(file))) seen.set(source, [...(seen.get(source) ?? []), file]);
      }
      return seen;
    },
  };
}

/** The package a library file belongs to. */
const packageOf = (source: string) => /^((?:@[^/]+\/)?[^/]+)/.exec(source)![1]!;

/** The packages the downloaded library files belong to. */
export const packagesIn = (libraryFiles: Map<string, string[]>) => new Set([...libraryFiles.keys()].map(packageOf));

/**
 * Library files that came in more than one script. The federation's bundler runtime is left out:
 * each build's remoteEntry.js carries its own (module-federation-examples#3821), as the README says.
 */
export const inMoreThanOneScript = (libraryFiles: Map<string, string[]>) =>
  [...libraryFiles]
    .filter(([source, files]) => files.length > 1 && !source.startsWith('@module-federation/'))
    .map(([source]) => source);
