/**
 * Kinds of leave on every backend (issue 40): the demo's kinds, which a student may choose, when a
 * request needs a document, and leave that does not count toward the limit (excused) in the
 * percentage, the preview, the pending list, the roster and the register. In a course the suite
 * makes (no timetable: every date is a lecture), so the counts are the suite's alone.
 */
import type {
  LeaveKind,
  LeaveKindAnswer,
  LeaveKindPage,
  LeavePreview,
  LeaveRequestResponse,
  PendingRequestPage,
  RequestPage,
  RosterPage,
  StudentDataResponse,
} from '@leave/contract';
import { ApiClient, newStudent, useBackend, weekdayAfter } from '@leave/test-kit';

const { as, url } = useBackend();

const CODE = 'KND101';
const ROLL = 4401;
let me: ApiClient;
let kinds: Record<string, LeaveKind>;

beforeAll(async () => {
  const admin = await as.admin();
  expect(
    (await admin.post('/addCourse', { courseCode: CODE, courseTitle: 'Kinds', instructorId: 501, totalLectures: 20 }))
      .status,
  ).toBe(201);
  expect((await as.anonymous().post('/addUser', newStudent(ROLL))).status).toBe(201);
  expect((await admin.post('/addStudentToCourse', { courseCode: CODE, studentId: ROLL })).status).toBe(201);
  me = await new ApiClient(url()).signIn(ROLL, 'Kestrel-42', 'student');
  const page = (await me.get<LeaveKindPage>('/leaveKinds')).body;
  kinds = Object.fromEntries(page.items.map((kind) => [kind.name, kind]));
});

const apply = (from_date: string, to_date: string, kind_id?: number) =>
  me.post<LeaveRequestResponse>('/applyLeave', {
    user_id: ROLL,
    user_role: 'student',
    reason: 'Away',
    from_date,
    to_date,
    course_codes: [CODE],
    ...(kind_id ? { kind_id } : {}),
  });

const standing = async () =>
  (await me.get<StudentDataResponse>(`/studentData?user_id=${ROLL}`)).body.enrollmentData.find(
    (e) => e.course_code === CODE,
  )!;

/** Approves, past a missing document if its kind needs one (documents: documents.contract.test.ts). */
const approve = async (request_id: number) =>
  (await as.instructor(501)).post('/decideRequest', {
    request_id,
    course_code: CODE,
    decision: 'accepted',
    override_document: true,
    comment: "Organiser's letter seen",
  });

describe('the demo kinds', () => {
  it('are listed, by name, to everyone signed in: Personal is the one a leave without a kind has', async () => {
    const page = (await me.get<LeaveKindPage>('/leaveKinds')).body;
    expect(page).toMatchObject({ total: 4, page: 1 });
    expect(page.items).toEqual([
      {
        kind_id: expect.any(Number),
        name: 'Bereavement',
        counts: true,
        document_after: null,
        document_unit: 'days',
        students_choose: true,
      },
      {
        kind_id: expect.any(Number),
        name: 'Institute duty',
        counts: false,
        document_after: 0,
        document_unit: 'days',
        students_choose: true,
      },
      {
        kind_id: 1,
        name: 'Personal',
        counts: true,
        document_after: null,
        document_unit: 'days',
        students_choose: true,
      },
      {
        kind_id: expect.any(Number),
        name: 'Sick',
        counts: true,
        document_after: 3,
        document_unit: 'days',
        students_choose: true,
      },
    ]);
    expect((await as.anonymous().get('/leaveKinds')).status).toBe(401);
  });
});

describe('applying with a kind', () => {
  it('keeps the seed’s one-date call as Personal leave, with no document needed', async () => {
    const date = weekdayAfter(1);
    const reply = await me.post('/addLeave', {
      reason: 'Plain',
      course_code: CODE,
      leave_date: date,
      user_id: ROLL,
      user_role: 'student',
    });
    expect(reply).toMatchObject({ status: 200, body: { message: 'Leave added' } });
    const requests = (await me.get<RequestPage>(`/myRequests?user_id=${ROLL}`)).body;
    expect(requests.items[0]).toMatchObject({
      from_date: date,
      kind: { kind_id: 1, name: 'Personal', counts: true },
      document_needed: false,
    });
  });

  it('tells a student that 4 days of Sick leave need a document, and 3 do not', async () => {
    const four = await apply(weekdayAfter(5), weekdayAfter(8), kinds.Sick!.kind_id);
    // Four weekdays in a row span four days or, over a weekend, six.
    expect(four).toMatchObject({ status: 201, body: { document_needed: true } });
    const three = await apply(weekdayAfter(12), weekdayAfter(12), kinds.Sick!.kind_id);
    expect(three).toMatchObject({ status: 201, body: { document_needed: false } });
    const requests = (await me.get<RequestPage>(`/myRequests?user_id=${ROLL}`)).body.items;
    expect(requests.find((r) => r.request_id === four.body.request_id)).toMatchObject({
      kind: { name: 'Sick', counts: true },
      document_needed: true,
    });
    const pending = (await (await as.instructor(501)).get<PendingRequestPage>(`/pendingRequests?course_code=${CODE}`))
      .body.items;
    expect(pending.find((r) => r.request_id === four.body.request_id)).toMatchObject({
      kind: { name: 'Sick' },
      document_needed: true,
      lectures: 4,
    });
  });

  it('refuses a kind that does not exist or is not open to students, and stores nothing', async () => {
    const before = (await me.get<RequestPage>(`/myRequests?user_id=${ROLL}`)).body.total;
    const missing = await apply(weekdayAfter(20), weekdayAfter(20), 999);
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'There is no kind of leave 999', field: 'kind_id' },
    });
    const added = await (
      await as.admin()
    ).post<LeaveKindAnswer>('/addLeaveKind', {
      name: 'Suspension',
      counts: true,
      document_after: null,
      document_unit: 'days',
      students_choose: false,
    });
    expect(added).toMatchObject({ status: 201, body: { message: 'Kind of leave Suspension added' } });
    const staffOnly = await apply(weekdayAfter(20), weekdayAfter(20), added.body.kind.kind_id);
    expect(staffOnly).toMatchObject({
      status: 400,
      body: {
        message: 'Suspension leave is set by an instructor or the admin, not chosen by a student',
        field: 'kind_id',
      },
    });
    expect((await me.get<RequestPage>(`/myRequests?user_id=${ROLL}`)).body.total).toBe(before);
  });
});

describe('leave that does not count', () => {
  it('previews, and once approved keeps, the student’s percentage as it was', async () => {
    const date = weekdayAfter(25);
    const preview = await me.post<LeavePreview>('/previewLeave', {
      user_id: ROLL,
      user_role: 'student',
      from_date: date,
      course_codes: [CODE],
      kind_id: kinds['Institute duty']!.kind_id,
    });
    expect(preview.body).toMatchObject({ counts: false, document_needed: true });
    const course = preview.body.courses[0]!;
    expect(course.percentage_after).toBe(course.percentage_before);

    const before = await standing();
    const applied = await apply(date, date, kinds['Institute duty']!.kind_id);
    expect(applied.body.document_needed).toBe(true);
    expect((await approve(applied.body.request_id!)).status).toBe(200);
    expect(await standing()).toMatchObject({
      accepted_days: before.accepted_days,
      leave_percentage: before.leave_percentage,
      can_still_miss: before.can_still_miss,
    });
  });

  it('shows in the roster as excused beside the counted lectures, and in the register as not counted', async () => {
    const instructor = await as.instructor(501);
    const roster = (await instructor.get<RosterPage>(`/courseRoster?course_code=${CODE}`)).body.items;
    expect(roster.find((row) => row.roll_no === ROLL)).toMatchObject({ excused_days: 1 });
    const register = await instructor.get<string>(`/courseRegister?course_code=${CODE}`);
    expect(register.body).toContain("no: Institute duty leave does not count toward the course's leave limit");
  });

  it('follows its kind: when the admin makes Sick not count, accepted Sick leave stops counting at once', async () => {
    const date = weekdayAfter(30);
    const sick = await apply(date, date, kinds.Sick!.kind_id);
    expect((await approve(sick.body.request_id!)).status).toBe(200);
    const counted = await standing();
    const admin = await as.admin();
    const edited = await admin.post<LeaveKindAnswer>('/editLeaveKind', { ...kinds.Sick, counts: false });
    expect(edited).toMatchObject({
      status: 200,
      body: { message: 'Kind of leave Sick saved', kind: { counts: false } },
    });
    expect((await standing()).accepted_days).toBe(counted.accepted_days - 1);
    expect((await admin.post('/editLeaveKind', kinds.Sick)).status).toBe(200);
    expect((await standing()).accepted_days).toBe(counted.accepted_days);
  });

  it('lets an instructor of the course give a request a kind that does not count', async () => {
    const date = weekdayAfter(33);
    const personal = await apply(date, date);
    expect((await approve(personal.body.request_id!)).status).toBe(200);
    const counted = await standing();
    const reply = await (
      await as.instructor(501)
    ).post('/setRequestKind', {
      request_id: personal.body.request_id,
      kind_id: kinds['Institute duty']!.kind_id,
    });
    expect(reply).toMatchObject({ status: 200, body: { message: 'The request is now Institute duty leave' } });
    expect((await standing()).accepted_days).toBe(counted.accepted_days - 1);
  });
});

describe('the admin’s kinds', () => {
  it('refuses a name taken in any case, and bad fields by name', async () => {
    const admin = await as.admin();
    const taken = await admin.post('/addLeaveKind', {
      name: 'sick',
      counts: true,
      document_after: null,
      document_unit: 'days',
      students_choose: true,
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'There is already a kind of leave named sick', field: 'name' },
    });
    const bad = await admin.post('/addLeaveKind', {
      name: 'Exam',
      counts: true,
      document_after: -1,
      document_unit: 'weeks',
      students_choose: true,
    });
    expect(bad.status).toBe(400);
    const missing = await admin.post('/editLeaveKind', { ...kinds.Sick, kind_id: 999 });
    expect(missing).toMatchObject({ status: 404, body: { message: 'There is no kind of leave 999' } });
  });

  it('records each change in the audit trail', async () => {
    const trail = (await (await as.admin()).get<{ items: Array<{ action: string }> }>('/auditEvents?page_size=100'))
      .body.items;
    const actions = trail.map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['leave kind added', 'leave kind edited', 'request kind set']));
  });
});
