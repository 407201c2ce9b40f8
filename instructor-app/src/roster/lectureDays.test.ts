import type { TimetableWindow } from '@leave/contract';
import { lectureDays } from './lectureDays';

const lecture = (date: string, course_code = 'CS101') => ({
  course_code,
  date,
  start: '09:00',
  end: '10:00',
  room: null,
  extra: false,
});

const window: TimetableWindow = {
  from: '2026-11-29',
  to: '2026-12-06',
  lectures: [lecture('2026-11-30'), lecture('2026-12-04'), lecture('2026-12-01', 'CS201')],
  holidays: [{ date: '2026-12-02', name: "Founders' Day", term_id: 1 }],
  cancelled: [
    { course_code: 'CS101', date: '2026-12-02', message: "2 Dec is a holiday: Founders' Day", kind: 'holiday' },
    {
      course_code: 'CS101',
      date: '2026-12-06',
      message: "CS101's lecture on 6 Dec is cancelled: Lab flooded",
      kind: 'cancelled',
    },
  ],
  untimetabled: ['MA999'],
};

it('tells lectures, holidays, cancelled lectures and days without a lecture apart, for one course', () => {
  const day = lectureDays(window, 'CS101')!;
  expect(day('2026-11-30')).toEqual({ kind: 'lecture' });
  expect(day('2026-12-02')).toEqual({
    kind: 'holiday',
    name: "Founders' Day",
    message: "2 Dec is a holiday: Founders' Day",
  });
  expect(day('2026-12-06')).toEqual({
    kind: 'cancelled',
    message: "CS101's lecture on 6 Dec is cancelled: Lab flooded",
  });
  // Another course's lecture is not this course's.
  expect(day('2026-12-01')).toEqual({ kind: 'no lecture' });
});

it("names a holiday on a day the course does not meet in the domain's words", () => {
  const day = lectureDays({ ...window, cancelled: [] }, 'CS101')!;
  expect(day('2026-12-02')).toEqual({
    kind: 'holiday',
    name: "Founders' Day",
    message: "2 Dec is a holiday: Founders' Day",
  });
});

it('has nothing to say of a course without a timetable: every date is one of its lectures', () => {
  expect(lectureDays(window, 'MA999')).toBeNull();
});
