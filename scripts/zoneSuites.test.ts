import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROCESS_WORDS, processFiles, secondZoneArgs, webRoots, zoneReaders } from './zoneSuites';

describe('the words of a file that starts a process', () => {
  it.each(["import { execFileSync } from 'node:child_process';", "require('child_process')", "from 'worker_threads'"])(
    '%s',
    (line) => expect(PROCESS_WORDS.test(line)).toBe(true),
  );
  it.each(['const today = new Date();', "import { Table } from '@leave/ui';"])('not %s', (line) =>
    expect(PROCESS_WORDS.test(line)).toBe(false),
  );
});

describe('the second zone’s tests', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'zone-suites-'));
    write('app/src/git.ts', "import { execFileSync } from 'node:child_process';");
    write('app/src/git.test.ts', "import './git';");
    write('app/src/button.tsx', 'export const Button = () => null;');
    write('app/node_modules/lib/index.js', "require('child_process');");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('start from the files that start a process, not the packages installed', () => {
    expect(processFiles(root, [path.join(root, 'app')])).toEqual(['app/src/git.ts']);
  });

  it('are those the first zone listed, once each (none when it listed none)', () => {
    const reads = path.join(root, 'reads.txt');
    expect(zoneReaders(root, reads)).toEqual([]);
    fs.writeFileSync(reads, `${path.join(root, 'app/src/b.test.tsx')}\n${path.join(root, 'app/src/a.test.ts')}\n`);
    fs.appendFileSync(reads, `${path.join(root, 'app/src/b.test.tsx')}\n`);
    expect(zoneReaders(root, reads)).toEqual(['app/src/a.test.ts', 'app/src/b.test.tsx']);
  });
});

it("reads the web project's roots from jest.config.mjs, and jest's arguments pass with no test", () => {
  const root = path.resolve(__dirname, '..');
  const roots = webRoots(root);
  expect(roots).toContain(path.join(root, 'student-app'));
  for (const dir of roots) expect(fs.existsSync(dir)).toBe(true);
  expect(secondZoneArgs(root, path.join(os.tmpdir(), 'no-such-list.txt'))).toMatch(
    /^--passWithNoTests --findRelatedTests /,
  );
});
