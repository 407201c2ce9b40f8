import { demoCalendar } from '@leave/config';
import type { DemoSeed, DemoTerm } from '@leave/config';
import type { IsoDate, Role } from '@leave/contract';
import { termLectures, totalLectures } from '@leave/domain';

/** A session a scenario opens with a token QA knows, to put in a browser's cookie. */
export interface ScenarioSession {
  role: Role;
  user_id: number;
  token: string;
  /** When it ends, in minutes from the moment the scenario loads: below 0 it has already expired. */
  ends_in_minutes: number;
}

/** What a scenario puts in a backend: a seed any storage can load, and sessions the mock opens. */
export interface Scenario {
  seed: DemoSeed;
  sessions: ScenarioSession[];
}

/** The demo's one term. */
export const termOf = (seed: DemoSeed): DemoTerm => seed.terms[0]!;

/** The dates a course of the seed has lectures on, in its term, in order. */
export const lectureDates = (seed: DemoSeed, code: string): IsoDate[] =>
  termLectures(demoCalendar(code, termOf(seed))).map((lecture) => lecture.date);

/** The seed with its term replaced, each course's total counted again from the new calendar. */
export function withTerm(seed: DemoSeed, term: DemoTerm): DemoSeed {
  return {
    ...seed,
    terms: [term],
    courses: seed.courses.map((course) => ({
      ...course,
      term: term.name,
      total_lectures: totalLectures(demoCalendar(course.course_code, term), course.total_lectures),
    })),
  };
}

/** Whether a student already has leave in a course on a date (a second one would be refused). */
export const hasLeave = (seed: DemoSeed, rollNo: number, code: string, date: IsoDate) =>
  seed.leaves.some((l) => l.roll_no === rollNo && l.course_code === code && l.leave_date === date);
