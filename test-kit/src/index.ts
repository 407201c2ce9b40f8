export { spawnServer, startBackend, target, useBackend } from './backend';
export type { RunningBackend, Target } from './backend';
export { ApiClient, signedInClients } from './apiClient';
export type { Reply } from './apiClient';
export { leaveFor, newStudent } from './fixtures';
export { jpegBytes, pdfBytes, pdfOfSize, pngBytes } from './documentFiles';
export {
  demoLectureDates,
  demoTotalLectures,
  lectureAfter,
  lecturesFrom,
  mondayAfter,
  sharedLectureAfter,
  suiteDemoTerm,
  suiteToday,
  weekdayAfter,
  weekdaysFrom,
} from './dates';
export { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '@leave/config/demoAccounts';
export { mountTmpfs } from './tmpfs';
export { openLiveEvents } from './liveEvents';
export type { LiveStream } from './liveEvents';
export { freshTotp, totpCode, totpStep } from './totp';
export { copyPgliteTemplate, seededPglite } from './pgliteTemplate';
export type { PgliteSteps } from './pgliteTemplate';
export {
  asAdmin,
  copyPostgresTemplate,
  databaseUrlOf,
  POSTGRES_ADMIN_URL,
  scratchDatabaseName,
} from './postgresTemplate';
export { freePort } from './backend';
export { startLocalIdpProcess } from './localIdpProcess';
export type { RunningIdp } from './localIdpProcess';
export { browse, CookieJar, follow, providerAnswer } from './schoolSignIn';
export { requestCard, requestOneLecture } from './oneLectureRequest';
export { dataFilePerTest, resetMock } from './mockReset';
