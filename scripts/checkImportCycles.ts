/**
 * `npm run lint`'s check that no module imports itself back through others, type-only imports
 * included: a circle hides which part comes first, and a type that two files share belongs in a
 * file of its own. The files are tsconfig.json's; each import is resolved as tsc resolves it, so
 * `@leave/...` imports count too. Prints each circle and fails if there is one.
 */
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

function readProject() {
  const file = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, file);
}

/** Each project file's imports that are project files too (static, type-only, re-exports, import()). */
function importGraph(): Map<string, string[]> {
  const { fileNames, options } = readProject();
  const files = new Set(fileNames.map((file) => path.resolve(file)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
      .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => path.resolve(resolved!.resolvedFileName))
      .filter((target) => files.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file, or of one file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const graph = importGraph();
const found = circles(graph);
for (const group of found) {
  console.error(`Import circle: ${group.map((file) => path.relative(ROOT, file)).join(' <-> ')}`);
}
if (found.length) {
  console.error('Give what the files share (often a type) a file of its own that each imports.');
  process.exit(1);
}
console.log(`No import circles in ${graph.size} files.`);
