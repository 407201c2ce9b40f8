/**
 * `npm run build`: the production build of every app (each workspace's own `build` script), as
 * many at once as the machine has cores. Each webpack build is one busy process, so run one after
 * the other they left a second core idle; side by side they take about half the time. Each
 * build's output is printed when it ends, whole, so that two builds' lines do not interleave.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The workspaces with a build script, in package.json's order. */
function appsToBuild(): string[] {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.filter((workspace) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return Boolean(manifest.scripts?.build);
  });
}

function build(app: string) {
  const started = Date.now();
  return new Promise<boolean>((resolve) => {
    let output = '';
    const child = spawn('npm', ['run', 'build', '--silent', '-w', app], { cwd: ROOT });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${output}\n${code === 0 ? 'built' : 'FAILED'} ${app} (${seconds} s)\n\n`);
      resolve(code === 0);
    });
  });
}

async function main() {
  const queue = appsToBuild();
  const lanes = Math.max(1, Math.min(os.availableParallelism(), queue.length));
  let ok = true;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let app = queue.shift(); app; app = queue.shift()) {
        // A failed build stops the others from starting; those running finish.
        if (!ok) return;
        if (!(await build(app))) ok = false;
      }
    }),
  );
  if (!ok) process.exit(1);
}

void main();
