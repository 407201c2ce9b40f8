/**
 * This week, Monday to Sunday, as calendar dates, and a timetable for it: the Wednesday is a
 * holiday, CS201's Thursday lecture is cancelled, and CS101 has an extra lecture on Saturday.
 * Shared by the timetable's tests in each language, with the school's answers for this week.
 */
import { addDays, toIsoDate } from '@leave/contract';
import { weekOf } from '@leave/web-kit';
import { http, HttpResponse } from 'msw';
import { meeting, TEST_API_HOST, testTimetable } from '@leave/web-kit/testing';

export const monday = weekOf(toIsoDate(new Date())).from;
export const [wednesday, thursday, saturday, sunday] = [2, 3, 5, 6].map((n) => addDays(monday, n)) as [
  string,
  string,
  string,
  string,
];

export const thisWeeksTimetable = testTimetable(
  [
    {
      course_code: 'CS101',
      meetings: (['Monday', 'Wednesday', 'Friday'] as const).map((d) => meeting(d, '09:00', '10:00', 'A-101')),
      changes: [{ date: saturday, kind: 'extra', reason: null, start: '10:00', end: '11:00', room: 'A-101' }],
    },
    {
      course_code: 'CS201',
      meetings: [meeting('Tuesday', '11:00', '12:00', 'B-204'), meeting('Thursday', '11:00', '12:00', 'B-204')],
      changes: [{ date: thursday, kind: 'cancelled', reason: 'Instructor ill', start: null, end: null, room: null }],
    },
  ],
  [{ from_date: wednesday, to_date: wednesday, name: "Founders' Day" }],
);

/** GET /leavePolicy as the school answers it this week: today is Monday, 14 days back and 180 ahead. */
export const thisWeeksLeavePolicy = () =>
  http.get(`${TEST_API_HOST}/leavePolicy`, () =>
    HttpResponse.json({
      today: monday,
      first_date: addDays(monday, -14),
      last_date: addDays(monday, 180),
      past_days: 14,
      ahead_days: 180,
      max_range_days: 30,
    }),
  );

/** GET /myTimetable answering this week's timetable for the range asked. */
export const thisWeeksTimetableAnswer = () =>
  http.get(`${TEST_API_HOST}/myTimetable`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    return HttpResponse.json(thisWeeksTimetable(params.get('from')!, params.get('to')!));
  });
