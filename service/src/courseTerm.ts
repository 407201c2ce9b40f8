import type { Term } from '@leave/contract';
import { semesterOfTerm } from '@leave/domain';
import type { Storage } from './storage';

/**
 * Puts a course's semester and year (the seed's fields) in step with the term it is now in, inside
 * the change that moved it: a Summer 2027 course no longer reads "Autumn 2026".
 */
export async function keepSemesterOfTerm(tx: Storage, code: string, term: Term): Promise<void> {
  const record = await tx.courses.record(code);
  if (!record) return;
  const { semesterType, semesterYear } = semesterOfTerm(term);
  if (record.semester_type === semesterType && record.semester_year === semesterYear) return;
  const { course_code, course_title, instructor_id, total_lectures } = record;
  await tx.courses.update({
    course_code,
    course_title,
    instructor_id,
    total_lectures,
    semester_type: semesterType,
    semester_year: semesterYear,
  });
}
