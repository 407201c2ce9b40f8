import { dateRefusal, dateRefusalMessage, DEFAULT_LEAVE_POLICY, leavePolicyFor, requestDates } from './leavePolicy';

const policy = leavePolicyFor('2026-11-22', DEFAULT_LEAVE_POLICY);

it('allows 14 days back and 180 ahead of the school’s today, both ends included', () => {
  expect(policy).toEqual({
    today: '2026-11-22',
    first_date: '2026-11-08',
    last_date: '2027-05-21',
    past_days: 14,
    ahead_days: 180,
    max_range_days: 30,
  });
  expect(dateRefusal('2026-11-08', policy)).toBeNull();
  expect(dateRefusal('2027-05-21', policy)).toBeNull();
  expect(dateRefusal('2026-11-07', policy)).toBe('Leave can be applied for at most 14 days back (from 2026-11-08)');
  expect(dateRefusal('2027-05-22', policy)).toBe('Leave can be applied for at most 180 days ahead (until 2027-05-21)');
});

it('skips weekends unless they are included, and says which', () => {
  // Friday 27 November to Tuesday 1 December 2026.
  expect(requestDates('2026-11-27', '2026-12-01', false)).toEqual({
    dates: ['2026-11-27', '2026-11-30', '2026-12-01'],
    skippedWeekends: ['2026-11-28', '2026-11-29'],
  });
  expect(requestDates('2026-11-27', '2026-12-01', true).dates).toHaveLength(5);
  expect(requestDates('2026-11-28', '2026-11-28', false)).toEqual({ dates: [], skippedWeekends: ['2026-11-28'] });
});

it("words a date's refusal on the page exactly as the server's message says it", () => {
  const policy = leavePolicyFor('2026-11-22', DEFAULT_LEAVE_POLICY);
  for (const date of ['2026-11-07', '2026-11-22', '2027-05-22'] as const) {
    expect(dateRefusal(date, policy)).toBe(dateRefusalMessage(date, policy)?.message ?? null);
  }
  expect(dateRefusalMessage('2026-11-07', policy)).toMatchObject({
    code: 'leaveRule.leaveTooFarBack',
    params: { days: 14, first: '2026-11-08' },
  });
});
