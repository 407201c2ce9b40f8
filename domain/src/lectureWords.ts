/**
 * How the web apps say a timetable and a request: a lecture's line, a day's lectures, what needed
 * no leave, a request's dates and its counts. Words only, from calendar dates (never instants).
 */
import { LEAVE_STATUSES } from '@leave/contract';
import type { HolidayDay, IsoDate, Lecture, NoLecture, RefusedLeave, RequestCourse } from '@leave/contract';
import { dayAndMonth, dayMonthYear, lectureMessages } from './lectureMessages';
import { weekdayOf } from './lectures';

/** "1 lecture", "3 lectures". */
export const lectureCount = (n: number) => `${n} ${n === 1 ? 'lecture' : 'lectures'}`;

/** "Wednesday 2 Dec". */
export const weekdayAndDay = (date: IsoDate) => `${weekdayOf(date)} ${dayAndMonth(date)}`;

/** "1 Dec", "1 to 3 Dec", "30 Nov to 2 Dec", "30 Dec 2026 to 2 Jan 2027". */
export function dateSpan(from: IsoDate, to: IsoDate): string {
  if (from === to) return dayAndMonth(from);
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${dayMonthYear(from)} to ${dayMonthYear(to)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))} to ${dayAndMonth(to)}`;
  return `${dayAndMonth(from)} to ${dayAndMonth(to)}`;
}

/** "CS101 09:00-10:00, A-101"; an extra lecture says so; a lecture without times is the course alone. */
export function lectureLine(lecture: Pick<Lecture, 'course_code' | 'start' | 'end' | 'room' | 'extra'>): string {
  const times = lecture.start && lecture.end ? ` ${lecture.start}-${lecture.end}` : '';
  const room = lecture.room ? `, ${lecture.room}` : '';
  return `${lecture.course_code}${times}${room}${lecture.extra ? ' (extra lecture)' : ''}`;
}

/** The holiday's name when `message` says that `date` is a holiday (the domain's own words), else null. */
export function holidayNameIn(message: string, date: IsoDate): string | null {
  const prefix = lectureMessages.holiday(date, '');
  return message.startsWith(prefix) ? message.slice(prefix.length) : null;
}

export const timetableWords = {
  /** Before why a course has no lecture on a day: "No lecture: 2 Dec is a holiday: Founders' Day". */
  noLecture: (why: string) => `No lecture: ${why}`,
  untimetabled: (code: string) => `${code} has no timetable: every date counts as one of its lectures`,
  nothingOnDay: 'None of your courses has a lecture on this day',
  /** A leave whose date has no lecture any more: the server's reason follows. */
  leaveNotCounted: (code: string, why: string) => `Your leave in ${code}: ${why}`,
  timetableNotLoaded: 'Your timetable could not be loaded.',
  /** "Week of 30 Nov to 6 Dec 2026" (a span across a new year names both years already). */
  week: (monday: IsoDate, sunday: IsoDate) =>
    `Week of ${dateSpan(monday, sunday)}${monday.slice(0, 4) === sunday.slice(0, 4) ? ` ${sunday.slice(0, 4)}` : ''}`,
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
  const holidayTexts = holidays.map((name) => lectureMessages.holiday(date, name));
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

/**
 * What needed no leave in a request, one line per date: "Wednesday 2 Dec: holiday (Founders'
 * Day)", or the server's own words ("Monday 30 Nov: CS201 does not meet on Mondays"), each
 * reason once.
 */
export function noLectureLines(noLecture: RefusedLeave[]): Array<{ date: IsoDate; text: string }> {
  const byDate = new Map<IsoDate, string[]>();
  for (const { leave_date: date, message } of noLecture) {
    const holiday = holidayNameIn(message, date);
    const why = holiday === null ? message : `holiday (${holiday})`;
    const whys = byDate.get(date) ?? [];
    if (!whys.includes(why)) whys.push(why);
    byDate.set(date, whys);
  }
  return [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, whys]) => ({ date, text: `${weekdayAndDay(date)}: ${whys.join('; ')}` }));
}

/** A request's name: its reason and dates, "Sick, 1 to 3 Dec". */
export const requestTitle = (request: { reason: string; from_date: IsoDate; to_date: IsoDate }) =>
  `${request.reason}, ${dateSpan(request.from_date, request.to_date)}`;

/**
 * A course's part of a request in counts: "CS101 2 lectures accepted", "CS201 1 pending, 1
 * withdrawn", with how many no longer count. The first count says "lecture(s)" when asked.
 */
export function courseCounts(course: RequestCourse, withUnit = true): string {
  const parts = LEAVE_STATUSES.flatMap((status) => {
    const n = course.statuses[status] ?? 0;
    return n > 0 ? [{ n, status }] : [];
  }).map(({ n, status }, index) => `${index === 0 && withUnit ? lectureCount(n) : n} ${status}`);
  const notCounted = course.not_counted.length;
  const note = notCounted ? ` (${notCounted} no longer ${notCounted === 1 ? 'counts' : 'count'})` : '';
  return `${course.course_code} ${parts.join(', ')}${note}`;
}

/** A request's counts, course by course: "CS101 2 lectures accepted, CS201 1 pending". */
export const requestCounts = (courses: RequestCourse[]) =>
  courses.map((course, index) => courseCounts(course, index === 0)).join(', ');

/** How many leaves of a course's part (or of the whole request) are still pending. */
export const pendingIn = (courses: RequestCourse[]) =>
  courses.reduce((sum, course) => sum + (course.statuses.pending ?? 0), 0);
