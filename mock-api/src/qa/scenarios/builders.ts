/**
 * The small functions that make each scenario from the demo seed, dated around a given today.
 * A scenario's data file (a .json beside this) names its builder and the builder's options, so
 * a new scenario of a known shape is a new file; any test can call a builder too.
 */
import { z } from 'zod';
import { buildDemoSeed } from '@leave/config';
import type { DemoSeed } from '@leave/config';
import { addDays, DEFAULT_ATTENDANCE_RULES, fromIsoDate, LATES_PER_ABSENCE_RANGE } from '@leave/contract';
import type { IsoDate, RollMark } from '@leave/contract';
import {
  allowedDays,
  attendanceRisk,
  courseCode,
  DEFAULT_LEAVE_LIMIT,
  LEAVE_LIMIT_RANGE,
  lineOfText,
  userId,
  wholeNumber,
} from '@leave/domain';
import { hasLeave, lectureDates, termOf, withoutMarks, withTerm } from './scenario';
import type { Scenario } from './scenario';

/** A builder: its options as the data file gives them, and what it makes of them for a today. */
export interface Builder<O> {
  options: z.ZodType<O>;
  build(today: IsoDate, options: O): Scenario;
}

const builder = <O>(made: Builder<O>) => made;

const plain = (seed: DemoSeed): Scenario => ({ seed, sessions: [] });

/** The course and its enrolled students, or an error naming what the data file got wrong. */
function courseIn(seed: DemoSeed, code: string) {
  const course = seed.courses.find((c) => c.course_code === code);
  if (!course) throw new Error(`the demo has no course ${code}`);
  return course;
}

/** The demo data as `npm run mock-api:reset` makes it. */
const demo = builder({ options: z.object({}), build: (today: IsoDate) => plain(buildDemoSeed(today)) });

/** The demo's accounts, courses and enrolments in a term that starts today, with no leave yet. */
const termStart = builder({
  options: z.object({}),
  build(today: IsoDate) {
    const seed = buildDemoSeed(today);
    const term = termOf(seed);
    const first = today;
    const last = addDays(today, 200);
    return plain({
      ...withTerm(seed, {
        ...term,
        first_day: first,
        last_day: last,
        holidays: term.holidays.filter((h) => h.from_date >= first && h.to_date <= last),
      }),
      leaves: [],
    });
  },
});

/**
 * One student a lecture short of a course's limit (it warns, "close to the limit") and another a
 * lecture over it ("over the limit"), by accepted leave from the term's first lecture on.
 */
const limitEdges = builder({
  options: z.object({
    course: courseCode('course'),
    just_under: userId('just_under'),
    over: userId('over'),
  }),
  build(today: IsoDate, options: { course: string; just_under: number; over: number }) {
    const seed = buildDemoSeed(today);
    const course = courseIn(seed, options.course);
    const allowed = allowedDays(course.total_lectures, course.leave_limit ?? DEFAULT_LEAVE_LIMIT);
    const students = new Set([options.just_under, options.over]);
    const leaves = seed.leaves.filter((l) => !(students.has(l.roll_no) && l.course_code === course.course_code));
    const accepted = (rollNo: number, count: number) =>
      lectureDates(seed, course.course_code)
        .slice(0, count)
        .map((leave_date) => ({
          leave_date,
          reason: 'Hospital stay',
          roll_no: rollNo,
          course_code: course.course_code,
          status: 'accepted' as const,
        }));
    const enrollments = [...seed.enrollments];
    for (const rollNo of students) {
      if (!enrollments.some((e) => e.roll_no === rollNo && e.course_code === course.course_code))
        enrollments.push({ roll_no: rollNo, course_code: course.course_code });
    }
    return plain({
      ...seed,
      enrollments,
      leaves: [...leaves, ...accepted(options.just_under, allowed - 1), ...accepted(options.over, allowed + 1)],
      // Their standing is their leave alone: no absence or late of theirs in the course.
      rolls: withoutMarks(seed, course.course_code, students),
    });
  },
});

/** A course with `requests` pending requests in all, one leave each, on its students' next lectures. */
const pendingRequests = builder({
  options: z.object({ course: courseCode('course'), requests: wholeNumber('requests', 1, 1000) }),
  build(today: IsoDate, options: { course: string; requests: number }) {
    const seed = buildDemoSeed(today);
    const code = courseIn(seed, options.course).course_code;
    const students = seed.enrollments.filter((e) => e.course_code === code).map((e) => e.roll_no);
    const already = seed.leaves.filter((l) => l.course_code === code && l.status === 'pending').length;
    const added: DemoSeed['leaves'] = [];
    const slots = lectureDates(seed, code)
      .filter((date) => date > today)
      .flatMap((date) => students.map((roll_no) => ({ date, roll_no })))
      .filter(({ date, roll_no }) => !hasLeave(seed, roll_no, code, date));
    for (const { date, roll_no } of slots.slice(0, options.requests - already)) {
      added.push({ leave_date: date, reason: 'Sports trials', roll_no, course_code: code, status: 'pending' });
    }
    if (already + added.length < options.requests)
      throw new Error(`${code} has too few lectures ahead for ${options.requests} pending requests`);
    return plain({ ...seed, leaves: [...seed.leaves, ...added] });
  },
});

/** This school week (the next one at a weekend), Monday to Friday, a holiday: no lectures, no leave in it. */
const holidayWeek = builder({
  options: z.object({ holiday: lineOfText('holiday', 100) }),
  build(today: IsoDate, options: { holiday: string }) {
    const seed = buildDemoSeed(today);
    // At a weekend the school week to come, so that the holiday is still ahead.
    const weekday = fromIsoDate(today).getDay();
    const monday = addDays(today, weekday === 0 ? 1 : weekday === 6 ? 2 : 1 - weekday);
    const friday = addDays(monday, 4);
    const term = termOf(seed);
    const outside = (date: IsoDate) => date < monday || date > friday;
    const holidays = [
      ...term.holidays.filter((h) => h.to_date < monday || h.from_date > friday),
      { from_date: monday, to_date: friday, name: options.holiday },
    ].sort((a, b) => a.from_date.localeCompare(b.from_date));
    const changed = withTerm(seed, { ...term, holidays });
    return plain({ ...changed, leaves: seed.leaves.filter((l) => outside(l.leave_date)) });
  },
});

/** The demo with one session of a known token that has already ended. */
const endedSession = builder({
  options: z.object({
    student: userId('student'),
    token: lineOfText('token', 100),
    ended_minutes_ago: wholeNumber('ended_minutes_ago', 1, 60 * 24 * 365),
  }),
  build(today: IsoDate, options: { student: number; token: string; ended_minutes_ago: number }): Scenario {
    return {
      seed: buildDemoSeed(today),
      sessions: [
        {
          role: 'student',
          user_id: options.student,
          token: options.token,
          ends_in_minutes: -options.ended_minutes_ago,
        },
      ],
    };
  },
});

/**
 * A course's roll as a school that counts every lecture missed sees it: the course's limit set to
 * `limit`, every `lates_per_absence` lates counting as one absence, one student absent without
 * leave from one lecture more than the limit allows (over it, by the roll alone), and another near
 * it ("close to the limit", one lecture left) by absences and lates, on the lectures held so far;
 * the demo's other absences and lates stay. Neither has leave in the course.
 */
const rollCall = builder({
  options: z.object({
    course: courseCode('course'),
    limit: wholeNumber('limit', LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max),
    over: userId('over'),
    near: userId('near'),
    lates_per_absence: wholeNumber('lates_per_absence', LATES_PER_ABSENCE_RANGE.min, LATES_PER_ABSENCE_RANGE.max),
  }),
  build(
    today: IsoDate,
    options: { course: string; limit: number; over: number; near: number; lates_per_absence: number },
  ) {
    const seed = buildDemoSeed(today);
    const course = { ...courseIn(seed, options.course), leave_limit: options.limit };
    const code = course.course_code;
    const allowed = allowedDays(course.total_lectures, options.limit);
    // The near student: two absences' worth of lates, the rest absences, one lecture short of the limit.
    const nearLates = 2 * options.lates_per_absence;
    const nearAbsences = allowed - 1 - 2;
    if (nearAbsences < 0 || attendanceRisk(allowed - 1, course.total_lectures, options.limit) !== 'warning') {
      throw new Error(`${code} at ${options.limit}% allows too few lectures (${allowed}) to be near its limit`);
    }
    const held = seed.rolls.filter((roll) => roll.course_code === code).map((roll) => roll.date);
    if (held.length < Math.max(allowed + 1, nearAbsences + nearLates)) {
      throw new Error(`${code} has held ${held.length} lectures so far: too few for ${allowed + 1} absences`);
    }
    const students = new Set([options.over, options.near]);
    const enrollments = [...seed.enrollments];
    for (const rollNo of students) {
      if (!enrollments.some((e) => e.roll_no === rollNo && e.course_code === code))
        enrollments.push({ roll_no: rollNo, course_code: code });
    }
    // The over student stopped coming: absent from the latest lectures. The near one was absent
    // from the first ones and late to the next.
    const marks = new Map<IsoDate, Array<{ roll_no: number; mark: RollMark }>>();
    const mark = (date: IsoDate, roll_no: number, value: RollMark) =>
      marks.set(date, [...(marks.get(date) ?? []), { roll_no, mark: value }]);
    for (const date of held.slice(-(allowed + 1))) mark(date, options.over, 'absent');
    held.slice(0, nearAbsences).forEach((date) => mark(date, options.near, 'absent'));
    held.slice(nearAbsences, nearAbsences + nearLates).forEach((date) => mark(date, options.near, 'late'));
    return plain({
      ...seed,
      courses: seed.courses.map((c) => (c.course_code === code ? course : c)),
      enrollments,
      leaves: seed.leaves.filter((l) => !(students.has(l.roll_no) && l.course_code === code)),
      rolls: withoutMarks(seed, code, students).map((roll) =>
        roll.course_code === code && marks.has(roll.date)
          ? { ...roll, marks: [...roll.marks, ...marks.get(roll.date)!].sort((a, b) => a.roll_no - b.roll_no) }
          : roll,
      ),
      attendance_rules: {
        ...DEFAULT_ATTENDANCE_RULES,
        lates_per_absence: options.lates_per_absence,
        absence_counts: true,
      },
    });
  },
});

/** Every builder by the name a data file gives it. */
export const BUILDERS = {
  demo,
  termStart,
  limitEdges,
  pendingRequests,
  holidayWeek,
  endedSession,
  rollCall,
} as const;
