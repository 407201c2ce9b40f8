/**
 * The migrations folder: one SQL file a version, numbered 1, 2, 3... with no gap or repeat (a
 * database records the versions it has, so a renumbered file would run twice or never).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS, MIGRATIONS_DIR, readMigrations } from '../src/db/migrations';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-migration-files-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text = `-- name: ${file}\nSELECT 1;\n`) => fs.writeFileSync(path.join(dir, file), text);

it("reads the folder's versions in order, each once, from 1 with no gap", () => {
  const numbers = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => Number(file.slice(0, 3)));
  expect(numbers.length).toBeGreaterThanOrEqual(18);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(MIGRATIONS.map((migration) => migration.version)).toEqual(numbers.map((_, index) => index + 1));
  expect(MIGRATIONS[0]).toMatchObject({ version: 1, name: 'initial schema' });
  expect(MIGRATIONS[0]!.sql).toContain('CREATE TABLE users');
});

it('sorts by number, not by the order the folder lists', () => {
  write('010-ten.sql');
  for (let version = 1; version <= 9; version++) write(`00${version}-step.sql`);
  write('README.md', 'not a migration');
  expect(readMigrations(dir).map((migration) => migration.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(readMigrations(dir)[9]).toMatchObject({ name: '010-ten.sql', sql: '-- name: 010-ten.sql\nSELECT 1;\n' });
});

it('refuses a repeated version, a missing one, a misnamed file or a file without its name line', () => {
  write('001-one.sql');
  write('002-two.sql');
  write('002-two-again.sql');
  expect(() => readMigrations(dir)).toThrow(/002-two(-again)?\.sql.*must be 3/);

  fs.rmSync(path.join(dir, '002-two-again.sql'));
  write('004-four.sql');
  expect(() => readMigrations(dir)).toThrow(/004-four\.sql.*must be 3/);

  fs.rmSync(path.join(dir, '004-four.sql'));
  write('3-three.sql');
  expect(() => readMigrations(dir)).toThrow(/3-three\.sql: the name must be NNN/);

  fs.rmSync(path.join(dir, '3-three.sql'));
  write('003-three.sql', 'SELECT 1;\n');
  expect(() => readMigrations(dir)).toThrow(/003-three\.sql: the first line must be -- name/);
});
