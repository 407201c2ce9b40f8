import type { IsoDate } from '@leave/contract';
import { useDateFormat } from './useDateFormat';

/** A calendar date in the school's format, "Tue, 1 Dec 2026", machine-readable as YYYY-MM-DD. */
export function SchoolDate({ date }: { date: IsoDate }) {
  const format = useDateFormat();
  return <time dateTime={date}>{format.date(date)}</time>;
}

/** Two calendar dates as one span in the school's format, "Tue, 1 Dec – Thu, 3 Dec 2026". */
export function SchoolDateRange({ from, to }: { from: IsoDate; to: IsoDate }) {
  const format = useDateFormat();
  return <time dateTime={from === to ? from : `${from}/${to}`}>{format.range(from, to)}</time>;
}

/** An instant in the school's format and time zone, "Tue, 1 Dec 2026, 09:30 GMT+5:30". */
export function SchoolDateTime({ at }: { at: string }) {
  const format = useDateFormat();
  return <time dateTime={at}>{format.dateTime(at)}</time>;
}
