/**
 * A cancelled lecture has no roll (issue 58), on every backend: marks taken on a lecture that is
 * then cancelled are kept but count nothing (the student's absences, lates, lectures missed and
 * attendance, the register and their own attendance leave it out), and count again if the
 * lecture takes place again. The demo's CS101 (instructor 501) meets Mondays, Wednesdays, Fridays.
 */
import type { AttendanceRegisterPage, IsoDate, MyAttendance, StudentDataResponse } from '@leave/contract';
import { addDays } from '@leave/contract';
import { canStillMiss } from '@leave/domain';
import { demoLectureDates, suiteToday, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const [ABSENT, LATE] = [1004, 1005];

const standing = async (rollNo: number): Promise<StudentDataResponse['enrollmentData'][number]> =>
  (
    await (await as.student(rollNo)).get<StudentDataResponse>(`/studentData?user_id=${rollNo}`)
  ).body.enrollmentData.find((e) => e.course_code === 'CS101')!;

const register = async () =>
  (await (await as.instructor(501)).get<AttendanceRegisterPage>('/attendanceRegister?course_code=CS101')).body;

const registerRow = (page: AttendanceRegisterPage, rollNo: number) => page.items.find((r) => r.roll_no === rollNo)!;

it('leaves out the marks of a lecture cancelled after its roll was taken, and counts them again when it takes place again', async () => {
  const today = suiteToday();
  const date: IsoDate = demoLectureDates('CS101')
    .filter((day) => day < today)
    .pop()!;
  const instructor = await as.instructor(501);
  const before = { absent: await standing(ABSENT), late: await standing(LATE) };

  const saved = await (
    await as.admin()
  ).post('/saveRoll', {
    course_code: 'CS101',
    date,
    marks: [
      { roll_no: ABSENT, mark: 'absent' },
      { roll_no: LATE, mark: 'late' },
    ],
    reason: 'Taken on paper',
  });
  expect(saved.status).toBe(200);
  const marked = await standing(ABSENT);
  expect(marked.attendance.absent).toBe(before.absent.attendance.absent + 1);
  expect(marked.missed).toBe(before.absent.missed + 1);
  expect((await standing(LATE)).attendance.late).toBe(before.late.attendance.late + 1);
  const held = (await register()).lectures.length;
  expect(registerRow(await register(), ABSENT).attendance).toMatchObject({ held, absent: marked.attendance.absent });

  const cancelled = await instructor.post<{ timetable: { changes: Array<{ change_id: number; date: IsoDate }> } }>(
    '/cancelLecture',
    { course_code: 'CS101', date, reason: 'The room flooded' },
  );
  expect(cancelled.status).toBe(200);

  // Its marks count nothing: the student's standing, the register and their own attendance.
  const after = await standing(ABSENT);
  expect(after.attendance.absent).toBe(before.absent.attendance.absent);
  expect(after.missed).toBe(before.absent.missed);
  // One lecture fewer takes place in the term, so the limit's share of them can be one fewer (on
  // some days of the demo's term it is).
  expect(after.total_lectures).toBe(before.absent.total_lectures - 1);
  expect(after.can_still_miss).toBe(canStillMiss(after.missed, after.total_lectures, after.leave_limit));
  expect(after.attendance.held).toBe(before.absent.attendance.held - 1);
  expect(after.attendance.attended).toBe(before.absent.attendance.attended - 1);
  expect((await standing(LATE)).attendance.late).toBe(before.late.attendance.late);
  const page = await register();
  expect(page.lectures.map((l) => l.date)).not.toContain(date);
  expect(page.lectures).toHaveLength(held - 1);
  expect(registerRow(page, ABSENT).attendance).toMatchObject({
    held: held - 1,
    absent: before.absent.attendance.absent,
  });
  const own = (await (await as.student(ABSENT)).get<MyAttendance>(`/myAttendance?from=${addDays(date, -1)}&to=${date}`))
    .body;
  expect(own.items.filter((item) => item.date === date)).toEqual([]);
  expect((await instructor.get(`/lectureRoll?course_code=CS101&date=${date}`)).status).toBe(404);

  // The lecture takes place again: its roll, kept, counts again.
  const change = cancelled.body.timetable.changes.find((c) => c.date === date)!;
  expect((await instructor.post('/removeLectureChange', { change_id: change.change_id })).status).toBe(200);
  const again = await standing(ABSENT);
  expect(again.attendance.absent).toBe(before.absent.attendance.absent + 1);
  expect(again.missed).toBe(before.absent.missed + 1);
  expect(again.total_lectures).toBe(before.absent.total_lectures);
  expect(again.can_still_miss).toBe(marked.can_still_miss);
  expect((await standing(LATE)).attendance.late).toBe(before.late.attendance.late + 1);
  expect(registerRow(await register(), ABSENT).attendance.absent).toBe(before.absent.attendance.absent + 1);
});
