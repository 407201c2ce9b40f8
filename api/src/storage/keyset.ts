import { BATCH_ROWS } from '@leave/service';
import type { Batches } from '@leave/service';
import type { Queryable } from '../db/database';

/** A key of a list's order: its SQL expression, and its value in a row the list answered. */
export type SortKey<R> = [sql: string, value: (row: R) => unknown];

/**
 * A whole list read by keyset, a batch at a time: each batch is one statement asking for the rows
 * after the last one read, in the list's order (all of its keys one way, the last unique). So
 * every batch costs what the first does (an index on the keys, where there is one, is read from
 * where the last batch ended), nothing is held open between batches (the embedded database serves
 * other calls meanwhile, a server's connection goes back to the pool), and memory holds one batch.
 *
 * `select` is the list's SELECT ... FROM ... WHERE ..., with parameters $1 to $n (`params`): a
 * WHERE clause (if only `WHERE true`) whose conditions are joined by AND, since the batches after
 * the first add theirs with AND.
 */
export function keysetBatches<R>(
  db: Queryable,
  {
    select,
    params,
    keys,
    descending = false,
  }: { select: string; params: unknown[]; keys: Array<SortKey<R>>; descending?: boolean },
): Batches<R> {
  // A sort by the tie-breaking key itself needs it once.
  keys = keys.filter(([sql], i) => keys.findIndex(([other]) => other === sql) === i);
  const n = params.length;
  const direction = descending ? 'DESC' : 'ASC';
  const orderBy = `ORDER BY ${keys.map(([sql]) => `${sql} ${direction}`).join(', ')} LIMIT $${n + 1}`;
  const first = `${select} ${orderBy}`;
  const after = keys.map((_, i) => `$${n + 2 + i}`).join(', ');
  const next = `${select} AND (${keys.map(([sql]) => sql).join(', ')}) ${descending ? '<' : '>'} (${after}) ${orderBy}`;
  return {
    async *[Symbol.asyncIterator]() {
      let last: R | undefined;
      for (;;) {
        const rows = last
          ? await db.query<R>(next, [...params, BATCH_ROWS, ...keys.map(([, value]) => value(last!))])
          : await db.query<R>(first, [...params, BATCH_ROWS]);
        if (rows.length) yield rows;
        if (rows.length < BATCH_ROWS) return;
        last = rows.at(-1);
      }
    },
  };
}
