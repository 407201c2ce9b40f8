import type { SortOrder } from '@leave/contract';
import { BATCH_ROWS } from '@leave/service';
import type { Batches, Window, Windowed } from '@leave/service';

/** Sorts a whole list as the real API does (ties by `tieBreak`, both in the asked order) and takes one window. */
export function sortedWindow<T>(
  items: T[],
  compare: (a: T, b: T) => number,
  tieBreak: (a: T, b: T) => number,
  order: SortOrder,
  { offset, limit }: Window,
): Windowed<T> {
  const sign = order === 'desc' ? -1 : 1;
  const sorted = [...items].sort((a, b) => sign * (compare(a, b) || tieBreak(a, b)));
  return { items: sorted.slice(offset, offset + limit), total: sorted.length };
}

/** A window that holds a whole list. */
export const WHOLE: Window = { offset: 0, limit: Number.MAX_SAFE_INTEGER };

/** A whole list in batches, as the real API reads a download: here it is read at once when the download starts. */
export const inBatches = <T>(read: () => Promise<T[]>): Batches<T> => ({
  async *[Symbol.asyncIterator]() {
    const all = await read();
    for (let start = 0; start < all.length; start += BATCH_ROWS) yield all.slice(start, start + BATCH_ROWS);
  },
});

/** Whether any of the texts contains the search, any case (no search matches all). */
export const matches = (q: string | undefined, ...texts: string[]) =>
  !q || texts.some((text) => text.toLowerCase().includes(q.toLowerCase()));
