import { datesFrom } from '@leave/contract';
import type { Meeting } from '@leave/contract';
import {
  holidayDays,
  isTimetabled,
  lectureOn,
  lecturesBetween,
  missedMeetings,
  termLectures,
  totalLectures,
  weekdayOf,
} from './lectures';
import type { CourseCalendar } from './lectures';

const term = { term_id: 1, name: 'Autumn 2026', first_day: '2026-11-02', last_day: '2026-12-18' };
const meet = (weekday: Meeting['weekday'], start = '09:00', end = '10:00'): Meeting => ({
  weekday,
  start,
  end,
  room: null,
});

/** CS101 meets Monday, Wednesday and Friday; 2 Dec (a Wednesday) is Founders' Day. */
const cs101 = (over: Partial<CourseCalendar> = {}): CourseCalendar => ({
  course_code: 'CS101',
  term,
  holidays: [{ from_date: '2026-12-02', to_date: '2026-12-02', name: "Founders' Day" }],
  meetings: [meet('Monday'), meet('Wednesday'), meet('Friday', '14:00', '15:00')],
  changes: [],
  ...over,
});

const datesOf = (calendar: CourseCalendar, from: string, to: string) =>
  lecturesBetween(calendar, from, to).map((lecture) => lecture.date);

it('names the weekday of a calendar date, whatever the machine’s time zone', () => {
  expect(['2026-11-30', '2026-12-01', '2026-12-05', '2026-12-06'].map(weekdayOf)).toEqual([
    'Monday',
    'Tuesday',
    'Saturday',
    'Sunday',
  ]);
});

it('counts the meeting days inside the term, its first and last day included', () => {
  const calendar = cs101({ holidays: [], term: { ...term, first_day: '2026-11-02', last_day: '2026-11-06' } });
  expect(termLectures(calendar).map((l) => l.date)).toEqual(['2026-11-02', '2026-11-04', '2026-11-06']);
  expect(lectureOn(calendar, '2026-11-01')).toMatchObject({
    none: {
      kind: 'outside term',
      message: "1 Nov 2026 is outside CS101's term, Autumn 2026 (2 Nov 2026 to 6 Nov 2026)",
    },
  });
  expect(lectureOn(calendar, '2026-11-09')).toMatchObject({ none: { kind: 'outside term' } });
});

it('gives each lecture its meeting’s times', () => {
  expect(lectureOn(cs101(), '2026-12-04')).toEqual({
    lecture: { course_code: 'CS101', date: '2026-12-04', start: '14:00', end: '15:00', room: null, extra: false },
  });
});

it('leaves out a holiday on a meeting day, and says so', () => {
  const message = "2 Dec is a holiday: Founders' Day";
  // The reason's message, and its code for a refusal that says it.
  expect(lectureOn(cs101(), '2026-12-02')).toEqual({
    none: {
      kind: 'holiday',
      message,
      said: { code: 'lecture.holiday', params: { date: '2026-12-02', name: "Founders' Day" }, message },
    },
  });
  expect(datesOf(cs101(), '2026-11-30', '2026-12-06')).toEqual(['2026-11-30', '2026-12-04']);
});

it('says a day without a meeting is not a lecture, even a holiday', () => {
  const calendar = cs101({ holidays: [{ from_date: '2026-12-01', to_date: '2026-12-01', name: 'Exam day' }] });
  const message = 'CS101 does not meet on Tuesdays';
  expect(lectureOn(calendar, '2026-12-01')).toEqual({
    none: {
      kind: 'no meeting',
      message,
      said: { code: 'lecture.doesNotMeet', params: { code: 'CS101', weekday: 'Tuesday' }, message },
    },
  });
});

it('leaves out every day of a break', () => {
  const calendar = cs101({ holidays: [{ from_date: '2026-12-07', to_date: '2026-12-13', name: 'Winter break' }] });
  expect(datesOf(calendar, '2026-12-07', '2026-12-13')).toEqual([]);
  expect(termLectures(calendar)).toHaveLength(termLectures(cs101({ holidays: [] })).length - 3);
});

it('leaves out a cancelled lecture with its reason, and adds an extra one', () => {
  const calendar = cs101({
    changes: [
      { date: '2026-12-04', kind: 'cancelled', reason: 'Instructor away', start: null, end: null, room: null },
      { date: '2026-12-05', kind: 'extra', reason: null, start: '10:00', end: '11:00', room: 'Lab 2' },
    ],
  });
  expect(lectureOn(calendar, '2026-12-04')).toMatchObject({
    none: { kind: 'cancelled', message: "CS101's lecture on 4 Dec is cancelled: Instructor away" },
  });
  expect(datesOf(calendar, '2026-11-30', '2026-12-06')).toEqual(['2026-11-30', '2026-12-05']);
  expect(lectureOn(calendar, '2026-12-05')).toMatchObject({ lecture: { extra: true, room: 'Lab 2' } });
  expect(totalLectures(calendar, 40)).toBe(totalLectures(cs101(), 40));
});

it('counts the meetings of a whole term, minus holidays and cancellations, plus extras', () => {
  // 2 Nov to 18 Dec: 7 weeks of Monday, Wednesday and Friday = 21, less Founders' Day.
  expect(totalLectures(cs101(), 40)).toBe(20);
  const weekly = datesFrom(term.first_day, term.last_day).filter((d) => ['Tuesday', 'Thursday'].includes(weekdayOf(d)));
  const cs201 = cs101({ course_code: 'CS201', meetings: [meet('Tuesday'), meet('Thursday')] });
  expect(totalLectures(cs201, 36)).toBe(weekly.length);
});

it('keeps a course without a timetable as it was: every date a lecture, the entered total', () => {
  const plain = cs101({ meetings: [] });
  expect(isTimetabled(plain)).toBe(false);
  expect(lectureOn(plain, '2026-12-02')).toMatchObject({ lecture: { date: '2026-12-02' } });
  expect(lectureOn(plain, '2030-01-05')).toMatchObject({ lecture: { date: '2030-01-05' } });
  expect(totalLectures(plain, 40)).toBe(40);
  expect(lecturesBetween(plain, '2026-12-01', '2026-12-05')).toEqual([]);
  expect(isTimetabled(cs101({ term: null }))).toBe(false);
});

it('lists a range across a weekend and a holiday lecture by lecture', () => {
  // Friday 27 Nov to Wednesday 2 Dec: Friday, Monday; the weekend has no meeting, Wednesday is a holiday.
  expect(datesOf(cs101(), '2026-11-27', '2026-12-02')).toEqual(['2026-11-27', '2026-11-30']);
  expect(missedMeetings(cs101(), '2026-11-27', '2026-12-02')).toEqual([
    { course_code: 'CS101', date: '2026-12-02', message: "2 Dec is a holiday: Founders' Day", kind: 'holiday' },
  ]);
});

it('spreads a break into its days inside a window', () => {
  const days = holidayDays(
    [{ term_id: 1, from_date: '2026-12-24', to_date: '2027-01-02', name: 'Winter break' }],
    '2026-12-30',
    '2027-01-05',
  );
  expect(days.map((d) => d.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
});

it("lists a term's lectures as asking every date of the term, and each change's, one at a time", () => {
  // Terms starting on each weekday, meeting on one to three weekdays (twice on one of them), with
  // holidays, cancellations and extra lectures inside the term and outside it.
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
  const asked = (calendar: CourseCalendar) => {
    const dates = [...new Set([...datesFrom(term.first_day, term.last_day), ...calendar.changes.map((c) => c.date)])];
    return dates.sort().flatMap((date) => {
      const answer = lectureOn(calendar, date);
      return 'lecture' in answer ? [answer.lecture] : [];
    });
  };
  let calendars = 0;
  for (let start = 0; start < 7; start++) {
    const first_day = datesFrom('2026-11-02', '2026-11-08')[start]!;
    for (let pick = 1; pick < 128; pick += 9) {
      const meetings = weekdays.filter((_, index) => pick & (1 << index)).map((day) => meet(day));
      const calendar = cs101({
        term: { ...term, first_day },
        meetings: [...meetings, meetings[0] ? meet(meetings[0].weekday, '16:00', '17:00') : meet('Monday')],
        changes: [
          { date: '2026-11-10', kind: 'cancelled', reason: 'Fog', start: null, end: null, room: null },
          { date: '2026-11-14', kind: 'extra', reason: null, start: '11:00', end: '12:00', room: 'B2' },
          { date: '2026-10-30', kind: 'extra', reason: null, start: '11:00', end: '12:00', room: null },
          { date: '2027-01-04', kind: 'cancelled', reason: 'Late', start: null, end: null, room: null },
        ],
      });
      expect(termLectures(calendar)).toEqual(asked(calendar));
      calendars += 1;
    }
  }
  expect(calendars).toBe(7 * 15);
});
