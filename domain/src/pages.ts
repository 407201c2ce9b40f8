/**
 * Every list the API answers is bounded: a page of at most 100 items (50 unless asked), with the
 * total, so no list can grow into one huge answer. The numbers and arithmetic of pages; their
 * query and answer schemas are in paging.ts (apart, so that a screen counting pages does not
 * download the schema library).
 */
import type { PageInfo } from '@leave/contract';

export const PAGE_SIZE = { default: 50, max: 100 } as const;

/** Pages past this are refused: nobody reads a millionth page, and the offset stays small. */
export const MAX_PAGE = 100_000;

export interface Page {
  page: number;
  page_size: number;
}

/** Rows to skip and take for a page. */
export const pageWindow = ({ page, page_size }: Page) => ({ offset: (page - 1) * page_size, limit: page_size });

/** The paging fields of an answer. */
export const pageInfo = (total: number, { page, page_size }: Page): PageInfo => ({ total, page, page_size });

/** How many pages `total` items make (at least one, so "page 1 of 1" reads right when empty). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
