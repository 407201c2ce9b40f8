import { daysBetween } from '@leave/contract';
import { monthWindow, weekOf } from './calendarWindow';

// The web tests run in Asia/Kolkata and in America/Los_Angeles: these are calendar dates in both.
it('asks for a month with the days its first and last weeks borrow, never more than 62 days', () => {
  expect(monthWindow('2026-12')).toEqual({ from: '2026-11-25', to: '2027-01-06' });
  expect(monthWindow('2027-02')).toEqual({ from: '2027-01-26', to: '2027-03-06' });
  for (const month of ['2026-01', '2026-03', '2026-10', '2026-11', '2028-02']) {
    const { from, to } = monthWindow(month);
    expect(daysBetween(from, to) + 1).toBeLessThanOrEqual(62);
  }
});

it('gives the Monday to Sunday week of a date, across a month and a year', () => {
  expect(weekOf('2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  expect(weekOf('2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  expect(weekOf('2027-01-03')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
});
