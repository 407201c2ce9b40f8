/** The admin workspace's views (issue 11), each through the menu as the admin reaches it. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEvent, CourseEdit, ImportResult, StudentListEntry } from '@leave/contract';
import { cs101 } from './testing/courses';
import { coursePages, openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from './AdminApp';
import { courseEdited } from './overview/overviewFixture';

const server = setupMockServer();
/** The notice a message sits in (the notice takes the focus). */
const noticeOf = (text: HTMLElement) => text.closest('[tabindex="-1"]');
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

const student = (roll_no: number, name: string): StudentListEntry => ({
  roll_no,
  name,
  branch: 'CSE',
  stream: 'B.Tech',
  joining_year: 2025,
  enrolled_courses: 1,
});

const open = async (menuItem: string) => {
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView(menuItem);
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('Add Student to Course', () => {
  it('enrols by roll number alone, saying whose it is as the admin types', async () => {
    const enrolments: unknown[] = [];
    server.use(
      coursePages([cs101]),
      http.get(`${TEST_API_HOST}/studentLookup`, ({ request }) =>
        new URL(request.url).searchParams.get('roll_no') === '1003'
          ? HttpResponse.json({ roll_no: 1003, name: 'Diya Patel' })
          : HttpResponse.json({ message: 'No student with roll number 1009', field: 'roll_no' }, { status: 404 }),
      ),
      http.post(`${TEST_API_HOST}/addStudentToCourse`, async ({ request }) => {
        enrolments.push(await request.json());
        return HttpResponse.json({ message: 'Diya Patel enrolled in CS101' }, { status: 201 });
      }),
    );
    await open('Add Student to Course');
    await waitFor(() => expect(screen.getByLabelText('Course')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'CS101');
    await userEvent.type(screen.getByLabelText('Student ID'), '1009');
    expect(await screen.findByText('No student with roll number 1009')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Student ID'));
    await userEvent.type(screen.getByLabelText('Student ID'), '1003');
    expect(await screen.findByText('Roll No. 1003 is Diya Patel.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(noticeOf(await screen.findByText('Diya Patel enrolled in CS101'))).toHaveFocus();
    expect(enrolments).toEqual([{ courseCode: 'CS101', studentId: 1003 }]);
  });
});

describe('Edit Course', () => {
  it('fills in the chosen course, checks the change as the server does, and saves all but the code', async () => {
    const edits: CourseEdit[] = [];
    server.use(
      coursePages([cs101]),
      http.get(`${TEST_API_HOST}/terms`, () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 100 })),
      http.get(`${TEST_API_HOST}/courseTimetable`, () =>
        HttpResponse.json({ course_code: 'CS101', term: null, meetings: [], changes: [], total_lectures: 40 }),
      ),
      http.post(`${TEST_API_HOST}/editCourse`, async ({ request }) => {
        edits.push((await request.json()) as CourseEdit);
        return HttpResponse.json({ message: 'Course CS101 updated' });
      }),
    );
    await open('Edit Course');
    expect(document.title).toBe('Edit Course - Leave Management');
    expect(screen.getByLabelText('Course Title')).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Course')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'CS101');
    expect(screen.getByLabelText('Course Title')).toHaveValue('Introduction to Programming');
    expect(screen.getByLabelText('Total Lectures')).toHaveValue(40);

    await userEvent.clear(screen.getByLabelText('Total Lectures'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Course' }));
    expect(screen.getByLabelText('Total Lectures')).toHaveFocus();
    expect(screen.getByLabelText('Total Lectures')).toHaveAccessibleDescription('Total Lectures is required');

    await userEvent.type(screen.getByLabelText('Total Lectures'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Save Course' }));
    expect(noticeOf(await screen.findByText('Course CS101 updated'))).toHaveFocus();
    expect(edits).toEqual([
      {
        courseCode: 'CS101',
        courseTitle: 'Introduction to Programming',
        instructorId: 501,
        semesterType: 'Autumn',
        semesterYear: 2026,
        totalLectures: 80,
      },
    ]);
  });
});

describe('Students', () => {
  it('searches, sorts and pages on the server', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${TEST_API_HOST}/students`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const items = params.get('q') ? [student(1003, 'Diya Patel')] : [student(1001, 'Aarav Sharma')];
        return HttpResponse.json({
          items,
          total: params.get('q') ? 1 : 60,
          page: Number(params.get('page')),
          page_size: 25,
        });
      }),
    );
    await open('Students');
    expect(document.title).toBe('Students - Leave Management');
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(within(table).getByRole('cell', { name: 'Aarav Sharma' })).toBeInTheDocument();
    expect(screen.getByText('60 students')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(asked.at(-1)?.get('page_size')).toBe('25');

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'name');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'desc');
    await waitFor(() => expect(asked.at(-1)?.get('order')).toBe('desc'));
    expect(asked.at(-1)?.get('sort')).toBe('name');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or Roll No.' }), 'Diya{Enter}');
    expect(await screen.findByText('1 student matching "Diya"')).toBeInTheDocument();
    expect(asked.at(-1)?.get('q')).toBe('Diya');
    expect(within(screen.getByRole('table', { name: 'Students' })).getByText('Diya Patel')).toBeInTheDocument();
  });
});

describe('Import Students', () => {
  const preview: ImportResult = {
    applied: false,
    message: '1 of 2 rows can be added. Nothing has been changed yet.',
    counts: { 'will add': 1, added: 0, 'already there': 0, 'unknown course': 0, 'unknown student': 0, 'bad value': 1 },
    rows: [
      {
        line: 3,
        roll_no: '7002',
        name: 'Ravi Kumar',
        status: 'bad value',
        column: 'joining_year',
        message: 'joining_year must be a year such as 2024',
      },
      { line: 2, roll_no: '7001', name: 'Meera Iyer', status: 'will add' },
    ],
  };

  it('previews the file row by row, then adds the valid rows', async () => {
    const sent: Array<{ csv: string; apply?: boolean }> = [];
    server.use(
      http.post(`${TEST_API_HOST}/importStudents`, async ({ request }) => {
        const body = (await request.json()) as { csv: string; apply?: boolean };
        sent.push(body);
        if (!body.apply) return HttpResponse.json(preview);
        return HttpResponse.json({
          ...preview,
          temporary_passwords_csv: 'roll_no,name,temporary_password\r\n7001,Meera Iyer,Kq7m-XbP4-w9Td\r\n',
          applied: true,
          message: '1 student added',
          counts: { ...preview.counts, 'will add': 0, added: 1 },
          rows: preview.rows.map((row) => (row.status === 'will add' ? { ...row, status: 'added' } : row)),
        });
      }),
    );
    await open('Import Students');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByLabelText('CSV file')).toHaveFocus();
    expect(screen.getByText('CSV file is required')).toBeInTheDocument();

    const csv =
      'roll_no,name,branch,stream,joining_year\n7001,Meera Iyer,CSE,B.Tech,2025\n7002,Ravi Kumar,CSE,B.Tech,20x5';
    await userEvent.upload(screen.getByLabelText('CSV file'), new File([csv], 'new.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(noticeOf(await screen.findByText(preview.message))).toHaveFocus();
    const rows = within(screen.getByRole('table', { name: 'Rows of new.csv' })).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '7002', 'Ravi Kumar', 'bad value', 'joining_year: joining_year must be a year such as 2024']);
    expect(sent).toEqual([{ csv, apply: false }]);

    expect(screen.getByRole('checkbox', { name: /Give each new student a temporary password/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 student' }));
    expect(noticeOf(await screen.findByText('1 student added'))).toHaveFocus();
    expect(sent[1]).toEqual({ csv, apply: true, temporary_passwords: true });
    expect(screen.getByRole('button', { name: 'Download temporary passwords (CSV)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add \d/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rows of new.csv' })).getByText('added')).toBeInTheDocument();
  });
});

describe('Audit Trail', () => {
  // The fixture's edit, made by the admin.
  const event: AuditEvent = { ...courseEdited, actor_role: 'admin', actor_id: 1, actor_name: 'Admin' };

  it('shows who changed what, and filters on the server', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${TEST_API_HOST}/auditEvents`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [event], total: 1, page: 1, page_size: 25 });
      }),
    );
    await open('Audit Trail');
    expect(document.title).toBe('Audit Trail - Leave Management');
    const table = await screen.findByRole('table', { name: 'Audit events' });
    expect(within(table).getByText('total lectures from 40 to 80')).toBeInTheDocument();
    expect(within(table).getByText('Admin')).toBeInTheDocument();
    expect(within(table).getByText('admin 1')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('User ID'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByLabelText('User ID')).toHaveFocus();

    await userEvent.clear(screen.getByLabelText('User ID'));
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'course edited');
    await userEvent.type(screen.getByLabelText('Target contains'), 'CS101');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('course edited'));
    expect(asked.at(-1)?.get('target')).toBe('CS101');
    expect(asked.at(-1)?.has('actor_id')).toBe(false);
  });
});

describe("Audit Trail of the school's term", () => {
  it('offers the term, holiday and timetable actions in its filter and shows a timetable change readably', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${TEST_API_HOST}/auditEvents`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          items: [
            {
              event_id: 12,
              at: '2026-11-24T05:30:00.000Z',
              actor_role: 'admin',
              actor_id: 1,
              action: 'timetable set',
              target: 'course CS201',
              before: { term: 'Autumn 2026', meetings: [], total_lectures: 40 },
              after: {
                term: 'Autumn 2026',
                meetings: [
                  { weekday: 'Tuesday', start: '11:00', end: '12:00', room: 'B-204' },
                  { weekday: 'Thursday', start: '11:00', end: '12:00', room: 'B-204' },
                ],
                total_lectures: 36,
              },
              client_ip: '127.0.0.1',
            },
          ],
          total: 1,
          page: 1,
          page_size: 25,
        });
      }),
    );
    await open('Audit Trail');
    const table = await screen.findByRole('table', { name: 'Audit events' });
    expect(within(table).getByText('meetings set to Tue 11:00–12:00 B-204, Thu 11:00–12:00 B-204')).toBeInTheDocument();
    expect(within(table).getByText('term: Autumn 2026')).toBeInTheDocument();
    const actions = within(screen.getByLabelText('Action'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(actions).toEqual(
      expect.arrayContaining([
        'Term added',
        'Term edited',
        'Term removed',
        'Holiday added',
        'Holiday removed',
        'Holidays imported',
        'Timetable set',
        'Timetables imported',
        'Lecture cancelled',
        'Lecture added',
        'Lecture change removed',
      ]),
    );
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'holidays imported');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('holidays imported'));
  });
});

describe('Accounts', () => {
  it('finds an account, resets its password showing the temporary one once, and deactivates it', async () => {
    let account = {
      role: 'student',
      user_id: 7601,
      name: 'Kavya Nair',
      active: true,
      has_password: false,
      must_change_password: false,
    };
    server.use(
      http.get(`${TEST_API_HOST}/account`, ({ request }) =>
        new URL(request.url).searchParams.get('user_id') === '7601'
          ? HttpResponse.json(account)
          : HttpResponse.json({ message: 'There is no student with id 42', field: 'user_id' }, { status: 404 }),
      ),
      http.post(`${TEST_API_HOST}/resetPassword`, () => {
        account = { ...account, has_password: true, must_change_password: true };
        return HttpResponse.json({
          message: 'Kavya Nair has a temporary password. Give it to them.',
          temporary_password: 'Kq7m-XbP4-w9Td',
        });
      }),
      http.post(`${TEST_API_HOST}/setAccountActive`, async ({ request }) => {
        account = { ...account, active: ((await request.json()) as { active: boolean }).active };
        return HttpResponse.json({ message: 'Kavya Nair is deactivated' });
      }),
    );
    await open('Accounts');
    expect(document.title).toBe('Accounts - Leave Management');
    await userEvent.type(screen.getByLabelText('User ID'), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('There is no student with id 42')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('User ID'));
    await userEvent.type(screen.getByLabelText('User ID'), '7601');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    const card = await screen.findByRole('region', { name: 'Account of Kavya Nair' });
    expect(card).toHaveTextContent('None yet (imported)');

    // It cannot be undone: it asks first, and Keep changes nothing and gives the focus back.
    await userEvent.click(within(card).getByRole('button', { name: 'Reset Password' }));
    const question = within(card).getByRole('group', { name: 'Reset the password of Kavya Nair?' });
    expect(question).toHaveAccessibleDescription(/This cannot be undone\./);
    expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(within(card).getByRole('button', { name: 'Reset Password' })).toHaveFocus();
    expect(screen.queryByText(/has a temporary password/)).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Reset Password' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Reset password' }));
    expect(noticeOf(await screen.findByText(/has a temporary password/))).toHaveFocus();
    expect(screen.getByText('Kq7m-XbP4-w9Td')).toBeInTheDocument();
    expect(await within(card).findByText('Temporary: to be changed at the next sign-in')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Deactivate' }));
    expect(within(card).getByRole('group', { name: 'Deactivate Kavya Nair?' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Deactivate account' }));
    expect(await within(card).findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(within(card).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByText('Kq7m-XbP4-w9Td')).not.toBeInTheDocument();
  });
});

describe('Change Password', () => {
  it("changes the admin's own password, asking for the current one", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${TEST_API_HOST}/changePassword`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Password changed. You are signed in.', session });
      }),
    );
    await open('Change Password');
    await userEvent.type(screen.getByLabelText('Current Password'), 'admin123');
    await userEvent.type(screen.getByLabelText('New Password'), 'Tall-Oak-Tree-9');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Tall-Oak-Tree-9');
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Change password' })).getByRole('button', { name: 'Change Password' }),
    );
    expect(noticeOf(await screen.findByText('Password changed. You are signed in.'))).toHaveFocus();
    expect(sent).toEqual([{ user_id: 1, role: 'admin', passwd: 'admin123', new_passwd: 'Tall-Oak-Tree-9' }]);
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('asks an admin with two-factor sign-in on for a code, then sends it with the change', async () => {
    const sent: Array<{ otp?: string }> = [];
    server.use(
      http.post(`${TEST_API_HOST}/changePassword`, async ({ request }) => {
        const body = (await request.json()) as { otp?: string };
        sent.push(body);
        if (!body.otp)
          return HttpResponse.json(
            { message: 'Enter the 6-digit code from your authenticator app', field: 'otp' },
            { status: 401 },
          );
        return HttpResponse.json({ message: 'Password changed. You are signed in.', session });
      }),
    );
    await open('Change Password');
    await userEvent.type(screen.getByLabelText('Current Password'), 'admin123');
    await userEvent.type(screen.getByLabelText('New Password'), 'Tall-Oak-Tree-9');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Tall-Oak-Tree-9');
    const submit = () =>
      userEvent.click(
        within(screen.getByRole('form', { name: 'Change password' })).getByRole('button', { name: 'Change Password' }),
      );
    await submit();
    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    await userEvent.type(code, '123456');
    await submit();
    expect(noticeOf(await screen.findByText('Password changed. You are signed in.'))).toHaveFocus();
    expect(sent.map((body) => body.otp)).toEqual([undefined, '123456']);
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});

it('says so when no event matches, with no empty table', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/auditEvents`, () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 25 })),
  );
  await open('Audit Trail');
  expect(await screen.findByText('No events match.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

describe('All Leave', () => {
  it('lists every course’s leave and filters it on the server', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      coursePages([cs101]),
      http.get(`${TEST_API_HOST}/allLeaves`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          items: [
            {
              leave_id: 4,
              leave_date: '2026-11-03',
              reason: 'Medical',
              user_id: 1001,
              user_role: 'student',
              status: 'pending',
              course_code: 'CS101',
              student_name: 'Aarav Sharma',
              request_id: 4,
              history: [],
              no_longer_enrolled: true,
            },
          ],
          total: 1,
          page: 1,
          page_size: 25,
        });
      }),
    );
    await open('All Leave');
    expect(document.title).toBe('All Leave - Leave Management');
    const table = await screen.findByRole('table', { name: 'Leave' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Tue, 3 Nov 2026',
      '1001',
      'Aarav Sharma',
      'CS101 (no longer enrolled)',
      'pending',
      'Medical',
      '–',
      'History',
    ]);
    await waitFor(() =>
      expect(screen.getByLabelText('Course')).toContainElement(screen.getByRole('option', { name: /CS101/ })),
    );
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'CS101');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    await userEvent.type(screen.getByLabelText('Roll No.'), '1001');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('pending'));
    expect(asked.at(-1)?.get('course_code')).toBe('CS101');
    expect(asked.at(-1)?.get('roll_no')).toBe('1001');
  });
});

describe('Courses and Instructors', () => {
  it("lists courses with the instructor's name, sorted by the server", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${TEST_API_HOST}/courseList`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          items: [{ ...cs101, instructor_name: 'Dr. Meera Iyer', enrolled: 5 }],
          total: 1,
          page: 1,
          page_size: 25,
        });
      }),
    );
    await open('Courses');
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CS101', 'Introduction to Programming', 'Dr. Meera Iyer (501)', 'Autumn 2026', '5', '40', '25%']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'enrolled');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('enrolled'));
  });

  it('lists instructors and says so when none match', async () => {
    server.use(
      http.get(`${TEST_API_HOST}/instructors`, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('q')
            ? { items: [], total: 0, page: 1, page_size: 25 }
            : {
                items: [{ rg_no: 501, name: 'Dr. Meera Iyer', dept: 'CSE', courses: 2 }],
                total: 1,
                page: 1,
                page_size: 25,
              },
        ),
      ),
    );
    await open('Instructors');
    expect(await screen.findByText('1 instructor')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or Registration No.' }), 'zz{Enter}');
    expect(await screen.findByText('No instructors matching "zz"')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Import Enrolments', () => {
  it('shows each row with its course, the student it names and why a row cannot be added', async () => {
    server.use(
      http.post(`${TEST_API_HOST}/importEnrolments`, () =>
        HttpResponse.json({
          applied: false,
          message: '1 of 2 rows can be added. Nothing has been changed yet.',
          counts: {
            'will add': 1,
            added: 0,
            'already there': 0,
            'unknown course': 1,
            'unknown student': 0,
            'bad value': 0,
          },
          rows: [
            {
              line: 3,
              roll_no: '1001',
              name: 'Aarav Sharma',
              course_code: 'NOPE9',
              status: 'unknown course',
              column: 'course_code',
            },
            { line: 2, roll_no: '1003', name: 'Diya Patel', course_code: 'MA201', status: 'will add' },
          ],
        }),
      ),
    );
    await open('Import Enrolments');
    expect(document.title).toBe('Import Enrolments - Leave Management');
    await userEvent.upload(
      screen.getByLabelText('CSV file'),
      new File(['course_code,roll_no\nMA201,1003\nNOPE9,1001'], 'enrol.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const rows = within(await screen.findByRole('table', { name: 'Rows of enrol.csv' })).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'NOPE9', '1001', 'Aarav Sharma', 'unknown course', 'course_code']);
    expect(screen.getByRole('button', { name: 'Add 1 enrolment' })).toBeInTheDocument();
  });
});

describe('Enrolments', () => {
  it("lists a course's students and removes one, saying their leave is kept", async () => {
    let enrolled = [
      { roll_no: 1001, name: 'Aarav Sharma', accepted_days: 2, pending_days: 1 },
      { roll_no: 1003, name: 'Diya Patel', accepted_days: 0, pending_days: 0 },
    ];
    const removed: unknown[] = [];
    server.use(
      coursePages([cs101]),
      http.get(`${TEST_API_HOST}/courseEnrolments`, () =>
        HttpResponse.json({ items: enrolled, total: enrolled.length, page: 1, page_size: 50 }),
      ),
      http.post(`${TEST_API_HOST}/removeEnrolment`, async ({ request }) => {
        removed.push(await request.json());
        enrolled = enrolled.filter((e) => e.roll_no !== 1003);
        return HttpResponse.json({ message: 'Diya Patel is no longer enrolled in CS101; their leave in it is kept' });
      }),
    );
    await open('Enrolments');
    expect(document.title).toBe('Enrolments - Leave Management');
    await waitFor(() => expect(screen.getByLabelText('Course')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'CS101');
    expect(await screen.findByText('2 students enrolled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Diya Patel from CS101' }));
    const question = screen.getByRole('group', { name: 'Remove Diya Patel from CS101?' });
    expect(removed).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(noticeOf(await screen.findByText(/no longer enrolled in CS101; their leave in it is kept/))).toHaveFocus();
    expect(removed).toEqual([{ courseCode: 'CS101', studentId: 1003 }]);
    expect(await screen.findByText('1 student enrolled')).toBeInTheDocument();
  });
});
