import { DEFAULT_ATTENDANCE_RULES } from '@leave/contract';
import type { RosterEntry, RosterSort } from '@leave/contract';
import { courseStanding } from './attendance';
import { TOTAL_LECTURES } from './limits';
import { KEPT_ROSTER_COMPARE, KEPT_ROSTER_ORDER, ROSTER_ORDER } from './rosterOrder';
import type { KeptRosterOrder } from './rosterOrder';

/**
 * Two students at each number of lectures missed from 0 to the whole course, roll numbers mixed:
 * one missed them all on accepted leave, the other some without leave, so accepted days and
 * lectures missed differ.
 */
function course(totalLectures: number, limit: number): RosterEntry[] {
  const entries: RosterEntry[] = [];
  for (let days = 0; days <= totalLectures; days += 1) {
    const accepted = [days, Math.floor(days / 2)];
    [(days * 7919) % 10007, 20000 - days].forEach((roll_no, i) => {
      const tally = { absent_days: days - accepted[i]!, late_days: 0, attended_leave_days: 0 };
      entries.push({
        roll_no,
        name: 'Student',
        excused_days: 0,
        ...courseStanding(accepted[i]!, days % 3, totalLectures, limit, {
          tally,
          held: { held: totalLectures, on_leave: accepted[i]! },
          rules: DEFAULT_ATTENDANCE_RULES,
        }),
      });
    });
  }
  return entries;
}

const TOTALS = [TOTAL_LECTURES.min, 2, 3, 7, 20, 33, 40, 97, 333, TOTAL_LECTURES.max];

it.each(Object.entries(KEPT_ROSTER_ORDER) as Array<[RosterSort, KeptRosterOrder]>)(
  'the roster by %s is the roster by %s, for every lecture total and limit',
  (sort, kept) => {
    for (const total of TOTALS) {
      for (let limit = 1; limit <= 100; limit += 1) {
        const entries = course(total, limit);
        const rolls = (order: (a: RosterEntry, b: RosterEntry) => number) =>
          [...entries].sort(order).map((e) => e.roll_no);
        expect(rolls(KEPT_ROSTER_COMPARE[kept])).toEqual(rolls(ROSTER_ORDER[sort]));
      }
    }
  },
);

it('puts the student over the limit first, and orders by name as people read names', () => {
  const over = { roll_no: 9, name: 'Zoe', excused_days: 0, ...courseStanding(5, 0, 20, 10) };
  const near = { roll_no: 2, name: 'Ávila', excused_days: 0, ...courseStanding(2, 0, 20, 10) };
  const fine = { roll_no: 1, name: 'adam', excused_days: 0, ...courseStanding(0, 4, 20, 10) };
  expect([fine, near, over].sort(ROSTER_ORDER.risk).map((e) => e.risk)).toEqual(['danger', 'warning', 'ok']);
  expect([over, near, fine].sort(ROSTER_ORDER.name).map((e) => e.name)).toEqual(['adam', 'Ávila', 'Zoe']);
});
