/**
 * Lectures, not days. A course with a timetable (a term and weekly meetings) has a lecture on
 * each of its meeting days inside its term, except on the term's holidays and on the dates whose
 * lecture was cancelled, plus its extra lectures. A course without one has a lecture on every
 * date, and its total is the one the admin entered. Dates only: no time zone moves a lecture.
 */
import { addDays, datesFrom, WEEKDAYS } from '@leave/contract';
import type {
  Holiday,
  HolidayDay,
  IsoDate,
  Lecture,
  LectureChange,
  Meeting,
  NoLecture,
  Term,
  Weekday,
} from '@leave/contract';
import { lectureMessages } from './lectureMessages';
import type { ServerMessage } from './serverMessages';

/** What decides a course's lectures. */
export interface CourseCalendar {
  course_code: string;
  term: Term | null;
  /** The term's holidays (others are ignored). */
  holidays: Pick<Holiday, 'from_date' | 'to_date' | 'name'>[];
  meetings: Meeting[];
  changes: Pick<LectureChange, 'date' | 'kind' | 'reason' | 'start' | 'end' | 'room'>[];
}

/** Why a date is not a lecture of a timetabled course. */
export type NoLectureReason = {
  kind: 'outside term' | 'holiday' | 'cancelled' | 'no meeting';
  message: string;
  /** The message with its code, for a refusal. */
  said: ServerMessage;
};

const noLecture = (kind: NoLectureReason['kind'], said: ServerMessage): { none: NoLectureReason } => ({
  none: { kind, message: said.message, said },
});

export type LectureAnswer = { lecture: Lecture } | { none: NoLectureReason };

/** Monday = 0 ... Sunday = 6, for a calendar date. */
const weekdayIndex = (date: IsoDate) => {
  const [year, month, day] = date.split('-').map(Number);
  return (new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay() + 6) % 7;
};

export const weekdayOf = (date: IsoDate): Weekday => WEEKDAYS[weekdayIndex(date)]!;

/** A course counts lectures once it is in a term and meets at least once a week. */
export const isTimetabled = (calendar: Pick<CourseCalendar, 'term' | 'meetings'>) =>
  calendar.term !== null && calendar.meetings.length > 0;

/** The holiday on a date, if any. */
export const holidayOn = (holidays: CourseCalendar['holidays'], date: IsoDate) =>
  holidays.find((holiday) => holiday.from_date <= date && date <= holiday.to_date);

/** Whether and when a course has a lecture on a date; for a course without a timetable, always. */
export function lectureOn(calendar: CourseCalendar, date: IsoDate): LectureAnswer {
  const code = calendar.course_code;
  if (!isTimetabled(calendar)) {
    return { lecture: { course_code: code, date, start: null, end: null, room: null, extra: false } };
  }
  const term = calendar.term!;
  const change = calendar.changes.find((c) => c.date === date);
  if (change?.kind === 'extra') {
    return {
      lecture: { course_code: code, date, start: change.start, end: change.end, room: change.room, extra: true },
    };
  }
  if (date < term.first_day || date > term.last_day) {
    return noLecture('outside term', lectureMessages.outsideTerm(code, date, term));
  }
  const meeting = calendar.meetings.find((m) => m.weekday === weekdayOf(date));
  if (!meeting) return noLecture('no meeting', lectureMessages.doesNotMeet(code, weekdayOf(date)));
  const holiday = holidayOn(calendar.holidays, date);
  if (holiday) return noLecture('holiday', lectureMessages.holiday(date, holiday.name));
  if (change?.kind === 'cancelled') {
    return noLecture('cancelled', lectureMessages.cancelled(code, date, change.reason));
  }
  return {
    lecture: {
      course_code: code,
      date,
      start: meeting.start,
      end: meeting.end,
      room: meeting.room ?? null,
      extra: false,
    },
  };
}

/**
 * A timetabled course's lectures between two dates (both included), by date. For a course
 * without a timetable there is no list: every date is a lecture.
 */
export function lecturesBetween(calendar: CourseCalendar, from: IsoDate, to: IsoDate): Lecture[] {
  if (!isTimetabled(calendar)) return [];
  return datesFrom(from, to).flatMap((date) => {
    const answer = lectureOn(calendar, date);
    return 'lecture' in answer ? [answer.lecture] : [];
  });
}

const DAY_MS = 86_400_000;
const utcOf = (date: IsoDate) => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
};

/**
 * The dates of a term on the weekdays its course meets, unsorted: the only dates of the term that
 * can be a lecture but for its changes. Stepping a week at a time, a term of 120 days is some 35
 * dates for a course meeting twice a week, not 120 each asked whether it is a lecture (a dashboard
 * asks it of every course the student is enrolled in).
 */
function meetingDates(calendar: CourseCalendar, term: Term): IsoDate[] {
  const first = utcOf(term.first_day);
  const last = utcOf(term.last_day);
  const firstWeekday = weekdayIndex(term.first_day);
  const dates: IsoDate[] = [];
  for (const weekday of new Set(calendar.meetings.map((meeting) => WEEKDAYS.indexOf(meeting.weekday)))) {
    for (let day = first + ((weekday - firstWeekday + 7) % 7) * DAY_MS; day <= last; day += 7 * DAY_MS) {
      dates.push(new Date(day).toISOString().slice(0, 10));
    }
  }
  return dates;
}

/** Every lecture of a timetabled course in its term (and its extra lectures), by date. */
export function termLectures(calendar: CourseCalendar): Lecture[] {
  if (!isTimetabled(calendar)) return [];
  // A date of the term on no meeting's weekday and with no change is no lecture: only the others are asked.
  const dates = [
    ...new Set([...meetingDates(calendar, calendar.term!), ...calendar.changes.map((c) => c.date)]),
  ].sort();
  return dates.flatMap((date) => {
    const answer = lectureOn(calendar, date);
    return 'lecture' in answer ? [answer.lecture] : [];
  });
}

/** A course's total lectures: counted from its timetable, or the entered total without one. */
export const totalLectures = (calendar: CourseCalendar, enteredTotal: number) =>
  isTimetabled(calendar) ? termLectures(calendar).length : enteredTotal;

/** The dates a timetabled course meets but has no lecture on (holidays, cancellations), in a window. */
export function missedMeetings(calendar: CourseCalendar, from: IsoDate, to: IsoDate): NoLecture[] {
  if (!isTimetabled(calendar)) return [];
  return datesFrom(from, to).flatMap((date) => {
    const answer = lectureOn(calendar, date);
    if (!('none' in answer) || (answer.none.kind !== 'holiday' && answer.none.kind !== 'cancelled')) return [];
    return [{ course_code: calendar.course_code, date, message: answer.none.message, kind: answer.none.kind }];
  });
}

/** Each day of each holiday that falls between two dates, by date. */
export function holidayDays(
  holidays: Array<Pick<Holiday, 'from_date' | 'to_date' | 'name' | 'term_id'>>,
  from: IsoDate,
  to: IsoDate,
): HolidayDay[] {
  return holidays
    .flatMap((holiday) =>
      datesFrom(holiday.from_date > from ? holiday.from_date : from, holiday.to_date < to ? holiday.to_date : to).map(
        (date) => ({ date, name: holiday.name, term_id: holiday.term_id }),
      ),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Whether two date ranges share a day. */
export const rangesOverlap = (a: { from: IsoDate; to: IsoDate }, b: { from: IsoDate; to: IsoDate }) =>
  a.from <= b.to && b.from <= a.to;

/** The last day of a range of `days` days from `from`. */
export const lastDayOf = (from: IsoDate, days: number) => addDays(from, days - 1);
