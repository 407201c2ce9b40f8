import { addDays, monthOf } from './dates';
import type { IsoDate, Role } from './types';

/**
 * Every call each screen's first view and each action makes, as who, by screen: what `npm run
 * bench` measures (scripts/benchScreens.ts), one call after another, with the arguments the
 * screens ask with. Its tests (web-kit/src/firstViews/screenCalls.test.ts) hold each dashboard's
 * first view to the page's early-start list (`firstViewRequests`), and fail when a remote's RTK
 * Query endpoint calls a path that neither a screen here nor `NOT_MEASURED` names.
 */

/** Who and what the calls are made for: one of each role, a course they share, a lecture of it. */
export interface ScreenPeople {
  student: number;
  instructor: number;
  admin: number;
  course: string;
  /** The school's today. */
  today: IsoDate;
  /** A lecture of `course` before today (its roll is taken). */
  lecture: IsoDate;
  /** The dates the student's calendar first shows (today's month, whole weeks): web-kit's `studentFirstWindow`. */
  shown: { from: IsoDate; to: IsoDate };
}

export interface ScreenCall {
  method: 'GET' | 'POST';
  path: string;
  params?: Record<string, string | number>;
}

export interface Screen {
  /** The screen (or action) as people call it. */
  name: string;
  role: Role;
  /** A first view's reads, or an action's write (the bench prepares a write's bodies itself). */
  kind: 'view' | 'write';
  calls: ScreenCall[];
}

const get = (path: string, params?: ScreenCall['params']): ScreenCall => ({
  method: 'GET',
  path,
  ...(params ? { params } : {}),
});
const post = (path: string): ScreenCall => ({ method: 'POST', path });

/** The top bar's bell (every dashboard's): its unread count, as web-kit's BELL_QUERY. */
const bell = (): ScreenCall => get('/notifications', { page: 1, page_size: 1 });

/**
 * Each dashboard's first view as the page's early start asks for it (web-kit's
 * `firstViewRequests`, which screenCalls.test.ts holds these to): the shell's session check with
 * it, and for the instructor a course's first pending page once their courses are known.
 */
function firstView(role: Role, people: ScreenPeople): ScreenCall[] {
  const { student, instructor, course, shown } = people;
  if (role === 'student') {
    return [
      get('/session'),
      get('/studentData', { user_id: student, ...shown }),
      get('/myTimetable', { user_id: student, ...shown }),
      get('/leavePolicy'),
      get('/leaveKinds', { page_size: 100 }),
      bell(),
    ];
  }
  if (role === 'course instructor') {
    return [
      get('/session'),
      get('/instructorData', { user_id: instructor }),
      get('/pendingRequests', { course_code: course, page: 1 }),
      get('/decisionPolicy'),
      bell(),
    ];
  }
  return [get('/session'), get('/twoFactor'), get('/adminOverview'), bell()];
}

const monday = (day: IsoDate): IsoDate => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const page1 = { page: 1, page_size: 20 } as const;

/** Every screen's calls, for these people. */
export function screenCalls(people: ScreenPeople): Screen[] {
  const { student, course, today, lecture } = people;
  const week = { from: monday(today), to: addDays(monday(today), 6) };
  return [
    { name: 'Student: dashboard', role: 'student', kind: 'view', calls: firstView('student', people) },
    {
      name: 'Student: My Requests',
      role: 'student',
      kind: 'view',
      calls: [get('/myRequests', { user_id: student, ...page1 })],
    },
    {
      name: 'Student: My Timetable',
      role: 'student',
      kind: 'view',
      calls: [get('/myTimetable', { user_id: student, ...week })],
    },
    { name: 'Student: My Progress', role: 'student', kind: 'view', calls: [get('/myProgress', { user_id: student })] },
    {
      name: "Student: the month's attendance on the calendar",
      role: 'student',
      kind: 'view',
      calls: [
        get('/myAttendance', {
          from: `${monthOf(today)}-01`,
          to: addDays(`${monthOf(addDays(`${monthOf(today)}-28`, 7))}-01`, -1),
        }),
      ],
    },
    {
      name: "Student: a day's leave opened",
      role: 'student',
      kind: 'view',
      calls: [get('/myLeaves', { user_id: student, from: today, to: today }), get('/leavePolicy')],
    },
    {
      name: 'Student: notifications',
      role: 'student',
      kind: 'view',
      calls: [get('/notifications', { page: 1, page_size: 20 })],
    },
    {
      name: 'Instructor: Pending Requests',
      role: 'course instructor',
      kind: 'view',
      calls: firstView('course instructor', people),
    },
    { name: 'Instructor: History', role: 'course instructor', kind: 'view', calls: [get('/decidedLeaves', page1)] },
    {
      name: 'Instructor: Roster',
      role: 'course instructor',
      kind: 'view',
      calls: [get('/courseRoster', { course_code: course, page: 1, page_size: 50 })],
    },
    {
      name: 'Instructor: absence calendar',
      role: 'course instructor',
      kind: 'view',
      calls: [
        get('/courseAbsences', { course_code: course, month: monthOf(today) }),
        get('/courseAbsentees', { course_code: course, date: lecture, page: 1 }),
      ],
    },
    { name: 'Instructor: Absences by Week', role: 'course instructor', kind: 'view', calls: [get('/absencesByWeek')] },
    {
      name: 'Instructor: View Courses',
      role: 'course instructor',
      kind: 'view',
      calls: [
        get('/courseTimetable', { course_code: course }),
        get('/courseCalendar', { course_code: course, ...week }),
      ],
    },
    {
      name: 'Instructor: Attendance (lectures to take, a lecture roll)',
      role: 'course instructor',
      kind: 'view',
      calls: [
        get('/rollsToTake', { page: 1, page_size: 20 }),
        get('/lectureRoll', { course_code: course, date: lecture }),
      ],
    },
    {
      name: "Instructor: a course's register",
      role: 'course instructor',
      kind: 'view',
      calls: [get('/attendanceRegister', { course_code: course, page: 1 })],
    },
    { name: 'Admin: Overview', role: 'admin', kind: 'view', calls: firstView('admin', people) },
    {
      name: 'Admin: All Leave',
      role: 'admin',
      kind: 'view',
      calls: [get('/allLeaves', page1), get('/courses', { page: 1, page_size: 100 })],
    },
    { name: 'Admin: Audit Trail', role: 'admin', kind: 'view', calls: [get('/auditEvents', page1)] },
    { name: 'Admin: Leave by Week', role: 'admin', kind: 'view', calls: [get('/leaveByWeek')] },
    {
      name: 'Admin: the lists',
      role: 'admin',
      kind: 'view',
      calls: [
        get('/students', page1),
        get('/courseList', page1),
        get('/instructors', page1),
        get('/courseEnrolments', { course_code: course, page: 1, page_size: 20 }),
        get('/terms', page1),
        get('/holidays', { term_id: 1, page: 1, page_size: 20 }),
        get('/leaveKinds', page1),
        get('/attendanceRules'),
      ],
    },
    {
      name: 'Student: a range request over several courses',
      role: 'student',
      kind: 'write',
      calls: [post('/applyLeave')],
    },
    { name: 'Student: withdraw a request', role: 'student', kind: 'write', calls: [post('/withdrawRequest')] },
    {
      name: 'Instructor: a bulk decision (one call a request)',
      role: 'course instructor',
      kind: 'write',
      calls: [post('/decideRequest')],
    },
    {
      name: "Instructor: saving a lecture's roll",
      role: 'course instructor',
      kind: 'write',
      calls: [post('/saveRoll')],
    },
  ];
}

/**
 * The paths a remote's endpoints call that the bench does not time, and why: what no first view
 * reads and no frequent action writes (settings, one-off administration, the account's own
 * security), and what other parts of `npm run bench` time on their own.
 */
export const NOT_MEASURED: Record<string, string> = {};
const reason = (why: string, paths: string[]) => {
  for (const path of paths) NOT_MEASURED[path] = why;
};
reason('a download of a whole list or register, measured by the export tests at scale', [
  '/exportCourseEnrolments',
  '/exportCourses',
  '/exportInstructors',
  '/exportStudents',
  '/exportLeaves',
  '/exportAuditEvents',
  '/courseRegister',
  '/attendanceRegisterFile',
]);
reason('an import: `npm run bench` times the students import and the roll marks preview on their own', [
  '/importStudents',
  '/importEnrolments',
  '/importHolidays',
  '/importTimetables',
  '/importRollMarks',
]);
reason('a document upload: timed on its own (`npm run bench -- --uploads`)', ['/attachDocuments']);
reason("the school's setup by the admin, a few times a term", [
  '/addLeaveKind',
  '/editLeaveKind',
  '/addCourse',
  '/editCourse',
  '/setLeaveLimit',
  '/addStudentToCourse',
  '/removeEnrolment',
  '/addTerm',
  '/editTerm',
  '/removeTerm',
  '/addHoliday',
  '/removeHoliday',
  '/publicHolidays',
  '/setTimetable',
  '/copyTimetables',
  '/saveAttendanceRules',
  '/signInOptions',
  '/setSignInOptions',
]);
reason("one account's administration or security, not a screen's reads", [
  '/studentLookup',
  '/account',
  '/resetPassword',
  '/setAccountActive',
  '/changePassword',
  '/startTwoFactor',
  '/confirmTwoFactor',
  '/disableTwoFactor',
  '/signedInDevices',
  '/signOutDevice',
  '/signOutEverywhere',
  '/calendarFeed',
  '/createCalendarFeed',
  '/revokeCalendarFeed',
  '/notificationSettings',
  '/saveNotificationSettings',
  '/readNotifications',
  '/health',
]);
reason('the sign-in page: a password check is slow on purpose (its hash), and is throttled', [
  '/userVerify',
  '/singleSignOnStatus',
  '/addUser',
]);
reason("a lecture's one-off change, a leave's single-lecture decision or a rare action", [
  '/cancelLecture',
  '/addLecture',
  '/removeLectureChange',
  '/addLeave',
  '/previewLeave',
  '/withdrawLeave',
  '/cancelLeave',
  '/resubmitRequest',
  '/reopenRequest',
  '/approveLeave',
  '/rejectLeave',
  '/revokeLeave',
  '/askForDocument',
  '/requestDocuments',
]);

/** The paths the screens' list names. */
export const measuredPaths = (people: ScreenPeople): Set<string> =>
  new Set(screenCalls(people).flatMap((screen) => screen.calls.map((call) => call.path)));
