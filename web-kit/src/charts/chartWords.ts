import type { AbsenceWeek, ChartWindow } from '@leave/contract';
import { dayAndMonth, dayMonthYear } from '@leave/domain';
import type { ChartSeries } from './chartSeries';

/** "Academic Year 2026-27 (2 Sept 2026 to 20 Jun 2027)", or the dates alone outside a term. */
export const windowWords = ({ from, to, term }: ChartWindow) => {
  const dates = `${dayMonthYear(from)} to ${dayMonthYear(to)}`;
  return term ? `${term} (${dates})` : dates;
};

export const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** "the week of 7 Dec (4)": the first week with the most, or null when every week has none. */
export function busiestWeek(weeks: ReadonlyArray<{ week: string }>, totals: readonly number[]): string | null {
  const most = Math.max(0, ...totals);
  if (most === 0) return null;
  return `the week of ${dayAndMonth(weeks[totals.indexOf(most)]!.week)} (${most})`;
}

/** What the absence series are called, in the legend, the table and the summaries. */
export const ABSENCE_LABELS = {
  counted: 'Counted',
  excused: 'Excused (not counted)',
  pending: 'Pending',
} as const;

/**
 * The three kinds of absence as stacked bars: accepted leave that counts (solid), accepted leave
 * of a kind that does not count (striped), leave not decided yet (dotted).
 */
export const absenceSeries = (
  weeks: readonly AbsenceWeek[],
  rightAxis = false,
  labels: Record<keyof typeof ABSENCE_LABELS, string> = ABSENCE_LABELS,
): ChartSeries[] => [
  {
    label: labels.counted,
    values: weeks.map((week) => week.counted),
    colour: 'accepted',
    draw: 'bar',
    pattern: 'solid',
    rightAxis,
  },
  {
    label: labels.excused,
    values: weeks.map((week) => week.excused),
    colour: 'primary',
    draw: 'bar',
    pattern: 'stripes',
    rightAxis,
  },
  {
    label: labels.pending,
    values: weeks.map((week) => week.pending),
    colour: 'warning',
    draw: 'bar',
    pattern: 'dots',
    rightAxis,
  },
];

/** "5 counted, 1 excused (not counted) and 2 pending". */
export const absenceTotalsWords = (weeks: readonly AbsenceWeek[]) =>
  `${total(weeks.map((w) => w.counted))} counted, ${total(weeks.map((w) => w.excused))} excused (not counted) and ${total(
    weeks.map((w) => w.pending),
  )} pending`;
