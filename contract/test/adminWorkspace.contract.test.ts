/**
 * The admin workspace on every backend (issue 11): editing a course, enrolling by roll number,
 * the students list and its CSV, all leave, importing students from CSV, and the append-only audit trail.
 */
import pg from 'pg';
import type {
  AuditPage,
  CourseEnrolmentPage,
  CourseListPage,
  ImportResult,
  ImportRowProblem,
  InstructorListPage,
  LeavePage,
  LeavesResponse,
  StudentDataResponse,
  StudentListPage,
} from '@leave/contract';
import { ENROLMENT_ROW_CODES, STUDENT_ROW_CODES, todayIn } from '@leave/contract';
import { IMPORT_MAX_BYTES, leavePercentage } from '@leave/domain';
import {
  demoTotalLectures,
  leaveFor,
  lectureAfter,
  newStudent,
  target,
  useBackend,
  weekdayAfter,
} from '@leave/test-kit';

const { as, databaseUrl } = useBackend();

/** Each row with a message says it by its code too, one its import's rows can carry. */
const expectSaidByCodes = (rows: ImportRowProblem[], codes: readonly string[]) => {
  for (const row of rows) if (row.message) expect(codes).toContain(row.code);
};

const HEADER = 'roll_no,name,branch,stream,joining_year';
const csvOf = (...lines: string[]) => [HEADER, ...lines].join('\n');
const studentLine = (roll: number, name = `Student ${roll}`) => `${roll},${name},CSE,B.Tech,2025`;

const trail = async (query = '') => (await (await as.admin()).get<AuditPage>(`/auditEvents?${query}`)).body;

const standingIn = async (code: string) =>
  (await (await as.student(1001)).get<StudentDataResponse>('/studentData?user_id=1001')).body.enrollmentData.find(
    (e) => e.course_code === code,
  )!;

describe('editing a course', () => {
  it("changes its total lectures, so the student's percentage changes, and the trail records before and after", async () => {
    // A course without a timetable keeps the total the admin enters (a timetabled one counts its
    // own): 1001 is enrolled in a new one and has a day of leave accepted in it (three sign-ins
    // and five changes first, hence the longer timeout).
    const admin = await as.admin();
    expect(
      (await admin.post('/addCourse', { courseCode: 'ED101', courseTitle: 'Edited', instructorId: 501 })).status,
    ).toBe(201);
    expect((await admin.post('/addStudentToCourse', { courseCode: 'ED101', studentId: 1001 })).status).toBe(201);
    const student = await as.student(1001);
    expect((await student.post('/addLeave', leaveFor(1001, weekdayAfter(12), 'ED101'))).status).toBe(200);
    const instructor = await as.instructor(501);
    const [leave] = (await instructor.get<LeavesResponse>('/getLeaves?course_code=ED101')).body.leaveData;
    expect((await instructor.post('/approveLeave', { leave_id: leave!.leave_id })).status).toBe(200);
    const before = await standingIn('ED101');
    expect(before.accepted_days).toBeGreaterThan(0);
    const course = (
      await admin.get<{ items: Array<Record<string, unknown>> }>('/courses?page_size=100')
    ).body.items.find((c) => c.course_code === 'ED101')!;
    const edit = {
      courseCode: 'ed101',
      courseTitle: course.course_title,
      instructorId: course.instructor_id,
      semesterType: course.semester_type,
      semesterYear: course.semester_year,
      totalLectures: 80,
    };
    const reply = await admin.post('/editCourse', edit);
    expect(reply).toMatchObject({ status: 200, body: { message: 'Course ED101 updated' } });

    const after = await standingIn('ED101');
    expect(after.total_lectures).toBe(80);
    expect(after.leave_percentage).toBe(leavePercentage(after.accepted_days, 80));
    expect(after.leave_percentage).toBeLessThan(before.leave_percentage);

    const event = (await trail('action=course+edited')).items[0];
    expect(event).toMatchObject({
      actor_role: 'admin',
      actor_id: 1,
      target: 'course ED101',
      before: { total_lectures: before.total_lectures },
      after: { total_lectures: 80 },
    });
    expect(typeof event?.client_ip).toBe('string');

    const again = await admin.post('/editCourse', edit);
    expect(again.body.message).toBe('Course ED101 already reads like this: nothing was changed');
    expect((await trail('action=course+edited')).total).toBe(1);
  }, 15_000);

  it('refuses an unknown instructor or course and changes nothing', async () => {
    const admin = await as.admin();
    // MA101's total is its timetable's, so the edit keeps it: only the instructor is wrong.
    const edit = {
      courseCode: 'MA101',
      courseTitle: 'Renamed',
      instructorId: 999_999,
      semesterType: 'Spring',
      semesterYear: 2026,
      totalLectures: demoTotalLectures('MA101'),
    };
    expect(await admin.post('/editCourse', edit)).toMatchObject({
      status: 404,
      body: { message: 'No instructor with registration number 999999', field: 'instructorId' },
    });
    expect(await admin.post('/editCourse', { ...edit, courseCode: 'NOPE1', instructorId: 501 })).toMatchObject({
      status: 404,
      body: { message: 'There is no course NOPE1', field: 'courseCode' },
    });
    expect(await admin.post('/editCourse', { ...edit, totalLectures: 0 })).toMatchObject({
      status: 400,
      body: { field: 'totalLectures' },
    });
    const ma101 = (
      await admin.get<{ items: Array<Record<string, unknown>> }>('/courses?page_size=100')
    ).body.items.find((c) => c.course_code === 'MA101');
    expect(ma101?.course_title).not.toBe('Renamed');
  });
});

describe('enrolling by roll number', () => {
  it('looks the name up, enrols without it, and still checks a name that is given', async () => {
    const admin = await as.admin();
    expect(await admin.get('/studentLookup?roll_no=1003')).toMatchObject({
      status: 200,
      body: { roll_no: 1003, name: expect.any(String) },
    });
    expect(await admin.get('/studentLookup?roll_no=99999')).toMatchObject({
      status: 404,
      body: { message: 'No student with roll number 99999', field: 'roll_no' },
    });
    expect((await admin.get('/studentLookup?roll_no=abc')).status).toBe(400);

    const wrong = await admin.post('/addStudentToCourse', { courseCode: 'MA201', studentId: 1003, studentName: 'X' });
    expect(wrong.status).toBe(400);
    const enrolled = await admin.post('/addStudentToCourse', { courseCode: 'MA201', studentId: 1003 });
    expect(enrolled.status).toBe(201);
    expect((await trail('action=student+enrolled&target=MA201')).items[0]).toMatchObject({
      target: 'course MA201',
      after: { roll_no: 1003 },
    });
  });
});

describe('the students list', () => {
  it('searches by name or roll number, sorts, pages and downloads as CSV with the same search', async () => {
    const admin = await as.admin();
    const all = (await admin.get<StudentListPage>('/students?page_size=100')).body;
    expect(all.total).toBeGreaterThanOrEqual(10);
    expect(all.items.map((s) => s.roll_no)).toEqual([...all.items.map((s) => s.roll_no)].sort((a, b) => a - b));
    const sample = all.items.find((s) => s.roll_no === 1001)!;
    expect(sample.enrolled_courses).toBeGreaterThan(0);

    const byName = (await admin.get<StudentListPage>(`/students?q=${encodeURIComponent(sample.name.slice(1, 5))}`))
      .body;
    expect(byName.items.map((s) => s.roll_no)).toContain(1001);
    const byRoll = (await admin.get<StudentListPage>('/students?q=100')).body;
    expect(byRoll.items.every((s) => String(s.roll_no).includes('100') || s.name.includes('100'))).toBe(true);
    // A LIKE wildcard is taken literally.
    expect((await admin.get<StudentListPage>('/students?q=%25')).body.total).toBe(0);

    const desc = (await admin.get<StudentListPage>('/students?sort=name&order=desc&page_size=3&page=2')).body;
    const names = all.items
      .map((s) => s.name.toLowerCase())
      .sort()
      .reverse();
    expect(desc).toMatchObject({ page: 2, page_size: 3, total: all.total });
    expect(desc.items.map((s) => s.name.toLowerCase())).toEqual(names.slice(3, 6));

    const csv = await admin.get<string>('/exportStudents?q=1001');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/students\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('roll_no,name,branch,stream,joining_year,enrolled_courses');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^1001,/);

    expect((await admin.get('/students?sort=age')).status).toBe(400);
  });
});

describe('importing students', () => {
  const file = csvOf(
    studentLine(7001, 'Meera Iyer'),
    '7002,Ravi Kumar,CSE,B.Tech,20x5',
    studentLine(1001, 'Already Here'),
    studentLine(7003, 'Anil Rao'),
    studentLine(7001, 'Twice Listed'),
  );

  it('previews each row without changing anything', async () => {
    const admin = await as.admin();
    const preview = await admin.post<ImportResult>('/importStudents', { csv: file });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      applied: false,
      message: '2 of 5 rows can be added. Nothing has been changed yet.',
      counts: { 'will add': 2, added: 0, 'already there': 1, 'bad value': 2 },
    });
    const byLine = Object.fromEntries(preview.body.rows.map((row) => [row.line, row]));
    expect(byLine[2]).toMatchObject({ roll_no: '7001', status: 'will add' });
    // Each row's problem is said by its code and params too, for a page in another language.
    expect(byLine[3]).toEqual({
      line: 3,
      roll_no: '7002',
      name: 'Ravi Kumar',
      status: 'bad value',
      column: 'joining_year',
      message: 'joining_year must be a year such as 2024',
      code: 'field.notAYear',
      params: { name: 'joining_year' },
    });
    expect(byLine[4]).toMatchObject({ roll_no: '1001', status: 'already there' });
    expect(byLine[4]).not.toHaveProperty('code');
    expect(byLine[6]).toMatchObject({
      status: 'bad value',
      column: 'roll_no',
      message: 'the same roll number is on line 2',
      code: 'api.importDuplicateInFile',
      params: { line: 2 },
    });
    expectSaidByCodes(preview.body.rows, STUDENT_ROW_CODES);
    expect((await admin.get('/studentLookup?roll_no=7001')).status).toBe(404);
  });

  it('applies the valid rows, and the same file twice changes nothing the second time', async () => {
    const admin = await as.admin();
    const applied = await admin.post<ImportResult>('/importStudents', { csv: file, apply: true });
    expect(applied.body).toMatchObject({
      applied: true,
      message: '2 students added',
      counts: { added: 2, 'will add': 0, 'already there': 1, 'bad value': 2 },
    });
    expect((await admin.get('/studentLookup?roll_no=7001')).body.name).toBe('Meera Iyer');
    expect((await admin.get<StudentListPage>('/students?q=Anil+Rao')).body.items[0]).toMatchObject({
      roll_no: 7003,
      branch: 'CSE',
      joining_year: 2025,
      enrolled_courses: 0,
    });

    const twice = await admin.post<ImportResult>('/importStudents', { csv: file, apply: true });
    expect(twice.body).toMatchObject({ message: '0 students added', counts: { added: 0, 'already there': 3 } });
    expect((await admin.get<StudentListPage>('/students?q=Meera+Iyer')).body.total).toBe(1);

    const event = (await trail('action=students+imported')).items;
    expect(event).toHaveLength(2);
    expect(event[1]).toMatchObject({ actor_role: 'admin', after: { added: 2, roll_nos: [7001, 7003] } });
  });

  it('gives an imported student no password: nobody can sign in as them until one is set', async () => {
    const anonymous = await as.anonymous();
    for (const passwd of ['x', 'anything-at-all'])
      expect((await anonymous.post('/userVerify', { user_id: 7003, passwd, role: 'student' })).status).toBe(401);
    // Nor can anyone claim the roll number by signing up.
    expect((await anonymous.post('/addUser', newStudent(7003))).status).toBe(409);
  });

  it.each([
    [
      'no header it needs',
      'roll_no,name\n1,A',
      "The file's first line must name its columns (roll_no, name, branch, stream, joining_year); it lacks branch, stream, joining_year",
    ],
    ['no rows', HEADER + '\n', 'The file has no rows under its header'],
    ['an unclosed quote', csvOf('7100,"Open quote,CSE,B.Tech,2025'), /^The file cannot be read as CSV at line 2/],
    ['nothing', '', 'csv is required'],
  ])('refuses a file with %s, naming the csv field', async (_case, csv, message) => {
    const reply = await (await as.admin()).post('/importStudents', { csv, apply: true });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('csv');
    expect(reply.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it.each([
    [{ csv: 42 }, 'csv', 'csv must be text'],
    [{ csv: csvOf(studentLine(7200)), apply: 'yes' }, 'apply', 'apply must be true or false'],
  ])('refuses %j naming the field', async (body, field, message) => {
    expect(await (await as.admin()).post('/importStudents', body)).toMatchObject({
      status: 400,
      body: { field, message },
    });
  });

  it('takes a file of up to 2 MB however many lines it has, and refuses a larger one naming csv', async () => {
    const admin = await as.admin();
    // Each line break takes two characters in the JSON body: a file of them makes a body twice its size.
    const upTo = (bytes: number) => {
      const file = csvOf(studentLine(7300));
      return file + '\n'.repeat(bytes - file.length);
    };
    const atLimit = await admin.post<ImportResult>('/importStudents', { csv: upTo(IMPORT_MAX_BYTES) });
    expect(atLimit).toMatchObject({ status: 200, body: { counts: { 'will add': 1 } } });
    expect(await admin.post('/importStudents', { csv: upTo(IMPORT_MAX_BYTES + 1) })).toMatchObject({
      status: 400,
      body: { field: 'csv', message: 'csv may be at most 2 MB' },
    });
    // Counted as a file is, in bytes: 'é' is two.
    const accented = 'course_code,roll_no\n' + 'é'.repeat(IMPORT_MAX_BYTES / 2);
    expect(await admin.post('/importEnrolments', { csv: accented })).toMatchObject({
      status: 400,
      body: { field: 'csv', message: 'csv may be at most 2 MB' },
    });
  });

  it('previews and applies 10,000 rows, once', async () => {
    const admin = await as.admin();
    const big = csvOf(...Array.from({ length: 10_000 }, (_, i) => studentLine(100_000 + i)));
    const preview = await admin.post<ImportResult>('/importStudents', { csv: big });
    expect(preview.body.counts['will add']).toBe(10_000);
    expect(preview.body.rows).toHaveLength(500);
    const applied = await admin.post<ImportResult>('/importStudents', { csv: big, apply: true });
    expect(applied.body.counts.added).toBe(10_000);
    expect((await admin.get<StudentListPage>('/students?q=Student+1099')).body.total).toBe(100);
    const twice = await admin.post<ImportResult>('/importStudents', { csv: big, apply: true });
    expect(twice.body.counts['already there']).toBe(10_000);
  }, 60_000);
});

describe('removing an enrolment', () => {
  it("takes the course out of the student's percentages and requests, keeps its leave marked, and can be undone", async () => {
    const admin = await as.admin();
    const student = await as.student(1002);
    const mine = async () => (await student.get<LeavePage>('/myLeaves?user_id=1002&page_size=100')).body.items;
    const withLeave = (await mine())[0]!;
    const code = withLeave.course_code;
    const enrolledIn = async () =>
      (await student.get<StudentDataResponse>('/studentData?user_id=1002')).body.enrollmentData.map(
        (e) => e.course_code,
      );
    const roster = async () =>
      (await admin.get<CourseEnrolmentPage>(`/courseEnrolments?course_code=${code}&page_size=100`)).body;
    expect(await enrolledIn()).toContain(code);
    const before = await roster();
    expect(before.items.map((e) => e.roll_no)).toContain(1002);
    const csv = (await admin.get<string>(`/exportCourseEnrolments?course_code=${code}`)).body;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('roll_no,name,accepted_days,pending_days');
    expect(lines).toHaveLength(before.total + 1);

    const removed = await admin.post('/removeEnrolment', { courseCode: code.toLowerCase(), studentId: 1002 });
    expect(removed).toMatchObject({
      status: 200,
      body: {
        message: expect.stringMatching(new RegExp(`is no longer enrolled in ${code}; their leave in it is kept$`)),
      },
    });
    expect(await enrolledIn()).not.toContain(code);
    expect((await roster()).total).toBe(before.total - 1);
    const kept = (await mine()).filter((l) => l.course_code === code);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((l) => l.no_longer_enrolled === true)).toBe(true);
    expect(await student.post('/addLeave', leaveFor(1002, lectureAfter(code, 12), code))).toMatchObject({
      status: 400,
      body: { message: `You are not enrolled in ${code}`, field: 'course_code' },
    });
    expect((await admin.post('/removeEnrolment', { courseCode: code, studentId: 1002 })).status).toBe(404);
    expect((await trail('action=student+unenrolled')).items[0]).toMatchObject({
      target: `course ${code}`,
      before: { roll_no: 1002 },
    });

    expect((await admin.post('/addStudentToCourse', { courseCode: code, studentId: 1002 })).status).toBe(201);
    expect(await enrolledIn()).toContain(code);
    expect((await mine()).some((l) => l.no_longer_enrolled)).toBe(false);
  });

  it.each([
    [{ courseCode: 'NOPE9', studentId: 1002 }, 'courseCode'],
    [{ courseCode: 'CS101', studentId: 424242 }, 'studentId'],
  ])('refuses %j with 404 naming %s', async (body, field) => {
    expect(await (await as.admin()).post('/removeEnrolment', body)).toMatchObject({ status: 404, body: { field } });
  });
});

describe("a course's enrolled students", () => {
  it('pages them in roll order, each page the matching slice of the whole list, and an empty page past the last', async () => {
    const admin = await as.admin();
    const page = async (query: string) =>
      (await admin.get<CourseEnrolmentPage>(`/courseEnrolments?course_code=cs101&${query}`)).body;
    const whole = await page('page_size=100');
    expect(whole.total).toBeGreaterThanOrEqual(3);
    expect(whole.items.map((e) => e.roll_no)).toEqual([...whole.items.map((e) => e.roll_no)].sort((a, b) => a - b));
    const pieces = [await page('page=1&page_size=2'), await page('page=2&page_size=2')];
    expect(pieces.map((piece) => piece.total)).toEqual([whole.total, whole.total]);
    expect(pieces.flatMap((piece) => piece.items)).toEqual(whole.items.slice(0, 4));
    expect(Object.keys(pieces[0]!.items[0]!).sort()).toEqual(['accepted_days', 'name', 'pending_days', 'roll_no']);
    const past = await page(`page=${whole.total + 1}&page_size=1`);
    expect(past).toMatchObject({ items: [], total: whole.total });
  });
});

describe('the course and instructor lists', () => {
  it("lists courses with the instructor's name and enrolled count, searched, sorted and paged, and as CSV", async () => {
    const admin = await as.admin();
    const all = (await admin.get<CourseListPage>('/courseList?page_size=100')).body;
    const cs101 = all.items.find((c) => c.course_code === 'CS101')!;
    const roster = (await (await as.instructor(501)).get<{ total: number }>('/courseRoster?course_code=CS101')).body;
    expect(cs101).toMatchObject({ instructor_id: 501, instructor_name: 'Dr. Meera Iyer', enrolled: roster.total });
    expect(all.items.map((c) => c.course_code)).toEqual(all.items.map((c) => c.course_code).sort());

    const byInstructor = (await admin.get<CourseListPage>('/courseList?q=meera')).body;
    expect(byInstructor.items.length).toBeGreaterThan(0);
    expect(byInstructor.items.every((c) => c.instructor_id === 501)).toBe(true);
    const mostEnrolled = (await admin.get<CourseListPage>('/courseList?sort=enrolled&order=desc&page_size=1')).body;
    expect(mostEnrolled.items[0]!.enrolled).toBe(Math.max(...all.items.map((c) => c.enrolled)));
    expect(mostEnrolled.total).toBe(all.total);

    const csv = (await admin.get<string>('/exportCourses?q=CS101')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'course_code,course_title,instructor_id,instructor_name,semester_type,semester_year,total_lectures,leave_limit,enrolled',
    );
    expect(csv[1]).toMatch(/^CS101,/);
  });

  it('lists instructors with how many courses each teaches', async () => {
    const admin = await as.admin();
    const page = (await admin.get<InstructorListPage>('/instructors?sort=name&order=asc')).body;
    expect(page.items.find((i) => i.rg_no === 501)).toMatchObject({ name: 'Dr. Meera Iyer' });
    const courses = (await admin.get<CourseListPage>('/courseList?page_size=100')).body.items;
    for (const instructor of page.items)
      expect(instructor.courses).toBe(courses.filter((c) => c.instructor_id === instructor.rg_no).length);
    expect((await admin.get<InstructorListPage>('/instructors?q=502')).body.items.map((i) => i.rg_no)).toEqual([502]);
    const csv = (await admin.get<string>('/exportInstructors')).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('rg_no,name,dept,courses');
    expect((await admin.get('/instructors?sort=dept')).status).toBe(400);
  });
});

describe('all leave', () => {
  it("lists every course's leave newest first, filtered on the server, and downloads it with the same filters", async () => {
    const admin = await as.admin();
    const all = (await admin.get<LeavePage>('/allLeaves?page_size=100')).body;
    expect(all.total).toBeGreaterThan(0);
    expect(new Set(all.items.map((l) => l.course_code)).size).toBeGreaterThan(1);
    const dates = all.items.map((l) => l.leave_date);
    expect(dates).toEqual([...dates].sort().reverse());

    const pending = (await admin.get<LeavePage>('/allLeaves?course_code=cs101&status=pending&page_size=100')).body;
    expect(pending.items.every((l) => l.course_code === 'CS101' && l.status === 'pending')).toBe(true);
    const ofOne = (await admin.get<LeavePage>('/allLeaves?roll_no=1001&page_size=100')).body;
    expect(ofOne.total).toBeGreaterThan(0);
    expect(ofOne.items.every((l) => l.user_id === 1001 && l.history.length > 0)).toBe(true);

    const csv = await admin.get<string>('/exportLeaves?roll_no=1001');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'leave_id,leave_date,roll_no,student_name,course_code,status,reason,last_change_by,last_change_at,comment',
    );
    expect(lines).toHaveLength(ofOne.total + 1);
    expect((await admin.get('/allLeaves?status=lost')).status).toBe(400);
  });
});

describe('importing enrolments', () => {
  const file = [
    'course_code,roll_no',
    'ma201,1004', // the course in any case
    'CS101,1001', // enrolled already
    'NOPE9,1004',
    'MA201,424242',
    'MA201,x',
    'MA201,1004',
    'MA201,1005',
  ].join('\n');

  it('previews each row, naming the student, then applies the valid ones once', async () => {
    const admin = await as.admin();
    const preview = await admin.post<ImportResult>('/importEnrolments', { csv: file });
    expect(preview.body).toMatchObject({
      applied: false,
      counts: { 'will add': 2, 'already there': 1, 'unknown course': 1, 'unknown student': 1, 'bad value': 2 },
    });
    const byLine = Object.fromEntries(preview.body.rows.map((row) => [row.line, row]));
    expect(byLine[2]).toMatchObject({
      course_code: 'MA201',
      roll_no: '1004',
      status: 'will add',
      name: expect.any(String),
    });
    expect(byLine[2]!.name).not.toBe('');
    expect(byLine[3]).toMatchObject({ status: 'already there' });
    expect(byLine[4]).toMatchObject({ status: 'unknown course', column: 'course_code' });
    expect(byLine[5]).toMatchObject({ status: 'unknown student', column: 'roll_no' });
    expect(byLine[6]).toMatchObject({
      status: 'bad value',
      column: 'roll_no',
      message: 'roll_no must be a number',
      code: 'field.notANumber',
      params: { name: 'roll_no' },
    });
    expect(byLine[7]).toMatchObject({
      status: 'bad value',
      message: 'the same course and roll number are on line 2',
      code: 'api.importDuplicateEnrolment',
      params: { line: 2 },
    });
    expectSaidByCodes(preview.body.rows, ENROLMENT_ROW_CODES);

    const applied = await admin.post<ImportResult>('/importEnrolments', { csv: file, apply: true });
    expect(applied.body).toMatchObject({ applied: true, message: '2 enrolments added', counts: { added: 2 } });
    const student = await as.student(1004);
    const courses = (await student.get<StudentDataResponse>('/studentData?user_id=1004')).body.enrollmentData;
    expect(courses.map((c) => c.course_code)).toContain('MA201');

    const twice = await admin.post<ImportResult>('/importEnrolments', { csv: file, apply: true });
    expect(twice.body.counts).toMatchObject({ added: 0, 'already there': 3 });
    expect((await trail('action=enrolments+imported')).items[1]).toMatchObject({
      after: { added: 2, enrolments: expect.arrayContaining(['MA201|1004', 'MA201|1005']) },
    });
  });

  it('refuses a file without its columns', async () => {
    expect(await (await as.admin()).post('/importEnrolments', { csv: 'roll_no\n1001' })).toMatchObject({
      status: 400,
      body: { field: 'csv', message: expect.stringMatching(/it lacks course_code$/) },
    });
  });
});

describe('the audit trail', () => {
  it('records sign-up and each leave transition with who and from where, filters, and downloads as CSV', async () => {
    const anonymous = await as.anonymous();
    expect((await anonymous.post('/addUser', newStudent(7501))).status).toBe(201);
    const signUp = (await trail('action=user+signed+up&target=student+7501')).items[0];
    expect(signUp).toMatchObject({ actor_role: 'student', actor_id: 7501, after: { name: 'Test Student' } });

    const student = await as.student(1001);
    const date = lectureAfter('CS101', 12);
    expect((await student.post('/addLeave', leaveFor(1001, date))).status).toBe(200);
    const applied = (await trail('action=leave+applied')).items[0]!;
    expect(applied).toMatchObject({
      actor_role: 'student',
      actor_id: 1001,
      after: { roll_no: 1001, course_code: 'CS101', leave_date: date, status: 'pending' },
    });
    const leaveId = Number(applied.target.replace('leave ', ''));
    expect((await (await as.instructor(501)).post('/approveLeave', { leave_id: leaveId })).status).toBe(200);
    expect((await trail(`target=leave+${leaveId}`)).items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['leave approved', { status: 'pending' }, { status: 'accepted' }],
      ['leave applied', null, expect.objectContaining({ status: 'pending' })],
    ]);
    const approved = (await trail(`actor_id=501&action=leave+approved`)).items[0];
    expect(approved?.target).toBe(`leave ${leaveId}`);
    // Who acted, by the name of their account.
    expect(approved?.actor_name).toBe('Dr. Meera Iyer');

    // Today's events are within today, in the school's time zone (UTC here); none are before it.
    // Events are stamped with the real time even when SCHOOL_TODAY fixes the date rules' today.
    const today = todayIn('UTC');
    expect((await trail(`from=${today}&to=${today}&target=leave+${leaveId}`)).total).toBe(2);
    expect((await trail(`to=2000-01-01`)).total).toBe(0);

    const csv = await (await as.admin()).get<string>(`/exportAuditEvents?target=leave+${leaveId}`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('event_id,at,actor_role,actor_id,actor_name,action,target,before,after,client_ip');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Dr. Meera Iyer,leave approved');
    // When, in ISO 8601 with the school's offset (the test backends' school is in UTC).
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00,/);
    expect(lines[1]).toContain('"{""status"":""pending""}"');
  });

  it('records sign-ins refused by the throttle, with nobody signed in', async () => {
    const anonymous = await as.anonymous();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await anonymous.post('/userVerify', { user_id: 1009, passwd: 'guess', role: 'student' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const events = (await trail('action=sign-in+refused&target=student+1009')).items;
    expect(events[0]).toEqual(
      expect.objectContaining({ actor_role: null, actor_id: null, target: 'student 1009', before: null }),
    );
    // Counted a minute at a time (auditRefusals.contract.test.ts): the six may straddle a minute.
    expect(events.reduce((sum, event) => sum + Number(event.after?.throttled ?? 0), 0)).toBe(1);
  });

  it('pages newest first and refuses a bad filter', async () => {
    const page = await trail('page_size=2');
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.event_id).toBeGreaterThan(page.items[1]!.event_id);
    const admin = await as.admin();
    expect((await admin.get('/auditEvents?action=deleted')).status).toBe(400);
    expect((await admin.get('/auditEvents?from=2026-13-01')).status).toBe(400);
  });

  it('has no route that changes it', async () => {
    const admin = await as.admin();
    expect((await admin.post('/auditEvents', {})).status).toBe(404);
    expect((await admin.post('/deleteAuditEvent', { event_id: 1 })).status).toBe(404);
  });

  // Only the PostgreSQL target gives the suite a database to reach past the API (PGlite is in the
  // API's process); the triggers are the same migration on both.
  (target() === 'postgres' ? it : it.skip)('refuses UPDATE, DELETE and TRUNCATE even in SQL', async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      for (const statement of [
        "UPDATE audit_events SET target = 'x'",
        'DELETE FROM audit_events',
        'TRUNCATE audit_events',
      ])
        await expect(client.query(statement)).rejects.toThrow('the audit trail is append-only');
    } finally {
      await client.end();
    }
    expect((await trail()).total).toBeGreaterThan(0);
  });
});
