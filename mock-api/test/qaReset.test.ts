/**
 * POST /__qa/reset puts the demo data back in the running mock and in its file, sessions
 * included (issue 36): a change made before it is gone, and stays gone after the mock's next
 * write. How long it takes is a figure of `npm run bench` (scripts/benchQa.ts), not a test.
 */
import { DEMO_ACCOUNTS, demoLectureDates, leaveFor, lectureAfter, suiteToday, useBackend } from '@leave/test-kit';

const mock = useBackend({ kind: 'mock', env: { MOCK_QA: 'true' } });
const student = DEMO_ACCOUNTS.student.id;

it('puts the demo data back in the process and the file, and ends every session', async () => {
  const qa = mock.as.anonymous();
  const aarav = await mock.as.student(student);
  const before = (await aarav.get(`/studentData?user_id=${student}`)).body;
  const added = lectureAfter('CS101', 40);
  expect((await aarav.post('/addLeave', leaveFor(student, added))).status).toBe(200);
  expect((await aarav.get(`/studentData?user_id=${student}`)).body.leaveData).toHaveLength(before.leaveData.length + 1);

  // A roll corrected: the demo student marked absent from CS101's latest lecture.
  const latest = demoLectureDates('CS101')
    .filter((date) => date < suiteToday())
    .pop()!;
  const instructor = await mock.as.instructor(DEMO_ACCOUNTS.instructor.id);
  const marks = [{ roll_no: student, mark: 'absent' }];
  expect((await instructor.post('/saveRoll', { course_code: 'CS101', date: latest, marks })).status).toBe(200);
  const absentFromCs101 = async (client: typeof aarav) =>
    (await client.get(`/studentData?user_id=${student}`)).body.enrollmentData.find(
      (e: { course_code: string }) => e.course_code === 'CS101',
    ).attendance.absent;
  expect(await absentFromCs101(aarav)).toBe(1);

  const reset = await qa.post('/__qa/reset');
  expect(reset.status).toBe(200);
  expect(reset.body).toMatchObject({ scenario: 'demo', sessions: [] });

  // The session from before is gone: the student signs in again and finds the demo data.
  expect((await aarav.get(`/studentData?user_id=${student}`)).status).toBe(401);
  const again = await mock.as.anonymous().signIn(student, DEMO_ACCOUNTS.student.password, 'student');
  const after = (await again.get(`/studentData?user_id=${student}`)).body;
  expect(
    after.leaveData.map(({ leave_date, status }: { leave_date: string; status: string }) => [leave_date, status]),
  ).toEqual(
    before.leaveData.map(({ leave_date, status }: { leave_date: string; status: string }) => [leave_date, status]),
  );

  // The demo's rolls are back, the correction gone.
  expect(await absentFromCs101(again)).toBe(0);

  // The file holds the same: no added leave, no added mark, one session (the new one).
  const file = mock.dataFile();
  expect(file.leaves!.filter((l) => l.leave_date === added && l.roll_no === student)).toEqual([]);
  expect(file.rollMarks!.filter((m) => m.roll_no === student && m.course_code === 'CS101')).toEqual([]);
  expect(file.lectureRolls!.some((r) => r.course_code === 'CS101' && r.lecture_date === latest)).toBe(true);
  expect(file.sessions).toHaveLength(1);
});
