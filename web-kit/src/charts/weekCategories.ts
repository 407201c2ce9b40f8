import type { IsoDate } from '@leave/contract';
import { dayAndMonth } from '@leave/domain';
import type { ChartCategory } from './chartSeries';

/** Weeks as a chart's categories: each keyed by its Monday and read as "1 Dec" (or as `dayMonth` writes it). */
export const weekCategories = (
  weeks: ReadonlyArray<{ week: IsoDate }>,
  dayMonth: (date: IsoDate) => string = dayAndMonth,
): ChartCategory[] => weeks.map(({ week }) => ({ key: week, label: dayMonth(week) }));
