/**
 * System's words (ids after `admin.system.`): the API's version and database, each role app's live
 * version, canary, fallback and load failures. A version, a commit, and a reason a remote was
 * refused or fell back are the server's, as they came.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const systemWords = defineWords('admin.system', {
  title: 'System',
  api: 'API',
  version: 'Version',
  database: 'Database',
  databaseAnswers: 'Answers',
  databaseCannotWrite: 'Cannot store changes',
  databaseDown: 'Does not answer',
  apiUnknown: 'The API did not say which version it is.',
  roleApps: 'Role apps',
  contractVersion: 'Contract version of the shell: {version}',
  roleAppsLive: 'Role apps live',
  shellUnknown: 'The shell did not say which versions are live.',
  refresh: 'Refresh',
  // The role apps' columns.
  app: 'App',
  liveVersion: 'Live version',
  commit: 'Commit',
  built: 'Built',
  answers: 'Answers',
  refused: 'Refused',
  canary: 'Canary',
  fallback: 'Fallback',
  loadFailures: 'Load failures',
  // Their cells.
  notKnown: 'Not known',
  utcTime: '{date} {time} UTC',
  yes: 'Yes',
  noAnswer: 'No: it did not answer',
  none: 'None',
  canaryShare: '{version} for {percent}% of browsers',
  canaryRefused: '{version} for {percent}% of browsers, refused: {refused}',
  fallbackNotInUse: '{version}, not in use',
  fallbackInUse: '{version}, in use',
  fallbackInUseWhy: '{version}, in use: {why}',
  failures: '{version}: {reports} from {browsers}, the last {at} ({kind})',
  oneReport: '1 report',
  manyReports: '{count} reports',
  oneBrowser: '1 browser',
  manyBrowsers: '{count} browsers',
  // What failed (a report's kind).
  manifest: 'manifest did not load',
  entry: 'entry script did not load',
  module: 'module did not load',
  refusedByShell: 'refused by the shell',
  other: 'another error',
  // Each role app (the contract's REMOTE_APP_NAMES).
  auth: 'sign-in app',
  student: 'student app',
  instructor: 'instructor app',
  admin: 'admin app',
});

export type SystemWordId = WordIds<typeof systemWords>;
