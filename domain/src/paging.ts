/**
 * Every list the API answers is bounded: a page of at most 100 items (50 unless asked), with the
 * total, so no list can grow into one huge answer.
 */
import { z } from 'zod';
import type { PageInfo } from '@leave/contract';
import { wholeNumber } from './fields';
import { fieldMessages } from './messages';

export const PAGE_SIZE = { default: 50, max: 100 } as const;

/** Pages past this are refused: nobody reads a millionth page, and the offset stays small. */
export const MAX_PAGE = 100_000;

/** A whole number in a query string within [min, max]; `fallback` when it is absent. */
export const queryWholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string({ error: fieldMessages.notInRange(name, min, max) })
    .regex(/^\d{1,9}$/, fieldMessages.notInRange(name, min, max))
    .transform(Number)
    .pipe(wholeNumber(name, min, max))
    .optional()
    .transform((value) => value ?? fallback);

/** The `page` and `page_size` of a list's query. */
export const pageQueryFields = {
  page: queryWholeNumber('page', 1, MAX_PAGE, 1),
  page_size: queryWholeNumber('page_size', 1, PAGE_SIZE.max, PAGE_SIZE.default),
};

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

export const pageInfoSchema = {
  total: z.number().int().nonnegative().describe('how many items the whole list has'),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
};
