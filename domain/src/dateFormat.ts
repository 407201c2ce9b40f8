/**
 * How the product writes a date or a time beyond the seed's two formats: one format, from the
 * school's locale and time zone (SCHOOL_LOCALE, SCHOOL_TIME_ZONE), written by `Intl` with the
 * month's name ("Tue, 1 Dec 2026" in en-GB). The web apps and the server (notifications, CSV)
 * take it from here, so every role reads the same words. Zod-free and small: the student's
 * first page may import it.
 *
 * The seed's own formats stay where the seed puts them and are not made here: Leave Details'
 * YYYY-MM-DD and the instructor's pending list's DD/MM/YYYY (`formatDayMonthYear` in the
 * contract).
 */
import type { IsoDate } from '@leave/contract';

/** The school's locale when SCHOOL_LOCALE is not set. */
export const DEFAULT_SCHOOL_LOCALE = 'en-GB';

/** The school's settings a date is written with: a BCP 47 locale and an IANA time zone. */
export interface SchoolDateSettings {
  locale: string;
  timeZone: string;
}

export interface DateFormat {
  /** A calendar date, "Tue, 1 Dec 2026": the same day whatever the reader's time zone. */
  date(date: IsoDate): string;
  /** Two calendar dates as one span, "Tue 1 – Thu 3 Dec 2026"; one date when they are equal. */
  range(from: IsoDate, to: IsoDate): string;
  /** An instant, in the school's time zone and naming it: "Tue, 1 Dec 2026, 09:30 GMT+5:30". */
  dateTime(instant: string | number | Date): string;
  /** An instant in ISO 8601 with the school's offset, for files: "2026-12-01T09:30:00+05:30". */
  isoDateTime(instant: string | number | Date): string;
  /** The settings it writes with (the locale as Intl resolved it). */
  settings: SchoolDateSettings;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };

/**
 * A calendar date as the instant of its noon in UTC, written in UTC: no time zone of the
 * machine or of the reader can move it to another day.
 */
const utcNoon = (date: IsoDate) => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
};

const instantOf = (instant: string | number | Date) => (instant instanceof Date ? instant : new Date(instant));

/** A locale Intl supports, else the default (a browser may lack one the server knows). */
const supportedLocale = (locale: string) => {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale])[0] ?? DEFAULT_SCHOOL_LOCALE;
  } catch {
    return DEFAULT_SCHOOL_LOCALE;
  }
};

/** A time zone Intl knows, else UTC. */
const knownTimeZone = (timeZone: string) => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

/**
 * ICU puts thin and narrow no-break spaces in some dates ("1 Dec – 3 Dec", "3:15 PM"), and which
 * ones differs between ICU versions (Node's, the browser's): a plain space reads the same and
 * matches whatever wrote it.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

function makeDateFormat({ locale, timeZone }: SchoolDateSettings): DateFormat {
  const calendarDate = new Intl.DateTimeFormat(locale, { ...DATE_PARTS, timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, {
    ...DATE_PARTS,
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  // The parts of an ISO date-time in the zone; en-US's numbers are ASCII digits whatever the locale.
  const isoParts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  });
  return {
    date: (date) => plainSpaces(calendarDate.format(utcNoon(date))),
    range: (from, to) =>
      plainSpaces(
        from === to ? calendarDate.format(utcNoon(from)) : calendarDate.formatRange(utcNoon(from), utcNoon(to)),
      ),
    dateTime: (at) => plainSpaces(instant.format(instantOf(at))),
    isoDateTime: (at) => {
      const parts = Object.fromEntries(isoParts.formatToParts(instantOf(at)).map((part) => [part.type, part.value]));
      // "GMT+05:30", or "GMT" alone at UTC.
      const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3);
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
    },
    settings: { locale: calendarDate.resolvedOptions().locale, timeZone },
  };
}

const made = new Map<string, DateFormat>();

/**
 * The one date format for a school's locale and time zone (made once per pair: building an
 * Intl formatter costs more than using it). An unknown locale or zone falls back to en-GB or
 * UTC rather than failing a screen; the server refuses both at start-up.
 */
export function dateFormatFor(settings: SchoolDateSettings): DateFormat {
  const key = `${settings.locale}|${settings.timeZone}`;
  let format = made.get(key);
  if (!format) {
    format = makeDateFormat({ locale: supportedLocale(settings.locale), timeZone: knownTimeZone(settings.timeZone) });
    made.set(key, format);
  }
  return format;
}
