/**
 * How the web apps say a timetable: a lecture's line, a day's lectures (a request's words are in
 * requestWords.ts). Words only, from calendar dates (never instants).
 */
import type { HolidayDay, IsoDate, Lecture, NoLecture } from '@leave/contract';
import type { DateFormat } from './dateFormat';
import { holidayMessage } from './dayWords';

/** "1 lecture", "3 lectures". */
export const lectureCount = (n: number) => `${n} ${n === 1 ? 'lecture' : 'lectures'}`;

/** "CS101 09:00-10:00, A-101"; an extra lecture says so; a lecture without times is the course alone. */
export function lectureLine(lecture: Pick<Lecture, 'course_code' | 'start' | 'end' | 'room' | 'extra'>): string {
  const times = lecture.start && lecture.end ? ` ${lecture.start}-${lecture.end}` : '';
  const room = lecture.room ? `, ${lecture.room}` : '';
  return `${lecture.course_code}${times}${room}${lecture.extra ? ' (extra lecture)' : ''}`;
}

export const timetableWords = {
  /** Before why a course has no lecture on a day: "No lecture: 2 Dec is a holiday: Founders' Day". */
  noLecture: (why: string) => `No lecture: ${why}`,
  untimetabled: (code: string) => `${code} has no timetable: every date counts as one of its lectures`,
  nothingOnDay: 'None of your courses has a lecture on this day',
  /** A leave whose date has no lecture any more: the server's reason follows. */
  leaveNotCounted: (code: string, why: string) => `Your leave in ${code}: ${why}`,
  timetableNotLoaded: 'Your timetable could not be loaded.',
  /** "Week of Mon, 30 Nov – Sun, 6 Dec 2026", in the school's format. */
  week: (monday: IsoDate, sunday: IsoDate, dates: DateFormat) => `Week of ${dates.range(monday, sunday)}`,
} as const;

/** One line of what a day holds for a student: a lecture, a holiday, a lecture not held, a course without a timetable. */
export interface DayLine {
  kind: 'holiday' | 'lecture' | 'cancelled' | 'untimetabled';
  /** The course it is about (none for a holiday). */
  course_code: string | null;
  text: string;
}

/**
 * What a window of the timetable says about one date, holiday first, then the lectures by time,
 * the lectures not held, and the courses without a timetable. A holiday is said once, not once
 * per course that would have met.
 */
export function dayLines(
  window: { lectures: Lecture[]; holidays: HolidayDay[]; cancelled: NoLecture[]; untimetabled: string[] },
  date: IsoDate,
): DayLine[] {
  const holidays = [...new Set(window.holidays.filter((h) => h.date === date).map((h) => h.name))];
  const holidayTexts = holidays.map((name) => holidayMessage(date, name));
  return [
    ...holidayTexts.map((why) => ({
      kind: 'holiday' as const,
      course_code: null,
      text: timetableWords.noLecture(why),
    })),
    ...window.lectures
      .filter((lecture) => lecture.date === date)
      .map((lecture) => ({ kind: 'lecture' as const, course_code: lecture.course_code, text: lectureLine(lecture) })),
    ...window.cancelled
      .filter((missed) => missed.date === date && !holidayTexts.includes(missed.message))
      .map((missed) => ({
        kind: 'cancelled' as const,
        course_code: missed.course_code,
        text: timetableWords.noLecture(missed.message),
      })),
    ...window.untimetabled.map((code) => ({
      kind: 'untimetabled' as const,
      course_code: code,
      text: timetableWords.untimetabled(code),
    })),
  ];
}
