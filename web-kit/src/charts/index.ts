// The charts: imported only by the views that draw them, which download with Chart.js when shown.
export { ChartFigure } from './ChartFigure';
export type { ChartCategory, ChartColour, ChartSeries, ChartSpec } from './chartSeries';
export { weekCategories } from './weekCategories';
export { absenceSeries, absenceTotalsWords, ABSENCE_LABELS, busiestWeek, total, windowWords } from './chartWords';
export { useChartDates } from './chartDates';
export type { ChartDates } from './chartDates';
