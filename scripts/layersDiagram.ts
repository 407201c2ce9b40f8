/**
 * The packages' one-way imports as a text diagram, generated from the tables in eslint.config.mjs
 * that lint enforces, so docs/architecture.md shows the layers lint checks and no others.
 */

export const LAYERS_START = '<!-- layers:start (generated from eslint.config.mjs: tsx scripts/checkDocs.ts --fix) -->';
export const LAYERS_END = '<!-- layers:end -->';

export interface LayerTables {
  /** What each package may import: PACKAGES in eslint.config.mjs. */
  packages: Record<string, string[]>;
  /** Packages the browser loads, or may: no Node-only modules. */
  browserSafe: string[];
  /** Packages that hold rules, not UI: no React or Redux. */
  noUi: string[];
}

/** Each package's level: 0 for one that imports no other, else one above the highest it imports. */
export function levelsOf(packages: Record<string, string[]>): Map<string, number> {
  const levels = new Map<string, number>();
  const visit = (name: string, path: string[]): number => {
    const known = levels.get(name);
    if (known !== undefined) return known;
    if (path.includes(name)) throw new Error(`the packages import in a circle: ${[...path, name].join(' -> ')}`);
    const imports = packages[name];
    if (!imports) throw new Error(`${path.at(-1)} may import ${name}, which is not in the table`);
    const level = imports.length ? 1 + Math.max(...imports.map((other) => visit(other, [...path, name]))) : 0;
    levels.set(name, level);
    return level;
  };
  for (const name of Object.keys(packages)) visit(name, []);
  return levels;
}

/** The diagram, as the fenced block docs/architecture.md holds between its markers. */
export function layersDiagram({ packages, browserSafe, noUi }: LayerTables): string {
  const levels = levelsOf(packages);
  const top = Math.max(...levels.values());
  const names = Object.keys(packages);
  const width = Math.max(...names.map((name) => name.length)) + 2;
  const lines: string[] = [];
  for (let level = top; level >= 0; level -= 1) {
    names
      .filter((name) => levels.get(name) === level)
      .forEach((name, index) => {
        const label = index === 0 ? `level ${level}` : '';
        const imports = packages[name]!;
        const arrow = imports.length ? ` ${'-'.repeat(width - name.length)}> ${imports.join(', ')}` : '';
        lines.push(`${label.padEnd(10)}${name}${arrow}`.trimEnd());
      });
    if (level > 0) lines.push('');
  }
  return [
    '```text',
    'A --> B, C: A may import B and C, and nothing else of ours; a level imports only from levels below it',
    '',
    ...lines,
    '',
    `browser-safe, no Node-only modules: ${browserSafe.join(', ')}`,
    `rules only, no React or Redux:      ${noUi.join(', ')}`,
    '```',
  ].join('\n');
}
