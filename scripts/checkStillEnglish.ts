/**
 * `npm run lint`'s check of the string lint's list of screens still in English
 * (scripts/stillEnglishFiles.mjs): each listed file must exist and still hold a word written into
 * its JSX, or the list would keep a translated file out of the lint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The words rule as eslint.config.mjs has it, and the files it passes over. */
async function wordsRule() {
  const { WORDS_FROM_CATALOGUES } = (await import(pathToFileURL(path.join(ROOT, 'eslint.config.mjs')).href)) as {
    WORDS_FROM_CATALOGUES: Required<Pick<Linter.Config, 'plugins' | 'rules'>>;
  };
  const { STILL_ENGLISH_FILES } = (await import(
    pathToFileURL(path.join(ROOT, 'scripts/stillEnglishFiles.mjs')).href
  )) as {
    STILL_ENGLISH_FILES: string[];
  };
  return { ...WORDS_FROM_CATALOGUES, stillEnglish: STILL_ENGLISH_FILES };
}

/** The listed files that are gone or have no English left, each with why. */
export async function staleEntries(): Promise<string[]> {
  const { plugins, rules, stillEnglish: files } = await wordsRule();
  const missing = files.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins,
        rules,
      },
    ],
  });
  const listed = files.filter((file) => !missing.includes(file));
  // ESLint given no file lints every file under its folder: an empty list has nothing to check.
  const results = listed.length ? await eslint.lintFiles(listed) : [];
  const translated = results
    .filter((result) => result.messages.length === 0)
    .map((result) => path.relative(ROOT, result.filePath));
  return [
    ...missing.map((file) => `${file}: listed in scripts/stillEnglishFiles.mjs but there is no such file`),
    ...translated.map((file) => `${file}: has no English left: take it off scripts/stillEnglishFiles.mjs`),
  ];
}

async function main() {
  const problems = await staleEntries();
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(`Still English: ${(await wordsRule()).stillEnglish.length} files, each with English left.`);
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
