import type { SortOrder } from '@leave/contract';
import type { Window, Windowed } from '@leave/service';

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

/** Whether any of the texts contains the search, any case (no search matches all). */
export const matches = (q: string | undefined, ...texts: string[]) =>
  !q || texts.some((text) => text.toLowerCase().includes(q.toLowerCase()));
