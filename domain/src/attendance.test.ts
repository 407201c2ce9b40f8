import { allowedDays, attendanceRisk, canStillMiss, courseStanding, previewApproval } from './attendance';

it.each([
  // accepted, total, limit, can still miss
  [0, 20, 10, 2],
  [1, 20, 10, 1],
  [2, 20, 10, 0],
  [3, 20, 10, 0],
  [0, 40, 25, 10],
  [10, 40, 25, 0],
  [0, 1, 25, 0],
  [0, 1, 100, 1],
  [0, 3, 50, 1],
  [0, 36, 25, 9],
])('with %i accepted of %i lectures and a %i%% limit, can still miss %i', (accepted, total, limit, expected) => {
  expect(canStillMiss(accepted, total, limit)).toBe(expected);
});

it('allows whole days only, rounding down', () => {
  expect(allowedDays(36, 25)).toBe(9);
  expect(allowedDays(30, 10)).toBe(3);
  expect(allowedDays(7, 10)).toBe(0);
});

it.each([
  [0, 20, 10, 'ok'],
  [1, 20, 10, 'ok'],
  // 8% of a 10% limit is 80%: the warning starts exactly there.
  [8, 100, 10, 'warning'],
  [7, 100, 10, 'ok'],
  // The limit itself is reached, not crossed.
  [2, 20, 10, 'warning'],
  [3, 20, 10, 'danger'],
  [1, 1, 100, 'warning'],
  [1, 3, 25, 'danger'],
] as const)('%i accepted of %i lectures against %i%% is %s', (accepted, total, limit, risk) => {
  expect(attendanceRisk(accepted, total, limit)).toBe(risk);
});

it('previews an approval, rounding to 2 decimals, and says when it crosses the limit', () => {
  expect(previewApproval(6, 1, 40, 25)).toEqual({
    percentage_before: 15,
    percentage_after: 17.5,
    crosses_limit: false,
  });
  expect(previewApproval(1, 1, 3, 50)).toEqual({
    percentage_before: 33.33,
    percentage_after: 66.67,
    crosses_limit: true,
  });
  expect(previewApproval(1, 1, 20, 10)).toEqual({ percentage_before: 5, percentage_after: 10, crosses_limit: false });
  expect(previewApproval(2, 1, 20, 10).crosses_limit).toBe(true);
});

it('sums up a student in a course', () => {
  expect(courseStanding(2, 1, 20, 10)).toEqual({
    accepted_days: 2,
    pending_days: 1,
    total_lectures: 20,
    leave_limit: 10,
    leave_percentage: 10,
    missed: 2,
    can_still_miss: 0,
    risk: 'warning',
    attendance: { held: 0, attended: 0, percentage: 100, absent: 0, late: 0, on_leave: 0 },
  });
});

it('crosses the limit by the lectures missed, not only the accepted days', () => {
  // 1 accepted and 2 missed without leave of 20 at 10%: one more crosses.
  expect(previewApproval(1, 1, 20, 10, 2)).toEqual({ percentage_before: 5, percentage_after: 10, crosses_limit: true });
  expect(previewApproval(1, 1, 20, 10)).toEqual({ percentage_before: 5, percentage_after: 10, crosses_limit: false });
});
