import type { RequestCourse, TimetableWindow } from '@leave/contract';
import { dateFormatFor } from './dateFormat';
import { lectureMessages } from './lectureMessages';
import { dayLines, lectureLine, timetableWords } from './lectureWords';
import { holidayNameIn, noLectureLines, requestCounts, requestTitle } from './requestWords';

const dates = dateFormatFor({ locale: 'en-GB', timeZone: 'Asia/Kolkata' });

it('names a request and a week by their dates in the school’s format, whatever the machine’s time zone', () => {
  expect(requestTitle({ reason: 'Sick', from_date: '2026-12-01', to_date: '2026-12-01' }, dates)).toBe(
    'Sick, Tue, 1 Dec 2026',
  );
  expect(requestTitle({ reason: 'Sick', from_date: '2026-12-01', to_date: '2026-12-03' }, dates)).toBe(
    'Sick, Tue, 1 Dec – Thu, 3 Dec 2026',
  );
  expect(timetableWords.week('2026-11-30', '2026-12-06', dates)).toBe('Week of Mon, 30 Nov – Sun, 6 Dec 2026');
  expect(timetableWords.week('2026-12-28', '2027-01-03', dates)).toBe('Week of Mon, 28 Dec 2026 – Sun, 3 Jan 2027');
});

it('says a lecture with its times and room, and an extra one as extra', () => {
  const lecture = { course_code: 'CS101', start: '09:00', end: '10:00', room: 'A-101', extra: false };
  expect(lectureLine(lecture)).toBe('CS101 09:00-10:00, A-101');
  expect(lectureLine({ ...lecture, room: null })).toBe('CS101 09:00-10:00');
  expect(lectureLine({ ...lecture, start: null, end: null, room: null, extra: true })).toBe('CS101 (extra lecture)');
});

it('finds a holiday’s name only in the domain’s own holiday message for that date', () => {
  expect(holidayNameIn("2 Dec is a holiday: Founders' Day", '2026-12-02')).toBe("Founders' Day");
  expect(holidayNameIn("2 Dec is a holiday: Founders' Day", '2026-12-03')).toBeNull();
  expect(holidayNameIn('CS201 does not meet on Mondays', '2026-11-30')).toBeNull();
});

it('lists what needed no leave by date, a holiday once for every course, other reasons as given', () => {
  expect(
    noLectureLines(
      [
        { leave_date: '2026-12-02', course_code: 'CS101', ...lectureMessages.holiday('2026-12-02', "Founders' Day") },
        { leave_date: '2026-11-30', course_code: 'CS201', ...lectureMessages.doesNotMeet('CS201', 'Monday') },
        { leave_date: '2026-12-02', course_code: 'MA201', ...lectureMessages.holiday('2026-12-02', "Founders' Day") },
        { leave_date: '2026-12-02', course_code: 'CS201', ...lectureMessages.doesNotMeet('CS201', 'Wednesday') },
      ],
      dates,
    ),
  ).toEqual([
    { date: '2026-11-30', text: 'Mon, 30 Nov 2026: CS201 does not meet on Mondays' },
    { date: '2026-12-02', text: "Wed, 2 Dec 2026: holiday (Founders' Day); CS201 does not meet on Wednesdays" },
  ]);
});

it('says a day’s holiday once, then its lectures, the lectures not held and the courses without a timetable', () => {
  const window: TimetableWindow = {
    from: '2026-11-30',
    to: '2026-12-06',
    lectures: [
      { course_code: 'CS201', date: '2026-12-01', start: '11:00', end: '12:00', room: 'B-204', extra: false },
      { course_code: 'CS101', date: '2026-12-02', start: '16:00', end: '17:00', room: null, extra: true },
    ],
    holidays: [{ date: '2026-12-02', name: "Founders' Day", term_id: 1 }],
    cancelled: [
      { course_code: 'CS101', date: '2026-12-02', message: "2 Dec is a holiday: Founders' Day", kind: 'holiday' },
      { course_code: 'MA201', date: '2026-12-02', message: "2 Dec is a holiday: Founders' Day", kind: 'holiday' },
      {
        course_code: 'CS201',
        date: '2026-12-03',
        message: "CS201's lecture on 3 Dec is cancelled: Ill",
        kind: 'cancelled',
      },
    ],
    untimetabled: ['PE100'],
  };
  expect(dayLines(window, '2026-12-02').map((line) => line.text)).toEqual([
    "No lecture: 2 Dec is a holiday: Founders' Day",
    'CS101 16:00-17:00 (extra lecture)',
    'PE100 has no timetable: every date counts as one of its lectures',
  ]);
  expect(dayLines(window, '2026-12-03').map((line) => line.text)).toEqual([
    "No lecture: CS201's lecture on 3 Dec is cancelled: Ill",
    'PE100 has no timetable: every date counts as one of its lectures',
  ]);
  expect(dayLines({ ...window, untimetabled: [] }, '2026-12-04')).toEqual([]);
});

it('counts a request’s lectures course by course, saying "lectures" once and what no longer counts', () => {
  const course = (code: string, statuses: RequestCourse['statuses'], notCounted = 0): RequestCourse => ({
    course_code: code,
    lectures: 0,
    statuses,
    leave_ids: [],
    not_counted: Array.from({ length: notCounted }, (_, i) => ({
      leave_id: i,
      leave_date: '2026-12-02',
      status: 'accepted' as const,
      message: 'No lecture on this date any more (2 Dec is a holiday: Founders’ Day): it does not count',
    })),
  });
  expect(requestCounts([course('CS101', { accepted: 2 }), course('CS201', { pending: 1 })])).toBe(
    'CS101 2 lectures accepted, CS201 1 pending',
  );
  expect(requestCounts([course('CS101', { accepted: 1, pending: 1, withdrawn: 2 }, 1)])).toBe(
    'CS101 1 lecture pending, 1 accepted, 2 withdrawn (1 no longer counts)',
  );
});
