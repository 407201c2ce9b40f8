/**
 * The demo's rolls: every lecture of a demo course before the school's today has had its roll
 * taken by the course's instructor (today's is still to take). Most students were present; a few
 * were absent without leave or late, the demo student (1001) absent once in CS201 and nowhere
 * else. A roll keeps its exceptions only, so a lecture where everyone came is a roll without marks.
 * The roll agrees with the demo's leave: a student with leave on a lecture (accepted: on leave;
 * pending: its decision will say; rejected: they came) has no mark there.
 */
import type { IsoDate, RollMark } from '@leave/contract';
import { termLectures } from '@leave/domain';
import type { CourseCalendar, EnrollmentRecord, LeaveRecord } from '@leave/domain';

/** A lecture's roll as the seed loads it: its exceptions only, everyone else present. */
export interface DemoRoll {
  course_code: string;
  date: IsoDate;
  marks: Array<{ roll_no: number; mark: RollMark }>;
}

/**
 * Each exception: the student, the course, the mark, and which lecture before today it falls on
 * (1 is the latest). A student with leave on that lecture is marked on the one before it instead.
 * CS101 keeps its latest lecture plain, and 1001 has no mark in CS101, where the seed's own
 * figures for them (2 lectures on accepted leave, 1 pending) are the whole story.
 */
const EXCEPTIONS: Array<[rollNo: number, course: string, mark: RollMark, lecturesBack: number]> = [
  [1003, 'CS101', 'absent', 3],
  [1003, 'CS101', 'absent', 10],
  [1006, 'CS101', 'absent', 6],
  [1008, 'CS101', 'late', 2],
  [1008, 'CS101', 'late', 5],
  [1008, 'CS101', 'late', 13],
  [1002, 'CS101', 'late', 8],
  [1001, 'CS201', 'absent', 2],
  [1003, 'CS201', 'absent', 5],
  [1002, 'CS201', 'late', 3],
  [1004, 'CS201', 'late', 7],
  [1009, 'MA101', 'absent', 2],
  [1009, 'MA101', 'absent', 9],
  [1010, 'MA101', 'absent', 5],
  [1007, 'MA101', 'late', 1],
  [1006, 'MA101', 'late', 4],
  [1006, 'MA101', 'late', 11],
  [1008, 'MA201', 'absent', 1],
  [1006, 'MA201', 'absent', 6],
  [1010, 'MA201', 'late', 3],
];

/** The dates of a course's lectures before `today`, oldest first: the lectures whose roll is taken. */
export const lecturesBefore = (calendar: CourseCalendar, today: IsoDate): IsoDate[] =>
  termLectures(calendar)
    .map((lecture) => lecture.date)
    .filter((date) => date < today);

/**
 * The demo's rolls for these courses' calendars, up to the day before `today`, with the
 * exceptions above that fall on an enrolled student and a lecture held (the same every run).
 */
export function demoRolls(
  calendars: CourseCalendar[],
  enrollments: EnrollmentRecord[],
  leaves: LeaveRecord[],
  today: IsoDate,
): DemoRoll[] {
  const rolls = calendars.flatMap((calendar) =>
    lecturesBefore(calendar, today).map((date): DemoRoll => ({ course_code: calendar.course_code, date, marks: [] })),
  );
  const rollOn = new Map(rolls.map((roll) => [`${roll.course_code}|${roll.date}`, roll]));
  const enrolled = new Set(enrollments.map((e) => `${e.course_code}|${e.roll_no}`));
  const leaveOn = new Set(leaves.map((l) => `${l.course_code}|${l.roll_no}|${l.leave_date}`));
  for (const [rollNo, course, mark, back] of EXCEPTIONS) {
    const calendar = calendars.find((c) => c.course_code === course);
    if (!calendar || !enrolled.has(`${course}|${rollNo}`)) continue;
    const dates = lecturesBefore(calendar, today);
    // Back from the chosen lecture to the first one without the student's leave or another mark.
    for (let index = dates.length - back; index >= 0; index -= 1) {
      const roll = rollOn.get(`${course}|${dates[index]}`)!;
      if (leaveOn.has(`${course}|${rollNo}|${roll.date}`) || roll.marks.some((m) => m.roll_no === rollNo)) continue;
      roll.marks.push({ roll_no: rollNo, mark });
      break;
    }
  }
  for (const roll of rolls) roll.marks.sort((a, b) => a.roll_no - b.roll_no);
  return rolls;
}
