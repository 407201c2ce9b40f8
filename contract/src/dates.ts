import type { IsoDate } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar date the user sees for a local Date, as YYYY-MM-DD.
 * Uses local fields on purpose: toISOString() would give the previous day east of UTC.
 */
export function toIsoDate(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The month (YYYY-MM) of a local Date or a calendar date, as `GET /courseAbsences?month=` takes it. */
export const monthOf = (date: Date | IsoDate): string =>
  (typeof date === 'string' ? date : toIsoDate(date)).slice(0, 7);

/** A local Date at midnight of the given calendar date (for calendar widgets). */
export function fromIsoDate(iso: IsoDate): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** YYYY-MM-DD to DD/MM/YYYY, as the instructor's list shows dates. */
export function formatDayMonthYear(iso: IsoDate): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** Calendar arithmetic on YYYY-MM-DD, in UTC so that no time zone moves a day. */
const utcDay = (iso: IsoDate) => {
  const [year, month, day] = iso.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
};
const DAY_MS = 86_400_000;
const fromUtcDay = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after `iso` (before it, if negative). */
export const addDays = (iso: IsoDate, days: number): IsoDate => fromUtcDay(utcDay(iso) + days * DAY_MS);

/** Whole days from `from` to `to` (negative if `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((utcDay(to) - utcDay(from)) / DAY_MS);

/** Saturday or Sunday. */
export const isWeekend = (iso: IsoDate): boolean => [0, 6].includes(new Date(utcDay(iso)).getUTCDay());

/** Every date from `from` to `to`, both included. */
export const datesFrom = (from: IsoDate, to: IsoDate): IsoDate[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) => addDays(from, index));

/** The calendar date at `now` in an IANA time zone (a school's today). */
export const todayIn = (timeZone: string, now: Date = new Date()): IsoDate =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
