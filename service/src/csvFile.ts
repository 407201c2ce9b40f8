import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Outcome } from './endpoint';
import type { Batches } from './storage';

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
  const csv = stringify({ header: true, columns: [...columns], bom: true, record_delimiter: 'windows' });
  // A failure on either side destroys both: the adapter sees it on `csv` and ends the answer.
  pipeline(Readable.from(rows()), csv, () => undefined);
  return { status: 200, body: csv, file: { contentType: 'text/csv; charset=utf-8', filename } };
}
