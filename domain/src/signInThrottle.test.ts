import { decideAttempt } from './signInThrottle';

const limits = { maxFailures: 5, windowSeconds: 900 };

it.each([
  [{ failures: 0, oldestAgeSeconds: null }, { allowed: true }],
  [{ failures: 4, oldestAgeSeconds: 100 }, { allowed: true }],
  [
    { failures: 5, oldestAgeSeconds: 100 },
    { allowed: false, waitSeconds: 800 },
  ],
  [
    { failures: 9, oldestAgeSeconds: 899.5 },
    { allowed: false, waitSeconds: 1 },
  ],
  [
    { failures: 5, oldestAgeSeconds: 0.2 },
    { allowed: false, waitSeconds: 900 },
  ],
])('%j within a 15-minute window of 5: %j', (tally, decision) => {
  expect(decideAttempt(tally, limits)).toEqual(decision);
});
