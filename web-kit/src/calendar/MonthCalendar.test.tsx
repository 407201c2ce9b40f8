/** @keep-styles it reads the tiles' styles */
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IsoDate } from '@leave/contract';
import { HolidayName, holidaysByDate } from './HolidayName';
import { MonthCalendar } from './MonthCalendar';

/** A day's tile as a person finds it: a button named by its date. */
const day = (name: RegExp) => screen.getByRole('button', { name });

function Harness({ start, onMonth }: { start: IsoDate; onMonth?: (month: string) => void }) {
  const [value, setValue] = useState<IsoDate>(start);
  return (
    <>
      <MonthCalendar label="Leave calendar" value={value} onSelectDay={setValue} onMonthChange={onMonth} />
      <p>Picked {value}</p>
    </>
  );
}

it('is one Tab stop: the selected day, not 42 tiles', async () => {
  render(<Harness start="2026-03-11" />);
  // The navigation first: « ‹ March 2026 › », then the grid.
  for (let stop = 0; stop < 5; stop += 1) await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Next year' })).toHaveFocus();
  await userEvent.tab();
  expect(day(/^March 11, 2026/)).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('group', { name: 'Leave calendar' })).not.toContainElement(
    document.activeElement as HTMLElement,
  );
});

it('moves between days with the arrow keys and picks one with Enter', async () => {
  render(<Harness start="2026-03-11" />);
  day(/^March 11, 2026/).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(day(/^March 12, 2026/)).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(day(/^March 19, 2026/)).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
  expect(day(/^March 11, 2026/)).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{Enter}');
  expect(screen.getByText('Picked 2026-03-12')).toBeInTheDocument();
  expect(day(/^March 12, 2026/)).toHaveAttribute('tabindex', '0');
  expect(day(/^March 11, 2026/)).toHaveAttribute('tabindex', '-1');
});

it('right to left, moves the way the arrow keys point: left is the next day', async () => {
  render(
    <div dir="rtl">
      <Harness start="2026-03-11" />
    </div>,
  );
  day(/^March 11, 2026/).focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(day(/^March 12, 2026/)).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(day(/^March 10, 2026/)).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(day(/^March 17, 2026/)).toHaveFocus();
});

it('crosses into the next and previous month, and says which month is on show', async () => {
  const months: string[] = [];
  render(<Harness start="2026-03-30" onMonth={(month) => months.push(month)} />);
  day(/^March 30, 2026/).focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(day(/^April 6, 2026/)).toHaveFocus();
  expect(screen.getByText('April 2026')).toBeInTheDocument();
  await userEvent.keyboard('{PageUp}');
  expect(day(/^March 6, 2026/)).toHaveFocus();
  expect(months).toEqual(['2026-04', '2026-03']);
  // Focus moves; the selection stays until Enter.
  expect(screen.getByText('Picked 2026-03-30')).toBeInTheDocument();
});

it('PageDown keeps the day, or takes the shorter month’s last day', async () => {
  render(<Harness start="2026-01-31" />);
  day(/^January 31, 2026/).focus();
  await userEvent.keyboard('{PageDown}');
  expect(day(/^February 28, 2026/)).toHaveFocus();
});

it('Home and End go to the start and end of the week row', async () => {
  render(<Harness start="2026-03-11" />);
  day(/^March 11, 2026/).focus();
  await userEvent.keyboard('{Home}');
  const start = document.activeElement;
  await userEvent.keyboard('{End}');
  const end = document.activeElement;
  const row = (el: Element | null) => Array.from(el!.parentElement!.children).indexOf(el!);
  expect(row(start) % 7).toBe(0);
  expect(row(end) % 7).toBe(6);
  expect(Math.floor(row(start) / 7)).toBe(Math.floor(row(end) / 7));
});

it('names today as today', () => {
  render(<Harness start="2026-03-11" />);
  const now = new Date();
  const name = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(now);
  // Today is on show only if this month is March 2026; otherwise move there.
  if (now.getFullYear() !== 2026 || now.getMonth() !== 2) {
    render(<MonthCalendar label="This month" value={null} onSelectDay={() => undefined} />);
  }
  expect(screen.getByRole('button', { name: `${name} (today)` })).toBeInTheDocument();
});

it('writes a holiday’s name on its day, read with the date, not told by colour alone', () => {
  const holidays = holidaysByDate([
    { date: '2026-03-11', name: 'Founders’ Day', term_id: 1 },
    { date: '2026-03-11', name: 'Founders’ Day', term_id: 2 },
    { date: '2026-03-12', name: 'Spring Break', term_id: 1 },
  ]);
  render(
    <MonthCalendar
      label="Leave calendar"
      value="2026-03-11"
      onSelectDay={() => undefined}
      dayContent={(date) => {
        const name = holidays.get(date);
        return name ? <HolidayName name={name} /> : null;
      }}
    />,
  );
  const founders = day(/^March 11, 2026/);
  expect(founders).toHaveAccessibleName('March 11, 2026 Holiday: Founders’ Day');
  expect(founders).toHaveTextContent(/Founders’ Day$/);
  // Wrapped between words, never inside one ("Founde / rs’ Day").
  const name = within(founders).getByText('Founders’ Day');
  expect(getComputedStyle(name).overflowWrap).toBe('normal');
  expect(getComputedStyle(name).wordBreak).toBe('normal');
  expect(day(/^March 12, 2026/)).toHaveAccessibleName('March 12, 2026 Holiday: Spring Break');
  expect(day(/^March 13, 2026/)).toHaveAccessibleName('March 13, 2026');
});
