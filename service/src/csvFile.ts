import { stringify } from 'csv-stringify/sync';
import { ok } from './endpoint';
import type { Outcome } from './endpoint';

/** The most rows a CSV download holds. */
export const EXPORT_MAX_ROWS = 100_000;

/** A CSV download, as spreadsheets read it: UTF-8 with a byte-order mark, CRLF lines. */
export const csvFile = (columns: readonly string[], rows: unknown[][], filename: string): Outcome => ({
  ...ok(stringify(rows, { header: true, columns: [...columns], bom: true, record_delimiter: 'windows' })),
  file: { contentType: 'text/csv; charset=utf-8', filename },
});
