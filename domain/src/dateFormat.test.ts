import { dateFormatFor, DEFAULT_SCHOOL_LOCALE } from './dateFormat';

// The web tests run in Asia/Kolkata and in America/Los_Angeles: a calendar date that went
// through the machine's midnight would come out a day early in one of them. The last and first
// days of a month and a year are where such a shift shows most.
const machineZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

it('writes a calendar date with its weekday and its month’s name, on the same day in any machine time zone', () => {
  const dates = dateFormatFor({ locale: 'en-GB', timeZone: 'Asia/Kolkata' });
  expect(dates.date('2026-12-01')).toBe('Tue, 1 Dec 2026');
  expect(dates.date('2026-12-31')).toBe('Thu, 31 Dec 2026');
  expect(dates.date('2027-01-01')).toBe('Fri, 1 Jan 2027');
  expect(dates.date('2024-02-29')).toBe('Thu, 29 Feb 2024');
  // Whatever the school's zone: a calendar date has no time to move.
  for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', machineZone]) {
    expect(dateFormatFor({ locale: 'en-GB', timeZone }).date('2026-12-01')).toBe('Tue, 1 Dec 2026');
  }
});

it.each([
  ['en-GB', 'Tue, 1 Dec 2026'],
  ['en-US', 'Tue, Dec 1, 2026'],
  ['en-IN', 'Tue, 1 Dec, 2026'],
  ['de-DE', 'Di., 1. Dez. 2026'],
  ['fr-FR', 'mar. 1 déc. 2026'],
])('writes a date in the order and words of %s', (locale, written) => {
  expect(dateFormatFor({ locale, timeZone: 'UTC' }).date('2026-12-01')).toBe(written);
});

it('writes a span of dates as one, and a span of one day as that day', () => {
  const dates = dateFormatFor({ locale: 'en-GB', timeZone: 'America/Los_Angeles' });
  expect(dates.range('2026-12-01', '2026-12-03')).toBe('Tue, 1 Dec – Thu, 3 Dec 2026');
  expect(dates.range('2026-12-30', '2027-01-02')).toBe('Wed, 30 Dec 2026 – Sat, 2 Jan 2027');
  expect(dates.range('2026-12-01', '2026-12-01')).toBe('Tue, 1 Dec 2026');
  expect(dateFormatFor({ locale: 'en-US', timeZone: 'UTC' }).range('2026-12-31', '2027-01-01')).toBe(
    'Thu, Dec 31, 2026 – Fri, Jan 1, 2027',
  );
});

it('writes an instant in the school’s time zone, naming the zone, not in the machine’s', () => {
  const at = '2026-12-01T20:15:00Z';
  expect(dateFormatFor({ locale: 'en-GB', timeZone: 'Asia/Kolkata' }).dateTime(at)).toBe(
    'Wed, 2 Dec 2026, 01:45 GMT+5:30',
  );
  expect(dateFormatFor({ locale: 'en-GB', timeZone: 'America/Los_Angeles' }).dateTime(at)).toBe(
    'Tue, 1 Dec 2026, 12:15 GMT-8',
  );
  expect(dateFormatFor({ locale: 'en-GB', timeZone: 'UTC' }).dateTime(new Date(at))).toBe('Tue, 1 Dec 2026, 20:15 UTC');
  expect(dateFormatFor({ locale: 'en-US', timeZone: 'America/New_York' }).dateTime(at)).toBe(
    'Tue, Dec 1, 2026, 03:15 PM EST',
  );
});

it('writes an instant for a file in ISO 8601 with the school’s offset, across a change of summer time', () => {
  const kolkata = dateFormatFor({ locale: 'de-DE', timeZone: 'Asia/Kolkata' });
  expect(kolkata.isoDateTime('2026-12-01T20:15:00.123Z')).toBe('2026-12-02T01:45:00+05:30');
  const london = dateFormatFor({ locale: 'en-GB', timeZone: 'Europe/London' });
  expect(london.isoDateTime('2026-07-01T12:00:00Z')).toBe('2026-07-01T13:00:00+01:00');
  expect(london.isoDateTime('2026-12-01T12:00:00Z')).toBe('2026-12-01T12:00:00+00:00');
  const losAngeles = dateFormatFor({ locale: 'en-US', timeZone: 'America/Los_Angeles' });
  expect(losAngeles.isoDateTime('2026-12-01T05:00:00Z')).toBe('2026-11-30T21:00:00-08:00');
  // The same instant, read back.
  expect(Date.parse(losAngeles.isoDateTime('2026-12-01T05:00:00Z'))).toBe(Date.parse('2026-12-01T05:00:00Z'));
});

it('falls back to en-GB and UTC for a locale or zone this runtime does not know, rather than failing a screen', () => {
  const dates = dateFormatFor({ locale: 'not a locale', timeZone: 'Mars/Olympus' });
  expect(dates.settings).toEqual({ locale: DEFAULT_SCHOOL_LOCALE, timeZone: 'UTC' });
  expect(dates.date('2026-12-01')).toBe('Tue, 1 Dec 2026');
});
