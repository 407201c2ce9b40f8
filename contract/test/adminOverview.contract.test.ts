/**
 * The admin's home in numbers (GET /adminOverview), on every backend: each figure against a
 * recount made through the other calls (the lists, each instructor's roster), and moved by a
 * request applied and a student added.
 */
import type { AdminOverview, CourseListPage, LeavePage, RosterPage } from '@leave/contract';
import { addDays, OVERVIEW_LIST_SIZE } from '@leave/contract';
import { demoLectureDates, lectureAfter, leaveFor, newStudent, suiteToday, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const overview = async () => (await (await as.admin()).get<AdminOverview>('/adminOverview')).body;

/** Every enrolment near or over its limit, as each course's instructor sees it on their roster. */
async function atRiskRecount() {
  const courses = (await (await as.admin()).get<CourseListPage>('/courseList?page_size=100')).body.items;
  const counts = { near: 0, over: 0 };
  for (const course of courses) {
    const instructor = await as.instructor(course.instructor_id);
    const roster = (await instructor.get<RosterPage>(`/courseRoster?course_code=${course.course_code}&page_size=100`))
      .body.items;
    counts.near += roster.filter((entry) => entry.risk === 'warning').length;
    counts.over += roster.filter((entry) => entry.risk === 'danger').length;
  }
  return counts;
}

it('counts students and courses as their lists do, and the enrolments at risk as the rosters show them', async () => {
  const admin = await as.admin();
  const shown = await overview();
  expect(shown.students).toBe((await admin.get<{ total: number }>('/students?page_size=1')).body.total);
  expect(shown.courses).toBe((await admin.get<CourseListPage>('/courseList?page_size=1')).body.total);
  const { near, over } = await atRiskRecount();
  expect(shown.at_risk).toMatchObject({ near, over });
  expect(shown.at_risk.students.length).toBe(Math.min(near + over, OVERVIEW_LIST_SIZE));
  // Furthest over first.
  const order = shown.at_risk.students.map((student) => (student.risk === 'danger' ? 1 : 0));
  expect(order).toEqual([...order].sort((a, b) => b - a));
});

it("counts today's leave as All Leave lists it, accepted and pending apart", async () => {
  // On a day CS101 meets (npm run test:weekdays tries each day of the week), a leave today.
  const today = suiteToday();
  if (demoLectureDates('CS101').includes(today)) {
    expect((await (await as.student(1004)).post('/addLeave', leaveFor(1004, today))).status).toBe(200);
    expect((await overview()).absent_today.pending).toBeGreaterThan(0);
  }
  const shown = await overview();
  expect(shown.today).toBe(today);
  const listed = (await (await as.admin()).get<LeavePage>(`/allLeaves?from=${today}&to=${today}&page_size=100`)).body
    .items;
  expect(shown.absent_today).toEqual({
    accepted: listed.filter((leave) => leave.status === 'accepted').length,
    pending: listed.filter((leave) => leave.status === 'pending').length,
  });
});

it('moves with a request applied and a student signed up, and lists the latest change first', async () => {
  const before = await overview();
  const cs101 = before.pending.courses.find((course) => course.course_code === 'CS101')?.pending ?? 0;
  const student = await as.student(1003);
  expect((await student.post('/addLeave', leaveFor(1003, lectureAfter('CS101', 9)))).status).toBe(200);
  expect((await (await as.anonymous()).post('/addUser', newStudent(4711))).status).toBe(201);

  const after = await overview();
  expect(after.pending.total).toBe(before.pending.total + 1);
  expect(after.pending.courses.find((course) => course.course_code === 'CS101')?.pending).toBe(cs101 + 1);
  expect(after.students).toBe(before.students + 1);
  expect(after.recent.length).toBeLessThanOrEqual(OVERVIEW_LIST_SIZE);
  expect(after.recent[0]).toMatchObject({ action: 'user signed up' });
  expect(after.recent.map((event) => event.event_id)).toEqual(
    [...after.recent.map((event) => event.event_id)].sort((a, b) => b - a),
  );
});

it("counts the enrolments at risk by lectures missed, and today's lectures and their rolls", async () => {
  // A course without a timetable (a lecture every date of its term): 10 lectures, 25% allowed.
  const admin = await as.admin();
  const first = await overview();
  const course = { courseCode: 'OVR1', courseTitle: 'Overview', instructorId: 501, totalLectures: 10, leaveLimit: 25 };
  expect((await admin.post('/addCourse', course)).status).toBe(201);
  const [away, here] = [4721, 4722];
  for (const rollNo of [away, here]) {
    expect((await as.anonymous().post('/addUser', newStudent(rollNo))).status).toBe(201);
    const enrolled = await admin.post('/addStudentToCourse', {
      courseCode: 'OVR1',
      studentName: 'Test Student',
      studentId: rollNo,
    });
    expect(enrolled.status).toBe(201);
  }
  const before = await overview();
  expect(before.attendance.lectures_today).toBe(first.attendance.lectures_today + 1);

  // Absent without leave from three lectures, no leave at all: 30% missed, over the limit.
  const instructor = await as.instructor(501);
  const today = before.today;
  for (const date of [today, addDays(today, -1), addDays(today, -2)]) {
    const marks = [{ roll_no: away, mark: 'absent' }];
    expect((await instructor.post('/saveRoll', { course_code: 'OVR1', date, marks })).status).toBe(200);
  }
  const after = await overview();
  expect(after.at_risk.over).toBe(before.at_risk.over + 1);
  expect(after.at_risk.near).toBe(before.at_risk.near);
  expect(after.at_risk).toMatchObject(await atRiskRecount());
  expect(after.attendance).toEqual({
    lectures_today: before.attendance.lectures_today,
    rolls_taken_today: before.attendance.rolls_taken_today + 1,
    absent_without_leave_today: before.attendance.absent_without_leave_today + 1,
  });
});

it('is for the admin only', async () => {
  expect((await (await as.student(1001)).get('/adminOverview')).status).toBe(403);
  expect((await (await as.instructor(501)).get('/adminOverview')).status).toBe(403);
  expect((await (await as.anonymous()).get('/adminOverview')).status).toBe(401);
});
