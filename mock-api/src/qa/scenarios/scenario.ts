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

/**
 * The seed with its term replaced, each course's total counted again from the new calendar, and
 * only the rolls of dates that are still lectures of their course.
 */
export function withTerm(seed: DemoSeed, term: DemoTerm): DemoSeed {
  const changed = { ...seed, terms: [term] };
  const lectures = new Set(
    seed.courses.flatMap((course) =>
      lectureDates(changed, course.course_code).map((d) => `${course.course_code}|${d}`),
    ),
  );
  return {
    ...changed,
    courses: seed.courses.map((course) => ({
      ...course,
      term: term.name,
      total_lectures: totalLectures(demoCalendar(course.course_code, term), course.total_lectures),
    })),
    rolls: seed.rolls.filter((roll) => lectures.has(`${roll.course_code}|${roll.date}`)),
  };
}

/** The seed's rolls without any mark of these students in a course: they were there every time. */
export const withoutMarks = (seed: DemoSeed, code: string, rollNos: Set<number>): DemoSeed['rolls'] =>
  seed.rolls.map((roll) =>
    roll.course_code === code ? { ...roll, marks: roll.marks.filter((m) => !rollNos.has(m.roll_no)) } : roll,
  );

/** Whether a student already has leave in a course on a date (a second one would be refused). */
export const hasLeave = (seed: DemoSeed, rollNo: number, code: string, date: IsoDate) =>
  seed.leaves.some((l) => l.roll_no === rollNo && l.course_code === code && l.leave_date === date);
