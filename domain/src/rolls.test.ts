import type { AttendanceRules, LeaveStatus, RollMark } from '@leave/contract';
import { DEFAULT_ATTENDANCE_RULES } from '@leave/contract';
import { courseStanding } from './attendance';
import type { CourseCalendar } from './lectures';
import {
  courseAttendance,
  heldLectures,
  lectureAttendance,
  markIsKept,
  missedLectures,
  NO_ROLL_TALLY,
  registerCell,
} from './rolls';

describe('what a lecture counts as: every mark x every leave status', () => {
  const marks: Array<RollMark | null> = [null, 'present', 'late', 'absent'];
  const statuses: Array<LeaveStatus | null> = [null, 'pending', 'accepted', 'rejected', 'withdrawn', 'cancelled'];
  const expected = (mark: RollMark | null, status: LeaveStatus | null) => {
    if (mark === 'present' || mark === 'late') return mark;
    if (status === 'accepted') return 'on leave';
    return mark === 'absent' ? 'absent' : 'present';
  };
  it.each(marks.flatMap((mark) => statuses.map((status) => [mark, status, expected(mark, status)] as const)))(
    'marked %s with leave %s: %s',
    (mark, status, attendance) => {
      expect(lectureAttendance(mark, status)).toBe(attendance);
    },
  );

  it.each([
    ['absent', null, 'absent'],
    ['absent', 'pending', 'absent'],
    ['absent', 'accepted', 'on leave'],
    [null, 'accepted', 'on leave'],
    ['present', 'accepted', 'present'],
    ['late', 'accepted', 'late'],
    [null, null, 'present'],
  ] as const)('the product decisions: %s with %s leave is %s', (mark, status, attendance) => {
    expect(lectureAttendance(mark, status)).toBe(attendance);
  });
});

describe('which marks a roll keeps', () => {
  it.each([
    ['absent', null, true],
    ['late', null, true],
    ['present', null, false],
    ['present', 'rejected', false],
    ['present', 'pending', true],
    ['present', 'accepted', true],
    ['absent', 'accepted', true],
  ] as const)('%s with %s leave: kept %s', (mark, status, kept) => {
    expect(markIsKept(mark, status)).toBe(kept);
  });
});

describe('lectures missed', () => {
  const rules = (over: Partial<AttendanceRules> = {}): AttendanceRules => ({ ...DEFAULT_ATTENDANCE_RULES, ...over });
  it.each([
    // accepted days, absent, late, attended leave, rules, missed
    [3, 0, 0, 0, rules(), 3],
    [0, 0, 0, 0, rules(), 0],
    [3, 2, 0, 0, rules(), 5],
    [3, 2, 0, 0, rules({ absence_counts: false }), 3],
    [3, 0, 0, 1, rules(), 2],
    [3, 0, 5, 0, rules(), 3],
    [3, 0, 5, 0, rules({ lates_per_absence: 3 }), 4],
    [3, 0, 6, 0, rules({ lates_per_absence: 3 }), 5],
    [3, 0, 2, 0, rules({ lates_per_absence: 3 }), 3],
    [2, 1, 4, 2, rules({ lates_per_absence: 2 }), 3],
    [2, 1, 4, 2, rules({ lates_per_absence: 2, absence_counts: false }), 2],
  ])('%i accepted, %i absent, %i late, %i attended on leave, %j: %i', (accepted, absent, late, attended, r, missed) => {
    const tally = { absent_days: absent, late_days: late, attended_leave_days: attended };
    expect(missedLectures(accepted, tally, r)).toBe(missed);
  });

  it('is the accepted days when no roll was taken', () => {
    for (const accepted of [0, 1, 7, 40]) {
      expect(missedLectures(accepted, NO_ROLL_TALLY, DEFAULT_ATTENDANCE_RULES)).toBe(accepted);
    }
  });
});

describe('attendance so far', () => {
  it.each([
    // held, on leave, absent, late -> attended, percentage
    [0, 0, 0, 0, 0, 100],
    [10, 0, 0, 0, 10, 100],
    [42, 2, 2, 1, 38, 90],
    [3, 1, 0, 0, 2, 67],
    [3, 2, 1, 0, 0, 0],
  ])('%i held, %i on leave, %i absent, %i late: %i attended, %i%%', (held, onLeave, absent, late, attended, pct) => {
    const tally = { absent_days: absent, late_days: late, attended_leave_days: 0 };
    expect(courseAttendance({ held, on_leave: onLeave }, tally)).toEqual({
      held,
      attended,
      percentage: pct,
      absent,
      late,
      on_leave: onLeave,
    });
  });
});

describe('a standing with the roll', () => {
  it('counts can still miss and risk from missed, the leave percentage from accepted leave', () => {
    const standing = courseStanding(1, 0, 20, 10, {
      tally: { absent_days: 2, late_days: 0, attended_leave_days: 0 },
      held: { held: 8, on_leave: 1 },
      rules: DEFAULT_ATTENDANCE_RULES,
    });
    expect(standing).toMatchObject({ leave_percentage: 5, missed: 3, can_still_miss: 0, risk: 'danger' });
    expect(standing.attendance).toEqual({ held: 8, attended: 5, percentage: 63, absent: 2, late: 0, on_leave: 1 });
  });

  it('a student on leave who came anyway has not missed the lecture', () => {
    const standing = courseStanding(2, 0, 20, 10, {
      tally: { absent_days: 0, late_days: 0, attended_leave_days: 1 },
      held: { held: 8, on_leave: 1 },
      rules: DEFAULT_ATTENDANCE_RULES,
    });
    expect(standing).toMatchObject({ leave_percentage: 10, missed: 1, can_still_miss: 1, risk: 'ok' });
  });
});

describe("a register's cell", () => {
  it.each([
    [null, null, true, 'P'],
    [null, null, false, ''],
    ['present', null, true, 'P'],
    ['late', null, true, 'L'],
    ['absent', null, true, 'A'],
    ['absent', 'Medical leave', true, 'Medical leave'],
    [null, 'Medical leave', false, 'Medical leave'],
    ['present', 'Medical leave', true, 'P'],
    ['late', 'Medical leave', true, 'L'],
  ] as const)('marked %s, accepted leave %s, roll taken %s: "%s"', (mark, kind, taken, cell) => {
    expect(registerCell(mark, kind, taken)).toBe(cell);
  });
});

describe('lectures held, for a course without a timetable', () => {
  const calendar: CourseCalendar = {
    course_code: 'CS101',
    term: { term_id: 1, name: 'Autumn', first_day: '2026-11-02', last_day: '2026-11-30' },
    meetings: [],
    holidays: [],
    changes: [],
  } as unknown as CourseCalendar;
  it('is every term date up to today, oldest first, at most the entered total (the latest)', () => {
    expect(heldLectures(calendar, 20, '2026-11-04').map((l) => l.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    expect(heldLectures(calendar, 2, '2026-11-04').map((l) => l.date)).toEqual(['2026-11-03', '2026-11-04']);
    expect(heldLectures(calendar, 0, '2026-11-04')).toEqual([]);
    expect(heldLectures(calendar, 20, '2026-11-01')).toEqual([]);
  });
});
