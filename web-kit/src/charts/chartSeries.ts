import type { Palette } from '@leave/ui/theme';

/** A colour of the theme (ui/src/theme.ts): a chart reads its `--lm-*` value when it draws. */
export type ChartColour = keyof Palette;

/**
 * One series of a chart, a value per category (week). Colour is never its only sign: bars carry
 * a pattern or none, lines a point shape or a dash, and every series is named in the legend, the
 * summary and the table.
 */
export interface ChartSeries {
  label: string;
  values: number[];
  colour: ChartColour;
  draw: 'bar' | 'line' | 'dashed line';
  /** A bar's fill beside its colour. */
  pattern?: 'solid' | 'stripes' | 'dots';
  /** The right-hand axis (a second unit), else the left. */
  rightAxis?: boolean;
  /** Written after each value in the table ("%"). */
  unit?: string;
}

/** A category of the x axis: a key (a week's Monday) and what it reads as. */
export interface ChartCategory {
  key: string;
  label: string;
}

export interface ChartSpec {
  categories: ChartCategory[];
  series: ChartSeries[];
  /** The axes' titles: the left one's, and the right one's if a series uses it. */
  leftAxis: string;
  rightAxis?: string;
  /** Bars of a category stacked on each other (parts of one whole). */
  stacked?: boolean;
}
