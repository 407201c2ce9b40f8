/**
 * A corpus of bad input for every endpoint that reads input, on every backend: each case is
 * refused with 400 (naming the field when one field is at fault), 413 or 415; never a 5xx,
 * never accepted, and nothing stored changes.
 */
import { demoTotalLectures, leaveFor, lectureAfter, newStudent, useBackend } from '@leave/test-kit';
import type { ApiClient } from '@leave/test-kit';

const { as } = useBackend();

type Caller = 'anonymous' | 'student' | 'instructor' | 'admin';
const client = (who: Caller): Promise<ApiClient> | ApiClient =>
  who === 'anonymous'
    ? as.anonymous()
    : who === 'student'
      ? as.student(1001)
      : who === 'instructor'
        ? as.instructor(501)
        : as.admin();

interface Target {
  who: Caller;
  path: string;
  /** A valid body: each case spoils one field of it. */
  body: Record<string, unknown>;
  /** Fields that may be left out. */
  optional?: string[];
  /** Fields that take any text (passwords): hidden characters are allowed there. */
  anyText?: string[];
  /** Optional text fields where blank text is the same as leaving them out. */
  blankMeansAbsent?: string[];
}

const TARGETS: Target[] = [
  {
    who: 'anonymous',
    path: '/userVerify',
    body: { user_id: 1001, passwd: 'student123', role: 'student', otp: '123456' },
    optional: ['otp'],
    anyText: ['passwd'],
  },
  // The admin's second factor: a wrong code is not bad input, a code that cannot be one is.
  { who: 'admin', path: '/confirmTwoFactor', body: { otp: '123456' } },
  { who: 'admin', path: '/disableTwoFactor', body: { otp: '123456' } },
  { who: 'anonymous', path: '/addUser', body: newStudent(4001), anyText: ['passwd'] },
  { who: 'student', path: '/addLeave', body: leaveFor(1001, lectureAfter('CS101', 12)) },
  { who: 'instructor', path: '/approveLeave', body: { leave_id: 4 } },
  { who: 'instructor', path: '/rejectLeave', body: { leave_id: 4 } },
  {
    who: 'admin',
    path: '/addCourse',
    body: {
      courseCode: 'BAD1',
      courseTitle: 'Bad',
      instructorId: 501,
      semesterType: 'Autumn',
      semesterYear: 2026,
      totalLectures: 40,
    },
    optional: ['semesterType', 'semesterYear', 'totalLectures'],
  },
  {
    who: 'admin',
    path: '/addStudentToCourse',
    body: { courseCode: 'MA101', studentName: 'Aarav Sharma', studentId: 1001 },
    optional: ['studentName'],
    blankMeansAbsent: ['studentName'],
  },
  {
    who: 'admin',
    path: '/editCourse',
    body: {
      courseCode: 'MA201',
      courseTitle: 'Bad',
      instructorId: 501,
      semesterType: 'Autumn',
      semesterYear: 2026,
      // A timetabled course's total is its lectures': any other is refused.
      totalLectures: demoTotalLectures('MA201'),
    },
  },
  // The school's term (each valid body is never sent: every case spoils one of its fields).
  { who: 'admin', path: '/addTerm', body: { name: 'Bad term', first_day: '2040-01-02', last_day: '2040-02-01' } },
  {
    who: 'admin',
    path: '/editTerm',
    body: { term_id: 1, name: 'Bad term', first_day: '2040-01-02', last_day: '2040-02-01' },
  },
  { who: 'admin', path: '/removeTerm', body: { term_id: 1 } },
  {
    who: 'admin',
    path: '/addHoliday',
    body: { term_id: 1, from_date: '2040-01-02', to_date: '2040-01-02', name: 'Bad day' },
    optional: ['to_date'],
  },
  { who: 'admin', path: '/removeHoliday', body: { holiday_id: 1 } },
  { who: 'admin', path: '/cancelLecture', body: { course_code: 'CS101', date: '2040-01-02', reason: 'Bad' } },
  {
    who: 'admin',
    path: '/addLecture',
    body: { course_code: 'CS101', date: '2040-01-07', start: '10:00', end: '11:00', room: 'R1' },
    optional: ['start', 'end', 'room'],
    blankMeansAbsent: ['room'],
  },
  { who: 'admin', path: '/removeLectureChange', body: { change_id: 1 } },
  {
    who: 'student',
    path: '/withdrawRequest',
    body: { request_id: 999_999, course_code: 'CS101' },
    optional: ['course_code'],
  },
  {
    who: 'instructor',
    path: '/decideRequest',
    body: { request_id: 999_999, course_code: 'CS101', decision: 'accepted', comment: 'Fine' },
    optional: ['comment'],
    blankMeansAbsent: ['comment'],
  },
];

const TOO_LONG = 'x'.repeat(10_000);

/** Values that are wrong for a field whose valid value is `valid`. */
function badValues(field: string, valid: unknown, target: Target): unknown[] {
  const common: unknown[] = [null, [valid], { value: valid }, true];
  if (!target.optional?.includes(field)) common.push(undefined);
  if (typeof valid === 'number') return [...common, String(valid), -1, 0, 1.5, 1e12, Number.MAX_SAFE_INTEGER * 2];
  if (field === 'leave_date') {
    return [...common, 20270401, '2027-02-30', '0000-01-01', '9999-12-31', '1999-12-31', '01/04/2027', '2027-4-1'];
  }
  const blank = target.blankMeansAbsent?.includes(field) ? [] : ['', '   '];
  const text = [...common, 42, TOO_LONG, ...blank.slice(0, 1)];
  if (target.anyText?.includes(field)) return text;
  // Nothing visible, half of a character pair; tabs and line breaks where one line is asked; a formula for a name.
  const invisible = target.blankMeansAbsent?.includes(field) ? [] : ['\u200B\u200B'];
  const oneLine = ONE_LINE_FIELDS.has(field) ? ['a\tb', 'a\nb'] : [];
  const formula = target.path === '/addUser' && field === 'name' ? ["=cmd|' /C calc'!A0", '@SUM(A1)'] : [];
  return [
    ...text,
    ...blank.slice(1),
    'x\u0000y',
    'x\u202Ey',
    'a\u0007b',
    ...invisible,
    'x\uD800y',
    ...oneLine,
    ...formula,
  ];
}

/** Fields that hold one line: names, titles, a stream, a room. */
const ONE_LINE_FIELDS = new Set(['name', 'branch', 'courseTitle', 'stream', 'studentName', 'room']);

const FIELD_CASES = TARGETS.flatMap((target) =>
  Object.entries(target.body).flatMap(([field, valid]) =>
    badValues(field, valid, target).map((value) => [target.path, field, value, target] as const),
  ),
);

/** What every caller can read: the same before and after the corpus. */
async function snapshot() {
  const [student, instructor, admin] = [await as.student(1001), await as.instructor(501), await as.admin()];
  return {
    studentData: (await student.get('/studentData?user_id=1001')).body,
    leaves: (await instructor.get('/getLeaves?course_code=CS101')).body,
    instructorData: (await instructor.get('/instructorData?user_id=501')).body,
    courses: (await admin.get('/courses')).body,
    newUser: (await as.anonymous().post('/userVerify', { user_id: 4001, passwd: 'Kestrel-42', role: 'student' }))
      .status,
  };
}

let before: Awaited<ReturnType<typeof snapshot>>;
beforeAll(async () => {
  before = await snapshot();
}, 30_000);

it('has a corpus of at least 100 cases', () => {
  expect(FIELD_CASES.length + QUERY_CASES.length + BODY_CASES.length).toBeGreaterThanOrEqual(100);
});

describe('a bad field', () => {
  it.each(FIELD_CASES)('POST %s with %s = %j: 400 naming the field', async (path, field, value, target) => {
    const body = { ...target.body, [field]: value };
    if (value === undefined) delete body[field];
    const reply = await (await client(target.who)).post(path, body);
    expect({ status: reply.status, field: reply.body?.field }).toEqual({ status: 400, field });
    expect(reply.body.message).toEqual(expect.stringContaining(field));
  });
});

const QUERY_CASES: Array<[Caller, string, string]> = [
  ['student', '/studentData', ''],
  ['student', '/studentData', '?user_id='],
  ['student', '/studentData', '?user_id=abc'],
  ['student', '/studentData', '?user_id=-1'],
  ['student', '/studentData', '?user_id=1.5'],
  ['student', '/studentData', '?user_id=99999999999'],
  ['student', '/studentData', '?user_id=1001&user_id=1002'],
  ['student', '/studentData', '?user_id=%00'],
  ['instructor', '/instructorData', '?user_id=x'],
  ['instructor', '/instructorData', '?user_id=0'],
  ['instructor', '/getLeaves', ''],
  ['instructor', '/getLeaves', '?course_code='],
  ['instructor', '/getLeaves', '?course_code=CS%20101'],
  ['instructor', '/getLeaves', `?course_code=${'X'.repeat(30)}`],
  ['instructor', '/getLeaves', '?course_code=CS101&course_code=CS201'],
  ['instructor', '/getLeaves', '?course_code=%E2%80%AECS101'],
];

/** Bad queries of the school's term's calls: 400 naming the field. */
const TERM_QUERY_CASES: Array<[Caller, string, string]> = [
  ['admin', '/holidays?term_id=abc', 'term_id'],
  ['admin', '/holidays', 'term_id'],
  ['admin', '/publicHolidays?term_id=1&country=India', 'country'],
  ['admin', '/publicHolidays?term_id=1&country=IN&region=%E2%80%AE', 'region'],
  ['admin', '/courseTimetable?course_code=CS%20101', 'course_code'],
  ['admin', '/courseCalendar?course_code=CS101&from=2026-13-01&to=2026-12-31', 'from'],
  ['admin', '/courseCalendar?course_code=CS101&from=2026-12-31&to=2026-12-01', 'to'],
  ['admin', '/courseCalendar?course_code=CS101&from=2026-01-01&to=2027-12-31', 'to'],
  ['student', '/myTimetable?user_id=1001&from=2026-12-01&to=2027-03-01', 'to'],
  ['student', '/myTimetable?user_id=1001&from=2026-12-01', 'to'],
  ['student', '/myRequests?user_id=1001&status=lost', 'status'],
  ['instructor', '/pendingRequests?course_code=CS101&page=0', 'page'],
  // The charts' windows.
  ['student', '/myProgress', 'user_id'],
  ['student', '/myProgress?user_id=1001&from=2026-12-01', 'to'],
  ['student', '/myProgress?user_id=1001&to=2026-12-01', 'from'],
  ['instructor', '/absencesByWeek?from=2026-12-32&to=2027-01-31', 'from'],
  ['instructor', '/absencesByWeek?from=2026-12-01&to=2026-11-01', 'to'],
  ['admin', '/leaveByWeek?from=2026-01-01&to=2027-01-31', 'to'],
];

describe('a bad query of the term’s calls', () => {
  it.each(TERM_QUERY_CASES)('%s GET %s: 400 naming %s', async (who, path, field) => {
    const reply = await (await client(who)).get(path);
    expect({ status: reply.status, field: reply.body.field }).toEqual({ status: 400, field });
  });
});

describe('a bad query', () => {
  it.each(QUERY_CASES)('%s GET %s%s: 400', async (who, path, query) => {
    const reply = await (await client(who)).get(`${path}${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toEqual(path === '/getLeaves' ? 'course_code' : 'user_id');
  });
});

const BODY_CASES: Array<[string, string, Record<string, string>, number]> = TARGETS.flatMap((target) => [
  [target.path, 'not JSON', { 'Content-Type': 'application/json' }, 400] as [
    string,
    string,
    Record<string, string>,
    number,
  ],
  [target.path, '[1, 2]', { 'Content-Type': 'application/json' }, 400] as [
    string,
    string,
    Record<string, string>,
    number,
  ],
  [target.path, '"text"', { 'Content-Type': 'application/json' }, 400] as [
    string,
    string,
    Record<string, string>,
    number,
  ],
  [target.path, JSON.stringify(target.body), { 'Content-Type': 'text/plain' }, 415] as [
    string,
    string,
    Record<string, string>,
    number,
  ],
  // A key that would set the prototype of what the server builds from the body.
  [
    target.path,
    `{"__proto__": {"role": "admin"}, ${JSON.stringify(target.body).slice(1)}`,
    { 'Content-Type': 'application/json' },
    400,
  ] as [string, string, Record<string, string>, number],
  [
    target.path,
    JSON.stringify({ ...target.body, padding: 'x'.repeat(70 * 1024) }),
    { 'Content-Type': 'application/json' },
    413,
  ] as [string, string, Record<string, string>, number],
]);

describe('a bad body', () => {
  it.each(BODY_CASES)('POST %s with %s (%j): %i', async (path, body, headers, status) => {
    const target = TARGETS.find((t) => t.path === path)!;
    const reply = await (await client(target.who)).call('POST', path, body, headers);
    expect(reply.status).toBe(status);
    expect(reply.body.message).toEqual(expect.any(String));
  });
});

it('changed nothing anyone can see', async () => {
  expect(await snapshot()).toEqual(before);
});
