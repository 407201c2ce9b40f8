import { addDays, isWeekend, todayIn } from '@leave/contract';
import type { IsoDate } from '@leave/contract';

/**
 * The suites' today: SCHOOL_TODAY when it is set (the backends the suites start read the same
 * variable, so both agree), else today in UTC (the suites' backends run on UTC).
 */
export const suiteToday = (): IsoDate => process.env.SCHOOL_TODAY || todayIn('UTC');

/**
 * The `n`th weekday after the suites' today (1 is the next one). Counted in weekdays, so two
 * different `n` are always two different dates, whatever day of the week the suites run on.
 */
export function weekdayAfter(n: number): IsoDate {
  let date = suiteToday();
  for (let counted = 0; counted < n;) {
    date = addDays(date, 1);
    if (!isWeekend(date)) counted += 1;
  }
  return date;
}

/** `count` weekdays in a row, from the `n`th weekday after today. */
export const weekdaysFrom = (n: number, count: number): IsoDate[] =>
  Array.from({ length: count }, (_, index) => weekdayAfter(n + index));

/** The first Monday at least `days` after the suites' today. */
export function mondayAfter(days: number): IsoDate {
  let date = addDays(suiteToday(), days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  return date;
}
