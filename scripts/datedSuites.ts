/**
 * The suites whose dates follow today, which `npm run test:weekdays` runs as if today were each
 * day of the week. Contract suites: those that apply for leave on days counted from today. Web
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

/** One day's run of the dated suites: jest's arguments and environment (SCHOOL_TODAY set to it). */
export function datedRun(day: string) {
  return {
    args: ['--selectProjects', 'contract', 'web', '--maxWorkers=1', ...DATED_CONTRACT_SUITES, ...DATED_WEB_SUITES],
    env: { SCHOOL_TODAY: day, CONTRACT_TARGET: 'mock', TZ: 'America/Los_Angeles' },
  };
}
