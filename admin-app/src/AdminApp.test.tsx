import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { semesterOf } from '@leave/domain';
import { addDays, toIsoDate } from '@leave/contract';
import { cs101 } from './testing/courses';
import type { CourseSummary, NewCourse, NewEnrollment } from '@leave/contract';
import { coursePages, openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from './AdminApp';

const server = setupMockServer();
/** The notice a message sits in (the notice takes the focus). */
const noticeOf = (text: HTMLElement) => text.closest('[tabindex="-1"]');
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

const today = toIsoDate(new Date());
/** The term of today, and the next. */
const TERMS = [
  {
    term_id: 7,
    name: 'This Term',
    first_day: addDays(today, -60),
    last_day: addDays(today, 60),
    courses: 2,
    holidays: 0,
  },
  {
    term_id: 8,
    name: 'Next Term',
    first_day: addDays(today, 90),
    last_day: addDays(today, 200),
    courses: 0,
    holidays: 0,
  },
];

/** A backend with a real course list that /addCourse adds to. */
function backend(options: { addCourse?: () => Response; addStudent?: () => Response; terms?: typeof TERMS } = {}) {
  const courses: CourseSummary[] = [
    { ...cs101 },
    {
      course_code: 'MA101',
      course_title: 'Calculus',
      instructor_id: 502,
      semester_type: 'Autumn',
      semester_year: 2026,
      total_lectures: 40,
      leave_limit: 25,
    },
  ];
  const addedCourses: NewCourse[] = [];
  const enrolments: NewEnrollment[] = [];
  const limits: Array<{ courseCode: string; leaveLimit: number }> = [];
  server.use(
    coursePages(courses),
    http.get(`${TEST_API_HOST}/terms`, () =>
      HttpResponse.json({
        items: options.terms ?? TERMS,
        total: (options.terms ?? TERMS).length,
        page: 1,
        page_size: 100,
      }),
    ),
    http.post(`${TEST_API_HOST}/addCourse`, async ({ request }) => {
      const body = (await request.json()) as NewCourse;
      addedCourses.push(body);
      if (options.addCourse) return options.addCourse();
      courses.push({
        course_code: body.courseCode,
        course_title: body.courseTitle,
        instructor_id: body.instructorId,
        semester_type: body.semesterType ?? 'Autumn',
        semester_year: body.semesterYear ?? 2026,
        total_lectures: body.totalLectures ?? 40,
        leave_limit: body.leaveLimit ?? 25,
      });
      return HttpResponse.json({ message: `Course ${body.courseCode} added` }, { status: 201 });
    }),
    http.post(`${TEST_API_HOST}/addStudentToCourse`, async ({ request }) => {
      const body = (await request.json()) as NewEnrollment;
      enrolments.push(body);
      if (options.addStudent) return options.addStudent();
      return HttpResponse.json({ message: `${body.studentName} enrolled in ${body.courseCode}` }, { status: 201 });
    }),
    http.post(`${TEST_API_HOST}/setLeaveLimit`, async ({ request }) => {
      const body = (await request.json()) as { courseCode: string; leaveLimit: number };
      limits.push(body);
      courses.find((c) => c.course_code === body.courseCode)!.leave_limit = body.leaveLimit;
      return HttpResponse.json({ message: `The leave limit of ${body.courseCode} is now ${body.leaveLimit}%` });
    }),
  );
  return { addedCourses, enrolments, limits };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows the Admin Dashboard heading and the drawer', () => {
  backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Getting started' })).toHaveFocus();
  expect(document.title).toBe('Admin Dashboard - Leave Management');
  const drawer = screen.getByRole('navigation', { name: 'Dashboard menu' });
  expect(
    within(drawer)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    'Overview',
    'Add Course',
    'Edit Course',
    'Set Leave Limit',
    'Courses',
    'Terms & Holidays',
    'Add Student to Course',
    'Students',
    'Instructors',
    'Enrolments',
    'Accounts',
    'All Leave',
    'Kinds of Leave',
    'Leave by Week',
    'Attendance Rules',
    'Correct a Roll',
    'Import Students',
    'Import Enrolments',
    'Import Timetables',
    'Import Roll Marks',
    'Audit Trail',
    'System',
    'Sign-in Options',
    'Notifications',
    'Change Password',
    'Two-factor Sign-in',
    'Signed-in Devices',
    'Logout',
  ]);
  // The menu in named groups.
  const group = (name: string) =>
    within(within(drawer).getByRole('list', { name }))
      .getAllByRole('button')
      .map((b) => b.textContent);
  expect(group('People')).toEqual(['Add Student to Course', 'Students', 'Instructors', 'Enrolments', 'Accounts']);
  expect(group('Imports')).toEqual(['Import Students', 'Import Enrolments', 'Import Timetables', 'Import Roll Marks']);
  expect(group('Attendance')).toEqual(['Attendance Rules', 'Correct a Roll']);
});

it('adds a course in the term of today, says so, and clears the form', async () => {
  const api = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Add Course');
  expect(screen.getByRole('heading', { name: 'Add Course' })).toHaveFocus();
  expect(document.title).toBe('Add Course - Leave Management');
  const term = screen.getByLabelText('Term');
  await waitFor(() => expect(term).toHaveValue('7'));
  expect(term).toHaveAccessibleDescription(/^The term of today, /);
  // The seed's semester and year are the term's: not asked.
  expect(screen.queryByLabelText('Semester')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Year')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Total Lectures')).toHaveValue(40);

  await userEvent.type(screen.getByLabelText('Course Code'), 'ph101');
  await userEvent.type(screen.getByLabelText('Course Title'), 'Physics I');
  await userEvent.type(screen.getByLabelText('Instructor ID'), '502');
  await userEvent.click(
    within(screen.getByRole('form', { name: 'Add Course' })).getByRole('button', { name: 'Add Course' }),
  );

  expect(await screen.findByRole('status')).toHaveTextContent('Course PH101 added');
  // The result takes the focus: a keyboard user goes on from there.
  expect(screen.getByRole('status')).toHaveFocus();
  expect(api.addedCourses).toEqual([
    { courseCode: 'PH101', courseTitle: 'Physics I', instructorId: 502, termId: 7, totalLectures: 40, leaveLimit: 25 },
  ]);
  expect(screen.getByLabelText('Course Code')).toHaveValue('');
  await waitFor(() => expect(screen.getByLabelText('Term')).toHaveValue('7'));
});

it('adds a course in another term with its weekly meetings, or in no term with a semester and year', async () => {
  const api = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Add Course');
  const form = screen.getByRole('form', { name: 'Add Course' });
  await waitFor(() => expect(screen.getByLabelText('Term')).toHaveValue('7'));
  await userEvent.selectOptions(screen.getByLabelText('Term'), '8');
  expect(screen.getByLabelText('Term')).not.toHaveAccessibleDescription();
  await userEvent.type(screen.getByLabelText('Course Code'), 'PH201');
  await userEvent.type(screen.getByLabelText('Course Title'), 'Physics II');
  await userEvent.type(screen.getByLabelText('Instructor ID'), '502');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Meeting' }));
  const first = within(form).getByRole('group', { name: 'Meeting 1' });
  expect(within(first).getByLabelText('Weekday')).toHaveFocus();
  await userEvent.click(within(form).getByRole('button', { name: 'Add Meeting' }));
  // The total is counted from the meetings: not asked.
  expect(screen.queryByLabelText('Total Lectures')).not.toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Add Course' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Course PH201 added');
  expect(api.addedCourses[0]).toEqual({
    courseCode: 'PH201',
    courseTitle: 'Physics II',
    instructorId: 502,
    termId: 8,
    leaveLimit: 25,
    meetings: [
      { weekday: 'Monday', start: '09:00', end: '10:00', room: null },
      { weekday: 'Tuesday', start: '09:00', end: '10:00', room: null },
    ],
  });
  expect(within(form).queryByRole('group', { name: 'Meeting 1' })).not.toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Term'), '');
  expect(screen.getByLabelText('Semester')).toHaveValue(semesterOf(new Date()));
  expect(screen.getByLabelText('Year')).toHaveValue(new Date().getFullYear());
  await userEvent.type(screen.getByLabelText('Course Code'), 'PH301');
  await userEvent.type(screen.getByLabelText('Course Title'), 'Physics III');
  await userEvent.type(screen.getByLabelText('Instructor ID'), '502');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Course' }));
  await waitFor(() => expect(api.addedCourses).toHaveLength(2));
  expect(api.addedCourses[1]).toMatchObject({
    courseCode: 'PH301',
    termId: null,
    semesterType: semesterOf(new Date()),
    semesterYear: new Date().getFullYear(),
  });
});

it('says when no term holds today', async () => {
  backend({ terms: [TERMS[1]!] });
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Add Course');
  await waitFor(() => expect(screen.getByLabelText('Term')).toHaveAccessibleDescription(/^No term holds today, /));
  expect(screen.getByLabelText('Term')).toHaveValue('');
  expect(screen.getByLabelText('Semester')).toBeInTheDocument();
});

it('checks the course fields before sending', async () => {
  const api = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Add Course');
  await userEvent.type(screen.getByLabelText('Instructor ID'), 'abc');
  await userEvent.click(
    within(screen.getByRole('form', { name: 'Add Course' })).getByRole('button', { name: 'Add Course' }),
  );
  expect(screen.getByText('Course Code is required')).toBeInTheDocument();
  expect(screen.getByText('Course Title is required')).toBeInTheDocument();
  expect(screen.getByText('Instructor ID must be a number')).toBeInTheDocument();
  expect(screen.getByLabelText('Course Code')).toHaveFocus();
  expect(api.addedCourses).toHaveLength(0);
});

it('shows why a course was refused and keeps the input', async () => {
  backend({
    addCourse: () => HttpResponse.json({ message: 'No instructor with registration number 999' }, { status: 404 }),
  });
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Add Course');
  await userEvent.type(screen.getByLabelText('Course Code'), 'PH102');
  await userEvent.type(screen.getByLabelText('Course Title'), 'Physics II');
  await userEvent.type(screen.getByLabelText('Instructor ID'), '999');
  await userEvent.click(
    within(screen.getByRole('form', { name: 'Add Course' })).getByRole('button', { name: 'Add Course' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('No instructor with registration number 999');
  expect(screen.getByLabelText('Course Code')).toHaveValue('PH102');
  expect(screen.getByLabelText('Instructor ID')).toHaveValue('999');
});

it('lists the real courses, including one just added, and enrols a student', async () => {
  const api = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Add Course');
  await userEvent.type(screen.getByLabelText('Course Code'), 'PH101');
  await userEvent.type(screen.getByLabelText('Course Title'), 'Physics I');
  await userEvent.type(screen.getByLabelText('Instructor ID'), '502');
  await userEvent.click(
    within(screen.getByRole('form', { name: 'Add Course' })).getByRole('button', { name: 'Add Course' }),
  );
  await screen.findByRole('status');

  await openView('Add Student to Course');
  const select = screen.getByLabelText('Course');
  await waitFor(() => expect(select).toBeEnabled());
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select a course', 'CS101 - Introduction to Programming', 'MA101 - Calculus', 'PH101 - Physics I']);
  expect(within(select).queryByRole('option', { name: 'Course 1' })).not.toBeInTheDocument();

  await userEvent.selectOptions(select, 'PH101');
  await userEvent.type(screen.getByLabelText('Student Name'), 'Aarav Sharma');
  await userEvent.type(screen.getByLabelText('Student ID'), '1001');
  await userEvent.click(screen.getByRole('button', { name: 'Add Student' }));
  expect(noticeOf(await screen.findByText('Aarav Sharma enrolled in PH101'))).toHaveFocus();
  expect(api.enrolments).toEqual([{ courseCode: 'PH101', studentName: 'Aarav Sharma', studentId: 1001 }]);
  expect(screen.getByLabelText('Student ID')).toHaveValue('');
});

it("follows GET /courses' pages: the course select lists every course of a school of 250", async () => {
  const courses: CourseSummary[] = Array.from({ length: 250 }, (_, index) => ({
    course_code: `C${String(index + 1).padStart(3, '0')}`,
    course_title: `Course ${index + 1}`,
    instructor_id: 501,
    semester_type: 'Autumn',
    semester_year: 2026,
    total_lectures: 40,
    leave_limit: 25,
  }));
  backend();
  server.use(coursePages(courses));
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Add Student to Course');
  const select = screen.getByLabelText('Course');
  await waitFor(() => expect(select).toBeEnabled());
  const options = within(select).getAllByRole('option');
  expect(options).toHaveLength(251);
  expect(within(select).getByRole('option', { name: 'C250 - Course 250' })).toBeInTheDocument();
  expect(within(select).getByRole('option', { name: 'C101 - Course 101' })).toBeInTheDocument();
});

it('requires a course and a numeric id to enrol; the name is an optional check', async () => {
  const api = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Add Student to Course');
  await userEvent.type(screen.getByLabelText('Student ID'), 'x1');
  await userEvent.click(screen.getByRole('button', { name: 'Add Student' }));
  expect(screen.getByText('Course is required')).toBeInTheDocument();
  expect(screen.queryByText('Student Name is required')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Student Name')).toHaveAccessibleDescription(
    'Optional: if given, it must be the name of this Roll No.',
  );
  expect(screen.getByText('Student ID must be a number')).toBeInTheDocument();
  expect(api.enrolments).toHaveLength(0);
});

it('shows why an enrolment was refused and keeps the input', async () => {
  backend({
    addStudent: () => HttpResponse.json({ message: 'Aarav Sharma is already enrolled in CS101' }, { status: 409 }),
  });
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Add Student to Course');
  await waitFor(() => expect(screen.getByLabelText('Course')).toBeEnabled());
  await userEvent.selectOptions(screen.getByLabelText('Course'), 'CS101');
  await userEvent.type(screen.getByLabelText('Student Name'), 'Aarav Sharma');
  await userEvent.type(screen.getByLabelText('Student ID'), '1001');
  await userEvent.click(screen.getByRole('button', { name: 'Add Student' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Aarav Sharma is already enrolled in CS101');
  expect(screen.getByLabelText('Student ID')).toHaveValue('1001');
  expect(screen.getByLabelText('Course')).toHaveValue('CS101');
});

it('sets a course leave limit, checked as the server checks it, and shows the new limit', async () => {
  const api = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  await screen.findByRole('button', { name: 'Set Leave Limit' });
  await openView('Set Leave Limit');
  const form = screen.getByRole('form', { name: 'Set Leave Limit' });
  expect(document.title).toBe('Set Leave Limit - Leave Management');
  await within(form).findByRole('option', { name: 'CS101 - Introduction to Programming (now 25%)' });
  await userEvent.selectOptions(within(form).getByLabelText('Course'), 'CS101');
  expect(within(form).getByText('40 lectures: at 25% a student may miss 10 of them.')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Leave Limit (%)'), '101');
  await userEvent.click(within(form).getByRole('button', { name: 'Set Leave Limit' }));
  expect(within(form).getByText('Leave Limit (%) must be a whole number from 1 to 100')).toBeInTheDocument();
  expect(api.limits).toEqual([]);

  await userEvent.clear(within(form).getByLabelText('Leave Limit (%)'));
  await userEvent.type(within(form).getByLabelText('Leave Limit (%)'), '10');
  await userEvent.click(within(form).getByRole('button', { name: 'Set Leave Limit' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The leave limit of CS101 is now 10%');
  expect(api.limits).toEqual([{ courseCode: 'CS101', leaveLimit: 10 }]);
  expect(await within(form).findByText('40 lectures: at 10% a student may miss 4 of them.')).toBeInTheDocument();
});
