import type { IsoDate, LeaveStatus, Role } from '@leave/contract';
import { lectureMessages } from './lectureMessages';
import { leaveKindMessages } from './leaveKindMessages';
import { leaveRuleMessages, ROLE_PLURAL } from './leaveRuleMessages';
import { defineServerMessages, said } from './serverMessages';

const ROLE_SINGULAR: Record<Role, string> = {
  student: 'student',
  'course instructor': 'instructor',
  admin: 'admin',
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The whole seconds a rate limit asks a client to wait (at least 1), as its Retry-After says:
 * the refusal's parameter is this number, so a page in another language says what the English says.
 */
export const secondsToWait = (seconds: number) => Math.max(1, Math.ceil(seconds));

/** The whole minutes a sign-in throttle's wait is said in: a parameter of its own, as ICU cannot divide. */
export const minutesToWait = (seconds: number) => Math.ceil(seconds / 60);

/** What the API answers, as `{ message }` bodies. */
export const messages = {
  ...leaveRuleMessages,
  ...lectureMessages,
  ...leaveKindMessages,
  ...defineServerMessages('api', {
    // Notifications
    notificationsRead: said(['count'], (count: number) => `${count} notification${count === 1 ? '' : 's'} marked read`),
    calendarFeedCreated:
      'Your calendar address is ready. Copy it now: it is shown only once. Any address made before has stopped working.',
    calendarFeedRevoked: 'Your calendar address has stopped working.',
    noCalendarFeed: 'You have no calendar address to revoke.',
    calendarFeedNotFound: 'No calendar at this address: it may have been revoked.',
    calendarFeedRoles: 'Calendar addresses are for students and instructors.',
    notificationSettingsSaved: 'Notification settings saved.',
    languageSaved: 'Language saved.',
    // Sessions and permissions
    signInToContinue: 'Please sign in to continue',
    signedOut: 'Signed out',
    deviceSignedOut: said(['device'], (device: string) => `${device} is signed out.`),
    signedOutEverywhere: said(
      ['count'],
      (count: number) => `Signed out on every device (${count} session${count === 1 ? '' : 's'} ended).`,
    ),
    noSuchDevice: 'This device is not signed in to your account: it may have been signed out already.',
    tooManySignedInRequests: said(
      ['waitSeconds'],
      (waitSeconds: number) =>
        `Too many requests from your session. Try again in ${Math.max(1, Math.ceil(waitSeconds))} seconds.`,
    ),
    onlyOwnData: 'You can only see your own data',
    onlyOwnLeave: 'You can only apply for leave for yourself',
    notYourCourse: 'You do not teach this course',
    invalidCredentials: 'Invalid user id, password or role',
    tooManySignIns: said(
      ['waitSeconds', 'waitMinutes'],
      (_waitSeconds: number, waitMinutes: number) => `Too many failed sign-ins. Try again in ${waitMinutes} minutes.`,
    ),
    tooManyRequests: said(
      ['waitSeconds'],
      (waitSeconds: number) =>
        `Too many sign-in and sign-up requests from your network. Try again in ${Math.max(1, Math.ceil(waitSeconds))} seconds.`,
    ),

    // Single sign-on with the school's account
    passwordSignInOff: said(
      ['role'],
      (role: Role) => `${capitalised(ROLE_PLURAL[role])} sign in with the school account here, not a password`,
    ),
    signUpOffWithSingleSignOn: said(
      ['role'],
      (role: Role) =>
        `${capitalised(ROLE_PLURAL[role])} sign in with the school account here: there is nothing to sign up for`,
    ),
    singleSignOnNotSetUp: 'Sign-in with the school account is not set up here',
    singleSignOnOff: 'Sign-in with the school account is not set up here, so password sign-in stays on',

    // Two-factor sign-in (the admin's authenticator app)
    secondFactorNeeded: 'Enter the 6-digit code from your authenticator app (or a recovery code) to sign in',
    secondFactorWrong:
      'That code is not right, or was already used: enter the current code from your authenticator app',
    stepUpNeeded: 'Enter a current code from your authenticator app to confirm this action',
    twoFactorRequired:
      'Every admin must set up two-factor sign-in first: open Two-factor sign-in and scan the QR code with an authenticator app',
    twoFactorAlreadyOn: 'Two-factor sign-in is already on: turn it off first to enrol a new app',
    twoFactorNotStarted: 'Start the set-up first: no authenticator secret is waiting to be confirmed',
    twoFactorNotOn: 'Two-factor sign-in is not on',
    twoFactorEnabled: said(
      ['codes'],
      (codes: number) =>
        `Two-factor sign-in is on. Keep these ${codes} recovery codes somewhere safe: each works once, and they are not shown again.`,
    ),
    twoFactorDisabled: 'Two-factor sign-in is off. You sign in with your password alone.',
    twoFactorStillRequired: 'Every admin must use two-factor sign-in here, so it cannot be turned off',
    onlyAdminsTwoFactor: 'Two-factor sign-in is for admin accounts',

    // Users
    userCreated: 'User created',
    instructorSignUpClosed: 'Instructor accounts are made by the admin here: ask them for yours',
    userExists: said(
      ['role', 'userId'],
      (role: Role, userId: number) => `A ${ROLE_SINGULAR[role]} with id ${userId} already exists`,
    ),
    noStudent: said(['rollNo'], (rollNo: number) => `No student with roll number ${rollNo}`),
    noInstructor: said(['rgNo'], (rgNo: number) => `No instructor with registration number ${rgNo}`),

    // Courses and enrolments
    noCourse: said(['code'], (code: string) => `There is no course ${code.toUpperCase()}`),
    courseExists: said(['code'], (code: string) => `Course ${code} already exists`),
    courseAdded: said(['code'], (code: string) => `Course ${code} added`),
    studentNameMismatch: said(
      ['rollNo', 'actual', 'given'],
      (rollNo: number, actual: string, given: string) => `Student ${rollNo} is ${actual}, not ${given}`,
    ),
    alreadyEnrolled: said(['name', 'code'], (name: string, code: string) => `${name} is already enrolled in ${code}`),
    enrolled: said(['name', 'code'], (name: string, code: string) => `${name} enrolled in ${code}`),
    passwordResetDone: said(
      ['name'],
      (name: string) =>
        `${name} has a temporary password. Give it to them: they must choose a new password when they sign in. It is not shown again.`,
    ),
    passwordChanged: 'Password changed. You are signed in; any other sign-in of this account has ended.',
    mustChangePassword: 'Your password was reset by the admin: choose a new password to continue',
    accountDeactivated: "This account is deactivated: ask your school's admin",
    accountActiveSet: said(['name', 'active'], (name: string, active: boolean) =>
      active
        ? `${name} can sign in again`
        : `${name} is deactivated: they cannot sign in, and their sessions have ended`,
    ),
    accountAlready: said(
      ['name', 'active'],
      (name: string, active: boolean) => `${name} is already ${active ? 'active' : 'deactivated'}`,
    ),
    noAccount: said(
      ['role', 'userId'],
      (role: Role, userId: number) => `There is no ${ROLE_SINGULAR[role]} with id ${userId}`,
    ),
    samePassword: said(['name'], (name: string) => `${name} must differ from the current password`),
    unenrolled: said(
      ['name', 'code'],
      (name: string, code: string) => `${name} is no longer enrolled in ${code}; their leave in it is kept`,
    ),
    notEnrolledIn: said(
      ['rollNo', 'code'],
      (rollNo: number, code: string) => `Student ${rollNo} is not enrolled in ${code}`,
    ),
    courseEdited: said(['code'], (code: string) => `Course ${code} updated`),
    courseUnchanged: said(['code'], (code: string) => `Course ${code} already reads like this: nothing was changed`),
    importPreviewed: said(
      ['add', 'total'],
      (add: number, total: number) =>
        `${add} of ${total} ${total === 1 ? 'row' : 'rows'} can be added. Nothing has been changed yet.`,
    ),
    importApplied: said(['added'], (added: number) => `${added} ${added === 1 ? 'student' : 'students'} added`),
    enrolmentsImported: said(
      ['added'],
      (added: number) => `${added} ${added === 1 ? 'enrolment' : 'enrolments'} added`,
    ),
    importDuplicateEnrolment: said(['line'], (line: number) => `the same course and roll number are on line ${line}`),
    importEmpty: 'The file has no rows under its header',
    importMissingColumns: said(
      ['expected', 'missing'],
      (expected: readonly string[], missing: string[]) =>
        `The file's first line must name its columns (${expected.join(', ')}); it lacks ${missing.join(', ')}`,
    ),
    importUnreadable: said(
      ['line', 'why'],
      (line: number, why: string) => `The file cannot be read as CSV at line ${line}: ${why}`,
    ),
    importTooManyRows: said(['max'], (max: number) => `A file may have at most ${max} rows: split it`),
    importDuplicateInFile: said(['line'], (line: number) => `the same roll number is on line ${line}`),

    // Leave
    onlyStudentsApply: 'Only students can apply for leave',
    notEnrolled: said(['code'], (code: string) => `You are not enrolled in ${code}`),
    leaveExists: said(
      ['date', 'code'],
      (date: IsoDate, code: string) => `You already have leave on ${date} in ${code}`,
    ),
    leaveAdded: 'Leave added',
    noLeave: said(['leaveId'], (leaveId: number) => `No leave with id ${leaveId}`),
    leaveMoved: said(['status'], (status: LeaveStatus) => `Leave ${status}`),
    bulkDecided: said(
      ['done', 'asked', 'status'],
      (done: number, asked: number, status: LeaveStatus) => `${done} of ${asked} leaves ${status}`,
    ),
    bulkNoneDecided: said(
      ['asked', 'status'],
      (asked: number, status: LeaveStatus) =>
        `None of the ${asked} leaves could be ${status}: each one’s reason is in results`,
    ),
    leaveRequestApplied: said(['applied', 'asked'], (applied: number, asked: number) =>
      applied === asked
        ? `${applied} ${applied === 1 ? 'leave' : 'leaves'} applied`
        : `${applied} of ${asked} leaves applied`,
    ),
    notEnrolledAnywhere: 'You are not enrolled in any course',
    leaveLimitSet: said(
      ['code', 'limit'],
      (code: string, limit: number) => `The leave limit of ${code} is now ${limit}%`,
    ),

    // The HTTP layer
    invalidJson: 'The request body is not valid JSON',
    emptyBody: 'The request body is empty',
    bodyTooLarge: 'The request body is too large',
    sendJson: 'Send the request body as JSON',
    foreignPage: 'This change was asked from a page of another site, so nothing was changed',
    serverError: 'Something went wrong on the server',
    tooManyStreams: said(
      ['max'],
      (max: number) => `This sign-in already has ${max} live update streams open; close some tabs and reload`,
    ),
    databaseUnavailable: 'The database cannot be reached just now, so nothing was changed. Try again in a few seconds.',
    cannotStore:
      'The server cannot store changes right now (its disk is full or read-only). Nothing was changed: try again later.',
    noRoute: said(['method', 'path'], (method: string, path: string) => `There is no ${method} ${path}`),
    invalidRequest: 'Invalid request',
    bodyNotObject: 'The request body must be a JSON object',
  }),
};
