/**
 * The suites whose dates follow today, which `npm run test:weekdays` runs as if today were each
 * day of the week. Contract suites: those that apply for leave on days counted from today, or
 * change a lecture counted from it. Web
 * suites: those that render a screen reading today (the student's calendar, requests and
 * timetable, the instructor's History and absence calendar, the admin's Add Course and Terms, the
 * month calendar, the footer's year); the rest of the web tests use fixed dates.
 */
const DATED_CONTRACT_SUITES = [
  'contract/test/leaveWorkflow.contract.test.ts',
  'contract/test/notifications.contract.test.ts',
  'contract/test/attendance.contract.test.ts',
  'contract/test/adminWorkspace.contract.test.ts',
  'contract/test/adminOverview.contract.test.ts',
  'contract/test/leaveCharts.contract.test.ts',
  // Cancelling the last lecture before today changes what a student can still miss on some days
  // and not others (the demo's data is dated from the day it is seeded).
  'contract/test/cancelledRoll.contract.test.ts',
];

export const DATED_WEB_SUITES = [
  'student-app/src/',
  'instructor-app/src/InstructorApp.test.tsx',
  'instructor-app/src/leaveWorkflow.test.tsx',
  'instructor-app/src/roster/',
  'admin-app/src/AdminApp.test.tsx',
  'admin-app/src/terms/',
  'web-kit/src/calendar/',
  'shell/src/routes/',
];

/**
 * The web tests' days in `npm test`: the clock of every web test is set to one of these (Date only,
 * jest.setup.ts), a Wednesday in one time zone and a Sunday at a month's end in the other, so a
 * web test gives the same answer whatever day it runs on. `npm run test:weekdays` still runs the
 * dated web suites on each day of a week.
 */
export const WEB_TEST_DAYS = { 'Asia/Kolkata': '2026-12-02', 'America/Los_Angeles': '2026-11-29' } as const;

/**
 * One day's run of the dated suites: jest's arguments and environment (SCHOOL_TODAY set to it).
 * `contractOnly`: the backends' suites alone (npm test's six other days, where the web tests' days
 * are fixed).
 */
export function datedRun(day: string, { contractOnly = false } = {}) {
  return {
    args: [
      '--selectProjects',
      ...(contractOnly ? ['contract'] : ['contract', 'web']),
      '--maxWorkers=1',
      ...DATED_CONTRACT_SUITES,
      ...(contractOnly ? [] : DATED_WEB_SUITES),
    ],
    env: { SCHOOL_TODAY: day, CONTRACT_TARGET: 'mock', TZ: 'America/Los_Angeles' },
  };
}
