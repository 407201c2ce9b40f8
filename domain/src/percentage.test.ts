import { leavePercentage } from './percentage';

it.each([
  [0, 40, 0],
  [2, 40, 5],
  [1, 3, 33.33],
  [2, 3, 66.67],
  [1, 36, 2.78],
  [3, 800, 0.38],
  [40, 40, 100],
  [1, 0, 0],
])('%i accepted days of %i lectures is %d%%', (accepted, total, percentage) => {
  expect(leavePercentage(accepted, total)).toBe(percentage);
});
