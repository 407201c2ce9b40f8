/**
 * ChartFigure's own words (its table's button and name): ids `chart.<key>`. A view that shows a
 * chart includes `chartHi` in its catalogue; elsewhere they are said in English.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const chartWords = defineWords('chart', {
  showTable: 'Show as table',
  hideTable: 'Hide table',
  asTable: '{title}, as a table',
});

export type ChartWordId = WordIds<typeof chartWords>;
