import { pipeline, Readable, Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { FORMULA_START } from '@leave/domain';
import type { Outcome } from './endpoint';
import type { Batches } from './storage';

/**
 * A text cell as a spreadsheet shows it and never runs it: one that would start a formula (`=`,
 * `+`, `-`, `@`, a tab or a carriage return first) gets an apostrophe before it, OWASP's rule for
 * CSV injection. A spreadsheet hides the apostrophe and shows the text as typed.
 */
export const spreadsheetSafe = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** How every CSV we write is written: CRLF lines, as spreadsheets expect, and no cell a formula. */
export const CSV_OPTIONS = { record_delimiter: 'windows', cast: { string: spreadsheetSafe } } as const;

/**
 * A CSV download, as spreadsheets read it: UTF-8 with a byte-order mark, CRLF lines. It is
 * written as its rows are read, a batch at a time, so a download of any length holds one batch in
 * memory. The first batch is read before answering, so a store that cannot be read answers an
 * error rather than a download; a later failure ends the answer unfinished (the adapter cuts the
 * connection), so a file cut short never looks whole. A client that goes away stops the reading.
 */
export async function csvFile<T>(
  columns: readonly string[],
  batches: Batches<T>,
  cells: (item: T) => unknown[],
  filename: string,
): Promise<Outcome> {
  const reader = batches[Symbol.asyncIterator]();
  const first = await reader.next();
  async function* rows() {
    try {
      for (let batch = first; !batch.done; batch = await reader.next()) {
        for (const item of batch.value) yield cells(item);
      }
    } finally {
      await reader.return?.();
    }
  }
  const csv = stringify({ ...CSV_OPTIONS, header: true, columns: [...columns], bom: true });
  const body = inChunksOf(64 * 1024);
  // A failure anywhere destroys all three: the adapter sees it on `body` and ends the answer.
  pipeline(Readable.from(rows()), csv, body, () => undefined);
  return { status: 200, body, file: { contentType: 'text/csv; charset=utf-8', filename } };
}

/**
 * Gathers the CSV's lines (one small chunk each, as csv-stringify writes them) into chunks of
 * about `size` bytes. The compressor costs per chunk it is given: a million lines one by one took
 * brotli 40 s, in 64 KB chunks a few seconds. Memory stays one chunk.
 */
function inChunksOf(size: number) {
  let parts: Buffer[] = [];
  let length = 0;
  const take = () => {
    const chunk = Buffer.concat(parts, length);
    parts = [];
    length = 0;
    return chunk;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      parts.push(bytes);
      length += bytes.length;
      done(null, length >= size ? take() : undefined);
    },
    flush(done) {
      done(null, length ? take() : undefined);
    },
  });
}
