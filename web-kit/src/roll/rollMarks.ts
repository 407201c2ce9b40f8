/**
 * The class list's marks as the page holds them: one choice per student, started from the roll as
 * it stands, and the save that sends only what the instructor changed (the server merges it, so a
 * colleague's marks for other students are kept).
 */
import type { RollMark, RollSave, RollStudent } from '@leave/contract';

/**
 * What a student's choice starts as: their mark, else absent for a student on accepted leave
 * (an absence with accepted leave is "on leave"), else present.
 */
export const startingMark = (student: RollStudent): RollMark =>
  student.mark ?? (student.attendance === 'on leave' ? 'absent' : 'present');

export type Marks = ReadonlyMap<number, RollMark>;

export const startingMarks = (students: RollStudent[]): Marks =>
  new Map(students.map((student) => [student.roll_no, startingMark(student)]));

/** The marks that differ from where they started, in roll order. */
export function changedMarks(students: RollStudent[], marks: Marks): RollSave['marks'] {
  return students.flatMap((student) => {
    const mark = marks.get(student.roll_no) ?? startingMark(student);
    return mark === startingMark(student) ? [] : [{ roll_no: student.roll_no, mark }];
  });
}

/** Whether a student has accepted leave for the lecture: their "absent" reads "on leave". */
export const onAcceptedLeave = (student: RollStudent) => student.leave?.status === 'accepted';

/** Counts of the class list as marked, in the words the page says them. */
export function markCounts(students: RollStudent[], marks: Marks) {
  let absent = 0;
  let late = 0;
  let onLeave = 0;
  for (const student of students) {
    const mark = marks.get(student.roll_no) ?? startingMark(student);
    if (mark === 'late') late += 1;
    else if (mark === 'absent' && onAcceptedLeave(student)) onLeave += 1;
    else if (mark === 'absent') absent += 1;
  }
  return { present: students.length - absent - late - onLeave, absent, late, onLeave };
}

/** Every student set to one mark (Everyone present, Everyone absent). */
export const everyone = (students: RollStudent[], mark: RollMark): Marks =>
  new Map(students.map((student) => [student.roll_no, mark]));
