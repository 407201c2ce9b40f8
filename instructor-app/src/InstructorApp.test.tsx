import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type {
  InstructorDataResponse,
  LeaveStatus,
  PendingRequestPage,
  PendingRequestRow,
  RequestDecision,
} from '@leave/contract';
import { lectureMessages } from '@leave/domain';
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

interface FakeRequest {
  request_id: number;
  user_id: number;
  student_name: string;
  reason: string;
  course_code: string;
  leaves: Array<{ leave_id: number; leave_date: string; status: LeaveStatus }>;
}

/** A request of one student in one course: one leave per date given, all pending unless said. */
const request = (
  request_id: number,
  user_id: number,
  dates: string[],
  course_code = 'CS101',
  status: LeaveStatus = 'pending',
): FakeRequest => ({
  request_id,
  user_id,
  student_name: `Student ${user_id}`,
  reason: `Reason ${request_id}`,
  course_code,
  leaves: dates.map((leave_date, index) => ({ leave_id: request_id * 10 + index, leave_date, status })),
});

/**
 * A backend that keeps requests in memory and really decides them, so reloads show the new
 * state: one row per request and course with pending leave, oldest date first, as the API pages them.
 */
function backend(
  options: {
    decisionDelayMs?: number;
    /** Holds a request's decision back until the promise settles. */
    decisionGate?: (requestId: number) => Promise<void> | undefined;
    conflictOn?: number;
    requests?: FakeRequest[];
  } = {},
) {
  const requests: FakeRequest[] = options.requests ?? [
    request(1, 1001, ['2026-11-03']),
    request(2, 1002, ['2026-11-06']),
    request(3, 1003, ['2026-11-02'], 'CS101', 'rejected'),
    request(4, 1001, ['2026-11-10'], 'CS201'),
  ];
  const decisions: Array<{ path: string; body: unknown }> = [];
  let requestLoads = 0;
  server.use(
    http.get(`${TEST_API_HOST}/instructorData`, () => HttpResponse.json(instructorData)),
    // The Courses view shows the first course's timetable: none here (courses.test.tsx has them).
    http.get(`${TEST_API_HOST}/courseTimetable`, ({ request: call }) =>
      HttpResponse.json({
        course_code: new URL(call.url).searchParams.get('course_code'),
        term: null,
        meetings: [],
        changes: [],
        total_lectures: 40,
      }),
    ),
    http.get(`${TEST_API_HOST}/pendingRequests`, ({ request: call }) => {
      requestLoads += 1;
      const params = new URL(call.url).searchParams;
      const code = params.get('course_code')!;
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('page_size') ?? 50);
      const rows: PendingRequestRow[] = requests
        .filter((r) => r.course_code === code)
        .map((r) => ({ ...r, leaves: r.leaves.filter((l) => l.status === 'pending') }))
        .filter((r) => r.leaves.length > 0)
        .map(({ leaves, ...r }) => ({
          ...r,
          from_date: leaves[0]!.leave_date,
          to_date: leaves.at(-1)!.leave_date,
          leaves: leaves.map(({ leave_id, leave_date }) => ({ leave_id, leave_date, counts: true })),
          lectures: leaves.length,
          resubmits: null,
          applied_at: '2026-11-02T09:30:00.000Z',
          percentage_before: 0,
          percentage_after: leaves.length * 2.5,
          crosses_limit: false,
          kind: { kind_id: 1, name: 'Personal', counts: true },
          document_needed: false,
          documents: 0,
          document_asked: false,
        }))
        .sort((a, b) => a.from_date.localeCompare(b.from_date) || a.request_id - b.request_id);
      return HttpResponse.json<PendingRequestPage>({
        course_code: code,
        items: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        page,
        page_size: pageSize,
      });
    }),
    http.post(`${TEST_API_HOST}/decideRequest`, async ({ request: call }) => {
      const body = (await call.json()) as RequestDecision;
      decisions.push({ path: '/decideRequest', body });
      if (options.decisionDelayMs) await delay(options.decisionDelayMs);
      await options.decisionGate?.(body.request_id);
      const target = requests.find((r) => r.request_id === body.request_id && r.course_code === body.course_code)!;
      const pending = target.leaves.filter((l) => l.status === 'pending');
      if (body.request_id === options.conflictOn || pending.length === 0) {
        return HttpResponse.json(
          { message: lectureMessages.nothingToDecide(body.course_code).message },
          { status: 409 },
        );
      }
      for (const leave of pending) leave.status = body.decision;
      return HttpResponse.json({
        message: lectureMessages.requestDecided(pending.length, body.decision, body.course_code).message,
        moved: pending.length,
      });
    }),
  );
  return { decisions, requestLoads: () => requestLoads };
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
    'Attendance',
    'History',
    'Roster',
    'Absences by Week',
    'View User',
    'Notifications',
    'Change Password',
    'Signed-in Devices',
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
    http.get(`${TEST_API_HOST}/pendingRequests`, async ({ request: call }) => {
      const course = new URL(call.url).searchParams.get('course_code');
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

it('lists per course "code - title : N pending requests", one row per request: Date DD/MM/YYYY, Roll No., Reason', async () => {
  backend({
    requests: [
      request(1, 1001, ['2026-11-03']),
      request(2, 1002, ['2026-11-06']),
      request(3, 1003, ['2026-11-02'], 'CS101', 'rejected'),
      // Aarav applied for 1 to 3 Dec together: two lectures of CS101 in one request.
      { ...request(5, 1005, ['2026-12-01', '2026-12-03']), student_name: 'Aarav Sharma' },
      request(4, 1001, ['2026-11-10'], 'CS201'),
    ],
  });
  renderRemote(InstructorApp, { session, route: '/instructor' });
  // N counts requests (rows), not the leaves under them.
  await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 3 pending requests' });
  expect(screen.getByRole('heading', { name: 'CS201 - Data Structures : 1 pending requests' })).toBeInTheDocument();
  const cs101 = section(/^CS101/);
  const [header, ...rows] = within(cs101).getAllByRole('row');
  expect(
    within(header!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual([
    'Select',
    'Date',
    'Roll No.',
    'Name',
    'Reason',
    'Lectures',
    'If approved',
    'Applied on',
    'Comment',
    'Decision',
  ]);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1, 7)
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['03/11/2026', '1001', 'Student 1001', 'Reason 1', '1 lecture', '0% → 2.5%'],
    ['06/11/2026', '1002', 'Student 1002', 'Reason 2', '1 lecture', '0% → 2.5%'],
    ['01/12/2026 to 03/12/2026', '1005', 'Aarav Sharma', 'Reason 5', '2 lectures', '0% → 5%'],
  ]);
  // The rejected leave (1003) is not pending, so it is not listed.
  expect(within(cs101).queryByRole('cell', { name: '1003' })).not.toBeInTheDocument();
  // Each button names whose leave it decides, not only "Approve" / "Reject".
  expect(within(rows[0]!).getByRole('button', { name: 'Approve leave of Student 1001 on 03/11/2026' })).toBeEnabled();
  expect(within(rows[1]!).getByRole('button', { name: 'Reject leave of Student 1002 on 06/11/2026' })).toBeEnabled();
  expect(
    within(rows[2]!).getByRole('button', { name: 'Approve leave of Aarav Sharma from 01/12/2026 to 03/12/2026' }),
  ).toBeEnabled();
  expect(
    within(rows[2]!).getByRole('button', { name: 'Reject leave of Aarav Sharma from 01/12/2026 to 03/12/2026' }),
  ).toBeEnabled();
  // A one-lecture request has nothing to decide lecture by lecture.
  expect(within(rows[0]!).queryByRole('button', { name: /lecture by lecture$/ })).not.toBeInTheDocument();
});

it('approves a request of several lectures in one action, then reloads the list: the request is gone and the count falls', async () => {
  const api = backend({
    requests: [
      request(1, 1001, ['2026-11-03']),
      { ...request(5, 1005, ['2026-12-01', '2026-12-03']), student_name: 'Aarav Sharma' },
      request(4, 1001, ['2026-11-10'], 'CS201'),
    ],
  });
  await renderPending();
  const loadsBefore = api.requestLoads();
  await userEvent.click(
    within(row(section(/^CS101/), '1005')).getByRole('button', {
      name: 'Approve leave of Aarav Sharma from 01/12/2026 to 03/12/2026',
    }),
  );
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' }),
  ).toBeInTheDocument();
  expect(api.decisions).toEqual([
    { path: '/decideRequest', body: { request_id: 5, course_code: 'CS101', decision: 'accepted' } },
  ]);
  expect(api.requestLoads()).toBeGreaterThan(loadsBefore);
  expect(within(section(/^CS101/)).queryByRole('cell', { name: '1005' })).not.toBeInTheDocument();
  // The server's words say what moved.
  expect(screen.getByRole('status')).toHaveTextContent(
    'Leave of Aarav Sharma from 01/12/2026 to 03/12/2026 approved: 2 leaves of CS101 accepted.',
  );
  // The decided row is gone; the result has the focus, so the keyboard goes on from there.
  expect(screen.getByRole('status')).toHaveFocus();
  // The other course is untouched.
  expect(screen.getByRole('heading', { name: 'CS201 - Data Structures : 1 pending requests' })).toBeInTheDocument();
});

it('rejects with /decideRequest and shows "No pending requests." once none is left', async () => {
  const api = backend();
  await renderPending();
  await userEvent.click(within(row(section(/^CS201/), '1001')).getByRole('button', { name: /^Reject leave of/ }));
  expect(
    await screen.findByRole('heading', { name: 'CS201 - Data Structures : 0 pending requests' }),
  ).toBeInTheDocument();
  expect(within(section(/^CS201/)).getByText('No pending requests.')).toBeInTheDocument();
  expect(api.decisions).toEqual([
    { path: '/decideRequest', body: { request_id: 4, course_code: 'CS201', decision: 'rejected' } },
  ]);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Leave of Student 1001 on 10/11/2026 rejected: 1 leave of CS201 rejected.',
  );
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
  expect(api.decisions).toEqual([
    { path: '/decideRequest', body: { request_id: 2, course_code: 'CS101', decision: 'accepted' } },
  ]);
});

it('keeps the rows where they are while a decision is on its way, and reports both once both have settled', async () => {
  // The first decision is held back; a second one, made meanwhile, is answered at once.
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  const api = backend({ decisionGate: (requestId) => (requestId === 1 ? firstHeld : undefined) });
  await renderPending();
  const cs101 = section(/^CS101/);
  const rollNos = () =>
    within(cs101)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
  await userEvent.click(within(row(cs101, '1001')).getByRole('button', { name: /^Approve leave of/ }));
  await userEvent.click(within(row(cs101, '1002')).getByRole('button', { name: /^Reject leave of/ }));
  await waitFor(() => expect(api.decisions).toHaveLength(2));
  await new Promise((resolve) => setTimeout(resolve, 100));
  // 1002 is decided, but nothing moves or appears while 1001's decision is on its way.
  expect(rollNos()).toEqual(['1001', '1002']);
  expect(within(row(cs101, '1002')).getByRole('button', { name: /^Approve leave of/ })).toBeDisabled();
  expect(within(cs101).queryByRole('status')).not.toBeInTheDocument();

  releaseFirst();
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 0 pending requests' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(within(cs101).queryAllByRole('row')).toHaveLength(0));
  expect(within(cs101).getByRole('status')).toHaveTextContent(
    'Leave of Student 1002 on 06/11/2026 rejected: 1 leave of CS101 rejected. Leave of Student 1001 on 03/11/2026 approved: 1 leave of CS101 accepted.',
  );
  expect(within(cs101).getByRole('status')).toHaveFocus();
});

it('shows why a decision failed and reloads the list', async () => {
  const api = backend({ conflictOn: 2 });
  await renderPending();
  const loadsBefore = api.requestLoads();
  await userEvent.click(within(row(section(/^CS101/), '1002')).getByRole('button', { name: /^Reject leave of/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Leave of Student 1002 on 06/11/2026 was not rejected: Nothing in this request is pending in CS101 any more',
  );
  await waitFor(() => expect(api.requestLoads()).toBeGreaterThan(loadsBefore));
  expect(console.error).toHaveBeenCalled();
  // Not decided, so it can be tried again.
  expect(within(row(section(/^CS101/), '1002')).getByRole('button', { name: /^Reject leave of/ })).toBeEnabled();
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
  const profile = await screen.findByRole('region', { name: 'Profile' });
  expect(within(profile).getByText('Registeration No.').nextElementSibling).toHaveTextContent('501');
  expect(within(profile).getByText('Name').nextElementSibling).toHaveTextContent('Dr. Meera Iyer');
  expect(within(profile).getByText('Department').nextElementSibling).toHaveTextContent('Computer Science');
  expect(screen.getByRole('button', { name: 'View Dashboard' })).toBeInTheDocument();
});

it('pages a long list of pending requests, counting them all in the title', async () => {
  const many = Array.from({ length: 53 }, (_, index) =>
    request(100 + index, 1001 + index, [`2026-12-${String(1 + (index % 28)).padStart(2, '0')}`]),
  );
  backend({ requests: many });
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
    request(200 + index, 2001 + index, [`2026-12-${String(1 + (index % 28)).padStart(2, '0')}`]),
  );
  backend({ requests: many });
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
