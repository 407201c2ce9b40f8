/**
 * The charts' numbers on every backend (issues 39 and 40): a student's percentage per course week
 * by week, an instructor's absences per course per week, the admin's leave by status per week,
 * each telling accepted leave that counts from excused leave (a kind that does not count). In a
 * course the suite makes (no timetable: every date is a lecture), over two weeks of its own.
 */
import type {
  AbsencesByWeek,
  LeaveByWeek,
  LeaveKindPage,
  LeaveRequestResponse,
  MyProgress,
  StudentDataResponse,
} from '@leave/contract';
import { addDays } from '@leave/contract';
import { ApiClient, mondayAfter, newStudent, suiteDemoTerm, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

const CODE = 'CHT101';
const ROLL = 4501;
/** Two weeks ahead of the suites' today, the first a fortnight away. */
const WEEK_A = mondayAfter(14);
const WEEK_B = addDays(WEEK_A, 7);
const WINDOW = `from=${WEEK_A}&to=${addDays(WEEK_B, 6)}`;
let me: ApiClient;
let adminBefore: LeaveByWeek;

const apply = async (from_date: string, to_date: string, kind_id?: number) => {
  const reply = await me.post<LeaveRequestResponse>('/applyLeave', {
    user_id: ROLL,
    user_role: 'student',
    reason: 'Away',
    from_date,
    to_date,
    course_codes: [CODE],
    ...(kind_id ? { kind_id } : {}),
  });
  expect(reply.status).toBe(201);
  return reply.body.request_id!;
};

const decide = async (request_id: number) =>
  expect(
    (
      await (
        await as.instructor(501)
      ).post('/decideRequest', {
        request_id,
        course_code: CODE,
        decision: 'accepted',
        override_document: true,
        comment: "Organiser's letter seen",
      })
    ).status,
  ).toBe(200);

beforeAll(async () => {
  const admin = await as.admin();
  expect(
    (await admin.post('/addCourse', { courseCode: CODE, courseTitle: 'Charts', instructorId: 501, totalLectures: 20 }))
      .status,
  ).toBe(201);
  expect((await as.anonymous().post('/addUser', newStudent(ROLL))).status).toBe(201);
  expect((await admin.post('/addStudentToCourse', { courseCode: CODE, studentId: ROLL })).status).toBe(201);
  me = await new ApiClient(url()).signIn(ROLL, 'Kestrel-42', 'student');
  adminBefore = (await admin.get<LeaveByWeek>(`/leaveByWeek?${WINDOW}`)).body;
  const kinds = (await me.get<LeaveKindPage>('/leaveKinds')).body.items;
  const instituteDuty = kinds.find((kind) => kind.name === 'Institute duty')!.kind_id;
  // Week A: Monday and Tuesday accepted (counted), Wednesday on Institute duty accepted (excused).
  await decide(await apply(WEEK_A, addDays(WEEK_A, 1)));
  await decide(await apply(addDays(WEEK_A, 2), addDays(WEEK_A, 2), instituteDuty));
  // Week B: Monday pending, Thursday withdrawn.
  await apply(WEEK_B, WEEK_B);
  const withdrawn = await apply(addDays(WEEK_B, 3), addDays(WEEK_B, 3));
  expect((await me.post('/withdrawRequest', { request_id: withdrawn })).status).toBe(200);
});

it("gives the student each week's counted, excused and pending lectures and the percentage they make", async () => {
  const progress = (await me.get<MyProgress>(`/myProgress?user_id=${ROLL}&${WINDOW}`)).body;
  expect(progress).toMatchObject({ from: WEEK_A, to: addDays(WEEK_B, 6), term: null });
  const course = progress.courses.find((c) => c.course_code === CODE);
  expect(course).toEqual({
    course_code: CODE,
    leave_limit: 25,
    total_lectures: 20,
    weeks: [
      { week: WEEK_A, counted: 2, excused: 1, pending: 0, percentage: 10 },
      { week: WEEK_B, counted: 0, excused: 0, pending: 1, percentage: 10 },
    ],
  });
  // The last week's percentage is the standing's: the chart and the bar agree.
  const standing = (await me.get<StudentDataResponse>(`/studentData?user_id=${ROLL}`)).body.enrollmentData.find(
    (e) => e.course_code === CODE,
  );
  expect(standing?.leave_percentage).toBe(10);
});

it('carries the counted leave before the window into the percentage', async () => {
  const progress = (await me.get<MyProgress>(`/myProgress?user_id=${ROLL}&from=${WEEK_B}&to=${addDays(WEEK_B, 6)}`))
    .body;
  expect(progress.courses.find((c) => c.course_code === CODE)?.weeks).toEqual([
    { week: WEEK_B, counted: 0, excused: 0, pending: 1, percentage: 10 },
  ]);
});

it("gives the instructor each taught course's absences week by week", async () => {
  const absences = (await (await as.instructor(501)).get<AbsencesByWeek>(`/absencesByWeek?${WINDOW}`)).body;
  expect(absences.courses.find((c) => c.course_code === CODE)).toEqual({
    course_code: CODE,
    course_title: 'Charts',
    weeks: [
      { week: WEEK_A, counted: 2, excused: 1, pending: 0 },
      { week: WEEK_B, counted: 0, excused: 0, pending: 1 },
    ],
  });
  // Only the courses they teach.
  const other = (await (await as.instructor(502)).get<AbsencesByWeek>(`/absencesByWeek?${WINDOW}`)).body;
  expect(other.courses.map((c) => c.course_code)).not.toContain(CODE);
});

it("moves the admin's weeks by status by exactly the leave applied, decided and withdrawn", async () => {
  const after = (await (await as.admin()).get<LeaveByWeek>(`/leaveByWeek?${WINDOW}`)).body;
  const moved = after.weeks.map((week, index) => {
    const before = adminBefore.weeks[index]!;
    return {
      week: week.week,
      counted: week.counted - before.counted,
      excused: week.excused - before.excused,
      pending: week.pending - before.pending,
      rejected: week.rejected - before.rejected,
      withdrawn: week.withdrawn - before.withdrawn,
      cancelled: week.cancelled - before.cancelled,
    };
  });
  expect(moved).toEqual([
    { week: WEEK_A, counted: 2, excused: 1, pending: 0, rejected: 0, withdrawn: 0, cancelled: 0 },
    { week: WEEK_B, counted: 0, excused: 0, pending: 1, rejected: 0, withdrawn: 1, cancelled: 0 },
  ]);
});

it('counts a window that cuts its first and last weeks as its days, one at a time, count them', async () => {
  // From a Wednesday to the Wednesday of the week after next: a cut week, a whole week, a cut
  // week, each named by its Monday.
  const from = addDays(WEEK_A, -5);
  const to = addDays(WEEK_B, 2);
  const before = addDays(WEEK_A, -7);
  const weekOf = (day: string) => (day < WEEK_A ? before : day < WEEK_B ? WEEK_A : WEEK_B);
  const admin = await as.admin();
  const instructor = await as.instructor(501);
  const statusSums = new Map<string, Record<string, number>>();
  const absenceSums = new Map<string, Record<string, number>>();
  const add = (sums: Map<string, Record<string, number>>, key: string, counts: object) => {
    const sum = sums.get(key) ?? {};
    for (const [name, value] of Object.entries(counts)) {
      if (typeof value === 'number') sum[name] = (sum[name] ?? 0) + value;
    }
    sums.set(key, sum);
  };
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const one = (await admin.get<LeaveByWeek>(`/leaveByWeek?from=${day}&to=${day}`)).body;
    expect(one.weeks).toHaveLength(1);
    add(statusSums, weekOf(day), one.weeks[0]!);
    const absences = (await instructor.get<AbsencesByWeek>(`/absencesByWeek?from=${day}&to=${day}`)).body;
    for (const course of absences.courses) add(absenceSums, `${course.course_code} ${weekOf(day)}`, course.weeks[0]!);
  }
  const leave = (await admin.get<LeaveByWeek>(`/leaveByWeek?from=${from}&to=${to}`)).body;
  expect(leave.weeks).toEqual([before, WEEK_A, WEEK_B].map((week) => ({ week, ...statusSums.get(week) })));
  // The suite's own leave is in it, in its weeks.
  expect(leave.weeks[1]!.counted).toBeGreaterThanOrEqual(2);
  const absences = (await instructor.get<AbsencesByWeek>(`/absencesByWeek?from=${from}&to=${to}`)).body;
  expect(absences.courses.find((course) => course.course_code === CODE)?.weeks).toEqual([
    { week: before, counted: 0, excused: 0, pending: 0 },
    { week: WEEK_A, counted: 2, excused: 1, pending: 0 },
    { week: WEEK_B, counted: 0, excused: 0, pending: 1 },
  ]);
  for (const course of absences.courses) {
    expect({ course: course.course_code, weeks: course.weeks }).toEqual({
      course: course.course_code,
      weeks: [before, WEEK_A, WEEK_B].map((week) => ({ week, ...absenceSums.get(`${course.course_code} ${week}`) })),
    });
  }
});

it("covers the term of the school's today when no window is asked for", async () => {
  const term = suiteDemoTerm();
  const progress = (await me.get<MyProgress>(`/myProgress?user_id=${ROLL}`)).body;
  expect(progress).toMatchObject({ from: term.first_day, to: term.last_day, term: term.name });
  const leave = (await (await as.admin()).get<LeaveByWeek>('/leaveByWeek')).body;
  expect(leave.weeks[0]!.week <= term.first_day).toBe(true);
  expect(leave.weeks.at(-1)!.week <= term.last_day).toBe(true);
});

it('refuses a half, backward or too long window, naming the field', async () => {
  const admin = await as.admin();
  expect(await admin.get(`/leaveByWeek?from=${WEEK_A}`)).toMatchObject({ status: 400, body: { field: 'to' } });
  expect(await admin.get(`/leaveByWeek?from=${WEEK_B}&to=${WEEK_A}`)).toMatchObject({
    status: 400,
    body: { field: 'to' },
  });
  expect(await admin.get(`/leaveByWeek?from=${WEEK_A}&to=${addDays(WEEK_A, 371)}`)).toMatchObject({
    status: 400,
    body: { field: 'to' },
  });
  expect((await admin.get(`/leaveByWeek?from=${WEEK_A}&to=${addDays(WEEK_A, 370)}`)).status).toBe(200);
});

it('answers each chart to its role only, and a student their own progress only', async () => {
  expect((await me.get(`/myProgress?user_id=1001`)).status).toBe(403);
  expect((await me.get('/absencesByWeek')).status).toBe(403);
  expect((await me.get('/leaveByWeek')).status).toBe(403);
  const instructor = await as.instructor(501);
  expect((await instructor.get(`/myProgress?user_id=${ROLL}`)).status).toBe(403);
  expect((await instructor.get('/leaveByWeek')).status).toBe(403);
  expect((await (await as.admin()).get('/absencesByWeek')).status).toBe(403);
  expect((await as.anonymous().get('/leaveByWeek')).status).toBe(401);
});
