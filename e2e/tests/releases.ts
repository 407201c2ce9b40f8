/**
 * Versions of the student remote for the releases suite, made from its plain build in a
 * releases folder of the suite's own (RELEASES_DIR), as `npm run release` would keep them but
 * without a build each: the build's files copied, its manifest saying which version it is, and
 * a label changed where a test must tell two versions apart. Switched with the real commands.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { nodeArguments } from '@leave/test-kit/serverBuild';

const ROOT = path.resolve(__dirname, '../..');
const PLAIN_BUILD = path.join(ROOT, 'student-app', 'dist');
const KEPT = /^(\d+\.\d+\.\d+-|live\.json|\.staging-)/;

/** Writes a file with the brotli and gzip copies the build would have made. */
function writeBuilt(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

export interface FakeRelease {
  /** Text to replace in the exposed app's files, e.g. a menu label. */
  label?: [from: string, to: string];
  contractVersion?: number;
}

export function makeVersion(releasesDir: string, version: string, { label, contractVersion = 1 }: FakeRelease = {}) {
  const dir = path.join(releasesDir, 'student-app', version);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(PLAIN_BUILD)) {
    if (!KEPT.test(name)) fs.copyFileSync(path.join(PLAIN_BUILD, name), path.join(dir, name));
  }
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.release = { version, commit: 'e2e0000', builtAt: new Date().toISOString(), contractVersion };
  manifest.metaData.buildInfo.buildVersion = version;
  writeBuilt(manifestFile, JSON.stringify(manifest));
  if (label) {
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      if (text.includes(label[0])) writeBuilt(path.join(dir, name), text.replaceAll(label[0], label[1]));
    }
  }
}

/**
 * `npm run remotes -- <args>` on the suite's releases folder (from the run's build of it in
 * `npm test`, @leave/test-kit/serverBuild); its output, or its error's.
 */
export function remotes(releasesDir: string, ...args: string[]): string {
  try {
    return execFileSync(process.execPath, [...nodeArguments('scripts/remotes.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releasesDir },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
}
