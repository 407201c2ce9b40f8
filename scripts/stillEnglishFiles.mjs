/**
 * The screens' files still written in English (docs/translating.md): the string lint
 * (eslint.config.mjs, WORDS_FROM_CATALOGUES) passes over them until their words move into a
 * catalogue. Take a file off the list when it is translated (`npm run lint` fails on a listed file
 * with no English left: scripts/checkStillEnglish.ts); a new file is never added.
 */
export const STILL_ENGLISH_FILES = [
  'shell/src/remotes/ReleaseNoticesView.tsx',
  'shell/src/remotes/RemoteErrorBoundary.tsx',
  'student-app/src/StudentDashboard.tsx',
  'student-app/src/courses/Standing.tsx',
  'student-app/src/leave/DayAttendance.tsx',
  'student-app/src/leave/SubscribeToCalendar.tsx',
  'student-app/src/leave/TermLine.tsx',
  'student-app/src/timetable/DayLectures.tsx',
  'ui/src/Loading.tsx',
  'ui/src/Notice.tsx',
  'ui/src/Pager.tsx',
  'ui/src/landmarks.tsx',
  'web-kit/src/calendar/HolidayName.tsx',
  'web-kit/src/lazyView.tsx',
];
