import type { AnyEndpoint } from './endpoint';
import { addStudentToCourse, addCourse, editCourse, listCourses, setLeaveLimit } from './endpoints/admin';
import {
  exportStudents,
  importEnrolments,
  importStudents,
  listStudents,
  studentLookup,
} from './endpoints/adminStudents';
import { auditEvents, exportAuditEvents } from './endpoints/auditTrail';
import { adminOverview } from './endpoints/adminOverview';
import { absencesByWeek, leaveByWeek, myProgress } from './endpoints/leaveCharts';
import { allLeaves, exportLeaves } from './endpoints/adminLeaves';
import { courseList, exportCourses, exportInstructors, instructorList } from './endpoints/adminLists';
import { courseEnrolments, exportCourseEnrolments, removeEnrolment } from './endpoints/enrolments';
import { accountStatus, changePassword, resetPassword, setAccountActive } from './endpoints/accounts';
import { courseAbsences, courseAbsentees, courseRegister, courseRoster } from './endpoints/attendance';
import { addUser, currentSession, logout, verifyUser } from './endpoints/auth';
import {
  approveLeave,
  decidedLeaves,
  decideLeaves,
  decisionPolicy,
  getLeaves,
  instructorData,
  rejectLeave,
  revokeLeave,
} from './endpoints/instructor';
import {
  addLeave,
  applyLeave,
  cancelLeave,
  leavePolicy,
  myLeaves,
  studentData,
  previewLeave,
  withdrawLeave,
} from './endpoints/student';
import { health } from './endpoints/system';
import { signedInDevices, signOutDevice, signOutEverywhere } from './endpoints/devices';
import {
  addHoliday,
  addTerm,
  editTerm,
  importHolidays,
  listHolidays,
  listTerms,
  publicHolidays,
  removeHoliday,
  removeTerm,
} from './endpoints/terms';
import {
  addLecture,
  cancelLecture,
  courseCalendar,
  courseTimetable,
  importTimetables,
  copyTimetables,
  myTimetable,
  removeLectureChange,
  setTimetable,
} from './endpoints/timetables';
import {
  decideRequest,
  myRequests,
  pendingRequests,
  reopenRequest,
  resubmitRequest,
  withdrawRequest,
} from './endpoints/requests';
import {
  notifications,
  notificationSettings,
  readNotifications,
  saveLanguage,
  saveNotificationSettings,
} from './endpoints/notifications';
import { liveEvents } from './endpoints/liveEvents';
import { addLeaveKind, editLeaveKind, leaveKinds, setRequestKind } from './endpoints/leaveKinds';
import { askForDocument, attachDocuments, requestDocument, requestDocuments } from './endpoints/documents';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, twoFactorStatus } from './endpoints/twoFactor';
import { setSignInOptions, signInOptions } from './endpoints/signInOptions';
import { singleSignOnCallback, singleSignOnStatus, startSingleSignOn } from './endpoints/singleSignOn';
import {
  attendanceRules,
  lectureRoll,
  myAttendance,
  rollsToTake,
  saveAttendanceRules,
  saveRoll,
} from './endpoints/rolls';
import { attendanceRegister, attendanceRegisterFile } from './endpoints/rollRegister';
import { importRollMarks } from './endpoints/rollImport';
import { calendarFeed, calendarFile, createCalendarFeed, revokeCalendarFeed } from './endpoints/calendarFeed';

export * from './endpoint';
export { asciiFileName, contentDisposition } from './contentDisposition';
export { loggedUrl } from './loggedUrl';
export { readUploads } from './readUploads';
export { operationIdOf, securityOf, uploadBodyOf } from './endpointDocs';
export * from './storage';
export { cookieNames, SESSION_COOKIE, SESSION_COOKIE_OPTIONS, hashToken, resolveSession } from './sessions';
export { hashPassword, setPasswordHashCost } from './passwords';
export { codeForStep, stepAt } from './twoFactor/totp';
export { DEVICE_COOKIE, DEVICE_COOKIE_OPTIONS, DEVICE_TTL_SECONDS } from './knownDevices';
export { isCommonPassword } from './commonPasswords';
export { admit, handleRequest } from './handleRequest';
export { LiveHub, recipientKey } from './liveHub';
export { openEventStream } from './eventStream';
export { apiSecurityHeaders } from './securityHeaders';
export type { Mailer, OutgoingMail } from './mailer';
export { loadSeed } from './loadSeed';
export { openDemoAccounts } from './demoAccounts';
export { startDocumentSweep, sweepDocuments, sweptLine } from './documentSweep';
export type { DocumentSweepLog } from './documentSweep';
export type { IncomingCall, RequestHead } from './handleRequest';
export { SchoolProvider } from './singleSignOn/schoolProvider';
export { schoolAccountOf } from './singleSignOn/schoolAccount';

/** Every call of the API. Both backends mount exactly these. */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  health,
  verifyUser,
  currentSession,
  logout,
  signedInDevices,
  signOutDevice,
  signOutEverywhere,
  addUser,
  studentData,
  addLeave,
  applyLeave,
  previewLeave,
  myLeaves,
  withdrawLeave,
  cancelLeave,
  leavePolicy,
  myProgress,
  instructorData,
  getLeaves,
  approveLeave,
  rejectLeave,
  revokeLeave,
  decideLeaves,
  decidedLeaves,
  decisionPolicy,
  courseRoster,
  courseAbsences,
  courseAbsentees,
  courseRegister,
  absencesByWeek,
  listCourses,
  addCourse,
  setLeaveLimit,
  addStudentToCourse,
  editCourse,
  studentLookup,
  listStudents,
  exportStudents,
  importStudents,
  importEnrolments,
  auditEvents,
  exportAuditEvents,
  adminOverview,
  leaveByWeek,
  accountStatus,
  resetPassword,
  setAccountActive,
  changePassword,
  allLeaves,
  exportLeaves,
  courseList,
  exportCourses,
  instructorList,
  exportInstructors,
  courseEnrolments,
  exportCourseEnrolments,
  removeEnrolment,
  notifications,
  readNotifications,
  notificationSettings,
  saveNotificationSettings,
  saveLanguage,
  liveEvents,
  calendarFeed,
  createCalendarFeed,
  revokeCalendarFeed,
  calendarFile,
  listTerms,
  addTerm,
  editTerm,
  removeTerm,
  listHolidays,
  addHoliday,
  removeHoliday,
  importHolidays,
  publicHolidays,
  courseTimetable,
  setTimetable,
  importTimetables,
  copyTimetables,
  cancelLecture,
  addLecture,
  removeLectureChange,
  courseCalendar,
  myTimetable,
  myRequests,
  withdrawRequest,
  resubmitRequest,
  pendingRequests,
  decideRequest,
  reopenRequest,
  leaveKinds,
  addLeaveKind,
  editLeaveKind,
  setRequestKind,
  attachDocuments,
  requestDocuments,
  requestDocument,
  askForDocument,
  twoFactorStatus,
  startTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  singleSignOnStatus,
  startSingleSignOn,
  singleSignOnCallback,
  signInOptions,
  setSignInOptions,
  attendanceRules,
  saveAttendanceRules,
  rollsToTake,
  lectureRoll,
  saveRoll,
  myAttendance,
  attendanceRegister,
  attendanceRegisterFile,
  importRollMarks,
];
