import { addDays, fromIsoDate, toIsoDate } from '@leave/contract';
import type { AttendanceRules, IsoDate, LeaveStatus, Meeting, Role, TermPayload } from '@leave/contract';
import { lectureOn, semesterOf, totalLectures } from '@leave/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from './demoAccounts';
import { demoRolls } from './demoRolls';
import type { DemoRoll } from './demoRolls';
import type {
  CourseCalendar,
  CourseRecord,
  EnrollmentRecord,
  HolidayRow,
  LeaveRecord,
  UserRecord,
} from '@leave/domain';

/** A demo user with its plain demo password: each backend stores only the hash. */
export type DemoUser = Omit<UserRecord, 'password_hash'> & { password: string };

/** A term of the demo with its holidays; its courses name it. */
export type DemoTerm = TermPayload & { holidays: HolidayRow[] };

export interface DemoSeed {
  users: DemoUser[];
  terms: DemoTerm[];
  /** Each in the demo's term (by name) with its weekly meetings, its total counted from them. */
  courses: Array<CourseRecord & { term?: string }>;
  enrollments: EnrollmentRecord[];
  leaves: LeaveRecord[];
  /** Each lecture's roll taken so far, by the course's instructor: its exceptions only. */
  rolls: DemoRoll[];
  /** The school's attendance rules, where a seed sets them (the defaults otherwise). */
  attendance_rules?: AttendanceRules;
}

const STUDENTS: Array<[number, string, string, string, number]> = [
  [1001, 'Aarav Sharma', 'Computer Science', 'B.Tech', 2024],
  [1002, 'Diya Patel', 'Computer Science', 'B.Tech', 2024],
  [1003, 'Rohan Gupta', 'Computer Science', 'B.Tech', 2023],
  [1004, 'Ananya Singh', 'Mathematics', 'B.Sc', 2024],
  [1005, 'Vikram Nair', 'Computer Science', 'B.Tech', 2023],
  [1006, 'Isha Reddy', 'Mathematics', 'B.Sc', 2023],
  [1007, 'Kabir Khan', 'Mathematics', 'B.Sc', 2024],
  [1008, 'Meera Joshi', 'Computer Science', 'B.Tech', 2024],
  [1009, 'Arjun Das', 'Mathematics', 'B.Sc', 2023],
  [1010, 'Sara Thomas', 'Mathematics', 'B.Sc', 2024],
];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const ENROLMENTS: Record<string, number[]> = {
  CS101: range(1001, 1008),
  CS201: range(1001, 1005),
  MA101: range(1004, 1010),
  MA201: [1001, ...range(1006, 1010)],
};

const meeting = (weekday: Meeting['weekday'], start: string, end: string, room: string): Meeting => ({
  weekday,
  start,
  end,
  room,
});

/** Each demo course's week: about an hour a meeting. */
export const DEMO_TIMETABLES: Record<string, Meeting[]> = {
  CS101: [
    meeting('Monday', '09:00', '10:00', 'A-101'),
    meeting('Wednesday', '09:00', '10:00', 'A-101'),
    meeting('Friday', '09:00', '10:00', 'A-101'),
  ],
  CS201: [meeting('Tuesday', '11:00', '12:00', 'B-204'), meeting('Thursday', '11:00', '12:00', 'B-204')],
  MA101: [meeting('Monday', '14:00', '15:00', 'C-12'), meeting('Thursday', '14:00', '15:00', 'C-12')],
  MA201: [meeting('Wednesday', '10:00', '11:00', 'C-14'), meeting('Friday', '10:00', '11:00', 'C-14')],
};

/** The first `weekday` (0 Sunday ... 6 Saturday) on or after a date. */
function firstWeekdayFrom(date: IsoDate, weekday: number): IsoDate {
  let day = date;
  while (fromIsoDate(day).getDay() !== weekday) day = addDays(day, 1);
  return day;
}

/**
 * The demo's term: from 90 days before `today` to 200 after (so the whole date policy window is
 * in term), with Founders' Day on the first Wednesday of next month and a week's break about
 * four months on.
 */
export function demoTerm(today: IsoDate): DemoTerm {
  const first_day = addDays(today, -90);
  const last_day = addDays(today, 200);
  const [firstYear, lastYear] = [first_day.slice(0, 4), last_day.slice(0, 4)];
  const nextMonth = toIsoDate(new Date(fromIsoDate(today).getFullYear(), fromIsoDate(today).getMonth() + 1, 1));
  const breakStart = firstWeekdayFrom(addDays(today, 120), 1);
  return {
    name: `Academic Year ${firstYear === lastYear ? firstYear : `${firstYear}-${lastYear.slice(2)}`}`,
    first_day,
    last_day,
    holidays: [
      { from_date: firstWeekdayFrom(nextMonth, 3), to_date: firstWeekdayFrom(nextMonth, 3), name: "Founders' Day" },
      { from_date: breakStart, to_date: addDays(breakStart, 4), name: 'Spring Break' },
    ],
  };
}

/** A demo course's calendar in the demo's term: what the test kits count lectures with too. */
export function demoCalendar(code: string, term: DemoTerm): CourseCalendar {
  return {
    course_code: code,
    term: { term_id: 0, name: term.name, first_day: term.first_day, last_day: term.last_day },
    holidays: term.holidays,
    meetings: DEMO_TIMETABLES[code] ?? [],
    changes: [],
  };
}

/**
 * Demo data relative to `today`, so the calendar always has leave in this month and the last,
 * in every status, each on a lecture of its course, and every lecture before today has its roll
 * (demoRolls.ts). Both backends load exactly this.
 */
export function buildDemoSeed(todayIso: IsoDate = toIsoDate(new Date())): DemoSeed {
  const today = fromIsoDate(todayIso);
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = (monthOffset: number, dayOfMonth: number) => toIsoDate(new Date(year, month + monthOffset, dayOfMonth));

  const users: DemoUser[] = [
    { ...account('admin', DEMO_ACCOUNTS.admin), dept: 'Administration' },
    { ...account('course instructor', DEMO_ACCOUNTS.instructor), dept: 'Computer Science' },
    { ...account('course instructor', { id: 502, name: 'Dr. Arjun Rao' }), dept: 'Mathematics' },
    ...STUDENTS.map(([id, name, branch, stream, joining_year]) => ({
      ...account('student', { id, name }),
      branch,
      stream,
      joining_year,
    })),
  ];

  const semester = { semester_type: semesterOf(today), semester_year: year };
  const term = demoTerm(todayIso);
  const courses: DemoSeed['courses'] = [
    { course_code: 'CS101', course_title: 'Introduction to Programming', instructor_id: 501, total_lectures: 40 },
    { course_code: 'CS201', course_title: 'Data Structures', instructor_id: 501, total_lectures: 36 },
    { course_code: 'MA101', course_title: 'Calculus', instructor_id: 502, total_lectures: 40 },
    { course_code: 'MA201', course_title: 'Linear Algebra', instructor_id: 502, total_lectures: 32 },
  ].map((course) => ({
    ...course,
    ...semester,
    term: term.name,
    meetings: DEMO_TIMETABLES[course.course_code]!,
    total_lectures: totalLectures(demoCalendar(course.course_code, term), course.total_lectures),
  }));
  /** The first lecture of a course on or after a date. */
  const lectureFrom = (code: string, date: IsoDate) => {
    let day = date;
    while ('none' in lectureOn(demoCalendar(code, term), day)) day = addDays(day, 1);
    return day;
  };

  const enrollments = Object.entries(ENROLMENTS).flatMap(([course_code, rolls]) =>
    rolls.map((roll_no) => ({ roll_no, course_code })),
  );

  const leaveRows: Array<[number, string, string, string, LeaveStatus]> = [
    [1001, day(-1, 4), 'CS101', 'Fever', 'accepted'],
    [1001, day(-1, 11), 'CS201', 'Family function', 'rejected'],
    [1001, day(-1, 18), 'CS101', 'Medical appointment', 'accepted'],
    [1001, day(0, 3), 'CS101', 'Inter-college sports meet', 'pending'],
    [1001, day(0, 10), 'CS201', 'Travelling home', 'pending'],
    [1002, day(-1, 5), 'CS101', 'Dental surgery', 'accepted'],
    [1002, day(0, 6), 'CS101', 'Sister’s wedding', 'pending'],
    [1003, day(0, 2), 'CS101', 'Hackathon', 'rejected'],
    [1004, day(-1, 12), 'MA101', 'Cold and cough', 'rejected'],
    [1004, day(0, 4), 'MA101', 'Visa interview', 'pending'],
    [1007, day(-1, 20), 'MA201', 'Migraine', 'accepted'],
    [1007, day(0, 7), 'MA101', 'Debate competition', 'pending'],
    [1009, day(0, 9), 'MA201', 'Blood donation camp', 'accepted'],
  ];
  const leaves = leaveRows.map(([roll_no, date, course_code, reason, status]) => ({
    leave_date: lectureFrom(course_code, date),
    reason,
    roll_no,
    course_code,
    status,
  }));

  const calendars = courses.map((course) => demoCalendar(course.course_code, term));
  const rolls = demoRolls(calendars, enrollments, leaves, todayIso);

  return { users, terms: [term], courses, enrollments, leaves, rolls };
}

function account(role: Role, { id, name }: { id: number; name: string }) {
  return { role, user_id: id, name, password: DEMO_PASSWORDS[role] };
}
