import { fromIsoDate } from '@leave/contract';
import { SEMESTERS } from './limits';

/** What a new course gets when the admin leaves a field out. */
export const DEFAULT_TOTAL_LECTURES = 40;

/** The semester a date falls in: July to December is Autumn, the rest Spring. */
export function semesterOf(date: Date): 'Autumn' | 'Spring' {
  return date.getMonth() >= 6 ? 'Autumn' : 'Spring';
}

export function courseDefaults(today: Date) {
  return {
    semesterType: semesterOf(today),
    semesterYear: today.getFullYear(),
    totalLectures: DEFAULT_TOTAL_LECTURES,
  };
}

/**
 * The seed's semester and year of a course in a term: the semester its name says (`Autumn 2026`),
 * else the one its first day falls in (a `Summer 2027` from May is Spring), and its first day's year.
 * A course in a term keeps these fields (the spec's `semester_type`, `semester_year`) in step with it.
 */
export function semesterOfTerm(term: { name: string; first_day: string }): {
  semesterType: 'Autumn' | 'Spring';
  semesterYear: number;
} {
  const named = SEMESTERS.find((semester) => new RegExp(`\\b${semester}\\b`, 'i').test(term.name));
  const first = fromIsoDate(term.first_day);
  return { semesterType: named ?? semesterOf(first), semesterYear: first.getFullYear() };
}
