/**
 * The server's codes each translated catalogue's views can be answered with and show, by the
 * endpoints they call: for each app of `APPS` (scripts/wordsMissing.ts), each endpoint its views
 * call and the codes of its refusals and of the answers the view says (read from
 * service/src/endpoints and the helpers they call), besides web-kit's `COMMON_SERVER_CODES`, which
 * every catalogue has. `npm run words:missing` counts them among the app's words, so a code a view
 * can meet and its catalogue lacks is missing; viewRefusals.test.ts checks that each endpoint is
 * the API's, each code a domain message's, and that each endpoint an app's sources call is here.
 *
 * Left out, as docs/translating.md says: a schema's field rules (said by their English, from the
 * form's rule words), a refusal a role's own views cannot meet (another role's), and an answer the
 * view says in its own words. An import's rows' problems are listed with their import's endpoint
 * (`contract/src/importRowCodes.ts`): a row carries its problem's code.
 */
import {
  ENROLMENT_ROW_CODES,
  HOLIDAY_ROW_CODES,
  ROLL_MARK_ROW_CODES,
  STUDENT_ROW_CODES,
  TIMETABLE_ROW_CODES,
} from '@leave/contract';

type Calls = Readonly<Record<string, readonly string[]>>;

const PASSWORD = [
  'api.passwordChanged',
  'api.invalidCredentials',
  'api.samePassword',
  'field.commonPassword',
  'api.secondFactorNeeded',
  'api.secondFactorWrong',
  'api.tooManySignIns',
];

/** The views every role's dashboard opens: Change Password, Signed-in Devices, Notifications. */
const SHARED_VIEWS: Calls = {
  '/changePassword': PASSWORD,
  '/signedInDevices': [],
  '/signOutDevice': ['api.deviceSignedOut', 'api.noSuchDevice'],
  '/signOutEverywhere': ['api.signedOutEverywhere'],
  '/notifications': [],
  '/readNotifications': ['api.notificationsRead'],
  '/calendarFeed': [],
  '/createCalendarFeed': ['api.calendarFeedCreated', 'api.calendarFeedRoles'],
  '/revokeCalendarFeed': ['api.calendarFeedRevoked', 'api.noCalendarFeed'],
  '/notificationSettings': [],
  '/saveNotificationSettings': ['api.notificationSettingsSaved'],
};

/** A request's supporting documents (the student's and the instructor's views). */
const DOCUMENTS: Calls = {
  '/attachDocuments': [
    'leaveKind.documentsAttached',
    'leaveKind.noFileSent',
    'leaveKind.fileTooBig',
    'leaveKind.fileEmpty',
    'leaveKind.fileTypeNotAllowed',
    'leaveKind.fileTypeMismatch',
    'leaveKind.tooManyFiles',
    'leaveKind.tooManyDocuments',
    'leaveKind.tooManyFormFields',
    'leaveKind.uploadCutShort',
    'leaveKind.uploadMalformed',
    'leaveKind.uploadNoBoundary',
    'leaveKind.onlyOwnRequestDocuments',
    'leaveKind.requestClosedToDocuments',
    'leaveKind.requestPastDocumentWindow',
    'lecture.noRequest',
    'api.bodyTooLarge',
  ],
  // Drawn as links: a refusal is the browser's download, not the view's.
  '/requestDocuments': [],
};

/** Why a date has no lecture, as an application's refusal or its lines say it. */
const NO_LECTURE = ['lecture.doesNotMeet', 'lecture.holiday', 'lecture.cancelled', 'lecture.outsideTerm'];

/** An application's refusals, whole or by line. */
const APPLY = [
  'api.onlyStudentsApply',
  'api.onlyOwnLeave',
  'api.notEnrolledAnywhere',
  'api.notEnrolled',
  'api.noCourse',
  'api.leaveExists',
  'leaveKind.noLeaveKind',
  'leaveKind.kindNotForStudents',
  'leaveRule.leaveTooFarBack',
  'leaveRule.leaveTooFarAhead',
  ...NO_LECTURE,
];

/** A student's leave withdrawn or cancelled on its own. */
const TAKE_BACK = [
  'api.noLeave',
  'leaveRule.onlyOwnLeaveChange',
  'leaveRule.leaveNotInStatus',
  'leaveRule.leaveInPast',
];

/** A course the instructor names: none, or not theirs. */
const TAUGHT = ['api.noCourse', 'api.notYourCourse'];

/** A leave approved, rejected or revoked on its own. */
const LEAVE_DECISION = [
  'api.noLeave',
  'api.notYourCourse',
  'leaveRule.leaveAlready',
  'leaveRule.leaveNotInStatus',
  'leaveRule.leaveInPast',
  'leaveRule.dateHeldAgain',
  'leaveRule.commentRequired',
];

/** The roll of a lecture, taken by its instructor or corrected by the admin. */
const ROLL: Calls = {
  '/lectureRoll': [...TAUGHT, 'roll.noLecture', 'roll.cancelled', 'roll.notYet'],
  '/saveRoll': [
    ...TAUGHT,
    'roll.noLecture',
    'roll.cancelled',
    'roll.notYet',
    'roll.windowClosed',
    'roll.reasonNeeded',
    'roll.notEnrolled',
    'roll.saved',
  ],
};

/** A file imported by the admin: whole-file refusals, and the step-up an import asks. */
const IMPORT = ['api.importEmpty', 'api.importMissingColumns', 'api.importTooManyRows', 'api.importUnreadable'];
const STEP_UP = ['api.stepUpNeeded', 'api.secondFactorWrong'];

/** Every admin call is refused until an admin who must has set up two-factor sign-in. */
const admin = (calls: Calls): Calls =>
  Object.fromEntries(Object.entries(calls).map(([path, codes]) => [path, [...codes, 'api.twoFactorRequired']]));

export const VIEW_REFUSALS: Readonly<Record<string, Calls>> = {
  'auth-app': {
    '/userVerify': [
      'api.invalidCredentials',
      'api.tooManySignIns',
      'api.tooManyRequests',
      'api.accountDeactivated',
      'api.mustChangePassword',
      'api.secondFactorNeeded',
      'api.secondFactorWrong',
      'api.passwordSignInOff',
    ],
    // A temporary password's new one, on the sign-in page.
    '/changePassword': [...PASSWORD, 'api.tooManyRequests'],
    '/addUser': [
      'api.userExists',
      'api.instructorSignUpClosed',
      'api.signUpOffWithSingleSignOn',
      'api.tooManyRequests',
      'field.commonPassword',
    ],
    '/singleSignOnStatus': [],
  },
  'student-app': {
    ...SHARED_VIEWS,
    ...DOCUMENTS,
    '/studentData': ['api.noStudent'],
    '/leavePolicy': [],
    '/myLeaves': [],
    '/myAttendance': [],
    '/myTimetable': [],
    '/myProgress': [],
    '/myRequests': [],
    '/leaveKinds': [],
    '/previewLeave': APPLY,
    '/applyLeave': [...APPLY, 'api.leaveRequestApplied', 'lecture.noLectureAnyMore', 'lecture.notCounted'],
    // The seed's one-day form: a date's refusal says why, field.required its empty reason.
    '/addLeave': [...APPLY, 'field.required'],
    '/withdrawLeave': TAKE_BACK,
    '/cancelLeave': TAKE_BACK,
    '/withdrawRequest': [
      'lecture.noRequest',
      'leaveRule.onlyOwnLeaveChange',
      'lecture.nothingToWithdraw',
      'lecture.requestWithdrawn',
    ],
    '/resubmitRequest': [
      'lecture.noRequest',
      'leaveRule.onlyOwnLeaveChange',
      'lecture.alreadyResubmitted',
      'lecture.nothingToResubmit',
      'api.leaveRequestApplied',
    ],
  },
  'instructor-app': {
    ...SHARED_VIEWS,
    ...DOCUMENTS,
    '/instructorData': ['api.noInstructor'],
    '/decisionPolicy': [],
    '/pendingRequests': TAUGHT,
    '/decideRequest': [
      ...TAUGHT,
      'lecture.noRequest',
      'leaveRule.commentRequired',
      'leaveKind.documentStillNeeded',
      'leaveKind.overrideNeedsComment',
      'lecture.nothingToDecide',
    ],
    '/approveLeave': LEAVE_DECISION,
    '/rejectLeave': LEAVE_DECISION,
    '/askForDocument': [...TAUGHT, 'lecture.noRequest', 'leaveKind.nothingToAskFor'],
  },
  'instructor-app history': {
    '/decidedLeaves': TAUGHT,
    '/revokeLeave': LEAVE_DECISION,
    '/reopenRequest': [
      ...TAUGHT,
      'lecture.noRequest',
      'lecture.resubmittedSoDecideThat',
      'lecture.nothingToReopen',
      'leaveRule.dateHeldAgain',
      'lecture.requestReopened',
    ],
  },
  'instructor-app roster': {
    '/courseRoster': TAUGHT,
    '/courseAbsences': TAUGHT,
    '/courseAbsentees': TAUGHT,
    '/courseCalendar': [...TAUGHT, 'lecture.holiday', 'lecture.cancelled'],
    '/courseRegister': TAUGHT,
    '/attendanceRegister': TAUGHT,
    '/attendanceRegisterFile': TAUGHT,
  },
  'instructor-app attendance': { '/rollsToTake': TAUGHT, ...ROLL },
  'instructor-app courses': {
    '/courseTimetable': TAUGHT,
    '/cancelLecture': [...TAUGHT, 'lecture.noTimetable', 'lecture.noLectureToCancel', 'lecture.lectureCancelledDone'],
    '/addLecture': [
      ...TAUGHT,
      'lecture.noTimetable',
      'lecture.lectureExists',
      'lecture.extraOutsideTerm',
      'lecture.extraLectureAdded',
    ],
    '/removeLectureChange': [...TAUGHT, 'lecture.noLectureChange', 'lecture.lectureChangeRemoved'],
  },
  'instructor-app absences by week': { '/absencesByWeek': [] },
  'admin-app': {
    ...SHARED_VIEWS,
    ...admin({
      ...ROLL,
      '/adminOverview': [],
      '/health': [],
      '/courses': [],
      '/courseList': [],
      '/exportCourses': [],
      '/instructors': [],
      '/exportInstructors': [],
      '/students': [],
      '/exportStudents': [],
      '/allLeaves': [],
      '/exportLeaves': [],
      '/auditEvents': [],
      '/exportAuditEvents': [],
      '/leaveByWeek': [],
      '/account': ['api.noAccount'],
      '/resetPassword': ['api.noAccount', 'api.passwordResetDone', ...STEP_UP],
      '/setAccountActive': ['api.noAccount', 'api.accountActiveSet', 'api.accountAlready', ...STEP_UP],
      '/addCourse': [
        'api.courseAdded',
        'api.courseExists',
        'api.noInstructor',
        'lecture.noTerm',
        'lecture.timetableNeedsTerm',
      ],
      '/editCourse': [
        'api.noCourse',
        'api.courseEdited',
        'api.courseUnchanged',
        'api.noInstructor',
        'lecture.totalFromTimetable',
      ],
      '/setLeaveLimit': ['api.noCourse', 'api.leaveLimitSet'],
      '/studentLookup': ['api.noStudent'],
      '/addStudentToCourse': [
        'api.noCourse',
        'api.noStudent',
        'api.studentNameMismatch',
        'api.alreadyEnrolled',
        'api.enrolled',
      ],
      '/courseEnrolments': ['api.noCourse'],
      '/exportCourseEnrolments': ['api.noCourse'],
      '/removeEnrolment': ['api.noCourse', 'api.noStudent', 'api.notEnrolledIn', 'api.unenrolled'],
      '/importStudents': [...IMPORT, ...STEP_UP, 'api.importPreviewed', 'api.importApplied', ...STUDENT_ROW_CODES],
      '/importEnrolments': [
        ...IMPORT,
        ...STEP_UP,
        'api.importPreviewed',
        'api.enrolmentsImported',
        ...ENROLMENT_ROW_CODES,
      ],
      '/importRollMarks': [
        ...IMPORT,
        ...STEP_UP,
        ...ROLL_MARK_ROW_CODES,
        'rollImport.reasonsNeeded',
        'rollImport.previewed',
        'rollImport.imported',
      ],
      '/leaveKinds': [],
      '/addLeaveKind': ['leaveKind.leaveKindExists', 'leaveKind.leaveKindAdded'],
      '/editLeaveKind': ['leaveKind.noLeaveKind', 'leaveKind.leaveKindExists', 'leaveKind.leaveKindSaved'],
      '/attendanceRules': [],
      '/saveAttendanceRules': ['roll.rulesSaved'],
      '/signInOptions': [],
      '/setSignInOptions': ['api.singleSignOnOff'],
      '/twoFactor': [],
      '/startTwoFactor': ['api.twoFactorAlreadyOn'],
      '/confirmTwoFactor': [
        'api.twoFactorAlreadyOn',
        'api.twoFactorNotStarted',
        'api.secondFactorWrong',
        'api.twoFactorEnabled',
      ],
      '/disableTwoFactor': [
        'api.twoFactorNotOn',
        'api.twoFactorStillRequired',
        'api.secondFactorWrong',
        'api.twoFactorDisabled',
      ],
      '/terms': [],
      '/addTerm': ['lecture.termNameTaken', 'lecture.termsOverlap', 'lecture.termAdded'],
      '/editTerm': [
        'lecture.noTerm',
        'lecture.termNameTaken',
        'lecture.termsOverlap',
        'lecture.termLeavesHolidaysOut',
        'lecture.termEdited',
      ],
      '/removeTerm': ['lecture.noTerm', 'lecture.termInUse', 'lecture.termRemoved'],
      '/holidays': ['lecture.noTerm'],
      '/addHoliday': [
        'lecture.noTerm',
        'lecture.holidayNotInTerm',
        'lecture.holidayExists',
        'lecture.tooManyHolidays',
        'lecture.holidayAdded',
      ],
      '/removeHoliday': ['lecture.noHoliday', 'lecture.holidayRemoved'],
      '/importHolidays': [
        'lecture.noTerm',
        'lecture.icsNoEvents',
        'lecture.icsUnreadable',
        'api.importTooManyRows',
        'lecture.holidaysPreviewed',
        'lecture.holidaysImported',
        ...HOLIDAY_ROW_CODES,
      ],
      '/publicHolidays': ['lecture.noTerm', 'lecture.unknownCountry'],
      '/courseTimetable': ['api.noCourse'],
      '/setTimetable': [
        'api.noCourse',
        'lecture.noTerm',
        'lecture.timetableNeedsTerm',
        'lecture.noLecturesLeft',
        'lecture.timetableSet',
        'lecture.timetableCleared',
      ],
      '/copyTimetables': [
        'lecture.noTerm',
        'lecture.copyToSameTerm',
        'lecture.timetablesCopied',
        // A course that stayed, and why.
        'api.noCourse',
        'lecture.noLecturesLeft',
      ],
      '/importTimetables': [
        ...IMPORT,
        'lecture.noTerm',
        'lecture.timetablesPreviewed',
        'lecture.timetablesImported',
        ...TIMETABLE_ROW_CODES,
      ],
      '/removeLectureChange': ['lecture.noLectureChange', 'lecture.lectureChangeRemoved'],
    }),
  },
};

/** The codes of every call an app's views make, for `npm run words:missing`. */
export const viewCodesOf = (app: string): string[] => Object.values(VIEW_REFUSALS[app] ?? {}).flat();
