/**
 * The scenarios' data files and builders (issue 36), without a server: every file names a
 * builder with options it takes, a wrong file is refused naming it, and each scenario keeps the
 * promises its sentence makes on any day of the week.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, fromIsoDate } from '@leave/contract';
import { allowedDays, DEFAULT_LEAVE_LIMIT } from '@leave/domain';
import { readScenarios } from '@leave/mock-api/scenarios';
import type { ScenarioEntry } from '@leave/mock-api/scenarios';
import { demoCalendar } from '@leave/config';
import { termLectures } from '@leave/domain';

const scenarios = readScenarios();
const scenario = (name: string) => scenarios.find((s) => s.name === name) as ScenarioEntry;
type Seed = ReturnType<ScenarioEntry['build']>['seed'];
const lectureDates = (seed: Seed, code: string) =>
  termLectures(demoCalendar(code, seed.terms[0]!)).map((lecture) => lecture.date);
// A week of days, so that every weekday is a scenario's today once.
const WEEK = Array.from({ length: 7 }, (_, i) => addDays('2026-11-23', i));

it('reads every data file', () => {
  expect(scenarios.map((s) => s.name)).toEqual([
    'at-risk',
    'busy-instructor',
    'demo',
    'empty-term',
    'expired-session',
    'holiday-week',
    'rolls',
  ]);
});

it.each([
  ['{"builder": "demo"}', /description/],
  ['{"description": "A scenario.", "builder": "nothing"}', /builder/],
  ['{"description": "A scenario.", "builder": "pendingRequests", "options": {"course": "CS101"}}', /requests/],
])('refuses the data file %s, naming it', (text, problem) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-scenarios-'));
  fs.writeFileSync(path.join(dir, 'broken.json'), text);
  expect(() => readScenarios(dir)).toThrow(new RegExp(`broken\\.json[^]*${problem.source}`));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(WEEK)('with today %s', (today) => {
  it('at-risk: one student one accepted leave under the limit, another one over', () => {
    const { seed } = scenario('at-risk').build(today);
    const course = seed.courses.find((c) => c.course_code === 'CS101')!;
    const allowed = allowedDays(course.total_lectures, course.leave_limit ?? DEFAULT_LEAVE_LIMIT);
    const accepted = (rollNo: number) =>
      seed.leaves.filter((l) => l.roll_no === rollNo && l.course_code === 'CS101' && l.status === 'accepted').length;
    expect([accepted(1001), accepted(1002)]).toEqual([allowed - 1, allowed + 1]);
  });

  it('demo: every lecture before today has its roll, its marks on enrolled students without leave that lecture', () => {
    const { seed } = scenario('demo').build(today);
    for (const course of seed.courses) {
      const held = lectureDates(seed, course.course_code).filter((date) => date < today);
      expect(seed.rolls.filter((r) => r.course_code === course.course_code).map((r) => r.date)).toEqual(held);
    }
    const marks = seed.rolls.flatMap((r) => r.marks.map((m) => ({ ...m, course_code: r.course_code, date: r.date })));
    expect(marks.length).toBeGreaterThan(10);
    for (const m of marks) {
      expect(seed.enrollments).toContainEqual({ roll_no: m.roll_no, course_code: m.course_code });
      expect(
        seed.leaves.filter(
          (l) => l.roll_no === m.roll_no && l.course_code === m.course_code && l.leave_date === m.date,
        ),
      ).toEqual([]);
    }
    // The demo student: absent once, in CS201, and marked nowhere else.
    expect(marks.filter((m) => m.roll_no === 1001).map(({ course_code, mark }) => [course_code, mark])).toEqual([
      ['CS201', 'absent'],
    ]);
  });

  it('at-risk and rolls: the students whose standing they set have no other mark in the course', () => {
    const marked = (seed: Seed, code: string, rollNo: number) =>
      seed.rolls
        .filter((r) => r.course_code === code)
        .flatMap((r) => r.marks.filter((m) => m.roll_no === rollNo).map((m) => m.mark));
    const atRisk = scenario('at-risk').build(today).seed;
    expect([marked(atRisk, 'CS101', 1001), marked(atRisk, 'CS101', 1002)]).toEqual([[], []]);
    const rolls = scenario('rolls').build(today).seed;
    const cs201 = rolls.courses.find((c) => c.course_code === 'CS201')!;
    const allowed = allowedDays(cs201.total_lectures, 10);
    expect(cs201.leave_limit).toBe(10);
    expect(marked(rolls, 'CS201', 1003)).toEqual(Array(allowed + 1).fill('absent'));
    expect(marked(rolls, 'CS201', 1002).sort()).toEqual([
      ...Array(allowed - 3).fill('absent'),
      ...Array(6).fill('late'),
    ]);
    expect(rolls.attendance_rules).toMatchObject({ lates_per_absence: 3, absence_counts: true });
  });

  it('empty-term and holiday-week: no roll on a date that is no lecture', () => {
    expect(scenario('empty-term').build(today).seed.rolls).toEqual([]);
    const { seed } = scenario('holiday-week').build(today);
    const week = seed.terms[0]!.holidays.find((h) => h.name === 'Holiday Week')!;
    expect(seed.rolls.filter((r) => r.date >= week.from_date && r.date <= week.to_date)).toEqual([]);
  });

  it('busy-instructor: 200 pending leaves in CS101, each of an enrolled student on a lecture to come', () => {
    const { seed } = scenario('busy-instructor').build(today);
    const pending = seed.leaves.filter((l) => l.course_code === 'CS101' && l.status === 'pending');
    expect(pending).toHaveLength(200);
    const enrolled = new Set(seed.enrollments.filter((e) => e.course_code === 'CS101').map((e) => e.roll_no));
    expect(pending.every((l) => enrolled.has(l.roll_no))).toBe(true);
    expect(new Set(pending.map((l) => `${l.roll_no} ${l.leave_date}`)).size).toBe(200);
  });

  it('holiday-week: Monday to Friday of this school week (the next at a weekend) a holiday, no leave in it', () => {
    const { seed } = scenario('holiday-week').build(today);
    const week = seed.terms[0]!.holidays.find((h) => h.name === 'Holiday Week')!;
    expect(fromIsoDate(week.from_date).getDay()).toBe(1);
    expect(week.to_date).toBe(addDays(week.from_date, 4));
    const weekend = [0, 6].includes(fromIsoDate(today).getDay());
    if (weekend) expect(week.from_date > today && week.from_date <= addDays(today, 2)).toBe(true);
    else expect(week.from_date <= today && today <= week.to_date).toBe(true);
    expect(seed.leaves.filter((l) => l.leave_date >= week.from_date && l.leave_date <= week.to_date)).toEqual([]);
  });
});

it('empty-term: a term from today, no leave; expired-session: a session ended before now', () => {
  const empty = scenario('empty-term').build('2026-11-25');
  expect([empty.seed.terms[0]!.first_day, empty.seed.leaves]).toEqual(['2026-11-25', []]);
  expect(scenario('expired-session').build('2026-11-25').sessions).toEqual([
    { role: 'student', user_id: 1001, token: 'qa-expired-session-1001', ends_in_minutes: -5 },
  ]);
});
