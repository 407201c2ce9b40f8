import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A view downloaded on first use (lazyView) is a module jest transforms then: on two busy cores
// (CI's suites side by side) that took over the default second of findBy... and waitFor.
configure({ asyncUtilTimeout: 5000 });

/**
 * SCHOOL_TODAY fixes the day the web tests run on, as it fixes the backends' today, so that the
 * date-sensitive suites can be run for every day of the week (npm run test:weekdays). Only Date
 * is faked, and it keeps moving from that morning; timers and promises run as they always do.
 */
const fixedToday = process.env.SCHOOL_TODAY;
if (fixedToday) {
  jest.useFakeTimers({
    now: new Date(`${fixedToday}T09:30:00`),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
