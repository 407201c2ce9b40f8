/**
 * Attendance limits on every backend (issue 10): a leave limit per course set by the admin, where
 * each student stands against it, previews, the instructor's roster, the absence calendar and
 * the CSV register. Every number comes from the server; each is checked against a recount.
 */
import { addDays } from '@leave/contract';
import type {
  AbsenteesPage,
  CourseAbsences,
  IsoDate,
  LeavePreview,
  LeavesResponse,
  RosterPage,
  StudentDataResponse,
} from '@leave/contract';
import { ApiClient, leaveFor, newStudent, useBackend, weekdaysFrom } from '@leave/test-kit';

const { as, url } = useBackend();

/** A student made by a test signs in with the fixtures' password. */
const signedIn = new Map<number, Promise<ApiClient>>();
const newcomer = (rollNo: number) => {
  if (!signedIn.has(rollNo)) signedIn.set(rollNo, new ApiClient(url()).signIn(rollNo, 'Kestrel-42', 'student'));
  return signedIn.get(rollNo)!;
};

/** `count` weekdays in a row from about two months ahead, none seeded. */
const weekdays = (count: number, after = 32): IsoDate[] => weekdaysFrom(after, count);

const standingIn = async (user_id: number, course: string) =>
  (
    await (
      await (user_id > 7000 ? newcomer(user_id) : as.student(user_id))
    ).get<StudentDataResponse>(`/studentData?user_id=${user_id}`)
  ).body.enrollmentData.find((e) => e.course_code === course)!;

/** A fresh course of `lectures` lectures and `limit`%, taught by 501, with a new student enrolled. */
async function courseWithStudent(code: string, lectures: number, limit: number, rollNo: number) {
  const admin = await as.admin();
  expect(
    (
      await admin.post('/addCourse', {
        courseCode: code,
        courseTitle: `Course ${code}`,
        instructorId: 501,
        totalLectures: lectures,
        leaveLimit: limit,
      })
    ).status,
  ).toBe(201);
  expect((await as.anonymous().post('/addUser', newStudent(rollNo))).status).toBe(201);
  expect(
    (await admin.post('/addStudentToCourse', { courseCode: code, studentName: 'Test Student', studentId: rollNo }))
      .status,
  ).toBe(201);
}

describe('the leave limit', () => {
  it('is 25% unless the admin sets it, and the admin may change it later', async () => {
    const admin = await as.admin();
    const courses = (
      await admin.get<{ items: Array<{ course_code: string; leave_limit: number }> }>('/courses?page_size=100')
    ).body.items;
    expect(courses.find((c) => c.course_code === 'MA201')?.leave_limit).toBe(25);
    const reply = await admin.post('/setLeaveLimit', { courseCode: 'ma201', leaveLimit: 30 });
    expect(reply.body).toEqual({ message: 'The leave limit of MA201 is now 30%' });
    expect((await standingIn(1001, 'MA201')).leave_limit).toBe(30);
  });

  it.each([
    [{ courseCode: 'MA201', leaveLimit: 0 }, 400, 'leaveLimit must be a whole number from 1 to 100'],
    [{ courseCode: 'MA201', leaveLimit: 101 }, 400, 'leaveLimit must be a whole number from 1 to 100'],
    [{ courseCode: 'MA201', leaveLimit: 12.5 }, 400, 'leaveLimit must be a whole number from 1 to 100'],
    [{ courseCode: 'ZZ999', leaveLimit: 10 }, 404, 'There is no course ZZ999'],
  ])('refuses %j with %i', async (body, status, message) => {
    const reply = await (await as.admin()).post('/setLeaveLimit', body);
    expect(reply.status).toBe(status);
    expect(reply.body.message).toBe(message);
  });

  it('is set only by the admin', async () => {
    for (const client of [await as.student(1001), await as.instructor(501), as.anonymous()]) {
      expect([401, 403]).toContain(
        (await client.post('/setLeaveLimit', { courseCode: 'MA201', leaveLimit: 99 })).status,
      );
    }
    expect((await standingIn(1001, 'MA201')).leave_limit).not.toBe(99);
  });
});

describe('where a student stands', () => {
  it('can still miss 2 of 20 lectures at 10%, warns at the limit, and is in danger past it; the preview says so first', async () => {
    await courseWithStudent('LIM10', 20, 10, 7101);
    const student = await newcomer(7101);
    expect(await standingIn(7101, 'LIM10')).toMatchObject({
      leave_percentage: 0,
      can_still_miss: 2,
      risk: 'ok',
      leave_limit: 10,
    });

    const [first, second, third] = weekdays(3);
    const request = {
      user_id: 7101,
      user_role: 'student',
      reason: 'Trip',
      from_date: first,
      to_date: third,
      course_codes: ['LIM10'],
    };
    const preview = await student.post<LeavePreview>('/previewLeave', request);
    expect(preview.body).toEqual({
      courses: [
        {
          course_code: 'LIM10',
          days: 3,
          leave_limit: 10,
          percentage_before: 0,
          percentage_after: 15,
          crosses_limit: true,
        },
      ],
      // Personal leave (no kind asked for) counts, and needs no document.
      counts: true,
      document_needed: false,
    });
    expect((await student.post('/applyLeave', request)).status).toBe(201);
    // Nothing more to apply: the preview counts no day twice.
    expect((await student.post<LeavePreview>('/previewLeave', request)).body.courses[0]?.days).toBe(0);
    expect(await standingIn(7101, 'LIM10')).toMatchObject({ pending_days: 3, accepted_days: 0, risk: 'ok' });

    // The instructor sees what approving each would do.
    const instructor = await as.instructor(501);
    const pending = (await instructor.get<LeavesResponse>('/getLeaves?course_code=LIM10&status=pending')).body
      .leaveData;
    expect(pending.map((l) => l.if_approved)).toEqual([
      { percentage_before: 0, percentage_after: 5, crosses_limit: false },
      { percentage_before: 0, percentage_after: 5, crosses_limit: false },
      { percentage_before: 0, percentage_after: 5, crosses_limit: false },
    ]);
    await instructor.post('/approveLeave', { leave_id: pending[0]!.leave_id });
    const after = (await instructor.get<LeavesResponse>('/getLeaves?course_code=LIM10&status=pending')).body.leaveData;
    expect(after[0]!.if_approved).toEqual({ percentage_before: 5, percentage_after: 10, crosses_limit: false });
    await instructor.post('/approveLeave', { leave_id: after[0]!.leave_id });
    expect(await standingIn(7101, 'LIM10')).toMatchObject({ leave_percentage: 10, can_still_miss: 0, risk: 'warning' });
    const last = (await instructor.get<LeavesResponse>('/getLeaves?course_code=LIM10&status=pending')).body.leaveData;
    expect(last[0]!.if_approved).toEqual({ percentage_before: 10, percentage_after: 15, crosses_limit: true });
    await instructor.post('/approveLeave', { leave_id: last[0]!.leave_id });
    expect(await standingIn(7101, 'LIM10')).toMatchObject({ leave_percentage: 15, can_still_miss: 0, risk: 'danger' });
    expect([first, second].length).toBe(2);
  });
});

describe("the instructor's roster, absence calendar and register", () => {
  it('lists the enrolled students at risk first, each with a recount, and sorts as asked', async () => {
    await courseWithStudent('ROST1', 10, 10, 7201);
    const admin = await as.admin();
    await as.anonymous().post('/addUser', newStudent(7202));
    await admin.post('/addStudentToCourse', { courseCode: 'ROST1', studentName: 'Test Student', studentId: 7202 });
    const [day1, day2] = weekdays(2, 60);
    const student = await newcomer(7201);
    await student.post('/addLeave', leaveFor(7201, day1!, 'ROST1'));
    await student.post('/addLeave', leaveFor(7201, day2!, 'ROST1'));
    const instructor = await as.instructor(501);
    const pending = (await instructor.get<LeavesResponse>('/getLeaves?course_code=ROST1&status=pending')).body
      .leaveData;
    await instructor.post('/decideLeaves', { leave_ids: pending.map((l) => l.leave_id), decision: 'accepted' });

    const roster = (await instructor.get<RosterPage>('/courseRoster?course_code=ROST1')).body;
    expect(roster).toMatchObject({ total: 2, page: 1 });
    expect(roster.items.map((s) => [s.roll_no, s.accepted_days, s.leave_percentage, s.can_still_miss, s.risk])).toEqual(
      [
        [7201, 2, 20, 0, 'danger'],
        [7202, 0, 0, 1, 'ok'],
      ],
    );
    const byRoll = (await instructor.get<RosterPage>('/courseRoster?course_code=ROST1&sort=roll_no&page_size=1&page=2'))
      .body;
    expect(byRoll.items.map((s) => s.roll_no)).toEqual([7202]);
    expect((await instructor.get('/courseRoster?course_code=ROST1&sort=height')).body.field).toBe('sort');

    // Days follow the leave: 7202's pending day shows, then goes when withdrawn; a third student,
    // enrolled then removed, is not on the roster.
    const [day3, day4] = weekdays(2, 70);
    await student.post('/addLeave', leaveFor(7201, day4!, 'ROST1'));
    const second = await newcomer(7202);
    await second.post('/addLeave', leaveFor(7202, day3!, 'ROST1'));
    const rolls = async (query: string) =>
      (await instructor.get<RosterPage>(`/courseRoster?course_code=ROST1${query}`)).body.items.map((s) => [
        s.roll_no,
        s.accepted_days,
        s.pending_days,
      ]);
    expect(await rolls('&sort=percentage')).toEqual([
      [7201, 2, 1],
      [7202, 0, 1],
    ]);
    // Each pending row says what approving it would do, from the student's accepted days.
    const asked = (await instructor.get<LeavesResponse>('/getLeaves?course_code=ROST1&status=pending')).body.leaveData;
    expect(asked.map((l) => [l.user_id, l.if_approved?.percentage_before, l.if_approved?.percentage_after])).toEqual([
      [7202, 0, 10],
      [7201, 20, 30],
    ]);
    const leave = asked[0]!;
    await second.post('/withdrawLeave', { leave_id: leave.leave_id });
    await as.anonymous().post('/addUser', newStudent(7203));
    await admin.post('/addStudentToCourse', { courseCode: 'ROST1', studentName: 'Test Student', studentId: 7203 });
    expect(await rolls('&sort=risk&page_size=1&page=3')).toEqual([[7203, 0, 0]]);
    await admin.post('/removeEnrolment', { courseCode: 'ROST1', studentId: 7203 });
    expect(await rolls('')).toEqual([
      [7201, 2, 1],
      [7202, 0, 0],
    ]);
    expect((await instructor.get<RosterPage>('/courseRoster?course_code=ROST1&page_size=1')).body.total).toBe(2);
    expect((await (await as.instructor(502)).get('/courseRoster?course_code=ROST1')).status).toBe(403);
    expect((await (await newcomer(7201)).get('/courseRoster?course_code=ROST1')).status).toBe(403);
  });

  it('counts who is away each day of a month, accepted and pending apart, and names them a page at a time', async () => {
    const [day] = weekdays(1, 75);
    await courseWithStudent('ABS1', 30, 25, 7301);
    const admin = await as.admin();
    for (const rollNo of [7302, 7303]) {
      await as.anonymous().post('/addUser', newStudent(rollNo));
      await admin.post('/addStudentToCourse', { courseCode: 'ABS1', studentName: 'Test Student', studentId: rollNo });
    }
    for (const rollNo of [7303, 7302, 7301])
      await (await newcomer(rollNo)).post('/addLeave', leaveFor(rollNo, day!, 'ABS1'));
    const instructor = await as.instructor(501);
    const pending = (await instructor.get<LeavesResponse>('/getLeaves?course_code=ABS1&status=pending')).body.leaveData;
    const of = (rollNo: number) => pending.find((leave) => leave.user_id === rollNo)!.leave_id;
    await instructor.post('/approveLeave', { leave_id: of(7302) });
    await instructor.post('/rejectLeave', { leave_id: of(7303) });

    const absences = (
      await instructor.get<CourseAbsences>(`/courseAbsences?course_code=ABS1&month=${day!.slice(0, 7)}`)
    ).body;
    expect(absences).toEqual({
      course_code: 'ABS1',
      month: day!.slice(0, 7),
      days: [{ date: day, accepted: 1, pending: 1 }],
    });
    const away = (page: number) =>
      instructor.get<AbsenteesPage>(`/courseAbsentees?course_code=abs1&date=${day}&page=${page}&page_size=1`);
    expect((await away(1)).body).toEqual({
      items: [{ roll_no: 7301, name: 'Test Student', status: 'pending' }],
      total: 2,
      page: 1,
      page_size: 1,
    });
    expect((await away(2)).body.items).toEqual([{ roll_no: 7302, name: 'Test Student', status: 'accepted' }]);
    expect((await away(3)).body).toMatchObject({ items: [], total: 2 });
    const nobody = await instructor.get<AbsenteesPage>(`/courseAbsentees?course_code=ABS1&date=${addDays(day!, 1)}`);
    expect(nobody.body).toEqual({ items: [], total: 0, page: 1, page_size: 50 });

    expect((await instructor.get('/courseAbsences?course_code=ABS1&month=2027-13')).body).toEqual({
      message: 'month must be a month written YYYY-MM',
      code: 'field.notAMonth',
      params: { name: 'month' },
      field: 'month',
    });
    expect((await instructor.get('/courseAbsentees?course_code=ABS1&date=2027-02-30')).body).toEqual({
      message: 'date must be a calendar date written YYYY-MM-DD',
      code: 'field.notADate',
      params: { name: 'date' },
      field: 'date',
    });
    expect((await instructor.get('/courseAbsentees?course_code=ABS1')).body.field).toBe('date');
    expect((await instructor.get(`/courseAbsentees?course_code=ABS1&date=${day}&page_size=101`)).body.field).toBe(
      'page_size',
    );
    expect((await instructor.get(`/courseAbsentees?course_code=NOPE9&date=${day}`)).status).toBe(404);
    expect((await (await as.instructor(502)).get(`/courseAbsentees?course_code=ABS1&date=${day}`)).status).toBe(403);
    expect((await (await newcomer(7301)).get(`/courseAbsentees?course_code=ABS1&date=${day}`)).status).toBe(403);
  });

  it('downloads the register as UTF-8 CSV with a header, one row per leave, as a spreadsheet expects', async () => {
    const [day1, day2] = weekdays(2, 90);
    await courseWithStudent('REG1', 30, 25, 7401);
    const student = await newcomer(7401);
    await student.post('/addLeave', { ...leaveFor(7401, day1!, 'REG1'), reason: 'Fever, "high", with chills' });
    await student.post('/addLeave', leaveFor(7401, day2!, 'REG1'));
    const instructor = await as.instructor(501);
    const pending = (await instructor.get<LeavesResponse>('/getLeaves?course_code=REG1&status=pending')).body.leaveData;
    await instructor.post('/rejectLeave', { leave_id: pending[0]!.leave_id, comment: 'Exam' });

    const response = await fetch(`${url()}/courseRegister?course_code=REG1`, {
      headers: { Cookie: instructor.sessionCookie! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="REG1-leave-register\.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('date,roll number,name,status,reason,decided by,decided at,comment,counted');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${day1},7401,Test Student,rejected,"Fever, ""high"", with chills",Dr\\. Meera Iyer,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+00:00,Exam,yes$`,
      ),
    );
    expect(lines[2]).toBe(`${day2},7401,Test Student,pending,Medical,,,,yes`);
    expect(lines.filter(Boolean)).toHaveLength(3);
    expect((await (await as.instructor(502)).get('/courseRegister?course_code=REG1')).status).toBe(403);
  });
});
