import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import type { Readable } from 'node:stream';
import { csvFile } from './csvFile';
import type { Batches } from './storage';

const COLUMNS = ['id', 'name', 'note'];
const row = (id: number) => ({
  id,
  name: `Émile ${id}`,
  note: id % 7 ? 'plain' : 'with "quotes", a comma\nand a line',
});

/** Rows in batches of `size`; the batch at `failAt`, if any, fails. */
function batchesOf(count: number, size: number, failAt?: number): Batches<ReturnType<typeof row>> {
  return {
    async *[Symbol.asyncIterator]() {
      for (let start = 0, n = 0; start < count; start += size, n++) {
        if (n === failAt) throw new Error('the store failed');
        yield Array.from({ length: Math.min(size, count - start) }, (_, i) => row(start + i));
      }
    },
  };
}

const text = async (stream: Readable) => {
  let all = '';
  for await (const chunk of stream) all += String(chunk);
  return all;
};

it.each([0, 1, 2_500])('writes %i rows byte for byte as the whole file was written before', async (count) => {
  const outcome = await csvFile(COLUMNS, batchesOf(count, 1_000), (r) => [r.id, r.name, r.note], 'rows.csv');
  expect(outcome.file).toEqual({ contentType: 'text/csv; charset=utf-8', filename: 'rows.csv' });
  const rows = Array.from({ length: count }, (_, i) => row(i)).map((r) => [r.id, r.name, r.note]);
  expect(await text(outcome.body as Readable)).toBe(
    stringify(rows, { header: true, columns: COLUMNS, bom: true, record_delimiter: 'windows' }),
  );
});

it('answers an error, not a download, when the first batch cannot be read', async () => {
  await expect(csvFile(COLUMNS, batchesOf(10, 5, 0), (r) => [r.id], 'rows.csv')).rejects.toThrow('the store failed');
});

it('fails the download when a later batch cannot be read, so it is not taken for whole', async () => {
  const outcome = await csvFile(COLUMNS, batchesOf(10, 5, 1), (r) => [r.id], 'rows.csv');
  await expect(text(outcome.body as Readable)).rejects.toThrow('the store failed');
});

describe('a cell a spreadsheet would run as a formula', () => {
  const FORMULAS = ['=1+1', "=cmd|' /C calc'!A0", '+91 98765', '-2+3', '@SUM(A1)', '\tTabbed', '\rReturned'];
  /** The file's rows after its header, as a spreadsheet would read them. */
  const readBack = async (values: string[]) => {
    const written = await csvFile(
      ['text', 'count'],
      {
        async *[Symbol.asyncIterator]() {
          yield values;
        },
      },
      (value) => [value, -3],
      'f.csv',
    );
    return (parse(await text(written.body as Readable), { bom: true }) as string[][]).slice(1);
  };

  it.each(FORMULAS)('%j is written with an apostrophe before it, and reads back as typed after it', async (value) => {
    expect(await readBack([value])).toEqual([[`'${value}`, '-3']]);
  });

  it('leaves other text as it is, a formula character inside it included', async () => {
    expect((await readBack(['a=b', 'x-y', ' =padded'])).map(([cell]) => cell)).toEqual(['a=b', 'x-y', ' =padded']);
  });
});
