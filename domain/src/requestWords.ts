/**
 * How the web apps say a request: what needed no leave, its name and its counts. Apart from
 * lectureWords.ts (a day's lectures), so that the dashboard's first view, which shows a day's
 * lectures and no request, downloads these words only with the views that show a request.
 */
import { LEAVE_STATUSES } from '@leave/contract';
import type { IsoDate, RefusedLeave, RequestCourse } from '@leave/contract';
import type { DateFormat } from './dateFormat';
import { holidayMessage } from './dayWords';
import { lectureCount } from './lectureWords';

/** The holiday's name when `message` says that `date` is a holiday (the domain's own words), else null. */
export function holidayNameIn(message: string, date: IsoDate): string | null {
  const prefix = holidayMessage(date, '');
  return message.startsWith(prefix) ? message.slice(prefix.length) : null;
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
