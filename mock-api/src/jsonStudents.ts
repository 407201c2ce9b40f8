import type { StudentListEntry, StudentSort } from '@leave/contract';
import type { UserStore } from '@leave/service';
import type { DbState } from './records';

/** The stored password of a user who has none yet (an imported student): no password matches it. */
const NO_PASSWORD = '';

const compareBy: Record<StudentSort, (a: StudentListEntry, b: StudentListEntry) => number> = {
  roll_no: (a, b) => a.roll_no - b.roll_no,
  name: (a, b) =>
    a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0,
  joining_year: (a, b) => a.joining_year - b.joining_year,
};

/** The admin's student list and import, on the data file, as the real API answers them. */
export function jsonStudents(
  state: () => DbState,
  write: <T>(change: () => T) => T,
): Pick<UserStore, 'students' | 'existingStudents' | 'importStudents'> {
  const isStudent = (roll: number) => state().users.some((u) => u.role === 'student' && u.user_id === roll);
  return {
    async students({ q, sort = 'roll_no', order = 'asc' }, { offset, limit }) {
      const needle = q?.toLowerCase();
      const enrolled = new Map<number, number>();
      for (const e of state().enrollments) enrolled.set(e.roll_no, (enrolled.get(e.roll_no) ?? 0) + 1);
      const sign = order === 'desc' ? -1 : 1;
      const all = state()
        .users.filter(
          (u) =>
            u.role === 'student' &&
            (!needle || String(u.user_id).includes(needle) || u.name.toLowerCase().includes(needle)),
        )
        .map((u) => ({
          roll_no: u.user_id,
          name: u.name,
          branch: u.branch ?? '',
          stream: u.stream ?? '',
          joining_year: u.joining_year ?? 0,
          enrolled_courses: enrolled.get(u.user_id) ?? 0,
        }))
        .sort((a, b) => sign * (compareBy[sort](a, b) || a.roll_no - b.roll_no));
      return { items: all.slice(offset, offset + limit), total: all.length };
    },
    async existingStudents(rollNos) {
      return new Set(rollNos.filter(isStudent));
    },
    async importStudents(students) {
      return write(() => {
        const added: number[] = [];
        for (const student of students) {
          if (isStudent(student.roll_no)) continue;
          state().users.push({
            role: 'student',
            user_id: student.roll_no,
            name: student.name,
            password_hash: NO_PASSWORD,
            branch: student.branch,
            stream: student.stream,
            joining_year: student.joining_year,
          });
          added.push(student.roll_no);
        }
        return added;
      });
    },
  };
}
