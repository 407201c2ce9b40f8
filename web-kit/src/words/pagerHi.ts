/** हिन्दी: the pager's words in Hindi, part of the catalogue of each view that shows a pager. */
import type { PagerWordId } from './pager';

export const pagerHi: Record<PagerWordId, string> = {
  'pager.previous': 'पिछला',
  'pager.next': 'अगला',
  'pager.pageOf': 'पृष्ठ {page} / {pages}',
};
