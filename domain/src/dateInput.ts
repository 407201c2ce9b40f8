/**
 * How a person types a date or a time into the product: a date in the school's numeric order
 * ("03/12/2026" in en-GB, "12/03/2026" in en-US, "03.12.2026" in de), or as YYYY-MM-DD, which is
 * always understood; a time on the 24-hour clock ("09:00", "14:30"), as the school writes it. The
 * browser's own pickers write both in the reader's locale instead (mm/dd/yyyy, 2:30 PM), whatever
 * the school's. What is read is a plain calendar date (YYYY-MM-DD) or HH:MM, never a timestamp.
 */
import type { IsoDate } from '@leave/contract';

type Part = 'day' | 'month' | 'year';

export interface NumericDate {
  /** How the school writes a date in figures: "DD/MM/YYYY". */
  pattern: string;
  /** A date in that pattern: "03/12/2026". */
  example: string;
  write(date: IsoDate): string;
  /**
   * What was typed, as a date: its YYYY-MM-DD; 'no such date' for figures in the right shape that
   * make no date (31/02/2026); null for anything else.
   */
  read(text: string): IsoDate | 'no such date' | null;
}

const LETTERS: Record<Part, string> = { day: 'DD', month: 'MM', year: 'YYYY' };
const EXAMPLE: IsoDate = '2026-12-03';

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The ISO date of these figures, if they make one. */
function dateOf(year: number, month: number, day: number): IsoDate | 'no such date' {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return 'no such date';
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const made = new Map<string, NumericDate>();

/** The school's numeric date for its locale (en-GB's DD/MM/YYYY when Intl does not know it). */
export function numericDateFor(locale: string): NumericDate {
  let numeric = made.get(locale);
  if (numeric) return numeric;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    }).formatToParts(Date.UTC(2026, 11, 3, 12));
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
      Date.UTC(2026, 11, 3, 12),
    );
  }
  const order = parts.flatMap((part) =>
    part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type as Part] : [],
  );
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  const complete = order.length === 3 ? order : (['day', 'month', 'year'] as Part[]);
  const write = (date: IsoDate) => {
    const [year, month, day] = date.split('-');
    const figures: Record<Part, string> = { year: year ?? '', month: month ?? '', day: day ?? '' };
    return complete.map((part) => figures[part]).join(separator);
  };
  numeric = {
    pattern: complete.map((part) => LETTERS[part]).join(separator),
    example: write(EXAMPLE),
    write,
    read(text) {
      const typed = text.trim();
      const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
      if (iso) return dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
      const groups = typed.split(/\s*[/.\-\s]\s*/).filter(Boolean);
      if (groups.length !== 3 || !groups.every((group) => /^\d+$/.test(group))) return null;
      const figures = Object.fromEntries(complete.map((part, index) => [part, groups[index]!])) as Record<Part, string>;
      if (figures.year.length !== 4 || figures.day.length > 2 || figures.month.length > 2) return null;
      return dateOf(Number(figures.year), Number(figures.month), Number(figures.day));
    },
  };
  made.set(locale, numeric);
  return numeric;
}

/**
 * Whether a date field's value is a date (YYYY-MM-DD): a field keeps what it could not read as
 * typed, which a filter applied as the person types leaves out until it is one.
 */
export const isCalendarDate = (value: string): value is IsoDate => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A time on the 24-hour clock, HH:MM: "9:00", "09.00" and "0900" are read as 09:00; null if it is none. */
export function readTime(text: string): string | null {
  const typed = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!typed) return null;
  const [hours, minutes] = [Number(typed[1]), Number(typed[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours, 2)}:${pad(minutes, 2)}`;
}
