/**
 * One order for names on every backend (issue 42): names that differ only by accent or case sort
 * the same on the mock, PGlite and PostgreSQL, in every list sorted by a name or title: students,
 * instructors, courses by title and by instructor, the roster, and the lists' CSV downloads.
 */
import type { CourseListPage, InstructorListPage, RosterPage, StudentListPage } from '@leave/contract';
import { useBackend } from '@leave/test-kit';

const { as } = useBackend();

/** Unicode's root order: the letters first, then accents, then case. */
const SORTED = ['Ärne', 'Åsa', 'emile', 'Émile', 'Eve', 'Lukas', 'Łukasz', 'Øster', 'zoe', 'Zoë'];
/** The same names as they are added, out of order. */
const ADDED = ['Zoë', 'emile', 'Łukasz', 'Eve', 'Åsa', 'zoe', 'Émile', 'Øster', 'Ärne', 'Lukas'];

const STUDENTS = 987_600;
const INSTRUCTORS = 987_700;
const COURSE = 'NAMES';

beforeAll(async () => {
  const admin = await as.admin();
  const csv = [
    'roll_no,name,branch,stream,joining_year',
    ...ADDED.map((name, i) => `${STUDENTS + i},${name},CSE,B.Tech,2025`),
  ];
  expect((await admin.post('/importStudents', { csv: csv.join('\n'), apply: true })).status).toBe(200);
  for (const [i, name] of ADDED.entries()) {
    const signUp = {
      name,
      user_id: INSTRUCTORS + i,
      branch: 'CSE',
      passwd: 'Kestrel-42-names',
      role: 'course instructor',
    };
    expect((await admin.post('/addUser', signUp)).status).toBe(201);
    const course = { courseCode: `NAM${String(i).padStart(2, '0')}`, courseTitle: name, instructorId: INSTRUCTORS + i };
    expect((await admin.post('/addCourse', course)).status).toBe(201);
  }
  expect((await admin.post('/addCourse', { courseCode: COURSE, courseTitle: 'Names', instructorId: 501 })).status).toBe(
    201,
  );
  const enrolments = ['course_code,roll_no', ...ADDED.map((_, i) => `${COURSE},${STUDENTS + i}`)];
  expect((await admin.post('/importEnrolments', { csv: enrolments.join('\n'), apply: true })).status).toBe(200);
}, 60_000);

/** A CSV download's column of names, without its header. */
const csvColumn = (csv: string, column: number) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[column]);

it('sorts students by name, each way, in the list and its download', async () => {
  const admin = await as.admin();
  const asc = (await admin.get<StudentListPage>(`/students?q=${STUDENTS / 100}&sort=name`)).body;
  expect(asc.items.map((s) => s.name)).toEqual(SORTED);
  const desc = (await admin.get<StudentListPage>(`/students?q=${STUDENTS / 100}&sort=name&order=desc`)).body;
  expect(desc.items.map((s) => s.name)).toEqual([...SORTED].reverse());
  expect(csvColumn((await admin.get<string>(`/exportStudents?q=${STUDENTS / 100}&sort=name`)).body, 1)).toEqual(SORTED);
});

it('sorts instructors by name', async () => {
  const page = (await (await as.admin()).get<InstructorListPage>(`/instructors?q=${INSTRUCTORS / 100}&sort=name`)).body;
  expect(page.items.map((i) => i.name)).toEqual(SORTED);
});

it('sorts courses by title and by instructor', async () => {
  const admin = await as.admin();
  const byTitle = (await admin.get<CourseListPage>('/courseList?q=NAM0&sort=course_title')).body;
  expect(byTitle.items.map((c) => c.course_title)).toEqual(SORTED);
  const byInstructor = (await admin.get<CourseListPage>('/courseList?q=NAM0&sort=instructor_name&order=desc')).body;
  expect(byInstructor.items.map((c) => c.instructor_name)).toEqual([...SORTED].reverse());
});

it("sorts a course's roster by name", async () => {
  const roster = (await (await as.instructor(501)).get<RosterPage>(`/courseRoster?course_code=${COURSE}&sort=name`))
    .body;
  expect(roster.items.map((entry) => entry.name)).toEqual(SORTED);
});
