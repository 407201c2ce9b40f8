/**
 * The demo's term of rolls (issue 58), on every backend: every lecture before today has its roll
 * taken, each student's absences and lates are the seed's marks, the demo student is absent once
 * (in CS201) and sees it, and the seed's own figures (leave percentages, CS101's standing) are
 * what they were before the roll.
 */
import { buildDemoSeed, DEMO_ACCOUNTS } from '@leave/config';
import type { IsoDate, LectureRoll, MyAttendance, RollsToTakePage, StudentDataResponse } from '@leave/contract';
import { addDays } from '@leave/contract';
import { courseStanding } from '@leave/domain';
import { demoLectureDates, demoTotalLectures, suiteToday, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const seed = () => buildDemoSeed(suiteToday());

const enrolmentsOf = async (rollNo: number) =>
  (await (await as.student(rollNo)).get<StudentDataResponse>(`/studentData?user_id=${rollNo}`)).body.enrollmentData;

it("counts each demo student's absences and lates as the seed marks them, in every course", async () => {
  const { rolls, enrollments } = seed();
  const marked = (rollNo: number, code: string, mark: string) =>
    rolls.filter((r) => r.course_code === code && r.marks.some((m) => m.roll_no === rollNo && m.mark === mark)).length;
  let absences = 0;
  for (const rollNo of new Set(enrollments.map((e) => e.roll_no))) {
    for (const enrolment of await enrolmentsOf(rollNo)) {
      const { course_code: code, attendance } = enrolment;
      expect({ rollNo, code, absent: attendance.absent, late: attendance.late }).toEqual({
        rollNo,
        code,
        absent: marked(rollNo, code, 'absent'),
        late: marked(rollNo, code, 'late'),
      });
      // Held: the course's lectures up to today, today's (not taken yet) among them.
      expect(attendance.held).toBe(demoLectureDates(code).filter((date) => date <= suiteToday()).length);
      absences += attendance.absent;
    }
  }
  expect(absences).toBeGreaterThan(5);
});

it('shows the demo student their one absence, in CS201, which they may still apply for leave for', async () => {
  const today = suiteToday();
  const data = await enrolmentsOf(DEMO_ACCOUNTS.student.id);
  const cs201 = data.find((e) => e.course_code === 'CS201')!;
  expect(cs201.attendance).toMatchObject({ absent: 1, late: 0, attended: cs201.attendance.held - 1 });
  // CS101's standing is the seed's leave alone: 2 accepted, 1 pending, nothing marked.
  const { attendance: _none, ...leaveAlone } = courseStanding(2, 1, demoTotalLectures('CS101'), 25);
  const cs101 = data.find((e) => e.course_code === 'CS101')!;
  expect(cs101).toMatchObject(leaveAlone);
  expect(cs101.attendance).toMatchObject({ absent: 0, late: 0, on_leave: 2 });
  const absence = seed().rolls.find((r) => r.marks.some((m) => m.roll_no === DEMO_ACCOUNTS.student.id))!;
  const own = (
    await (
      await as.student(DEMO_ACCOUNTS.student.id)
    ).get<MyAttendance>(`/myAttendance?from=${addDays(today, -30)}&to=${today}`)
  ).body;
  expect(own.items.filter((item) => item.attendance === 'absent')).toEqual([
    { course_code: 'CS201', date: absence.date, attendance: 'absent', can_apply: true },
  ]);
});

it("lists the instructor's lectures of the correction window taken, today's not yet", async () => {
  const today = suiteToday();
  const page = (await (await as.instructor(DEMO_ACCOUNTS.instructor.id)).get<RollsToTakePage>('/rollsToTake')).body;
  const past = page.items.filter((lecture) => lecture.date < today);
  expect(past.length).toBeGreaterThan(0);
  expect(past.every((lecture) => lecture.taken)).toBe(true);
  const todays: IsoDate[] = page.items.filter((lecture) => lecture.date === today).map((l) => l.date);
  expect(page.items.filter((lecture) => lecture.date === today && lecture.taken)).toEqual([]);
  expect(todays.length).toBe(['CS101', 'CS201'].filter((code) => demoLectureDates(code).includes(today)).length);
});

it('counts each listed lecture of every course the instructor teaches as its own class list does', async () => {
  const instructor = await as.instructor(DEMO_ACCOUNTS.instructor.id);
  const page = (await instructor.get<RollsToTakePage>('/rollsToTake')).body;
  // Both of the instructor's courses, and no one else's: the counts of a page are read together.
  expect(new Set(page.items.map((lecture) => lecture.course_code))).toEqual(new Set(['CS101', 'CS201']));
  for (const lecture of page.items) {
    const roll = (
      await instructor.get<LectureRoll>(`/lectureRoll?course_code=${lecture.course_code}&date=${lecture.date}`)
    ).body;
    const { taken, absent, late, on_leave, enrolled } = roll;
    expect({ code: lecture.course_code, date: lecture.date, taken, absent, late, on_leave, enrolled }).toEqual({
      code: lecture.course_code,
      date: lecture.date,
      taken: lecture.taken,
      absent: lecture.absent,
      late: lecture.late,
      on_leave: lecture.on_leave,
      enrolled: lecture.enrolled,
    });
  }
  expect(page.items.some((lecture) => lecture.absent + lecture.late > 0)).toBe(true);
});
