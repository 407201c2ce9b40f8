/** हिन्दी: ChartFigure's words in Hindi, part of the catalogue of each view that shows a chart. */
import type { ChartWordId } from './chart';

export const chartHi: Record<ChartWordId, string> = {
  'chart.showTable': 'तालिका के रूप में दिखाएँ',
  'chart.hideTable': 'तालिका छिपाएँ',
  'chart.asTable': '{title}, तालिका के रूप में',
};
