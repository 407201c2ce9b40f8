import { addDays, WEEKDAYS } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { weekdayOf } from '@leave/domain';

/** A window of dates to ask a timetable for, both included. */
export interface DateWindow {
  from: IsoDate;
  to: IsoDate;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The dates a month view can show (YYYY-MM): the month and up to six days of the months either
 * side that fill its first and last weeks. At most 43 days, whatever day the week starts on.
 */
export function monthWindow(month: string): DateWindow {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const nextFirst = number === 12 ? `${year + 1}-01-01` : `${year}-${pad(number + 1)}-01`;
  return { from: addDays(`${month}-01`, -6), to: addDays(nextFirst, 5) };
}

/** The week (Monday to Sunday) that holds a date. */
export function weekOf(date: IsoDate): DateWindow {
  const monday = addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
  return { from: monday, to: addDays(monday, 6) };
}
