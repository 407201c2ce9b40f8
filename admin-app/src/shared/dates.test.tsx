import { render, screen } from '@testing-library/react';
import { DateRange, dayWithWeekday, rangeText } from './dates';

it('names the weekday of a calendar date whatever the time zone', () => {
  expect(dayWithWeekday('2026-12-02')).toBe('Wed 2 Dec 2026');
  expect(dayWithWeekday('2027-01-01')).toBe('Fri 1 Jan 2027');
  expect(rangeText('2027-03-29', '2027-04-02')).toBe('Mon 29 Mar 2027 to Fri 2 Apr 2027');
  expect(rangeText('2026-12-02', '2026-12-02')).toBe('Wed 2 Dec 2026');
});

it('shows a range as two machine-readable dates', () => {
  render(
    <p>
      <DateRange from="2027-03-29" to="2027-04-02" />
    </p>,
  );
  expect(screen.getByText('Mon 29 Mar 2027')).toHaveAttribute('datetime', '2027-03-29');
  expect(screen.getByText('Fri 2 Apr 2027')).toHaveAttribute('datetime', '2027-04-02');
});
