/**
 * Statements outside a transaction are kept prepared on the embedded database
 * (src/db/pglitePrepared.ts); they answer exactly as PGlite's own query does inside one: the same
 * rows and types, PostgreSQL's error fields, schema changes followed, and never inside a
 * transaction another caller has open. Through the database's own thread, as the API runs it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyPgliteTemplate } from '@leave/test-kit';
import { openPglite } from '../src/db/database';
import type { Database, Queryable } from '../src/db/database';

let dir: string;
let db: Database;
const query = (sql: string, params: unknown[]) => db.query(sql, params);
/** The same statement as PGlite's own query runs it (statements in a transaction are not prepared). */
const unprepared = (sql: string, params: unknown[]) => db.transaction((tx: Queryable) => tx.query(sql, params));

// One database for the file (each start costs seconds of CPU): a copy of the run's empty database,
// whose tables are not these, so a copy opens without initdb. Starting the embedded database took
// over 5 s on a busy two-core machine (CI).
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-prepared-'));
  copyPgliteTemplate(dir, 'empty');
  db = await openPglite(dir);
}, 30_000);
afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Each test's tables made afresh; the statements the tests before kept stay kept, as in the API,
// whose kept statements outlive any change of schema.
beforeEach(async () => {
  await db.exec(`
    DROP TABLE IF EXISTS things, later, files;
    CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL, tags text[], details jsonb, seen date);
    INSERT INTO things VALUES (1, 'one', '{a,b}', '{"n": 1}', '2026-01-31'), (2, 'two', NULL, NULL, NULL);
  `);
});

it('answers as PGlite’s own query does, for every kind of value and parameter', async () => {
  const statements: Array<[string, unknown[]]> = [
    ['SELECT * FROM things ORDER BY id', []],
    ["SELECT id, to_char(seen, 'YYYY-MM-DD') AS seen FROM things WHERE name = ANY($1::text[])", [['one', 'three']]],
    ['SELECT id FROM things WHERE ($1::text IS NULL OR name = $1)', [null]],
    ['SELECT json_agg(t ORDER BY id) AS all FROM things t WHERE id >= $1', [1]],
    ['SELECT count(*)::int AS n FROM things WHERE details @> $1', [{ n: 1 }]],
  ];
  for (const [sql, params] of statements) {
    // Twice: the first call prepares, the second runs the kept statement.
    expect(await query(sql, params)).toEqual(await unprepared(sql, params));
    expect(await query(sql, params)).toEqual(await unprepared(sql, params));
  }
  expect(await query('SELECT name FROM things WHERE id = $1', [2])).toEqual([{ name: 'two' }]);
});

it('writes, and keeps PostgreSQL’s error fields when a statement is refused', async () => {
  const insert = 'INSERT INTO things (id, name) VALUES ($1, $2) RETURNING id';
  expect(await query(insert, [3, 'three'])).toEqual([{ id: 3 }]);
  await expect(query(insert, [3, 'again'])).rejects.toMatchObject({ code: '23505', constraint: 'things_pkey' });
  // The engine is ready for the next statement.
  expect(await query('SELECT count(*)::int AS n FROM things', [])).toEqual([{ n: 3 }]);
});

it('does not keep a statement that could not be prepared', async () => {
  const sql = 'SELECT n FROM later';
  await expect(query(sql, [])).rejects.toMatchObject({ code: '42P01' });
  await db.exec('CREATE TABLE later (n int); INSERT INTO later VALUES (7)');
  expect(await query(sql, [])).toEqual([{ n: 7 }]);
});

it('follows a change of schema under a kept statement', async () => {
  const sql = 'SELECT * FROM things WHERE id = $1';
  expect(await query(sql, [1])).toEqual([expect.objectContaining({ id: 1, name: 'one' })]);
  await db.exec("ALTER TABLE things ADD COLUMN grade text NOT NULL DEFAULT 'A'");
  expect(await query(sql, [1])).toEqual([expect.objectContaining({ id: 1, grade: 'A' })]);
});

it('runs after a transaction another caller has open, never inside it', async () => {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let inserted!: () => void;
  const hasInserted = new Promise<void>((resolve) => (inserted = resolve));
  const transaction = db
    .transaction(async (tx) => {
      await tx.query("INSERT INTO things (id, name) VALUES (9, 'nine')");
      inserted();
      await finished;
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  await hasInserted;
  const count = query('SELECT count(*)::int AS n FROM things', []);
  let answered = false;
  void count.then(() => (answered = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).toBe(false);
  finish();
  await transaction;
  // The rolled-back row was never seen.
  expect(await count).toEqual([{ n: 2 }]);
});

it('stores and reads bytes (bytea) whole, kept statement or not, 5 MB too', async () => {
  await db.exec('CREATE TABLE files (id int PRIMARY KEY, content bytea)');
  const small = new Uint8Array([0, 1, 0x7f, 0x80, 0xfe, 0xff]);
  const large = new Uint8Array(randomBytes(5 * 1024 * 1024));
  const insert = 'INSERT INTO files VALUES ($1, $2) RETURNING length(content) AS n';
  expect(await query(insert, [1, small])).toEqual([{ n: 6 }]);
  expect(await query(insert, [2, new Uint8Array()])).toEqual([{ n: 0 }]);
  // A view into a larger buffer: its own bytes only.
  expect(await unprepared(insert, [3, new Uint8Array(large.buffer, 10, 3)])).toEqual([{ n: 3 }]);
  // Converted by Buffer's hex, not byte by byte (the figure is the bench's: docs/performance.md).
  expect(await unprepared(insert, [4, large])).toEqual([{ n: large.length }]);
  const read = 'SELECT content FROM files WHERE id = $1';
  const [stored] = (await query(read, [4])) as Array<{ content: Uint8Array }>;
  expect(stored!.content).toBeInstanceOf(Uint8Array);
  expect(Buffer.from(stored!.content).equals(Buffer.from(large))).toBe(true);
  for (const [id, bytes] of [
    [1, small],
    [2, new Uint8Array()],
    [3, large.subarray(10, 13)],
  ] as const) {
    expect(await query(read, [id])).toEqual([{ content: bytes }]);
    expect(await unprepared(read, [id])).toEqual([{ content: bytes }]);
  }
  await expect(query(insert, [5, 'not bytes'])).rejects.toThrow('Invalid input for bytea type');
}, 30_000);
