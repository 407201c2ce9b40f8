import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATE_WORDS, secondZoneFiles, webRoots } from './zoneSuites';

describe('the words of a file that may read a date', () => {
  it.each([
    'const today = new Date();',
    'Date.now()',
    "new Intl.DateTimeFormat('en-GB', { weekday: 'short' })",
    'value.toLocaleDateString()',
    'date.getTimezoneOffset()',
    "{ timeZone: 'UTC' }",
    "import Calendar from 'react-calendar';",
    "await import('date-holidays')",
  ])('%s', (line) => expect(DATE_WORDS.test(line)).toBe(true));

  it.each(["const updated = 'candidate';", 'validate(data)', "import { Table } from '@leave/ui';"])('not %s', (line) =>
    expect(DATE_WORDS.test(line)).toBe(false),
  );
});

describe('the files the second zone starts from', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'zone-suites-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('app/src/calendar.tsx', 'export const month = (day: Date) => day.getMonth();');
    write('app/src/calendar.test.tsx', "import { month } from './calendar';");
    write('app/src/button.tsx', 'export const Button = () => null;');
    write('app/node_modules/lib/index.js', 'module.exports = new Date();');
    write('scripts/tool.ts', 'export const tool = 1;');
    write('scripts/tool.test.ts', "import { tool } from './tool';");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('are those that name a date, and the scripts’ own tests, not the packages installed', () => {
    expect(secondZoneFiles(root, [path.join(root, 'app'), path.join(root, 'scripts')])).toEqual([
      'app/src/calendar.tsx',
      'scripts/tool.test.ts',
    ]);
  });
});

it("reads the web project's roots from jest.config.mjs", () => {
  const root = path.resolve(__dirname, '..');
  const roots = webRoots(root);
  expect(roots).toContain(path.join(root, 'student-app'));
  for (const dir of roots) expect(fs.existsSync(dir)).toBe(true);
});
