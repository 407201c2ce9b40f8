import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { listWhenZoneRead } from './scripts/zoneReads';

// findBy... and waitFor wait up to 10 s, not testing-library's second: on CI's two cores, busy with
// the browser suite beside the web tests, a file's first render has taken over 4 s (jest
// transforms the remote's modules then). A passing test waits no longer for it; speed is the
// bench's to measure. A view downloaded on first use waits longer still (web-kit's firstDraw.ts).
configure({ asyncUtilTimeout: 10_000 });

/**
 * SCHOOL_TODAY fixes the day the web tests run on, as it fixes the backends' today, so that the
 * date-sensitive suites can be run for every day of the week (npm run test:weekdays). Only Date
 * is faked, and it keeps moving from that morning; timers and promises run as they always do.
 */
const fixedToday = process.env.SCHOOL_TODAY;
// That morning in the process's zone, read before the watch below starts: the day itself is the
// same in every zone, and the watch is for what the tests read.
const morning = fixedToday ? new Date(`${fixedToday}T09:30:00`) : undefined;

// In npm test's first zone: lists this file if what it runs reads the time zone (scripts/zoneReads.ts).
listWhenZoneRead(expect.getState().testPath, morning);

if (morning) {
  jest.useFakeTimers({
    now: morning,
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
