/**
 * CsvDownload's own words: its failure, with the file's name for it (`what`) given by the view in
 * its language. Ids `csv.<key>`; a view that shows a download includes `csvHi` in its catalogue.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const csvWords = defineWords('csv', {
  notDownloaded: '{what} could not be downloaded. {error}',
});

export type CsvWordId = WordIds<typeof csvWords>;
