/** The query and answer schemas of a page of a list (its numbers are in pages.ts). */
import { z } from 'zod';
import { wholeNumber } from './fields';
import { fieldRules } from './messages';
import { MAX_PAGE, PAGE_SIZE } from './pages';

/** A whole number in a query string within [min, max]; `fallback` when it is absent. */
export const queryWholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string({ error: fieldRules.notInRange(name, min, max) })
    .regex(/^\d{1,9}$/, fieldRules.notInRange(name, min, max))
    .transform(Number)
    .pipe(wholeNumber(name, min, max))
    .optional()
    .transform((value) => value ?? fallback);

/** The `page` and `page_size` of a list's query. */
export const pageQueryFields = {
  page: queryWholeNumber('page', 1, MAX_PAGE, 1),
  page_size: queryWholeNumber('page_size', 1, PAGE_SIZE.max, PAGE_SIZE.default),
};

export const pageInfoSchema = {
  total: z.number().int().nonnegative().describe('how many items the whole list has'),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
};
