/** The roll on the data file: lectures' rolls and their exceptions, as the real API keeps them. */
import type { IsoDate, RollMark } from '@leave/contract';
import { DEFAULT_ATTENDANCE_RULES } from '@leave/contract';
import { missedLectures } from '@leave/domain';
import type { EnrolmentRoll, MarkChange, RegisterMark, RollStore } from '@leave/service';
import type { DbState, StoredLeave } from './records';

const attended = (mark: RollMark | undefined) => mark === 'present' || mark === 'late';

/** The student's active leave (accepted or pending) in a course on a date, if any. */
const activeLeave = (state: DbState, rollNo: number, code: string, date: IsoDate): StoredLeave | undefined =>
  state.leaves.find(
    (l) =>
      l.roll_no === rollNo &&
      l.course_code === code &&
      l.leave_date === date &&
      (l.status === 'accepted' || l.status === 'pending'),
  );

const markOf = (state: DbState, rollNo: number, code: string, date: IsoDate) =>
  (state.rollMarks ?? []).find((m) => m.roll_no === rollNo && m.course_code === code && m.lecture_date === date)?.mark;

/**
 * The marks of rolls held (migration 29's `held`): a roll whose lecture was cancelled is kept and
 * its marks count nothing. Most schools have none such, so this is usually the list itself.
 */
function heldMarks(state: DbState) {
  const notHeld = new Set(
    (state.lectureRolls ?? []).filter((r) => r.held === false).map((r) => `${r.course_code}|${r.lecture_date}`),
  );
  const marks = state.rollMarks ?? [];
  return notHeld.size ? marks.filter((m) => !notHeld.has(`${m.course_code}|${m.lecture_date}`)) : marks;
}

/** The name of a leave's kind ("Personal" for leave of no kind). */
function kindOf(state: DbState, leave: StoredLeave): string {
  const request = state.leaveRequests.find((r) => r.request_id === leave.request_id);
  return state.leaveKinds.find((k) => k.kind_id === (request?.kind_id ?? 1))?.name ?? 'Personal';
}

export const rulesOf = (state: DbState) => state.attendanceRules ?? DEFAULT_ATTENDANCE_RULES;

/** An enrolment's roll, counted from its marks and leave as migration 27's triggers keep it. */
export function enrolmentRoll(state: DbState, rollNo: number, code: string, today?: IsoDate): EnrolmentRoll {
  const roll: EnrolmentRoll = { absent_days: 0, late_days: 0, attended_leave_days: 0, on_leave: 0 };
  for (const m of heldMarks(state)) {
    if (m.roll_no !== rollNo || m.course_code !== code) continue;
    const leave = activeLeave(state, rollNo, code, m.lecture_date);
    const accepted = leave?.status === 'accepted';
    if (m.mark === 'absent' && !accepted) roll.absent_days += 1;
    if (m.mark === 'late') roll.late_days += 1;
    if (attended(m.mark) && accepted && leave.counted !== false && leave.lecture !== false) {
      roll.attended_leave_days += 1;
    }
  }
  if (today) {
    roll.on_leave = state.leaves.filter(
      (l) =>
        l.roll_no === rollNo &&
        l.course_code === code &&
        l.status === 'accepted' &&
        l.lecture !== false &&
        l.leave_date <= today &&
        !attended(markOf(state, rollNo, code, l.leave_date)),
    ).length;
  }
  return roll;
}

/** An enrolment's lectures missed as the rules count them (the real API keeps it for its index). */
export const enrolmentMissed = (state: DbState, rollNo: number, code: string, acceptedDays: number) =>
  missedLectures(acceptedDays, enrolmentRoll(state, rollNo, code), rulesOf(state));

export function jsonRolls(state: () => DbState, write: <T>(change: () => T) => T): RollStore {
  const rolls = () => (state().lectureRolls ??= []);
  const marks = () => (state().rollMarks ??= []);
  const nameOf = (role: string, id: number) => state().users.find((u) => u.role === role && u.user_id === id)?.name;
  const enrolled = (code: string) => state().enrollments.filter((e) => e.course_code === code && !e.removed_at);
  return {
    async rules() {
      return { ...rulesOf(state()) };
    },
    async setRules(rules) {
      write(() => {
        state().attendanceRules = { ...rules };
      });
    },
    async find(code, date) {
      const roll = rolls().find((r) => r.course_code === code && r.lecture_date === date);
      return roll && { taken_by: nameOf(roll.taken_by_role, roll.taken_by_id) ?? null, taken_at: roll.taken_at };
    },
    async classList(code, date) {
      return enrolled(code)
        .map((e) => {
          const leave = activeLeave(state(), e.roll_no, code, date);
          return {
            roll_no: e.roll_no,
            name: nameOf('student', e.roll_no) ?? '',
            mark: markOf(state(), e.roll_no, code, date) ?? null,
            leave: leave
              ? {
                  leave_id: leave.leave_id,
                  status: leave.status as 'accepted' | 'pending',
                  kind: kindOf(state(), leave),
                  counts: leave.counted !== false,
                }
              : null,
          };
        })
        .sort((a, b) => a.roll_no - b.roll_no);
    },
    // Nothing here awaits: the save is whole, and saves take turns.
    async save(code, date, wanted, actor) {
      return write(() => {
        const now = new Date().toISOString();
        let roll = rolls().find((r) => r.course_code === code && r.lecture_date === date);
        const first = !roll;
        if (!roll) {
          roll = {
            course_code: code,
            lecture_date: date,
            taken_by_role: actor.role,
            taken_by_id: actor.id,
            taken_at: now,
            updated_at: now,
          };
          rolls().push(roll);
        }
        const changes: MarkChange[] = [];
        for (const { roll_no, mark } of [...wanted].sort((a, b) => a.roll_no - b.roll_no)) {
          const index = marks().findIndex(
            (m) => m.course_code === code && m.lecture_date === date && m.roll_no === roll_no,
          );
          const before = index >= 0 ? marks()[index]!.mark : null;
          if (before === mark) continue;
          changes.push({ roll_no, before, after: mark });
          if (mark === null) marks().splice(index, 1);
          else if (index >= 0) marks()[index]!.mark = mark;
          else marks().push({ course_code: code, lecture_date: date, roll_no, mark });
        }
        if (changes.length) roll.updated_at = now;
        return { first, changes };
      });
    },
    async counts(lectures) {
      return lectures.map(({ course_code: code, date }) => {
        const students = enrolled(code);
        const count = { absent: 0, late: 0, on_leave: 0 };
        for (const e of students) {
          const mark = markOf(state(), e.roll_no, code, date);
          const accepted = activeLeave(state(), e.roll_no, code, date)?.status === 'accepted';
          if (mark === 'absent' && !accepted) count.absent += 1;
          if (mark === 'late') count.late += 1;
          if (accepted && !attended(mark)) count.on_leave += 1;
        }
        return {
          course_code: code,
          date,
          enrolled: students.length,
          taken: rolls().some((r) => r.course_code === code && r.lecture_date === date),
          ...count,
        };
      });
    },
    async ofStudent(rollNo, from, to) {
      const rows = new Map<
        string,
        { course_code: string; date: IsoDate; mark: RollMark | null; leave_status: null | StoredLeave['status'] }
      >();
      const rowOf = (code: string, date: IsoDate) => {
        const key = `${date}|${code}`;
        if (!rows.has(key)) rows.set(key, { course_code: code, date, mark: null, leave_status: null });
        return rows.get(key)!;
      };
      for (const m of heldMarks(state())) {
        if (m.roll_no === rollNo && m.lecture_date >= from && m.lecture_date <= to) {
          rowOf(m.course_code, m.lecture_date).mark = m.mark;
        }
      }
      for (const l of state().leaves) {
        if (l.roll_no !== rollNo || l.leave_date < from || l.leave_date > to || l.lecture === false) continue;
        if (l.status === 'accepted' || l.status === 'pending')
          rowOf(l.course_code, l.leave_date).leave_status = l.status;
      }
      return [...rows.values()].sort(
        (a, b) => a.date.localeCompare(b.date) || a.course_code.localeCompare(b.course_code),
      );
    },
    async register(code, rollNos, from, to) {
      const inWindow = (date: IsoDate) => date >= from && date <= to;
      const students = new Set(rollNos);
      const cells = new Map<string, RegisterMark>();
      const cellOf = (rollNo: number, date: IsoDate) => {
        const key = `${rollNo}|${date}`;
        if (!cells.has(key)) cells.set(key, { roll_no: rollNo, date, mark: null, leave_kind: null });
        return cells.get(key)!;
      };
      for (const m of heldMarks(state())) {
        if (m.course_code === code && students.has(m.roll_no) && inWindow(m.lecture_date)) {
          cellOf(m.roll_no, m.lecture_date).mark = m.mark;
        }
      }
      for (const l of state().leaves) {
        if (l.course_code !== code || !students.has(l.roll_no) || !inWindow(l.leave_date)) continue;
        if (l.status !== 'accepted' || l.lecture === false) continue;
        cellOf(l.roll_no, l.leave_date).leave_kind = kindOf(state(), l);
      }
      return {
        taken: rolls()
          .filter((r) => r.course_code === code && inWindow(r.lecture_date) && r.held !== false)
          .map((r) => r.lecture_date)
          .sort(),
        marks: [...cells.values()].sort((a, b) => a.roll_no - b.roll_no || a.date.localeCompare(b.date)),
      };
    },
    async day(date) {
      const taken = rolls().filter((r) => r.lecture_date === date && r.held !== false);
      const absent = heldMarks(state()).filter(
        (m) =>
          m.lecture_date === date &&
          m.mark === 'absent' &&
          activeLeave(state(), m.roll_no, m.course_code, date)?.status !== 'accepted',
      ).length;
      return { rolls: taken.length, absent_without_leave: absent };
    },
  };
}
