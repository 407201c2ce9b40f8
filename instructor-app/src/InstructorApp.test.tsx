import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { CourseLeave, InstructorDataResponse, Leave } from '@leave/contract';
import { renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import InstructorApp from './InstructorApp';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };

const instructorData: InstructorDataResponse = {
  instructorData: { rg_no: 501, name: 'Dr. Meera Iyer', dept: 'Computer Science' },
  courseData: [
    {
      course_code: 'CS101',
      course_title: 'Introduction to Programming',
      semester_type: 'Autumn',
      semester_year: 2026,
      total_students: 8,
      total_lectures: 40,
      leave_limit: 25,
    },
    {
      course_code: 'CS201',
      course_title: 'Data Structures',
      semester_type: 'Autumn',
      semester_year: 2026,
      total_students: 5,
      total_lectures: 36,
      leave_limit: 25,
    },
  ],
};

const leave = (
  leave_id: number,
  user_id: number,
  leave_date: string,
  status: Leave['status'],
  course_code = 'CS101',
) => ({
  leave_id,
  leave_date,
  reason: `Reason ${leave_id}`,
  user_id,
  user_role: 'student' as const,
  student_name: `Student ${user_id}`,
  status,
  course_code,
});

/** A backend that keeps leave in memory and really decides it, so reloads show the new state. */
function backend(options: { decisionDelayMs?: number; conflictOn?: number; leaves?: CourseLeave[] } = {}) {
  const leaves: CourseLeave[] = options.leaves ?? [
    leave(1, 1001, '2026-11-03', 'pending'),
    leave(2, 1002, '2026-11-06', 'pending'),
    leave(3, 1003, '2026-11-02', 'rejected'),
    leave(4, 1001, '2026-11-10', 'pending', 'CS201'),
  ];
  const decisions: Array<{ path: string; leave_id: number }> = [];
  let leaveLoads = 0;
  const decide =
    (status: Leave['status']) =>
    async ({ request }: { request: Request }) => {
      const { leave_id } = (await request.json()) as { leave_id: number };
      decisions.push({ path: new URL(request.url).pathname, leave_id });
      if (options.decisionDelayMs) await delay(options.decisionDelayMs);
      if (leave_id === options.conflictOn) {
        return HttpResponse.json({ message: 'This leave was already accepted' }, { status: 409 });
      }
      leaves.find((l) => l.leave_id === leave_id)!.status = status;
      return HttpResponse.json({ message: `Leave ${status}` });
    };
  server.use(
    http.get(`${TEST_API_HOST}/instructorData`, () => HttpResponse.json(instructorData)),
    http.get(`${TEST_API_HOST}/getLeaves`, ({ request }) => {
      leaveLoads += 1;
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('page_size') ?? 50);
      const matching = leaves
        .filter((l) => l.course_code === params.get('course_code') && (!status || l.status === status))
        .sort((a, b) => a.leave_date.localeCompare(b.leave_date) || a.leave_id - b.leave_id);
      return HttpResponse.json({
        leaveData: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        page_size: pageSize,
      });
    }),
    http.post(`${TEST_API_HOST}/approveLeave`, decide('accepted')),
    http.post(`${TEST_API_HOST}/rejectLeave`, decide('rejected')),
  );
  return { decisions, leaveLoads: () => leaveLoads };
}

const section = (name: RegExp) => screen.getByRole('region', { name });
const row = (region: HTMLElement, rollNo: string) =>
  within(region)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('cell', { name: rollNo }))!;

async function renderPending() {
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 2 pending requests' });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows Loading..., then Welcome and the drawer, with Pending Requests as the default view', async () => {
  backend();
  renderRemote(InstructorApp, { session, route: '/instructor' });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  // The greeting shows the session's name at once; the view comes with the instructor's data.
  expect(await screen.findByRole('heading', { name: 'Welcome Dr. Meera Iyer' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Pending Requests' })).toHaveFocus());
  const drawer = screen.getByRole('navigation', { name: 'Dashboard menu' });
  expect(
    within(drawer)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    'View Courses',
    'Pending Requests',
    'History',
    'Roster',
    'View User',
    'Notifications',
    'Change Password',
    'Logout',
  ]);
  expect(within(drawer).getByRole('button', { name: 'Pending Requests' })).toHaveAttribute('aria-current', 'page');
  expect(document.title).toBe('Pending Requests - Leave Management');
});

it('shows every course at once when the last list is in, so no course is pushed down the page', async () => {
  backend();
  let releaseCs201!: () => void;
  const cs201Held = new Promise<void>((resolve) => (releaseCs201 = resolve));
  let cs101Served = false;
  // Ahead of backend()'s handler: holds CS201's list back, then lets that handler answer.
  server.use(
    http.get(`${TEST_API_HOST}/getLeaves`, async ({ request }) => {
      const course = new URL(request.url).searchParams.get('course_code');
      if (course === 'CS201') await cs201Held;
      else cs101Served = true;
    }),
  );
  renderRemote(InstructorApp, { session, route: '/instructor' });
  expect(await screen.findByRole('heading', { name: 'Pending Requests' })).toBeInTheDocument();
  await waitFor(() => expect(cs101Served).toBe(true));
  // CS101's list has come; with CS201's still on its way, one Loading... and no course yet.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.queryByRole('heading', { name: /^CS101/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /^CS201/ })).not.toBeInTheDocument();

  releaseCs201();
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 2 pending requests' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'CS201 - Data Structures : 1 pending requests' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('tells an instructor with no course what to do next', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/instructorData`, () => HttpResponse.json({ ...instructorData, courseData: [] })),
  );
  renderRemote(InstructorApp, { session, route: '/instructor' });
  expect(
    await screen.findByText(
      "You do not teach any course yet, so there is nothing to review. Courses are added by your school's admin: ask them to add your courses with your Registration No. as the instructor, and they will appear here.",
    ),
  ).toBeInTheDocument();
});

it('lists per course "code - title : N pending requests", with Date DD/MM/YYYY, Roll No., Reason', async () => {
  backend();
  await renderPending();
  expect(screen.getByRole('heading', { name: 'CS201 - Data Structures : 1 pending requests' })).toBeInTheDocument();
  const cs101 = section(/^CS101/);
  const [header, ...rows] = within(cs101).getAllByRole('row');
  expect(
    within(header!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['', 'Date', 'Roll No.', 'Name', 'Reason', 'If approved', 'Comment', 'Decision']);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1, 5)
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['03/11/2026', '1001', 'Student 1001', 'Reason 1'],
    ['06/11/2026', '1002', 'Student 1002', 'Reason 2'],
  ]);
  // The rejected leave (1003) is not pending, so it is not listed.
  expect(within(cs101).queryByRole('cell', { name: '1003' })).not.toBeInTheDocument();
  // Each button names whose leave it decides, not only "Approve" / "Reject".
  expect(within(rows[0]!).getByRole('button', { name: 'Approve leave of Student 1001 on 03/11/2026' })).toBeEnabled();
  expect(within(rows[1]!).getByRole('button', { name: 'Reject leave of Student 1002 on 06/11/2026' })).toBeEnabled();
});

it('approves, then reloads the list: the request is gone and the count falls', async () => {
  const api = backend();
  await renderPending();
  const loadsBefore = api.leaveLoads();
  await userEvent.click(within(row(section(/^CS101/), '1001')).getByRole('button', { name: /^Approve leave of/ }));
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' }),
  ).toBeInTheDocument();
  expect(api.decisions).toEqual([{ path: '/approveLeave', leave_id: 1 }]);
  expect(api.leaveLoads()).toBeGreaterThan(loadsBefore);
  expect(within(section(/^CS101/)).queryByRole('cell', { name: '1001' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Leave of 1001 on 03/11/2026 approved.');
  // The decided row is gone; the result has the focus, so the keyboard goes on from there.
  expect(screen.getByRole('status')).toHaveFocus();
  // The other course is untouched.
  expect(screen.getByRole('heading', { name: 'CS201 - Data Structures : 1 pending requests' })).toBeInTheDocument();
});

it('rejects with /rejectLeave and shows "No pending requests." once none is left', async () => {
  const api = backend();
  await renderPending();
  await userEvent.click(within(row(section(/^CS201/), '1001')).getByRole('button', { name: /^Reject leave of/ }));
  expect(
    await screen.findByRole('heading', { name: 'CS201 - Data Structures : 0 pending requests' }),
  ).toBeInTheDocument();
  expect(within(section(/^CS201/)).getByText('No pending requests.')).toBeInTheDocument();
  expect(api.decisions).toEqual([{ path: '/rejectLeave', leave_id: 4 }]);
});

it('cannot decide the same request twice while the call is in flight', async () => {
  const api = backend({ decisionDelayMs: 200 });
  await renderPending();
  const target = row(section(/^CS101/), '1002');
  const approve = within(target).getByRole('button', { name: /^Approve leave of/ });
  await userEvent.click(approve);
  expect(approve).toBeDisabled();
  expect(within(target).getByRole('button', { name: /^Reject leave of/ })).toBeDisabled();
  await userEvent.click(approve);
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' });
  expect(api.decisions).toEqual([{ path: '/approveLeave', leave_id: 2 }]);
});

it('shows why a decision failed and reloads the list', async () => {
  const api = backend({ conflictOn: 2 });
  await renderPending();
  const loadsBefore = api.leaveLoads();
  await userEvent.click(within(row(section(/^CS101/), '1002')).getByRole('button', { name: /^Reject leave of/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Leave of 1002 on 06/11/2026 was not rejected: This leave was already accepted',
  );
  await waitFor(() => expect(api.leaveLoads()).toBeGreaterThan(loadsBefore));
  expect(console.error).toHaveBeenCalled();
});

it('shows the Courses Taught table with the spec columns', async () => {
  backend();
  await renderPending();
  await userEvent.click(screen.getByRole('button', { name: 'View Courses' }));
  const table = await screen.findByRole('table', { name: 'Courses Taught' });
  const [header, ...rows] = within(table).getAllByRole('row');
  expect(
    within(header!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Course Code', 'Course Title', 'Semester', 'Year', 'Total Students', 'Total Lectures']);
  expect(
    within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['CS101', 'Introduction to Programming', 'Autumn', '2026', '8', '40']);
  expect(rows).toHaveLength(2);
});

it('shows the faculty profile: Registeration No., Name, Department', async () => {
  backend();
  await renderPending();
  await userEvent.click(screen.getByRole('button', { name: 'View User' }));
  const profile = screen.getByRole('region', { name: 'Profile' });
  expect(within(profile).getByText('Registeration No.').nextElementSibling).toHaveTextContent('501');
  expect(within(profile).getByText('Name').nextElementSibling).toHaveTextContent('Dr. Meera Iyer');
  expect(within(profile).getByText('Department').nextElementSibling).toHaveTextContent('Computer Science');
  expect(screen.getByRole('button', { name: 'View Dashboard' })).toBeInTheDocument();
});

it('pages a long list of pending requests, counting them all in the title', async () => {
  const many = Array.from({ length: 53 }, (_, index) =>
    leave(100 + index, 1001 + index, `2026-12-${String(1 + (index % 28)).padStart(2, '0')}`, 'pending'),
  );
  backend({ leaves: many });
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 53 pending requests' });
  const cs101 = section(/^CS101/);
  expect(within(cs101).getAllByRole('row')).toHaveLength(1 + 50);
  const pager = within(cs101).getByRole('navigation', { name: 'Pages of CS101 pending requests' });
  expect(pager).toHaveTextContent('Page 1 of 2');

  await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 2'));
  await waitFor(() => expect(within(cs101).getAllByRole('row')).toHaveLength(1 + 3));
  // By date: the last three are the 26th, 27th and 28th.
  expect(within(cs101).getByRole('cell', { name: '1028' })).toBeInTheDocument();
});

it('goes back a page when the last request on the last page is decided', async () => {
  const many = Array.from({ length: 51 }, (_, index) =>
    leave(200 + index, 2001 + index, `2026-12-${String(1 + (index % 28)).padStart(2, '0')}`, 'pending'),
  );
  backend({ leaves: many });
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 51 pending requests' });
  const cs101 = section(/^CS101/);
  await userEvent.click(within(cs101).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(within(cs101).getAllByRole('row')).toHaveLength(1 + 1));

  await userEvent.click(within(cs101).getByRole('button', { name: /^Approve leave of/ }));
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 50 pending requests' });
  await waitFor(() => expect(within(cs101).getAllByRole('row')).toHaveLength(1 + 50));
  expect(within(cs101).queryByRole('navigation')).not.toBeInTheDocument();
});
