import type { IsoDate } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar date the user sees for a local Date, as YYYY-MM-DD.
 * Uses local fields on purpose: toISOString() would give the previous day east of UTC.
 */
export function toIsoDate(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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
