/**
 * The pager's words (Previous, Next, "Page 2 of 5"), one catalogue for every view that shows a
 * `Pager`: ids `pager.<key>`. A view that shows one includes `pagerHi` in its catalogue and gives
 * the pager `usePagerWords()`'s words.
 */
import { defineWords, useIntl } from '@leave/ui/i18n';
import type { WordIds, Words } from '@leave/ui/i18n';

export const pagerWords = defineWords('pager', {
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
});

export type PagerWordId = WordIds<typeof pagerWords>;

/** The pager's words on page `page` of `pages`, in the language in use. */
export const pagerWordsIn = (words: Words, page: number, pages: number) => ({
  previous: words.formatMessage(pagerWords.previous),
  next: words.formatMessage(pagerWords.next),
  position: words.formatMessage(pagerWords.pageOf, { page, pages }),
});

/** The pager's words on page `page` of `pages`, in the language of the view that shows it. */
export const usePagerWords = (page: number, pages: number) => pagerWordsIn(useIntl(), page, pages);
