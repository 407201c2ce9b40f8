/**
 * The roll on every backend (issue 58): a lecture's roll taken, corrected and saved twice to no
 * effect; two saves at once; an absence turned into leave; how lectures missed count with the
 * school's rules; who may take a roll, and the correction window.
 */
import { addDays, DEFAULT_ATTENDANCE_RULES } from '@leave/contract';
import type {
  AttendanceRules,
  AuditPage,
  IsoDate,
  LectureRoll,
  LeavesResponse,
  MyAttendance,
  NotificationPage,
  RollSaved,
  RollsToTakePage,
  SessionAnswer,
  StudentDataResponse,
} from '@leave/contract';
import { weekdayAndDate } from '@leave/domain';
import { ApiClient, newStudent, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

const COURSE = 'ROLL1';
const [ABSENT, LATE, OTHER] = [7301, 7302, 7303];

const signedIn = new Map<number, Promise<ApiClient>>();
const student = (rollNo: number) => {
  if (!signedIn.has(rollNo)) signedIn.set(rollNo, new ApiClient(url()).signIn(rollNo, 'Kestrel-42', 'student'));
  return signedIn.get(rollNo)!;
};

let today: IsoDate;

/** A course without a timetable (a lecture every date of its term), taught by 501, 20 lectures at 10%. */
beforeAll(async () => {
  const admin = await as.admin();
  today = (await admin.get<SessionAnswer & { today: IsoDate }>('/session')).body.today;
  expect(
    (
      await admin.post('/addCourse', {
        courseCode: COURSE,
        courseTitle: 'Roll Call',
        instructorId: 501,
        totalLectures: 20,
        leaveLimit: 10,
      })
    ).status,
  ).toBe(201);
  for (const rollNo of [ABSENT, LATE, OTHER]) {
    expect((await as.anonymous().post('/addUser', newStudent(rollNo))).status).toBe(201);
    expect(
      (await admin.post('/addStudentToCourse', { courseCode: COURSE, studentName: 'Test Student', studentId: rollNo }))
        .status,
    ).toBe(201);
  }
});

const save = async (who: ApiClient, date: IsoDate, marks: Array<{ roll_no: number; mark: string }>, reason?: string) =>
  who.post<RollSaved>('/saveRoll', { course_code: COURSE, date, marks, ...(reason ? { reason } : {}) });

const standing = async (rollNo: number) =>
  (await (await student(rollNo)).get<StudentDataResponse>(`/studentData?user_id=${rollNo}`)).body.enrollmentData.find(
    (e) => e.course_code === COURSE,
  )!;

const auditOf = async (date: IsoDate) =>
  (await (await as.admin()).get<AuditPage>(`/auditEvents?target=${encodeURIComponent(`lecture ${date}`)}`)).body.items;

describe('taking a roll', () => {
  it('saves, says so, and a second save of the same roll changes nothing', async () => {
    const instructor = await as.instructor(501);
    const date = addDays(today, -1);
    const marks = [
      { roll_no: ABSENT, mark: 'absent' },
      { roll_no: LATE, mark: 'late' },
      { roll_no: OTHER, mark: 'present' },
    ];
    const first = await save(instructor, date, marks);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: `Attendance saved for ${COURSE}, ${weekdayAndDate(date)}: 1 absent, 1 late`,
      code: 'roll.saved',
      params: { code: COURSE, date, absent: 1, late: 1 },
    });
    expect(first.body.changed).toBe(2);
    expect(first.body.roll).toMatchObject({ taken: true, absent: 1, late: 1, on_leave: 0, enrolled: 3 });
    expect(first.body.roll.students.map((s) => [s.roll_no, s.mark, s.attendance])).toEqual([
      [ABSENT, 'absent', 'absent'],
      [LATE, 'late', 'late'],
      [OTHER, null, 'present'],
    ]);
    const events = await auditOf(date);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'roll taken',
      target: `course ${COURSE}, lecture ${date}`,
      before: { [ABSENT]: 'present', [LATE]: 'present' },
      after: { [ABSENT]: 'absent', [LATE]: 'late' },
    });

    const again = await save(instructor, date, marks);
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(0);
    expect(await auditOf(date)).toHaveLength(1);

    // The student marked absent without leave is told once.
    const told = (await (await student(ABSENT)).get<NotificationPage>('/notifications')).body.items.filter(
      (n) => n.kind === 'marked absent',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toMatch(
      new RegExp(`^You were marked absent from ${COURSE} on ${date.split('-').reverse().join('/')}`),
    );
    expect(told[0]!.course_code).toBe(COURSE);
  });

  it('is corrected: a changed mark is a correction in the audit trail, and lectures missed follow', async () => {
    const instructor = await as.instructor(501);
    const date = addDays(today, -2);
    await save(instructor, date, [{ roll_no: OTHER, mark: 'absent' }]);
    const before = await standing(OTHER);
    expect(before).toMatchObject({ accepted_days: 0, missed: 1, can_still_miss: 1 });
    expect(before.attendance).toMatchObject({ absent: 1 });

    const corrected = await save(instructor, date, [{ roll_no: OTHER, mark: 'present' }]);
    expect(corrected.body).toMatchObject({ changed: 1, message: expect.stringMatching(/: everyone present$/) });
    const events = await auditOf(date);
    expect(events.map((e) => e.action)).toEqual(['roll corrected', 'roll taken']);
    expect(events[0]).toMatchObject({ before: { [OTHER]: 'absent' }, after: { [OTHER]: 'present' } });
    expect(await standing(OTHER)).toMatchObject({ missed: 0, can_still_miss: 2 });
  });

  it('keeps both marks when two saves of different students come at once', async () => {
    const date = addDays(today, -3);
    const [one, two] = await Promise.all([
      save(await as.instructor(501), date, [{ roll_no: ABSENT, mark: 'late' }]),
      save(await as.admin(), date, [{ roll_no: LATE, mark: 'absent' }]),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const roll = (await (await as.instructor(501)).get<LectureRoll>(`/lectureRoll?course_code=${COURSE}&date=${date}`))
      .body;
    expect(roll.students.map((s) => [s.roll_no, s.mark])).toEqual([
      [ABSENT, 'late'],
      [LATE, 'absent'],
      [OTHER, null],
    ]);
    expect((await auditOf(date)).map((e) => e.action).sort()).toEqual(['roll corrected', 'roll taken']);
  });

  it('turns an absence into leave once leave for it is accepted', async () => {
    const date = addDays(today, -4);
    await save(await as.instructor(501), date, [{ roll_no: OTHER, mark: 'absent' }]);
    const absent = await standing(OTHER);
    const mine = async () =>
      (await (await student(OTHER)).get<MyAttendance>(`/myAttendance?from=${date}&to=${date}`)).body.items;
    expect(await mine()).toEqual([{ course_code: COURSE, date, attendance: 'absent', can_apply: true }]);

    const applied = await (
      await student(OTHER)
    ).post('/applyLeave', {
      user_id: OTHER,
      user_role: 'student',
      reason: 'Fever',
      from_date: date,
      to_date: date,
      include_weekends: true,
      course_codes: [COURSE],
    });
    expect(applied.status).toBe(201);
    // Pending leave is shown beside the absence: still absent.
    expect((await mine())[0]).toMatchObject({ attendance: 'absent', can_apply: false });
    const instructor = await as.instructor(501);
    const pending = (await instructor.get<LeavesResponse>(`/getLeaves?course_code=${COURSE}&status=pending`)).body
      .leaveData;
    const leave = pending.find((l) => l.user_id === OTHER && l.leave_date === date)!;
    expect((await instructor.post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(200);

    expect(await mine()).toEqual([{ course_code: COURSE, date, attendance: 'on leave', can_apply: false }]);
    const roll = (await instructor.get<LectureRoll>(`/lectureRoll?course_code=${COURSE}&date=${date}`)).body;
    expect(roll.students.find((s) => s.roll_no === OTHER)).toMatchObject({
      mark: 'absent',
      attendance: 'on leave',
      leave: { leave_id: leave.leave_id, status: 'accepted', kind: 'Personal', counts: true },
    });
    // One lecture missed either way: without leave before, on counted leave now.
    const onLeave = await standing(OTHER);
    expect(onLeave).toMatchObject({ accepted_days: absent.accepted_days + 1, missed: absent.missed });
    expect(onLeave.attendance).toMatchObject({
      absent: absent.attendance.absent - 1,
      on_leave: absent.attendance.on_leave + 1,
    });

    // Came anyway: marked present, the lecture is not missed and the leave stays.
    await save(instructor, date, [{ roll_no: OTHER, mark: 'present' }]);
    expect(await standing(OTHER)).toMatchObject({ accepted_days: onLeave.accepted_days, missed: onLeave.missed - 1 });
    expect(await mine()).toEqual([{ course_code: COURSE, date, attendance: 'present', can_apply: false }]);
  });
});

describe('the school rules', () => {
  afterEach(async () => {
    await (await as.admin()).post('/saveAttendanceRules', DEFAULT_ATTENDANCE_RULES);
  });

  it('counts lates when the admin says so, and absences only if they count', async () => {
    const admin = await as.admin();
    const before = await standing(LATE);
    expect(before.attendance.late).toBeGreaterThanOrEqual(1);
    const rules: AttendanceRules = { correction_window_days: 7, lates_per_absence: 2, absence_counts: true };
    const saved = await admin.post('/saveAttendanceRules', rules);
    expect(saved.body).toEqual({ message: 'Attendance rules saved', rules });
    expect((await admin.get<AttendanceRules>('/attendanceRules')).body).toEqual(rules);
    // Two lates: one lecture missed.
    await save(admin, addDays(today, -5), [{ roll_no: LATE, mark: 'late' }]);
    const lates = await standing(LATE);
    expect(lates.attendance.late).toBe(before.attendance.late + 1);
    expect(lates.missed).toBe(before.missed + Math.floor(lates.attendance.late / 2));

    await admin.post('/saveAttendanceRules', { ...rules, lates_per_absence: null, absence_counts: false });
    expect((await standing(LATE)).missed).toBe(lates.accepted_days);
  });

  it.each([
    [{ correction_window_days: 61, lates_per_absence: null, absence_counts: true }, 'correction_window_days'],
    [{ correction_window_days: 7, lates_per_absence: 1, absence_counts: true }, 'lates_per_absence'],
    [{ correction_window_days: 7, lates_per_absence: 11, absence_counts: true }, 'lates_per_absence'],
    [{ correction_window_days: 7, lates_per_absence: null, absence_counts: 'yes' }, 'absence_counts'],
  ])('refuses %j naming %s', async (body, field) => {
    const reply = await (await as.admin()).post('/saveAttendanceRules', body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
  });

  it.each([
    ['student', () => student(ABSENT), 403],
    ['an instructor', () => as.instructor(501), 403],
    ['nobody', () => as.anonymous(), 401],
  ] as const)('lets only the admin set them, not %s', async (_who, who, status) => {
    expect((await (await who()).post('/saveAttendanceRules', DEFAULT_ATTENDANCE_RULES)).status).toBe(status);
  });
});

describe('who may take a roll, and when', () => {
  it.each([
    ['the instructor of the course', () => as.instructor(501), 200],
    ['the admin', () => as.admin(), 200],
    ['another instructor', () => as.instructor(502), 403],
    ['a student', () => student(ABSENT), 403],
    ['nobody', () => as.anonymous(), 401],
  ] as const)('%s, to open and to save', async (_who, who, status) => {
    const client = await who();
    const date = addDays(today, -6);
    expect((await client.get(`/lectureRoll?course_code=${COURSE}&date=${date}`)).status).toBe(status);
    expect((await save(client, date, [])).status).toBe(status);
  });

  it('closes the window to the instructor; the admin corrects with a reason', async () => {
    const date = addDays(today, -8);
    const closedOn = addDays(date, 8);
    const late = await save(await as.instructor(501), date, [{ roll_no: ABSENT, mark: 'absent' }]);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(
      `The correction window for ${weekdayAndDate(date)} closed on ${weekdayAndDate(closedOn)}: ask the admin to correct it`,
    );
    const opened = await (await as.instructor(501)).get<LectureRoll>(`/lectureRoll?course_code=${COURSE}&date=${date}`);
    // The reason by its code and params beside its English, as the refusal carries them.
    expect(late.body).toMatchObject({ code: 'roll.windowClosed', params: { date, closedOn } });
    expect(opened.body).toMatchObject({
      editable: false,
      locked_reason: late.body.message,
      locked_why: { code: 'roll.windowClosed', params: { date, closedOn } },
    });

    const admin = await as.admin();
    const noReason = await save(admin, date, [{ roll_no: ABSENT, mark: 'absent' }]);
    expect(noReason.status).toBe(400);
    expect((noReason.body as unknown as { field: string }).field).toBe('reason');
    const withReason = await save(admin, date, [{ roll_no: ABSENT, mark: 'absent' }], 'Paper register');
    expect(withReason.status).toBe(200);
    expect((await auditOf(date))[0]).toMatchObject({ action: 'roll taken', after: { reason: 'Paper register' } });
  });

  it('opens a future lecture but does not save it', async () => {
    const date = addDays(today, 1);
    const opened = await (await as.instructor(501)).get<LectureRoll>(`/lectureRoll?course_code=${COURSE}&date=${date}`);
    expect(opened.status).toBe(200);
    expect(opened.body.editable).toBe(false);
    const reply = await save(await as.instructor(501), date, []);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('The roll of a lecture can be taken from its day on');
  });

  it('has no roll for a date that is not a lecture, and refuses a student not enrolled', async () => {
    const instructor = await as.instructor(501);
    const outside = '2040-01-02';
    const none = await instructor.get(`/lectureRoll?course_code=${COURSE}&date=${outside}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(`${COURSE} has no lecture on ${weekdayAndDate(outside)}`);
    const stranger = await save(instructor, today, [{ roll_no: 1001, mark: 'absent' }]);
    expect(stranger.status).toBe(400);
    expect((stranger.body as unknown as { field: string }).field).toBe('roll_no');
  });

  it("lists the window's lectures, today's first, for the instructor and the admin", async () => {
    const page = (await (await as.instructor(501)).get<RollsToTakePage>(`/rollsToTake?course_code=${COURSE}`)).body;
    expect(page.today).toBe(today);
    expect(page.items[0]).toMatchObject({ course_code: COURSE, date: today, editable: true, enrolled: 3 });
    expect(page.items.map((l) => l.date)).toEqual([...page.items.map((l) => l.date)].sort().reverse());
    expect(page.items.find((l) => l.date === addDays(today, -1))).toMatchObject({ taken: true, absent: 1, late: 1 });
    expect((await (await as.instructor(502)).get(`/rollsToTake?course_code=${COURSE}`)).status).toBe(403);
    expect((await (await as.admin()).get(`/rollsToTake?course_code=${COURSE}`)).status).toBe(200);
    expect((await (await student(ABSENT)).get('/rollsToTake')).status).toBe(403);
  });
});
