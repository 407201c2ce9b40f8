import { formatDayMonthYear, fromIsoDate, toIsoDate } from './dates';

// npm test runs this suite in more than one time zone (TZ), where toISOString() would shift days.
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

it.each(['2026-01-01', '2026-03-29', '2026-11-01', '2024-02-29', '2026-12-31'])(
  `%s survives a round trip through a local Date (time zone ${zone})`,
  (iso) => {
    expect(toIsoDate(fromIsoDate(iso))).toBe(iso);
  },
);

it('reads a local midnight as that day, not the UTC day', () => {
  expect(toIsoDate(new Date(2026, 10, 23, 0, 0, 0))).toBe('2026-11-23');
  expect(toIsoDate(new Date(2026, 10, 23, 23, 59, 59))).toBe('2026-11-23');
});

it('formats DD/MM/YYYY for the instructor list', () => {
  expect(formatDayMonthYear('2026-04-02')).toBe('02/04/2026');
});
