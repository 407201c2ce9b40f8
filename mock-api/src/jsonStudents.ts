import type { InstructorListEntry, InstructorSort, StudentListEntry, StudentSort } from '@leave/contract';
import { compareNames } from '@leave/domain';
import type { UserStore } from '@leave/service';
import { inBatches, matches, sortedWindow, WHOLE } from './listWindow';
import type { DbState } from './records';

const compareBy: Record<StudentSort, (a: StudentListEntry, b: StudentListEntry) => number> = {
  roll_no: (a, b) => a.roll_no - b.roll_no,
  name: (a, b) => compareNames(a.name, b.name),
  joining_year: (a, b) => a.joining_year - b.joining_year,
};

const compareInstructors: Record<InstructorSort, (a: InstructorListEntry, b: InstructorListEntry) => number> = {
  rg_no: (a, b) => a.rg_no - b.rg_no,
  name: (a, b) => compareNames(a.name, b.name),
};

/** The admin's student list and import, on the data file, as the real API answers them. */
export function jsonStudents(
  state: () => DbState,
  write: <T>(change: () => T) => T,
): Pick<
  UserStore,
  'students' | 'instructors' | 'studentBatches' | 'instructorBatches' | 'existingStudents' | 'importStudents'
> {
  const isStudent = (roll: number) => state().users.some((u) => u.role === 'student' && u.user_id === roll);
  const store: ReturnType<typeof jsonStudents> = {
    studentBatches: (filter) => inBatches(async () => (await store.students(filter, WHOLE)).items),
    instructorBatches: (filter) => inBatches(async () => (await store.instructors(filter, WHOLE)).items),
    async students({ q, sort = 'roll_no', order = 'asc' }, window) {
      const enrolled = new Map<number, number>();
      for (const e of state().enrollments.filter((x) => !x.removed_at))
        enrolled.set(e.roll_no, (enrolled.get(e.roll_no) ?? 0) + 1);
      const all = state()
        .users.filter((u) => u.role === 'student' && matches(q, String(u.user_id), u.name))
        .map((u) => ({
          roll_no: u.user_id,
          name: u.name,
          branch: u.branch ?? '',
          stream: u.stream ?? '',
          joining_year: u.joining_year ?? 0,
          enrolled_courses: enrolled.get(u.user_id) ?? 0,
        }));
      return sortedWindow(all, compareBy[sort], compareBy.roll_no, order, window);
    },
    async instructors({ q, sort = 'rg_no', order = 'asc' }, window) {
      const taught = new Map<number, number>();
      for (const c of state().courses) taught.set(c.instructor_id, (taught.get(c.instructor_id) ?? 0) + 1);
      const all = state()
        .users.filter((u) => u.role === 'course instructor' && matches(q, String(u.user_id), u.name))
        .map((u) => ({ rg_no: u.user_id, name: u.name, dept: u.dept ?? '', courses: taught.get(u.user_id) ?? 0 }));
      return sortedWindow(all, compareInstructors[sort], compareInstructors.rg_no, order, window);
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
            password_hash: student.password_hash,
            must_change_password: student.must_change_password,
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
  return store;
}
