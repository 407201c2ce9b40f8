/**
 * `tsx scripts/checkDocs.ts` (in `npm run lint`): fails when README.md or docs/*.md names a
 * script, workspace, setting, file or link that does not exist (scripts/docsCheck.ts), or when
 * docs/architecture.md's layers diagram differs from eslint.config.mjs. `--fix` writes the diagram.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkDocs, gitRepo } from './docsCheck';
import { LAYERS_END, LAYERS_START, layersDiagram } from './layersDiagram';
import { replaceBetween } from './markedBlock';

const ROOT = path.resolve(import.meta.dirname, '..');
const ARCHITECTURE = path.join(ROOT, 'docs/architecture.md');

async function main() {
  const tables = (await import(pathToFileURL(path.join(ROOT, 'eslint.config.mjs')).href)) as {
    PACKAGES: Record<string, string[]>;
    BROWSER_SAFE: string[];
    NO_UI: string[];
  };
  const diagram = layersDiagram({ packages: tables.PACKAGES, browserSafe: tables.BROWSER_SAFE, noUi: tables.NO_UI });
  if (process.argv.includes('--fix')) {
    fs.writeFileSync(
      ARCHITECTURE,
      replaceBetween(fs.readFileSync(ARCHITECTURE, 'utf8'), LAYERS_START, LAYERS_END, diagram),
    );
  }
  const problems = checkDocs(gitRepo(ROOT), { layersDiagram: diagram });
  if (problems.length) {
    console.error(`The docs name what does not exist (${problems.length}):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('Docs check: every script, setting, path and link named in README.md and docs/ exists.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
