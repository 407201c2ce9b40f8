import {
  addDays,
  datesFrom,
  daysBetween,
  formatDayMonthYear,
  fromIsoDate,
  monthOf,
  isWeekend,
  toIsoDate,
  todayIn,
} from './dates';

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

it('adds days across months, leap days and the clocks changing, in any time zone', () => {
  expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
  expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  expect(daysBetween('2026-11-22', '2027-05-21')).toBe(180);
  expect(daysBetween('2026-11-22', '2026-11-08')).toBe(-14);
});

it('knows the weekend and lists a range of dates', () => {
  expect(['2026-11-21', '2026-11-22', '2026-11-23'].map(isWeekend)).toEqual([true, true, false]);
  expect(datesFrom('2026-11-27', '2026-12-01')).toEqual([
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
    '2026-11-30',
    '2026-12-01',
  ]);
  expect(datesFrom('2026-11-27', '2026-11-26')).toEqual([]);
});

it("gives a school's today in its own time zone", () => {
  const instant = new Date('2026-11-22T20:30:00Z');
  expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-23');
  expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-22');
});

it('gives the month of a local Date or a calendar date', () => {
  expect(monthOf(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
  expect(monthOf('2026-12-01')).toBe('2026-12');
});
