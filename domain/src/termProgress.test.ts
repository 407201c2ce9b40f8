import { termProgress } from './termProgress';

// Mon, 3 Aug 2026 to Fri, 18 Dec 2026: 20 weeks.
const autumn = { first_day: '2026-08-03', last_day: '2026-12-18' };

it.each([
  ['the first day', '2026-08-03', 1, 137],
  ['the first Sunday', '2026-08-09', 1, 131],
  ['the second Monday', '2026-08-10', 2, 130],
  ['the school today of the Kolkata zone', '2026-12-02', 18, 16],
  ['the last day', '2026-12-18', 20, 0],
])('on %s (%s) it is week %i of 20, %i days to go', (_on, today, week, daysLeft) => {
  expect(termProgress(autumn, today)).toEqual({ week, weeks: 20, daysLeft });
});

it('counts the week a term starts in, however late in the week it starts', () => {
  // Thu, 7 Jan 2027 to Mon, 12 Apr 2027: the weeks of 4 Jan to 12 Apr are 15.
  expect(termProgress({ first_day: '2027-01-07', last_day: '2027-04-12' }, '2027-01-11')).toEqual({
    week: 2,
    weeks: 15,
    daysLeft: 91,
  });
});

it('is week 0 before the term and stays at its last week after it', () => {
  expect(termProgress(autumn, '2026-07-31').week).toBe(0);
  expect(termProgress(autumn, '2026-12-25')).toEqual({ week: 20, weeks: 20, daysLeft: -7 });
});
