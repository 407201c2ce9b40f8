/**
 * The attendance register on every backend (issue 58): a course's students in roll order, a cell
 * per lecture held (present, absent, late, on leave, a roll not taken), each row's attendance, the
 * CSV download, and who may read it.
 */
import { addDays } from '@leave/contract';
import type { AttendanceRegisterPage, IsoDate, LeavesResponse, SessionAnswer } from '@leave/contract';
import { ApiClient, newStudent, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

const COURSE = 'REGR1';
const [ABSENT, LATE, ON_LEAVE] = [7311, 7312, 7313];

let today: IsoDate;
let takenDay: IsoDate;
let leaveDay: IsoDate;

/** A course without a timetable (a lecture every date of its term), taught by 501; a roll taken two days ago. */
beforeAll(async () => {
  const admin = await as.admin();
  today = (await admin.get<SessionAnswer & { today: IsoDate }>('/session')).body.today;
  takenDay = addDays(today, -2);
  leaveDay = addDays(today, -3);
  const added = await admin.post('/addCourse', {
    courseCode: COURSE,
    courseTitle: 'Register',
    instructorId: 501,
    totalLectures: 200,
    leaveLimit: 10,
  });
  expect(added.status).toBe(201);
  for (const rollNo of [ABSENT, LATE, ON_LEAVE]) {
    expect((await as.anonymous().post('/addUser', newStudent(rollNo))).status).toBe(201);
    expect(
      (await admin.post('/addStudentToCourse', { courseCode: COURSE, studentName: 'Test Student', studentId: rollNo }))
        .status,
    ).toBe(201);
  }
  const instructor = await as.instructor(501);
  const saved = await instructor.post('/saveRoll', {
    course_code: COURSE,
    date: takenDay,
    marks: [
      { roll_no: ABSENT, mark: 'absent' },
      { roll_no: LATE, mark: 'late' },
    ],
  });
  expect(saved.status).toBe(200);
  const onLeave = await new ApiClient(url()).signIn(ON_LEAVE, 'Kestrel-42', 'student');
  const applied = await onLeave.post('/applyLeave', {
    user_id: ON_LEAVE,
    user_role: 'student',
    reason: 'Fever',
    from_date: leaveDay,
    to_date: leaveDay,
    include_weekends: true,
    course_codes: [COURSE],
  });
  expect(applied.status).toBe(201);
  const pending = (await instructor.get<LeavesResponse>(`/getLeaves?course_code=${COURSE}&status=pending`)).body
    .leaveData;
  const leave = pending.find((l) => l.user_id === ON_LEAVE && l.leave_date === leaveDay)!;
  expect((await instructor.post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(200);
});

describe('the attendance register', () => {
  it('has a column per lecture held, oldest first, and a cell per student and lecture', async () => {
    const reply = await (
      await as.instructor(501)
    ).get<AttendanceRegisterPage>(`/attendanceRegister?course_code=${COURSE}`);
    expect(reply.status).toBe(200);
    const page = reply.body;
    const dates = page.lectures.map((l) => l.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[dates.length - 1]).toBe(today);
    expect(dates).not.toContain(addDays(today, 1));
    const taken = dates.indexOf(takenDay);
    const notTaken = dates.indexOf(leaveDay);
    expect(page.lectures[taken]).toMatchObject({ date: takenDay, taken: true, extra: false });
    expect(page.lectures[notTaken]).toMatchObject({ date: leaveDay, taken: false });
    expect(page).toMatchObject({ course_code: COURSE, total: 3, page: 1 });
    expect(page.items.map((row) => row.roll_no)).toEqual([ABSENT, LATE, ON_LEAVE]);
    const [absent, late, onLeave] = page.items;
    expect([absent!.cells[taken], late!.cells[taken], onLeave!.cells[taken]]).toEqual(['A', 'L', 'P']);
    expect([absent!.cells[notTaken], late!.cells[notTaken], onLeave!.cells[notTaken]]).toEqual(['', '', 'Personal']);
    expect(absent!.cells).toHaveLength(dates.length);
    const held = dates.length;
    expect(absent!.attendance).toMatchObject({ held, attended: held - 1, absent: 1, late: 0, on_leave: 0 });
    expect(late!.attendance).toMatchObject({ held, attended: held, absent: 0, late: 1, on_leave: 0 });
    expect(onLeave!.attendance).toMatchObject({ held, attended: held - 1, absent: 0, on_leave: 1 });
    expect(onLeave!.attendance.percentage).toBe(Math.round(((held - 1) * 100) / held));
  });

  it('is paginated by students, in roll order', async () => {
    const page = (
      await (
        await as.admin()
      ).get<AttendanceRegisterPage>(`/attendanceRegister?course_code=${COURSE}&page=2&page_size=2`)
    ).body;
    expect(page.items.map((row) => row.roll_no)).toEqual([ON_LEAVE]);
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 2 });
  });

  it('downloads as CSV: a header with each date, a row per student', async () => {
    const instructor = await as.instructor(501);
    const response = await fetch(`${url()}/attendanceRegisterFile?course_code=${COURSE}`, {
      headers: { Cookie: instructor.sessionCookie! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${COURSE}-attendance.csv"`);
    const text = new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(3));
    const lines = text.split('\r\n').filter(Boolean);
    const page = (await instructor.get<AttendanceRegisterPage>(`/attendanceRegister?course_code=${COURSE}`)).body;
    const dates = page.lectures.map((l) => l.date);
    expect(lines[0]).toBe(['Roll No', 'Name', ...dates, 'Held', 'Attended', 'Attendance %'].join(','));
    const held = dates.length;
    const cells = dates.map((date) => (date === takenDay ? 'A' : ''));
    const percentage = Math.round(((held - 1) * 100) / held);
    expect(lines[1]).toBe([ABSENT, 'Test Student', ...cells, held, held - 1, percentage].join(','));
    expect(lines).toHaveLength(4);
  });

  it.each([
    ['the instructor of the course', 200, () => as.instructor(501)],
    ['the admin', 200, () => as.admin()],
    ['another instructor', 403, () => as.instructor(502)],
    ['a student', 403, () => new ApiClient(url()).signIn(ABSENT, 'Kestrel-42', 'student')],
    ['nobody', 401, () => as.anonymous()],
  ] as const)('is read by %s: %i', async (_who, status, who) => {
    const client = await who();
    expect((await client.get(`/attendanceRegister?course_code=${COURSE}`)).status).toBe(status);
    expect((await client.get(`/attendanceRegisterFile?course_code=${COURSE}`)).status).toBe(status);
  });

  it('says which course is unknown', async () => {
    const reply = await (await as.admin()).get('/attendanceRegister?course_code=NOPE1');
    expect(reply.status).toBe(404);
  });
});
