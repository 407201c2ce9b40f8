import { semesterOf } from '@leave/contract';
import type { Leave, LeaveStatus } from '@leave/contract';
import type { CourseRecord, DbState, EnrollmentRecord, UserRecord } from './records';

/** Demo passwords, listed in the README. */
export const DEMO_PASSWORDS = { admin: 'admin123', instructor: 'teacher123', student: 'student123' } as const;

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

/**
 * Demo data relative to `today`, so the calendar always has leave in this month and the last,
 * in every status.
 */
export function buildSeed(today: Date = new Date()): DbState {
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = (monthOffset: number, dayOfMonth: number) => {
    const date = new Date(year, month + monthOffset, dayOfMonth);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };

  const users: UserRecord[] = [
    { user_id: 1, role: 'admin', passwd: DEMO_PASSWORDS.admin, name: 'Admin', dept: 'Administration' },
    {
      user_id: 501,
      role: 'course instructor',
      passwd: DEMO_PASSWORDS.instructor,
      name: 'Dr. Meera Iyer',
      dept: 'Computer Science',
    },
    {
      user_id: 502,
      role: 'course instructor',
      passwd: DEMO_PASSWORDS.instructor,
      name: 'Dr. Arjun Rao',
      dept: 'Mathematics',
    },
    ...STUDENTS.map(([user_id, name, branch, stream, joining_year]) => ({
      user_id,
      role: 'student' as const,
      passwd: DEMO_PASSWORDS.student,
      name,
      branch,
      stream,
      joining_year,
    })),
  ];

  const semester = { semester_type: semesterOf(today), semester_year: year };
  const courses: CourseRecord[] = [
    {
      course_code: 'CS101',
      course_title: 'Introduction to Programming',
      instructor_id: 501,
      total_lectures: 40,
      ...semester,
    },
    { course_code: 'CS201', course_title: 'Data Structures', instructor_id: 501, total_lectures: 36, ...semester },
    { course_code: 'MA101', course_title: 'Calculus', instructor_id: 502, total_lectures: 40, ...semester },
    { course_code: 'MA201', course_title: 'Linear Algebra', instructor_id: 502, total_lectures: 32, ...semester },
  ];

  const enrollments: EnrollmentRecord[] = Object.entries(ENROLMENTS).flatMap(([course_code, rolls]) =>
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
  const leaves: Leave[] = leaveRows.map(([user_id, leave_date, course_code, reason, status], index) => ({
    leave_id: index + 1,
    leave_date,
    reason,
    user_id,
    user_role: 'student',
    status,
    course_code,
  }));

  return { users, courses, enrollments, leaves };
}
