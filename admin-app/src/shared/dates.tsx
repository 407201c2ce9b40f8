import type { IsoDate } from '@leave/contract';
import { dayMonthYear, weekdayOf } from '@leave/domain';

/** "Wed 2 Dec 2026": a calendar date as the term and timetable views show it (no time zone involved). */
export const dayWithWeekday = (date: IsoDate) => `${weekdayOf(date).slice(0, 3)} ${dayMonthYear(date)}`;

/** A calendar date as "Wed 2 Dec 2026", machine-readable too. */
export function DateText({ date }: { date: IsoDate }) {
  return <time dateTime={date}>{dayWithWeekday(date)}</time>;
}

/** One date, or "from to to". */
export function DateRange({ from, to }: { from: IsoDate; to: IsoDate }) {
  if (from === to) return <DateText date={from} />;
  return (
    <>
      <DateText date={from} /> to <DateText date={to} />
    </>
  );
}

/** "Wed 2 Dec 2026", or "Mon 29 Mar 2027 to Fri 2 Apr 2027", as text. */
export const rangeText = (from: IsoDate, to: IsoDate) =>
  from === to ? dayWithWeekday(from) : `${dayWithWeekday(from)} to ${dayWithWeekday(to)}`;
