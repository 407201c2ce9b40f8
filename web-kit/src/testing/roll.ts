/** Test data of the roll's screens, in the API's shapes. */
import type { LectureRoll, LectureRollSummary, RollStudent } from '@leave/contract';

/** A student of a class list, present unless given otherwise. */
export const rollStudent = (roll_no: number, name: string, fields: Partial<RollStudent> = {}): RollStudent => ({
  roll_no,
  name,
  mark: null,
  leave: null,
  attendance: 'present',
  ...fields,
});

/** A lecture of `course_code` on `date`, 09:00-10:00 in A-101, not taken, open to its instructor. */
export const lectureSummary = (
  course_code: string,
  date: string,
  fields: Partial<LectureRollSummary> = {},
): LectureRollSummary => ({
  course_code,
  course_title: `${course_code} course`,
  date,
  start: '09:00',
  end: '10:00',
  room: 'A-101',
  extra: false,
  taken: false,
  absent: 0,
  late: 0,
  on_leave: 0,
  enrolled: 3,
  editable: true,
  ...fields,
});

/** A lecture's class list: the lecture's summary, `students`, not taken, editable without a reason. */
export const lectureRoll = (
  course_code: string,
  date: string,
  students: RollStudent[],
  fields: Partial<LectureRoll> = {},
): LectureRoll => ({
  ...lectureSummary(course_code, date, { enrolled: students.length }),
  locked_reason: null,
  locked_why: null,
  reason_needed: false,
  taken_by: null,
  taken_at: null,
  students,
  ...fields,
});
