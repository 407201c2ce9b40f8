import { addDays, WEEKDAYS } from '@leave/contract';
import type { Holiday, IsoDate, LectureChange, Meeting, TimetableWindow, Weekday } from '@leave/contract';
import { holidayDays, lecturesBetween, missedMeetings, weekdayOf } from '@leave/domain';
import type { CourseCalendar } from '@leave/domain';
import { dayOfThisMonth } from './calendarDays';

/** A term wide enough for any test's dates. */
const TERM = { term_id: 1, name: 'Academic Year', first_day: '2000-01-01', last_day: '2099-12-31' };

export interface TestCourse {
  course_code: string;
  meetings: Meeting[];
  changes?: Array<Pick<LectureChange, 'date' | 'kind' | 'reason' | 'start' | 'end' | 'room'>>;
}

/**
 * A school's timetable for component tests, answered as the backends answer /myTimetable and
 * /courseCalendar: by the domain's own lecture rules, so a test's holidays and cancellations
 * take lectures away as they would.
 */
export function testTimetable(courses: TestCourse[], holidays: Array<Pick<Holiday, 'from_date' | 'to_date' | 'name'>>) {
  const calendars: CourseCalendar[] = courses.map((course) => ({
    course_code: course.course_code,
    term: TERM,
    holidays,
    meetings: course.meetings,
    changes: course.changes ?? [],
  }));
  return (from: IsoDate, to: IsoDate): TimetableWindow => ({
    from,
    to,
    lectures: calendars
      .flatMap((calendar) => lecturesBetween(calendar, from, to))
      .sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? '')),
    holidays: holidayDays(
      holidays.map((holiday) => ({ ...holiday, term_id: TERM.term_id })),
      from,
      to,
    ),
    cancelled: calendars
      .flatMap((calendar) => missedMeetings(calendar, from, to))
      .sort((a, b) => a.date.localeCompare(b.date) || a.course_code.localeCompare(b.course_code)),
    untimetabled: [],
  });
}

/** A weekly meeting, for `testTimetable`. */
export const meeting = (weekday: Weekday, start: string, end: string, room: string | null = null): Meeting => ({
  weekday,
  start,
  end,
  room,
});

/** The day of this month (its number) of the first `weekday` on or after day `from`. */
export function dayOfThisMonthOn(weekday: Weekday, from = 1): number {
  const first = dayOfThisMonth(from);
  const offset = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(first)) + 7) % 7;
  return Number(addDays(first, offset).slice(8));
}
