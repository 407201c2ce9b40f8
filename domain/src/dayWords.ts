/**
 * Dates as the lecture messages say them, and why a holiday has no lecture: apart from
 * lectureMessages.ts, so that a page showing a day's lectures downloads these and not every
 * answer about terms and timetables.
 */
import type { IsoDate } from '@leave/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "1 Dec": a date as the lecture messages say it. */
export const dayAndMonth = (date: IsoDate) => {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
};

/** "1 Dec 2026". */
export const dayMonthYear = (date: IsoDate) => `${dayAndMonth(date)} ${date.slice(0, 4)}`;

/** "2 Dec is a holiday: Founders' Day". */
export const holidayMessage = (date: IsoDate, name: string) => `${dayAndMonth(date)} is a holiday: ${name}`;
