/** The reads of courses' leave an instance keeps: by key, frozen, at most so many. */
import type { CourseLeaveRow, Windowed } from '@leave/service';
import { KeptReads } from '../src/storage/keptReads';

const page = (leaveId: number): Windowed<CourseLeaveRow> => ({
  items: [
    {
      leave_id: leaveId,
      leave_date: '2027-01-04',
      reason: 'Fever',
      user_id: 1001,
      user_role: 'student',
      status: 'pending',
      course_code: 'CS101',
      student_name: 'Aarav Sharma',
      accepted_days: 2,
    },
  ],
  total: 1,
});

it('keeps a page by course, status and window, with the version it was read at', () => {
  const pages = new KeptReads<Windowed<CourseLeaveRow>>();
  pages.set(KeptReads.key('CS101', 'pending', 0, 50), '7:12', page(1));
  expect(pages.get(KeptReads.key('CS101', 'pending', 0, 50))).toEqual({ version: '7:12', value: page(1) });
  expect(pages.get(KeptReads.key('CS101', 'pending', 50, 50))).toBeUndefined();
  expect(pages.get(KeptReads.key('CS101', undefined, 0, 50))).toBeUndefined();
  expect(pages.get(KeptReads.key('CS102', 'pending', 0, 50))).toBeUndefined();
});

it('hands every reader the same frozen rows', () => {
  const pages = new KeptReads<Windowed<CourseLeaveRow>>();
  const key = KeptReads.key('CS101', 'pending', 0, 50);
  pages.set(key, '7:12', page(1));
  const { items } = pages.get(key)!.value;
  expect(Object.isFrozen(items)).toBe(true);
  expect(Object.isFrozen(items[0])).toBe(true);
  expect(() => Object.assign(items[0]!, { reason: 'Changed' })).toThrow(TypeError);
});

it('forgets the page read least recently once it holds as many as it may', () => {
  const pages = new KeptReads<Windowed<CourseLeaveRow>>(2);
  const key = (n: number) => KeptReads.key('CS101', 'pending', n * 50, 50);
  pages.set(key(0), 'v', page(0));
  pages.set(key(1), 'v', page(1));
  pages.get(key(0));
  pages.set(key(2), 'v', page(2));
  expect(pages.get(key(1))).toBeUndefined();
  expect(pages.get(key(0))?.value).toEqual(page(0));
  expect(pages.get(key(2))?.value).toEqual(page(2));
});

it('freezes a read that is a list of rows, as a month of absence counts is', () => {
  const months = new KeptReads<Array<{ date: string; accepted: number; pending: number }>>();
  months.set(KeptReads.key('CS101', '2027-01-01', '2027-01-31'), 'v', [
    { date: '2027-01-04', accepted: 1, pending: 0 },
  ]);
  const { value } = months.get(KeptReads.key('CS101', '2027-01-01', '2027-01-31'))!;
  expect(Object.isFrozen(value)).toBe(true);
  expect(() => Object.assign(value[0]!, { accepted: 2 })).toThrow(TypeError);
  expect(months.get(KeptReads.key('CS101', '2027-02-01', '2027-02-28'))).toBeUndefined();
});
