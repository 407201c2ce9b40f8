import type { IsoDate, LeaveStatus, Role } from '@leave/contract';
import { lectureMessages } from './lectureMessages';
import { leaveKindMessages } from './leaveKindMessages';
import { leaveRuleMessages, ROLE_PLURAL } from './leaveRuleMessages';

const ROLE_SINGULAR: Record<Role, string> = {
  student: 'student',
  'course instructor': 'instructor',
  admin: 'admin',
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** What the API answers, as `{ message }` bodies. */
export const messages = {
  ...leaveRuleMessages,
  ...lectureMessages,
  ...leaveKindMessages,
  // Notifications
  notificationsRead: (count: number) => `${count} notification${count === 1 ? '' : 's'} marked read`,
  calendarFeedCreated:
    'Your calendar address is ready. Copy it now: it is shown only once. Any address made before has stopped working.',
  calendarFeedRevoked: 'Your calendar address has stopped working.',
  noCalendarFeed: 'You have no calendar address to revoke.',
  calendarFeedNotFound: 'No calendar at this address: it may have been revoked.',
  calendarFeedRoles: 'Calendar addresses are for students and instructors.',
  notificationSettingsSaved: 'Notification settings saved.',
  // Sessions and permissions
  signInToContinue: 'Please sign in to continue',
  signedOut: 'Signed out',
  deviceSignedOut: (device: string) => `${device} is signed out.`,
  signedOutEverywhere: (count: number) =>
    `Signed out on every device (${count} session${count === 1 ? '' : 's'} ended).`,
  noSuchDevice: 'This device is not signed in to your account: it may have been signed out already.',
  tooManySignedInRequests: (waitSeconds: number) =>
    `Too many requests from your session. Try again in ${Math.max(1, Math.ceil(waitSeconds))} seconds.`,
  onlyOwnData: 'You can only see your own data',
  onlyOwnLeave: 'You can only apply for leave for yourself',
  notYourCourse: 'You do not teach this course',
  invalidCredentials: 'Invalid user id, password or role',
  tooManySignIns: (waitSeconds: number) =>
    `Too many failed sign-ins. Try again in ${Math.ceil(waitSeconds / 60)} minutes.`,
  tooManyRequests: (waitSeconds: number) =>
    `Too many sign-in and sign-up requests from your network. Try again in ${Math.max(1, Math.ceil(waitSeconds))} seconds.`,

  // Single sign-on with the school's account
  passwordSignInOff: (role: Role) =>
    `${capitalised(ROLE_PLURAL[role])} sign in with the school account here, not a password`,
  signUpOffWithSingleSignOn: (role: Role) =>
    `${capitalised(ROLE_PLURAL[role])} sign in with the school account here: there is nothing to sign up for`,
  singleSignOnNotSetUp: 'Sign-in with the school account is not set up here',
  singleSignOnOff: 'Sign-in with the school account is not set up here, so password sign-in stays on',

  // Two-factor sign-in (the admin's authenticator app)
  secondFactorNeeded: 'Enter the 6-digit code from your authenticator app (or a recovery code) to sign in',
  secondFactorWrong: 'That code is not right, or was already used: enter the current code from your authenticator app',
  stepUpNeeded: 'Enter a current code from your authenticator app to confirm this action',
  twoFactorRequired:
    'Every admin must set up two-factor sign-in first: open Two-factor sign-in and scan the QR code with an authenticator app',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on: turn it off first to enrol a new app',
  twoFactorNotStarted: 'Start the set-up first: no authenticator secret is waiting to be confirmed',
  twoFactorNotOn: 'Two-factor sign-in is not on',
  twoFactorEnabled: (codes: number) =>
    `Two-factor sign-in is on. Keep these ${codes} recovery codes somewhere safe: each works once, and they are not shown again.`,
  twoFactorDisabled: 'Two-factor sign-in is off. You sign in with your password alone.',
  twoFactorStillRequired: 'Every admin must use two-factor sign-in here, so it cannot be turned off',
  onlyAdminsTwoFactor: 'Two-factor sign-in is for admin accounts',

  // Users
  userCreated: 'User created',
  instructorSignUpClosed: 'Instructor accounts are made by the admin here: ask them for yours',
  userExists: (role: Role, userId: number) => `A ${ROLE_SINGULAR[role]} with id ${userId} already exists`,
  noStudent: (rollNo: number) => `No student with roll number ${rollNo}`,
  noInstructor: (rgNo: number) => `No instructor with registration number ${rgNo}`,

  // Courses and enrolments
  noCourse: (code: string) => `There is no course ${code.toUpperCase()}`,
  courseExists: (code: string) => `Course ${code} already exists`,
  courseAdded: (code: string) => `Course ${code} added`,
  studentNameMismatch: (rollNo: number, actual: string, given: string) =>
    `Student ${rollNo} is ${actual}, not ${given}`,
  alreadyEnrolled: (name: string, code: string) => `${name} is already enrolled in ${code}`,
  enrolled: (name: string, code: string) => `${name} enrolled in ${code}`,
  passwordResetDone: (name: string) =>
    `${name} has a temporary password. Give it to them: they must choose a new password when they sign in. It is not shown again.`,
  passwordChanged: 'Password changed. You are signed in; any other sign-in of this account has ended.',
  mustChangePassword: 'Your password was reset by the admin: choose a new password to continue',
  accountDeactivated: "This account is deactivated: ask your school's admin",
  accountActiveSet: (name: string, active: boolean) =>
    active ? `${name} can sign in again` : `${name} is deactivated: they cannot sign in, and their sessions have ended`,
  accountAlready: (name: string, active: boolean) => `${name} is already ${active ? 'active' : 'deactivated'}`,
  noAccount: (role: Role, userId: number) => `There is no ${ROLE_SINGULAR[role]} with id ${userId}`,
  samePassword: (name: string) => `${name} must differ from the current password`,
  unenrolled: (name: string, code: string) => `${name} is no longer enrolled in ${code}; their leave in it is kept`,
  notEnrolledIn: (rollNo: number, code: string) => `Student ${rollNo} is not enrolled in ${code}`,
  courseEdited: (code: string) => `Course ${code} updated`,
  courseUnchanged: (code: string) => `Course ${code} already reads like this: nothing was changed`,
  importPreviewed: (add: number, total: number) =>
    `${add} of ${total} ${total === 1 ? 'row' : 'rows'} can be added. Nothing has been changed yet.`,
  importApplied: (added: number) => `${added} ${added === 1 ? 'student' : 'students'} added`,
  enrolmentsImported: (added: number) => `${added} ${added === 1 ? 'enrolment' : 'enrolments'} added`,
  importDuplicateEnrolment: (line: number) => `the same course and roll number are on line ${line}`,
  importEmpty: 'The file has no rows under its header',
  importMissingColumns: (expected: readonly string[], missing: string[]) =>
    `The file's first line must name its columns (${expected.join(', ')}); it lacks ${missing.join(', ')}`,
  importUnreadable: (line: number, why: string) => `The file cannot be read as CSV at line ${line}: ${why}`,
  importTooManyRows: (max: number) => `A file may have at most ${max} rows: split it`,
  importDuplicateInFile: (line: number) => `the same roll number is on line ${line}`,

  // Leave
  onlyStudentsApply: 'Only students can apply for leave',
  notEnrolled: (code: string) => `You are not enrolled in ${code}`,
  leaveExists: (date: IsoDate, code: string) => `You already have leave on ${date} in ${code}`,
  leaveAdded: 'Leave added',
  noLeave: (leaveId: number) => `No leave with id ${leaveId}`,
  leaveMoved: (status: LeaveStatus) => `Leave ${status}`,
  bulkDecided: (done: number, asked: number, status: LeaveStatus) => `${done} of ${asked} leaves ${status}`,
  bulkNoneDecided: (asked: number, status: LeaveStatus) =>
    `None of the ${asked} leaves could be ${status}: each one’s reason is in results`,
  leaveRequestApplied: (applied: number, asked: number) =>
    applied === asked
      ? `${applied} ${applied === 1 ? 'leave' : 'leaves'} applied`
      : `${applied} of ${asked} leaves applied`,
  notEnrolledAnywhere: 'You are not enrolled in any course',
  leaveLimitSet: (code: string, limit: number) => `The leave limit of ${code} is now ${limit}%`,

  // The HTTP layer
  invalidJson: 'The request body is not valid JSON',
  emptyBody: 'The request body is empty',
  bodyTooLarge: 'The request body is too large',
  sendJson: 'Send the request body as JSON',
  foreignPage: 'This change was asked from a page of another site, so nothing was changed',
  serverError: 'Something went wrong on the server',
  tooManyStreams: (max: number) =>
    `This sign-in already has ${max} live update streams open; close some tabs and reload`,
  databaseUnavailable: 'The database cannot be reached just now, so nothing was changed. Try again in a few seconds.',
  cannotStore:
    'The server cannot store changes right now (its disk is full or read-only). Nothing was changed: try again later.',
  noRoute: (method: string, path: string) => `There is no ${method} ${path}`,
  invalidRequest: 'Invalid request',
  bodyNotObject: 'The request body must be a JSON object',
} as const;
