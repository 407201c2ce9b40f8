/**
 * Every CSV the API writes, read back as a spreadsheet reads it: text that a student, an
 * instructor or the admin typed and that starts like a formula comes out with an apostrophe
 * before it, so no cell of any download is a formula (OWASP's rule for CSV injection).
 */
import { parse } from 'csv-parse/sync';
import { FORMULA_START } from '@leave/domain';
import { leaveFor, lectureAfter, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const PLANTED = {
  reason: '=HYPERLINK("http://evil.example","Click")',
  courseTitle: '+2 Physics',
  comment: '@SUM(1+1)*cmd',
};

beforeAll(async () => {
  const admin = await as.admin();
  const course = { courseCode: 'CSV1', courseTitle: PLANTED.courseTitle, instructorId: 501, totalLectures: 40 };
  expect((await admin.post('/addCourse', course)).status).toBe(201);
  expect((await admin.post('/addStudentToCourse', { courseCode: 'CSV1', studentId: 1001 })).status).toBe(201);
  const student = await as.student(1001);
  const applied = await student.post('/addLeave', {
    ...leaveFor(1001, lectureAfter('CS101', 20)),
    reason: PLANTED.reason,
  });
  expect(applied.status).toBe(200);
  const instructor = await as.instructor(501);
  const pending = await instructor.get('/getLeaves?course_code=CS101&status=pending&page_size=100');
  const planted = pending.body.leaveData.find((leave: { reason: string }) => leave.reason === PLANTED.reason);
  const rejected = await instructor.post('/rejectLeave', { leave_id: planted.leave_id, comment: PLANTED.comment });
  expect(rejected.status).toBe(200);
}, 30_000);

/** The cells of a download, header included. */
async function cellsOf(who: 'admin' | 'instructor', path: string): Promise<string[]> {
  const client = who === 'admin' ? await as.admin() : await as.instructor(501);
  const reply = await client.get<string>(path);
  expect(reply.status).toBe(200);
  return (parse(reply.body, { bom: true, relax_column_count: true }) as string[][]).flat();
}

it.each([
  ['admin', '/exportLeaves', PLANTED.reason],
  ['instructor', '/courseRegister?course_code=CS101', PLANTED.comment],
  ['admin', '/exportCourses', PLANTED.courseTitle],
  ['admin', '/exportAuditEvents', undefined],
  ['admin', '/exportStudents', undefined],
  ['admin', '/exportInstructors', undefined],
  ['admin', '/exportCourseEnrolments?course_code=CSV1', undefined],
] as const)('%s: %s has no cell a spreadsheet would run, and shows what was typed', async (who, path, planted) => {
  const cells = await cellsOf(who, path);
  expect(cells.length).toBeGreaterThan(1);
  expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  if (planted) expect(cells).toContain(`'${planted}`);
});
