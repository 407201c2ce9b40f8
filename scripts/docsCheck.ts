/**
 * What README.md and docs/*.md name must exist: every `npm run X` (and `-w W`) a script of the
 * root or of that workspace, every setting in backticks (`SOME_VARIABLE`) read by the source,
 * every relative link and repository path in backticks a file or folder of the repository (or
 * one the product writes at run time, which git ignores), and the generated blocks in place.
 * Run by scripts/checkDocs.ts in `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIGURES_END, FIGURES_START } from './benchFigures';
import { LAYERS_END, LAYERS_START } from './layersDiagram';
import { blockBetween } from './markedBlock';

export interface Repo {
  root: string;
  /** The repository's files, tracked or new (not ignored), relative with '/' separators. */
  files: string[];
  /** Whether git ignores a path: what the product writes at run time (api/data/pglite, a build's dist). */
  isIgnored(relative: string): boolean;
}

export interface CheckOptions {
  /** The layers diagram as eslint.config.mjs's tables give it (scripts/layersDiagram.ts). */
  layersDiagram?: string;
}

/** The repository at `root` as git sees it. */
export function gitRepo(root: string): Repo {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  const ignored = (relative: string) => {
    try {
      git('check-ignore', '-q', '--no-index', relative);
      return true;
    } catch {
      return false;
    }
  };
  // A folder pattern (dist/) matches a path that does not exist only when it is written as a folder.
  return { root, files, isIgnored: (relative) => ignored(relative) || ignored(`${relative}/`) };
}

/** README.md and every Markdown file under docs/, relative to the root. */
export function documentsOf(repo: Repo): string[] {
  const docs = path.join(repo.root, 'docs');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.md') ? [path.relative(repo.root, full).split(path.sep).join('/')] : [];
    });
  return ['README.md', ...(fs.existsSync(docs) ? walk(docs) : [])].filter((file) =>
    fs.existsSync(path.join(repo.root, file)),
  );
}

interface Found {
  text: string;
  /** Offset in the document, for its line number. */
  at: number;
}

/** A Markdown document split into fenced code, inline code spans and the prose around them. */
function parse(markdown: string) {
  const fenced: Found[] = [];
  const spans: Found[] = [];
  // Fences are blanked out (same length, so offsets stay) before spans and links are looked for.
  const unfenced = markdown.replace(
    /^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\2[^\S\n]*$/gm,
    (block, _indent, _fence, offset) => {
      fenced.push({ text: block, at: offset as number });
      return block.replace(/[^\n]/g, ' ');
    },
  );
  let prose = unfenced.replace(
    /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g,
    (span, _ticks, content: string, offset: number) => {
      // Prettier writes a pipe inside a table's code span as \|.
      spans.push({ text: content.trim().replaceAll('\\|', '|'), at: offset });
      return span.replace(/[^\n]/g, ' ');
    },
  );
  prose = prose.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  return { fenced, spans, prose, unfenced };
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of parse(markdown).unfenced.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(heading!);
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times ? `${slug}-${times}` : slug);
  }
  return anchors;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/** The checker and its test name made-up settings on purpose. */
const NOT_SOURCE = /^scripts\/docsCheck(\.test)?\.ts$/;

/** Whether the source reads (or hands a child process) the setting `name`. */
function readsSetting(sources: string[], name: string): boolean {
  const read = new RegExp(
    `(?:env\\.${name}\\b|['"\`]${name}['"\`]|\\b${name}=|\\$\\{?${name}\\b|(?:^|[{,\\s])${name}\\s*:)`,
    'm',
  );
  return sources.some((source) => read.test(source));
}

const SETTING = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
const ASSIGNED = /(?:^|[\s(])([A-Z][A-Z0-9_]*)=/g;
const EXPANDED = /\$\{?([A-Z][A-Z0-9_]*)/g;

/** Settings named in a piece of code (SOME_VARIABLE, NAME=value, $NAME), with where each is. */
function settingsIn(code: string): Array<{ name: string; index: number }> {
  return [
    ...[...code.matchAll(SETTING)].map((match) => ({ name: match[0], index: match.index })),
    ...[...code.matchAll(ASSIGNED)].map((match) => ({ name: match[1]!, index: match.index })),
    ...[...code.matchAll(EXPANDED)].map((match) => ({ name: match[1]!, index: match.index })),
  ];
}

interface Workspace {
  dir: string;
  name: string;
  scripts: Record<string, string>;
}

function workspacesOf(repo: Repo) {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(repo.root, file), 'utf8')) as {
      name?: string;
      scripts?: Record<string, string>;
      workspaces?: string[];
    };
  const root = read('package.json');
  const workspaces: Workspace[] = (root.workspaces ?? []).map((dir) => {
    const own = read(`${dir}/package.json`);
    return { dir, name: own.name ?? dir, scripts: own.scripts ?? {} };
  });
  return { scripts: root.scripts ?? {}, workspaces };
}

/** `npm run X`, `npm run X -w W`, `npm run -w W X`, `npm start`, `npm test`. */
const NPM_COMMAND =
  /\bnpm\s+(?:(start|test)\b|run(?:-script)?\s+(?:(?:-w|--workspace)[= ](\S+)\s+)?([\w:.-]+)(?:\s+(?:-w|--workspace)[= ]([^\s`]+))?)/g;

/** Problems found in the documents, one line each ("file:line: what"); none when all is well. */
export function checkDocs(repo: Repo, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const { scripts, workspaces } = workspacesOf(repo);
  const sources = repo.files
    .filter(
      (file) => (SOURCE.test(file) || file.endsWith('package.json') || file === '.ci/run') && !NOT_SOURCE.test(file),
    )
    .map((file) => fs.readFileSync(path.join(repo.root, file), 'utf8'));
  const topLevel = new Set(repo.files.map((file) => file.split('/')[0]!));
  const exists = (relative: string) => fs.existsSync(path.join(repo.root, relative)) || repo.isIgnored(relative);
  const documents = documentsOf(repo);
  const settingsRead = new Map<string, boolean>();

  for (const document of documents) {
    const markdown = fs.readFileSync(path.join(repo.root, document), 'utf8');
    const lineOf = (at: number) => markdown.slice(0, at).split('\n').length;
    const found: Array<{ line: number; problem: string }> = [];
    const report = (at: number, problem: string) => found.push({ line: lineOf(at), problem });
    const { fenced, spans, prose } = parse(markdown);
    const code = [...fenced, ...spans];

    for (const { text, at } of [...code, { text: prose, at: 0 }]) {
      for (const match of text.matchAll(NPM_COMMAND)) {
        const where = at + match.index;
        const [, builtIn, before, name, after] = match;
        const script = (builtIn ?? name)!.replace(/[.:,;]+$/, '');
        const workspaceName = (before ?? after)?.replace(/[.,;)]+$/, '');
        const command = builtIn ? `npm ${script}` : `npm run ${script}${workspaceName ? ` -w ${workspaceName}` : ''}`;
        if (workspaceName?.startsWith('<')) continue;
        if (workspaceName) {
          const workspace = workspaces.find((w) => w.dir === workspaceName || w.name === workspaceName);
          if (!workspace) report(where, `\`${command}\`: there is no workspace "${workspaceName}"`);
          else if (!(script in workspace.scripts))
            report(where, `\`${command}\`: ${workspace.dir}/package.json has no script "${script}"`);
        } else if (!(script in scripts)) {
          report(where, `\`${command}\`: package.json has no script "${script}"`);
        }
      }
    }

    for (const { text, at } of code) {
      const named = new Set<string>();
      for (const { name, index } of settingsIn(text)) {
        if (named.has(name)) continue;
        named.add(name);
        if (!settingsRead.has(name)) settingsRead.set(name, readsSetting(sources, name));
        if (!settingsRead.get(name)) report(at + index, `\`${name}\`: no source file reads this setting`);
      }
    }

    for (const { text, at } of spans) {
      if (text.startsWith('@leave/')) {
        const name = text.split('/').slice(0, 2).join('/');
        if (!workspaces.some((workspace) => workspace.name === name))
          report(at, `\`${text}\`: no workspace is ${name}`);
        continue;
      }
      if (!/^[\w.-][\w.@/-]*$/.test(text) || !text.includes('/') || text.includes('//')) continue;
      const relative = text.replace(/\/$/, '');
      const looksLikeFile = /\.[a-z]{1,5}$/.test(relative);
      if ((topLevel.has(relative.split('/')[0]!) || looksLikeFile) && !exists(relative)) {
        report(at, `\`${text}\`: no such file or folder in the repository`);
      }
    }

    for (const match of prose.matchAll(
      /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)/gm,
    )) {
      const target = (match[1] ?? match[2])!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const relative = file ? path.posix.normalize(path.posix.join(path.posix.dirname(document), file)) : document;
      if (file && (relative.startsWith('../') || !exists(relative))) {
        report(match.index, `link to ${target}: no such file`);
      } else if (anchor && relative.endsWith('.md')) {
        const anchors = anchorsOf(fs.readFileSync(path.join(repo.root, relative), 'utf8'));
        if (!anchors.has(anchor)) report(match.index, `link to ${target}: ${relative} has no heading #${anchor}`);
      }
    }
    found.sort((a, b) => a.line - b.line);
    problems.push(...found.map(({ line, problem }) => `${document}:${line}: ${problem}`));
  }

  const block = (file: string, start: string, end: string) => {
    const full = path.join(repo.root, file);
    return fs.existsSync(full) ? blockBetween(fs.readFileSync(full, 'utf8'), start, end) : undefined;
  };
  if (block('docs/performance.md', FIGURES_START, FIGURES_END) === undefined) {
    problems.push(`docs/performance.md: no figures table between ${FIGURES_START} and ${FIGURES_END}`);
  }
  if (options.layersDiagram !== undefined) {
    const diagram = block('docs/architecture.md', LAYERS_START, LAYERS_END);
    if (diagram === undefined) {
      problems.push(`docs/architecture.md: no layers diagram between ${LAYERS_START} and ${LAYERS_END}`);
    } else if (diagram !== options.layersDiagram.trim()) {
      problems.push(
        'docs/architecture.md: the layers diagram differs from eslint.config.mjs: run `tsx scripts/checkDocs.ts --fix`',
      );
    }
  }
  return problems;
}
