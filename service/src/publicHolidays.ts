/** Public holidays from date-holidays, the well-kept library of them, for a country and region. */
import type { IsoDate, Term } from '@leave/contract';

/**
 * The public holidays (type "public", not observances) of a country and optional region that
 * fall inside a term, by date; undefined when the library knows no such country or region.
 */
export async function publicHolidaysIn(country: string, region: string | undefined, term: Term) {
  // Loaded when first asked for: its every country's rules took a tenth of a backend's start.
  const { default: Holidays } = await import('date-holidays');
  const calendar = new Holidays();
  if (!(country in calendar.getCountries())) return undefined;
  if (region && !(region in (calendar.getStates(country) ?? {}))) return undefined;
  calendar.init(country, region ?? '');
  const years = new Set([Number(term.first_day.slice(0, 4)), Number(term.last_day.slice(0, 4))]);
  const seen = new Set<IsoDate>();
  return [...years]
    .flatMap((year) => calendar.getHolidays(year) || [])
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
    .filter(({ date }) => date >= term.first_day && date <= term.last_day && !seen.has(date) && seen.add(date))
    .sort((a, b) => a.date.localeCompare(b.date));
}
