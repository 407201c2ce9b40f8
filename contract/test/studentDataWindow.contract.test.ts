/**
 * GET /studentData with a window of dates (issue 37): the dashboard's first read holds only the
 * leave on the dates it shows, so its size does not grow with the student's history; without a
 * window the answer is the seed's, every active leave. On every backend.
 */
import type { Leave, StudentDataResponse } from '@leave/contract';
import { ApiClient, lecturesFrom, newStudent, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

const ROLL_NO = 3701;
/** Six CS101 lectures in a row after today: the student's history in this suite. */
const DATES = lecturesFrom('CS101', 2, 6);
const datesOf = (leaves: Leave[]) => leaves.map((leave) => leave.leave_date);

let student: ApiClient;
const read = (query: string) => student.get<StudentDataResponse>(`/studentData?user_id=${ROLL_NO}${query}`);

beforeAll(async () => {
  expect((await as.anonymous().post('/addUser', newStudent(ROLL_NO))).status).toBe(201);
  const admin = await as.admin();
  expect((await admin.post('/addStudentToCourse', { courseCode: 'CS101', studentId: ROLL_NO })).status).toBe(201);
  student = await new ApiClient(url()).signIn(ROLL_NO, 'Kestrel-42', 'student');
});

it('answers only the window: the same size before and after leave outside it', async () => {
  // A window before the history: it stays empty whatever the student applies for later.
  const before = await read('&from=2020-01-01&to=2020-01-31');
  expect(before.status).toBe(200);
  expect(before.body.leaveData).toEqual([]);

  for (const date of DATES) {
    const added = await student.post('/addLeave', {
      reason: 'Medical',
      course_code: 'CS101',
      leave_date: date,
      user_id: ROLL_NO,
      user_role: 'student',
    });
    expect(added.status).toBe(200);
  }

  const after = await read('&from=2020-01-01&to=2020-01-31');
  expect(after.body.leaveData).toEqual([]);
  expect(after.body.studentData).toEqual(before.body.studentData);

  const whole = await read('');
  expect(datesOf(whole.body.leaveData)).toEqual(DATES);

  const windowed = await read(`&from=${DATES[1]}&to=${DATES[3]}`);
  expect(windowed.status).toBe(200);
  expect(datesOf(windowed.body.leaveData)).toEqual(DATES.slice(1, 4));
  expect(windowed.body.leaveData).toEqual(whole.body.leaveData.slice(1, 4));
  // The profile and the standings are the student's whole, window or not.
  expect(windowed.body.studentData).toEqual(whole.body.studentData);
  expect(windowed.body.enrollmentData).toEqual(whole.body.enrollmentData);
});

it("keeps the seed answer without a window, with the term of the school's today beside it", async () => {
  const reply = await read('');
  expect(Object.keys(reply.body).sort()).toEqual(['enrollmentData', 'leaveData', 'studentData', 'term']);
});

it.each([
  ['only from', '&from=2025-03-01', { message: 'to is required', field: 'to' }],
  ['only to', '&to=2025-03-01', { message: 'from is required', field: 'from' }],
  ['to before from', '&from=2025-03-10&to=2025-03-01', { message: 'to must not be before from', field: 'to' }],
  [
    'more than 62 days',
    '&from=2025-01-01&to=2025-03-31',
    { message: 'to: a window may span at most 62 days', field: 'to' },
  ],
])('refuses a window with %s, naming the field', async (_case, query, body) => {
  const reply = await read(query);
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject(body);
});

it("refuses another student's window as it refuses their data", async () => {
  expect(
    (await (await as.student(1001)).get(`/studentData?user_id=${ROLL_NO}&from=2025-03-01&to=2025-03-31`)).status,
  ).toBe(403);
});
