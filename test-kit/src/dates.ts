import { demoCalendar, demoTerm } from '@leave/config';
import { addDays, isWeekend, todayIn } from '@leave/contract';
import { termLectures } from '@leave/domain';
import type { IsoDate } from '@leave/contract';

/**
 * The suites' today: SCHOOL_TODAY when it is set (the backends the suites start read the same
 * variable, so both agree), else today in UTC (the suites' backends run on UTC).
 */
export const suiteToday = (): IsoDate => process.env.SCHOOL_TODAY || todayIn('UTC');

/**
 * The `n`th weekday after the suites' today (1 is the next one). Counted in weekdays, so two
 * different `n` are always two different dates, whatever day of the week the suites run on.
 */
export function weekdayAfter(n: number): IsoDate {
  let date = suiteToday();
  for (let counted = 0; counted < n;) {
    date = addDays(date, 1);
    if (!isWeekend(date)) counted += 1;
  }
  return date;
}

/** `count` weekdays in a row, from the `n`th weekday after today. */
export const weekdaysFrom = (n: number, count: number): IsoDate[] =>
  Array.from({ length: count }, (_, index) => weekdayAfter(n + index));

/** The first Monday at least `days` after the suites' today. */
export function mondayAfter(days: number): IsoDate {
  let date = addDays(suiteToday(), days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  return date;
}

/** The demo's term as the backends the suites start seed it (from the suites' today). */
export const suiteDemoTerm = () => demoTerm(suiteToday());

/**
 * Every lecture date of a demo course in the demo's term, by date: the term a backend seeded on
 * `today` (the suites' today unless given, as the backends they start are).
 */
export const demoLectureDates = (course: string, today: IsoDate = suiteToday()): IsoDate[] =>
  termLectures(demoCalendar(course, demoTerm(today))).map((lecture) => lecture.date);

/** A demo course's total lectures, as the seed counts them from its timetable. */
export const demoTotalLectures = (course: string) => demoLectureDates(course).length;

/**
 * The `n`th lecture of a demo course after the suites' today (1 is the next one): two different
 * `n` are two different lectures, and each is a date the course meets, in term, not a holiday.
 */
export function lectureAfter(course: string, n: number): IsoDate {
  const today = suiteToday();
  const date = demoLectureDates(course).filter((lecture) => lecture > today)[n - 1];
  if (!date) throw new Error(`${course} has fewer than ${n} lectures left in the demo's term`);
  return date;
}

/** `count` lectures of a demo course in a row, from its `n`th after today. */
export const lecturesFrom = (course: string, n: number, count: number): IsoDate[] =>
  Array.from({ length: count }, (_, index) => lectureAfter(course, n + index));

/** The `n`th date after today that is a lecture of every one of these demo courses. */
export function sharedLectureAfter(courses: string[], n: number): IsoDate {
  const today = suiteToday();
  const [first, ...rest] = courses.map((course) => new Set(demoLectureDates(course)));
  const date = [...first!].filter((day) => day > today && rest.every((dates) => dates.has(day)))[n - 1];
  if (!date) throw new Error(`${courses.join(' and ')} share fewer than ${n} lectures left in the demo's term`);
  return date;
}
