import type { LeaveDayTally } from './weeklyLeave';
import {
  absenceWeeks,
  CHART_MAX_DAYS,
  chartCategory,
  chartWeeks,
  chartWindow,
  progressWeeks,
  statusWeeks,
  weekStart,
} from './weeklyLeave';

const tally = (date: string, status: LeaveDayTally['status'], leaves = 1, counted = true): LeaveDayTally => ({
  course_code: 'CS101',
  date,
  status,
  counted,
  leaves,
});

it.each([
  ['2026-11-30', '2026-11-30'], // a Monday is its own week's
  ['2026-12-06', '2026-11-30'], // Sunday ends it
  ['2026-12-01', '2026-11-30'],
  ['2027-01-01', '2026-12-28'], // across a year
  ['2024-02-29', '2024-02-26'],
])('puts %s in the week of Monday %s', (date, monday) => {
  expect(weekStart(date)).toBe(monday);
});

it('lists the Mondays of every week a window touches', () => {
  expect(chartWeeks('2026-12-02', '2026-12-14')).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
  expect(chartWeeks('2026-12-07', '2026-12-13')).toEqual(['2026-12-07']);
});

it('tells accepted leave that counts from excused leave, and keeps other statuses as they are', () => {
  expect(chartCategory('accepted', true)).toBe('counted');
  expect(chartCategory('accepted', false)).toBe('excused');
  expect(chartCategory('pending', false)).toBe('pending');
  expect(chartCategory('rejected', true)).toBe('rejected');
});

describe('the window a chart covers', () => {
  const term = { name: 'Winter 2026', first_day: '2026-11-02', last_day: '2027-03-26' };
  it('is the dates asked for', () => {
    expect(chartWindow({ from: '2026-12-01', to: '2026-12-31' }, '2026-12-10', term)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      term: null,
    });
  });
  it("is the term of the school's today when none are asked for", () => {
    expect(chartWindow({}, '2026-12-10', term)).toEqual({ from: '2026-11-02', to: '2027-03-26', term: 'Winter 2026' });
  });
  it('is at most CHART_MAX_DAYS of a very long term', () => {
    const long = { name: 'Long', first_day: '2026-01-01', last_day: '2027-12-31' };
    expect(chartWindow({}, '2026-12-10', long).to).toBe('2027-01-06');
    expect(CHART_MAX_DAYS).toBe(371);
  });
  it('is the thirteen weeks ending with this one outside every term', () => {
    const window = chartWindow({}, '2026-12-10', undefined);
    expect(window).toEqual({ from: '2026-09-14', to: '2026-12-13', term: null });
    expect(chartWeeks(window.from, window.to)).toHaveLength(13);
  });
});

describe('absences week by week', () => {
  const window = { from: '2026-12-02', to: '2026-12-13' };
  it('counts counted, excused and pending apart, in the week of their date, every week listed', () => {
    const weeks = absenceWeeks(
      [
        tally('2026-12-02', 'accepted', 2),
        tally('2026-12-03', 'accepted', 1, false),
        tally('2026-12-06', 'pending', 3),
        tally('2026-12-08', 'accepted'),
        tally('2026-12-09', 'rejected', 5),
      ],
      window,
    );
    expect(weeks).toEqual([
      { week: '2026-11-30', counted: 2, excused: 1, pending: 3 },
      { week: '2026-12-07', counted: 1, excused: 0, pending: 0 },
    ]);
  });
  it('leaves out the days of a week outside the window', () => {
    expect(absenceWeeks([tally('2026-11-30', 'accepted'), tally('2026-12-14', 'accepted')], window)).toEqual([
      { week: '2026-11-30', counted: 0, excused: 0, pending: 0 },
      { week: '2026-12-07', counted: 0, excused: 0, pending: 0 },
    ]);
  });
});

it('counts all leave by status, accepted counted or excused', () => {
  expect(
    statusWeeks(
      [
        tally('2026-12-07', 'accepted', 2),
        tally('2026-12-07', 'accepted', 1, false),
        tally('2026-12-08', 'withdrawn'),
        tally('2026-12-09', 'cancelled', 4),
        tally('2026-12-10', 'rejected', 2, false),
      ],
      { from: '2026-12-07', to: '2026-12-13' },
    ),
  ).toEqual([{ week: '2026-12-07', counted: 2, excused: 1, pending: 0, rejected: 2, withdrawn: 1, cancelled: 4 }]);
});

it("gives each week's end the percentage its counted leave makes so far, excused and pending left out", () => {
  const weeks = progressWeeks(
    [
      tally('2026-12-01', 'accepted'),
      tally('2026-12-02', 'accepted', 1, false),
      tally('2026-12-15', 'accepted', 2),
      tally('2026-12-16', 'pending'),
    ],
    { from: '2026-11-30', to: '2026-12-20' },
    1,
    30,
  );
  // One counted before the window: 1/30, then 2/30, 2/30, 4/30.
  expect(weeks.map((week) => week.percentage)).toEqual([6.67, 6.67, 13.33]);
  expect(weeks[0]).toMatchObject({ counted: 1, excused: 1 });
  expect(weeks[2]).toMatchObject({ counted: 2, pending: 1 });
});
