/**
 * How the web apps say a timetable and a request: a lecture's line, a day's lectures, what needed
 * no leave, a request's dates and its counts. Words only, from calendar dates (never instants).
 */
import { LEAVE_STATUSES } from '@leave/contract';
import type { HolidayDay, IsoDate, Lecture, NoLecture, RefusedLeave, RequestCourse } from '@leave/contract';
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

/** The holiday's name when `message` says that `date` is a holiday (the domain's own words), else null. */
export function holidayNameIn(message: string, date: IsoDate): string | null {
  const prefix = holidayMessage(date, '');
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

/**
 * What needed no leave in a request, one line per date: "Wed, 2 Dec 2026: holiday (Founders'
 * Day)", or the server's own words ("Mon, 30 Nov 2026: CS201 does not meet on Mondays"), each
 * reason once.
 */
export function noLectureLines(noLecture: RefusedLeave[], dates: DateFormat): Array<{ date: IsoDate; text: string }> {
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
    .map(([date, whys]) => ({ date, text: `${dates.date(date)}: ${whys.join('; ')}` }));
}

/** A request's name: its reason and dates in the school's format, "Sick, Tue, 1 Dec – Thu, 3 Dec 2026". */
export const requestTitle = (request: { reason: string; from_date: IsoDate; to_date: IsoDate }, dates: DateFormat) =>
  `${request.reason}, ${dates.range(request.from_date, request.to_date)}`;

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
