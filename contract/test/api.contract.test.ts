/**
 * The API contract (spec section 7, design section 3), called over HTTP on a running backend:
 * every call with good and bad input, each made as the role that may make it. The same suite
 * runs against the mock API and the real API (CONTRACT_TARGET=mock|pglite|postgres).
 */
import type {
  CourseSummaryPage,
  InstructorDataResponse,
  Leave,
  LeavesResponse,
  StudentDataResponse,
} from '@leave/contract';
import { courseStanding, leavePercentage } from '@leave/domain';
import {
  ApiClient,
  demoTotalLectures,
  leaveFor,
  lectureAfter,
  newStudent,
  sharedLectureAfter,
  suiteDemoTerm,
  useBackend,
} from '@leave/test-kit';

const { url, as } = useBackend();
/** Every backend refuses someone else's data before it looks the id up. */
const othersData = () => 403;

describe('POST /userVerify', () => {
  it('answers a list whose first item echoes the user id and role, with the name, and never the password', async () => {
    const reply = await as.anonymous().post('/userVerify', { user_id: 1001, passwd: 'student123', role: 'student' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([{ user_id: 1001, role: 'student', name: 'Aarav Sharma' }]);
  });

  it.each([
    [{ user_id: 1001, passwd: 'wrong', role: 'student' }],
    [{ user_id: 1001, passwd: 'student123', role: 'course instructor' }],
    [{ user_id: 424242, passwd: 'student123', role: 'student' }],
  ])('refuses bad credentials with 401: %j', async (credentials) => {
    const reply = await as.anonymous().post('/userVerify', credentials);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toEqual(expect.any(String));
  });

  it.each([
    [{ passwd: 'x', role: 'student' }, 'user_id'],
    [{ user_id: '1001', passwd: 'x', role: 'student' }, 'user_id'],
    [{ user_id: 1001, role: 'student' }, 'passwd'],
    [{ user_id: 1001, passwd: 'x', role: 'principal' }, 'role'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const reply = await as.anonymous().post('/userVerify', body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(reply.body.message).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const reply = await as.anonymous().call('POST', '/userVerify', '{not json');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/JSON/);
  });
});

describe('POST /addUser', () => {
  it('creates a student who can then sign in', async () => {
    const created = await as.anonymous().post('/addUser', newStudent(3001));
    expect(created.status).toBe(201);
    expect(created.body.message).toEqual(expect.any(String));
    const verified = await as.anonymous().post('/userVerify', { user_id: 3001, passwd: 'Kestrel-42', role: 'student' });
    expect(verified.status).toBe(200);
  });

  it('creates an instructor without stream or joining year, with branch as department', async () => {
    const body = { name: 'Dr. New', user_id: 3501, branch: 'Physics', passwd: 'Kestrel-42', role: 'course instructor' };
    expect((await as.anonymous().post('/addUser', body)).status).toBe(201);
    const client = await new ApiClient(url()).signIn(3501, 'Kestrel-42', 'course instructor');
    const data = await client.get<InstructorDataResponse>('/instructorData?user_id=3501');
    expect(data.body).toEqual({ instructorData: { rg_no: 3501, name: 'Dr. New', dept: 'Physics' }, courseData: [] });
  });

  it.each(['password1', '12345678', 'Qwertyuiop', 'iloveyou'])(
    'refuses the common password %s with 400 naming passwd, and creates nobody',
    async (passwd) => {
      const reply = await as.anonymous().post('/addUser', { ...newStudent(3003), passwd });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        message: 'passwd is one of the most common passwords: choose another',
        code: 'field.commonPassword',
        params: { name: 'passwd' },
        field: 'passwd',
      });
      expect((await as.anonymous().post('/userVerify', { user_id: 3003, passwd, role: 'student' })).status).toBe(401);
    },
  );

  it('answers 409 for a user id already taken in that role', async () => {
    const reply = await as.anonymous().post('/addUser', newStudent(1001));
    expect(reply.status).toBe(409);
    expect(reply.body.message).toMatch(/already exists/);
  });

  it.each([
    [{ ...newStudent(3002), role: 'admin' }, 'role'],
    [{ ...newStudent(3002), stream: undefined }, 'stream'],
    [{ ...newStudent(3002), joining_year: undefined }, 'joining_year'],
    [{ ...newStudent(3002), joining_year: 1800 }, 'joining_year'],
    [{ ...newStudent(3002), passwd: '123' }, 'passwd'],
    [{ ...newStudent(3002), name: '   ' }, 'name'],
    [{ ...newStudent(3002), user_id: -5 }, 'user_id'],
  ])('answers 400 naming the field: %j', async (body, field) => {
    const reply = await as.anonymous().post('/addUser', body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
  });
});

describe('GET /studentData', () => {
  it('returns the profile, own leaves only, and enrolments with leave percentage', async () => {
    const reply = await (await as.student(1001)).get<StudentDataResponse>('/studentData?user_id=1001');
    expect(reply.status).toBe(200);
    expect(reply.body.studentData).toEqual({
      roll_no: 1001,
      name: 'Aarav Sharma',
      branch: 'Computer Science',
      stream: 'B.Tech',
      joining_year: 2024,
    });
    // The term of the school's today, for the dashboard's line about it ("Academic Year 2026-27: ...").
    const { name, first_day, last_day } = suiteDemoTerm();
    expect(reply.body.term).toEqual({ term_id: expect.any(Number), name, first_day, last_day });
    expect(reply.body.leaveData.length).toBeGreaterThan(0);
    for (const leave of reply.body.leaveData) {
      expect(leave).toEqual({
        leave_id: expect.any(Number),
        leave_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        reason: expect.any(String),
        user_id: 1001,
        user_role: 'student',
        status: expect.stringMatching(/^(pending|accepted|rejected)$/),
        course_code: expect.any(String),
      });
    }
    const statuses = new Set(reply.body.leaveData.map((leave) => leave.status));
    expect(statuses).toEqual(new Set(['pending', 'accepted', 'rejected']));
    // 2 accepted CS101 leaves and 1 pending, of the lectures its timetable gives it.
    // The spec's three fields, and where the student stands against the course's 25% limit.
    expect(reply.body.enrollmentData).toContainEqual({
      roll_no: 1001,
      course_code: 'CS101',
      ...courseStanding(2, 1, demoTotalLectures('CS101'), 25),
      // No roll taken in CS101 for 1001: lectures held so far, those on accepted leave not attended.
      attendance: expect.objectContaining({ absent: 0, late: 0 }),
    });
    expect(reply.body.enrollmentData.every((e) => e.roll_no === 1001)).toBe(true);
  });

  it.each([
    ['', () => 400],
    ['?user_id=abc', () => 400],
    ['?user_id=-1', () => 400],
    ['?user_id=424242', othersData],
  ])('%s answers the right error', async (query, status) => {
    const reply = await (await as.student(1001)).get(`/studentData${query}`);
    expect(reply.status).toBe(status());
    expect(reply.body.message).toEqual(expect.any(String));
  });
});

describe('POST /addLeave', () => {
  it('adds a pending leave with exactly 200, normalising the course code', async () => {
    const student = await as.student(1003);
    const date = lectureAfter('CS101', 12);
    const reply = await student.post('/addLeave', leaveFor(1003, date, 'cs101'));
    expect(reply.status).toBe(200);
    const data = await student.get<StudentDataResponse>('/studentData?user_id=1003');
    expect(data.body.leaveData).toContainEqual(
      expect.objectContaining({ leave_date: date, status: 'pending', course_code: 'CS101', reason: 'Medical' }),
    );
  });

  it('answers 409 for a second leave on the same date in the same course; another course that day is its own leave', async () => {
    // 1007 takes CS101 and MA201, which both meet on Wednesdays and Fridays.
    const student = await as.student(1007);
    const date = sharedLectureAfter(['CS101', 'MA201'], 8);
    expect((await student.post('/addLeave', leaveFor(1007, date))).status).toBe(200);
    const reply = await student.post('/addLeave', leaveFor(1007, date));
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      message: `You already have leave on ${date} in CS101`,
      code: 'api.leaveExists',
      params: { date, code: 'CS101' },
      field: 'leave_date',
    });
    expect((await student.post('/addLeave', leaveFor(1007, date, 'MA201'))).status).toBe(200);
  });

  it('answers 400 when the student is not enrolled in the course', async () => {
    const reply = await (await as.student(1001)).post('/addLeave', leaveFor(1001, lectureAfter('MA101', 12), 'MA101'));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: 'You are not enrolled in MA101',
      code: 'api.notEnrolled',
      params: { code: 'MA101' },
      field: 'course_code',
    });
  });

  it.each([
    [{ ...leaveFor(1001, '2027-02-30') }, 'leave_date'],
    [{ ...leaveFor(1001, '15/01/2027') }, 'leave_date'],
    [{ ...leaveFor(1001, lectureAfter('CS101', 13)), reason: ' ' }, 'reason'],
    [{ ...leaveFor(1001, lectureAfter('CS101', 13)), reason: undefined }, 'reason'],
    [{ ...leaveFor(1001, lectureAfter('CS101', 13)), course_code: '' }, 'course_code'],
    [{ ...leaveFor(1001, lectureAfter('CS101', 13)), course_code: 'NOPE1' }, 'course_code'],
    [{ ...leaveFor(1001, lectureAfter('CS101', 13)), user_role: 'course instructor' }, 'user_role'],
    [{ ...leaveFor(1001, lectureAfter('CS101', 13)), user_id: 'x' }, 'user_id'],
  ])('answers 400 naming the field: %j', async (body, field) => {
    const reply = await (await as.student(1001)).post('/addLeave', body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
  });

  it('refuses leave for a student other than the one signed in', async () => {
    const reply = await (await as.student(1001)).post('/addLeave', leaveFor(424242, lectureAfter('CS101', 13)));
    expect(reply.status).toBe(othersData());
  });
});

describe('GET /instructorData', () => {
  it('returns the profile and the courses taught with student and lecture totals', async () => {
    const reply = await (await as.instructor(501)).get<InstructorDataResponse>('/instructorData?user_id=501');
    expect(reply.status).toBe(200);
    expect(reply.body.instructorData).toEqual({ rg_no: 501, name: 'Dr. Meera Iyer', dept: 'Computer Science' });
    expect(reply.body.courseData.map((c) => c.course_code)).toEqual(['CS101', 'CS201']);
    expect(reply.body.courseData[0]).toEqual({
      course_code: 'CS101',
      course_title: 'Introduction to Programming',
      semester_type: expect.stringMatching(/^(Autumn|Spring)$/),
      semester_year: expect.any(Number),
      total_students: 8,
      total_lectures: demoTotalLectures('CS101'),
      leave_limit: 25,
    });
  });

  it.each([
    ['', () => 400],
    ['?user_id=x', () => 400],
    ['?user_id=1001', othersData],
  ])('%s answers the right error', async (query, status) => {
    expect((await (await as.instructor(501)).get(`/instructorData${query}`)).status).toBe(status());
  });
});

describe('GET /getLeaves', () => {
  it("returns the course's leaves, every status", async () => {
    const reply = await (await as.instructor(501)).get<{ leaveData: Leave[] }>('/getLeaves?course_code=CS101');
    expect(reply.status).toBe(200);
    expect(reply.body.leaveData.length).toBeGreaterThan(0);
    expect(reply.body.leaveData.every((leave) => leave.course_code === 'CS101')).toBe(true);
    expect(reply.body.leaveData.some((leave) => leave.status === 'pending')).toBe(true);
  });

  it('answers a page: 50 unless asked, with the total, by date then id', async () => {
    const instructor = await as.instructor(501);
    const all = await instructor.get<LeavesResponse>('/getLeaves?course_code=CS101');
    expect(all.body).toMatchObject({ page: 1, page_size: 50, total: all.body.leaveData.length });
    const dates = all.body.leaveData.map((leave) => leave.leave_date);
    expect(dates).toEqual([...dates].sort());

    const second = await instructor.get<LeavesResponse>('/getLeaves?course_code=CS101&page=2&page_size=1');
    expect(second.body).toEqual({ leaveData: [all.body.leaveData[1]], total: all.body.total, page: 2, page_size: 1 });
    const past = await instructor.get<LeavesResponse>(
      `/getLeaves?course_code=CS101&page=${all.body.total + 1}&page_size=1`,
    );
    expect(past.body.leaveData).toEqual([]);
    expect(past.body.total).toBe(all.body.total);
  });

  it('answers only the leave of one status when asked, counting only those', async () => {
    const instructor = await as.instructor(501);
    const all = (await instructor.get<LeavesResponse>('/getLeaves?course_code=CS101&page_size=100')).body.leaveData;
    for (const status of ['pending', 'accepted', 'rejected'] as const) {
      const reply = await instructor.get<LeavesResponse>(`/getLeaves?course_code=CS101&status=${status}&page_size=100`);
      expect(reply.body.leaveData).toEqual(all.filter((leave) => leave.status === status));
      expect(reply.body.total).toBe(reply.body.leaveData.length);
    }
  });

  it.each([
    ['', 400],
    ['?course_code=', 400],
    ['?course_code=ZZ999', 404],
  ])('%s answers %i', async (query, status) => {
    expect((await (await as.instructor(501)).get(`/getLeaves${query}`)).status).toBe(status);
  });

  it.each([
    ['&page_size=101', 'page_size', 'page_size must be a whole number from 1 to 100'],
    ['&page_size=0', 'page_size', 'page_size must be a whole number from 1 to 100'],
    ['&page=0', 'page', 'page must be a whole number from 1 to 100000'],
    ['&page=-1', 'page', 'page must be a whole number from 1 to 100000'],
    ['&page=1.5', 'page', 'page must be a whole number from 1 to 100000'],
    ['&page=99999999999', 'page', 'page must be a whole number from 1 to 100000'],
    ['&status=banana', 'status', 'status must be one of: pending, accepted, rejected, withdrawn, cancelled'],
  ])('refuses %s with 400 naming %s', async (query, field, message) => {
    const reply = await (await as.instructor(501)).get(`/getLeaves?course_code=CS101${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message,
      code: field === 'status' ? 'field.oneOf' : 'field.notInRange',
      params: expect.objectContaining({ name: field }),
      field,
    });
  });
});

describe('POST /approveLeave and /rejectLeave', () => {
  async function pendingLeave(user_id: number, date: string, course = 'CS101'): Promise<Leave> {
    const student = await as.student(user_id);
    expect((await student.post('/addLeave', leaveFor(user_id, date, course))).status).toBe(200);
    const data = await student.get<StudentDataResponse>(`/studentData?user_id=${user_id}`);
    return data.body.leaveData.find((leave) => leave.leave_date === date)!;
  }
  const standing = async (user_id: number, course: string) =>
    (
      await (await as.student(user_id)).get<StudentDataResponse>(`/studentData?user_id=${user_id}`)
    ).body.enrollmentData.find((e) => e.course_code === course)!;
  const percentage = async (user_id: number, course: string) => (await standing(user_id, course)).leave_percentage;

  it('approves a pending leave and keeps the leave percentage current', async () => {
    const before = await standing(1008, 'CS101');
    const leave = await pendingLeave(1008, lectureAfter('CS101', 14));
    const instructor = await as.instructor(501);
    const reply = await instructor.post('/approveLeave', { leave_id: leave.leave_id });
    expect(reply.status).toBe(200);
    expect(await percentage(1008, 'CS101')).toBe(leavePercentage(before.accepted_days + 1, demoTotalLectures('CS101')));
    const courseLeaves = await instructor.get<{ leaveData: Leave[] }>('/getLeaves?course_code=CS101');
    expect(courseLeaves.body.leaveData.find((l) => l.leave_id === leave.leave_id)?.status).toBe('accepted');
  });

  it('rejects a pending leave without changing the percentage', async () => {
    const before = await percentage(1006, 'CS101');
    const leave = await pendingLeave(1006, lectureAfter('CS101', 15));
    expect((await (await as.instructor(501)).post('/rejectLeave', { leave_id: leave.leave_id })).status).toBe(200);
    expect(await percentage(1006, 'CS101')).toBe(before);
  });

  it('answers 409 once a leave is decided, whichever call comes second', async () => {
    const leave = await pendingLeave(1002, lectureAfter('CS101', 16));
    const instructor = await as.instructor(501);
    expect((await instructor.post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(200);
    const again = await instructor.post('/rejectLeave', { leave_id: leave.leave_id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This leave was already accepted');
    expect((await instructor.post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(409);
  });

  it.each([
    ['/approveLeave', {}, 400],
    ['/rejectLeave', { leave_id: 'one' }, 400],
    ['/approveLeave', { leave_id: 999999 }, 404],
    ['/rejectLeave', { leave_id: 999999 }, 404],
  ])('%s %j answers %i', async (path, body, status) => {
    expect((await (await as.instructor(501)).post(path, body)).status).toBe(status);
  });
});

describe('admin calls', () => {
  it('GET /courses lists the real courses, a page at a time by code', async () => {
    const admin = await as.admin();
    const reply = await admin.get<CourseSummaryPage>('/courses?page_size=100');
    expect(reply.status).toBe(200);
    const codes = reply.body.items.map((course) => course.course_code);
    expect(codes).toEqual([...codes].sort());
    expect(reply.body).toMatchObject({ total: codes.length, page: 1, page_size: 100 });
    // Two at a time, the pages together are the whole list, each course once.
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(codes.length / 2) }, (_, index) =>
        admin.get<CourseSummaryPage>(`/courses?page=${index + 1}&page_size=2`),
      ),
    );
    expect(pages.every((page) => page.body.total === codes.length && page.body.items.length <= 2)).toBe(true);
    expect(pages.flatMap((page) => page.body.items.map((course) => course.course_code))).toEqual(codes);
    expect((await admin.get('/courses?page_size=101')).status).toBe(400);
    expect((await admin.get<CourseSummaryPage>('/courses')).body.page_size).toBe(50);
    expect(reply.body.items).toEqual(
      expect.arrayContaining([
        {
          course_code: 'CS101',
          course_title: 'Introduction to Programming',
          instructor_id: 501,
          semester_type: expect.any(String),
          semester_year: expect.any(Number),
          total_lectures: demoTotalLectures('CS101'),
          leave_limit: 25,
        },
      ]),
    );
  });

  it('POST /addCourse adds a course the instructor then teaches, with defaults', async () => {
    const reply = await (
      await as.admin()
    ).post('/addCourse', { courseCode: 'ph101', courseTitle: 'Physics I', instructorId: 502 });
    expect(reply.status).toBe(201);
    const data = await (await as.instructor(502)).get<InstructorDataResponse>('/instructorData?user_id=502');
    expect(data.body.courseData).toContainEqual(
      expect.objectContaining({
        course_code: 'PH101',
        course_title: 'Physics I',
        total_students: 0,
        total_lectures: 40,
      }),
    );
  });

  it.each([
    [{ courseCode: 'CS101', courseTitle: 'Again', instructorId: 501 }, 409],
    [{ courseCode: 'XX101', courseTitle: 'Nobody', instructorId: 424242 }, 404],
    [{ courseCode: 'XX101', instructorId: 501 }, 400],
    [{ courseCode: 'X X', courseTitle: 'Spaces', instructorId: 501 }, 400],
    [{ courseCode: 'XX102', courseTitle: 'Zero', instructorId: 501, totalLectures: 0 }, 400],
  ])('POST /addCourse %j answers %i', async (body, status) => {
    const reply = await (await as.admin()).post('/addCourse', body);
    expect(reply.status).toBe(status);
    expect(reply.body.message).toEqual(expect.any(String));
  });

  it('POST /addStudentToCourse enrols a student, who then sees the course at 0%', async () => {
    const reply = await (
      await as.admin()
    ).post('/addStudentToCourse', {
      courseCode: 'MA101',
      studentName: 'aarav sharma',
      studentId: 1001,
    });
    expect(reply.status).toBe(201);
    const data = await (await as.student(1001)).get<StudentDataResponse>('/studentData?user_id=1001');
    expect(data.body.enrollmentData).toContainEqual({
      roll_no: 1001,
      course_code: 'MA101',
      ...courseStanding(0, 0, demoTotalLectures('MA101'), 25),
      attendance: expect.objectContaining({ absent: 0, late: 0, on_leave: 0 }),
    });
  });

  it.each([
    [{ courseCode: 'CS101', studentName: 'Aarav Sharma', studentId: 1001 }, 409],
    [{ courseCode: 'ZZ999', studentName: 'Aarav Sharma', studentId: 1001 }, 404],
    [{ courseCode: 'CS101', studentName: 'Nobody', studentId: 424242 }, 404],
    [{ courseCode: 'CS201', studentName: 'Someone Else', studentId: 1010 }, 400],
    [{ courseCode: 'CS201', studentName: 'x'.repeat(101), studentId: 1010 }, 400],
  ])('POST /addStudentToCourse %j answers %i', async (body, status) => {
    const reply = await (await as.admin()).post('/addStudentToCourse', body);
    expect(reply.status).toBe(status);
    expect(reply.body.message).toEqual(expect.any(String));
  });
});

describe('the server as a whole', () => {
  it.each(['/users', '/db', '/leaves', '/nothing'])('serves no raw collection or unknown route: %s', async (path) => {
    const reply = await (await as.admin()).get(path);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(reply.body)).not.toContain('student123');
  });

  it("allows the web app's origin and no other", async () => {
    const client = as.anonymous();
    const allowed = await client.call('GET', '/health', undefined, { Origin: 'http://localhost:8080' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const other = await client.call('GET', '/health', undefined, { Origin: 'http://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
