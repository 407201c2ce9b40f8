import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, daysBetween, DEFAULT_ATTENDANCE_RULES, monthOf, toIsoDate } from '@leave/contract';
import type { Leave, NewLeave, StudentDataResponse } from '@leave/contract';
import { courseStanding, dateFormatFor, dayAndMonth } from '@leave/domain';
import { monthWindow } from '@leave/web-kit';
import {
  FIRST_DRAW,
  dayOfThisMonthOn,
  meeting,
  renderRemote,
  setupMockServer,
  testTimetable,
  TEST_API_HOST,
  dayOfThisMonth as day,
  dayTile as tile,
  schoolDates,
} from '@leave/web-kit/testing';
import StudentApp from './StudentApp';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

const today = new Date();

const leave = (id: number, date: string, status: Leave['status'], course = 'CS101'): Leave => ({
  leave_id: id,
  leave_date: date,
  reason: `Reason ${id}`,
  user_id: 1001,
  user_role: 'student',
  status,
  course_code: course,
});

function studentData(extraLeaves: Leave[] = []): StudentDataResponse {
  return {
    term: null,
    studentData: {
      roll_no: 1001,
      name: 'Aarav Sharma',
      branch: 'Computer Science',
      stream: 'B.Tech',
      joining_year: 2024,
    },
    leaveData: [
      leave(1, day(3), 'rejected', 'CS201'),
      leave(2, day(10), 'accepted'),
      leave(3, day(17), 'pending'),
      ...extraLeaves,
    ],
    enrollmentData: [
      { roll_no: 1001, course_code: 'CS101', ...courseStanding(1, 1, 40, 25) },
      { roll_no: 1001, course_code: 'CS201', ...courseStanding(0, 0, 36, 25) },
      // Not this student's: must never be listed.
      { roll_no: 1002, course_code: 'MA101', ...courseStanding(3, 0, 40, 25) },
    ],
  };
}

/** Founders' Day on the 9th of this month; CS201's first Thursday after the 10th is cancelled. */
const cancelledDay = dayOfThisMonthOn('Thursday', 10);
const timetable = testTimetable(
  [
    {
      course_code: 'CS101',
      meetings: ['Monday', 'Wednesday', 'Friday'].map((d) => meeting(d as 'Monday', '09:00', '10:00', 'A-101')),
    },
    {
      course_code: 'CS201',
      meetings: [meeting('Tuesday', '11:00', '12:00', 'B-204'), meeting('Thursday', '11:00', '12:00', 'B-204')],
      changes: [
        { date: day(cancelledDay), kind: 'cancelled', reason: 'Instructor ill', start: null, end: null, room: null },
      ],
    },
  ],
  [{ from_date: day(9), to_date: day(9), name: "Founders' Day" }],
);

/** The timetable windows the dashboard asked for, in this test. */
let windows: Array<{ from: string; to: string }> = [];

// Every test's dashboard asks for the timetable of the month on show.
beforeEach(() => {
  windows = [];
  server.use(
    http.get(`${TEST_API_HOST}/myTimetable`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      expect(params.get('user_id')).toBe('1001');
      const window = { from: params.get('from')!, to: params.get('to')! };
      windows.push(window);
      return HttpResponse.json(timetable(window.from, window.to));
    }),
  );
});

/** Serves /studentData from `current()` and records /addLeave bodies. */
function backend(options: { addLeave?: (body: NewLeave) => Response } = {}) {
  let data = studentData();
  const added: NewLeave[] = [];
  let loads = 0;
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, ({ request }) => {
      loads += 1;
      expect(new URL(request.url).searchParams.get('user_id')).toBe('1001');
      return HttpResponse.json(data);
    }),
    http.post(`${TEST_API_HOST}/addLeave`, async ({ request }) => {
      const body = (await request.json()) as NewLeave;
      added.push(body);
      if (options.addLeave) return options.addLeave(body);
      data = studentData([{ ...leave(99, body.leave_date, 'pending', body.course_code), reason: body.reason }]);
      return HttpResponse.json({ message: 'Leave added' }, { status: 200 });
    }),
  );
  return { added, loads: () => loads };
}

async function renderDashboard() {
  const view = renderRemote(StudentApp, { session, route: '/student' });
  await screen.findByText(/^You selected date:/, undefined, FIRST_DRAW);
  return view;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows Loading... until the data arrives, then the top bar and the drawer', async () => {
  backend();
  renderRemote(StudentApp, { session, route: '/student' });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Welcome Aarav Sharma' })).toBeInTheDocument();
  const drawer = screen.getByRole('navigation', { name: 'Dashboard menu' });
  expect(
    within(drawer)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    'View User',
    'Apply Leave',
    'View Courses',
    'My Progress',
    'My Timetable',
    'My Requests',
    'Notifications',
    'Change Password',
    'Signed-in Devices',
    'Logout',
  ]);
});

it('colours each day by the leave status and shows the legend', async () => {
  backend();
  await renderDashboard();
  expect(tile(3)).toHaveClass('leave-rejected');
  expect(tile(10)).toHaveClass('leave-accepted');
  expect(tile(17)).toHaveClass('leave-pending');
  expect(tile(4)).not.toHaveClass('leave-rejected', 'leave-accepted', 'leave-pending');
  const legend = screen.getByRole('list', { name: 'Legend' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Rejected Leave',
    'Accepted Leave',
    'Pending Leave',
    '✕Absent without leave',
    'Selected day',
    'Today',
    'Holiday (its name on the day)',
  ]);
});

it("writes each holiday's name on its day, and says which lectures the chosen day has", async () => {
  backend();
  await renderDashboard();
  // On the day, in words: seen and read with the date.
  await waitFor(() => expect(tile(9)).toHaveAccessibleName(new RegExp(`Holiday: Founders' Day$`)));
  expect(tile(9)).toHaveTextContent("Founders' Day");
  expect(tile(8)).not.toHaveTextContent('Founders');

  const monday = dayOfThisMonthOn('Monday', 10);
  await userEvent.click(tile(monday));
  const lectures = () => screen.getByRole('region', { name: /^Lectures on / });
  expect(lectures()).toHaveAccessibleName(`Lectures on ${schoolDates.date(day(monday))}`);
  expect(within(lectures()).getByRole('list')).toHaveTextContent('CS101 09:00-10:00, A-101');
  expect(within(lectures()).getAllByRole('listitem')).toHaveLength(1);

  await userEvent.click(tile(9));
  expect(lectures()).toHaveTextContent(`No lecture: ${dayAndMonth(day(9))} is a holiday: Founders' Day`);
  expect(lectures()).not.toHaveTextContent('CS101 09:00');

  await userEvent.click(tile(cancelledDay));
  expect(lectures()).toHaveTextContent(
    `No lecture: CS201's lecture on ${dayAndMonth(day(cancelledDay))} is cancelled: Instructor ill`,
  );

  // The spec's words for the chosen day stay as they were.
  expect(screen.getByText(`You selected date: ${day(cancelledDay)}`)).toBeInTheDocument();
});

it('asks for the timetable of the month on show only (at most 62 days), and of the next month when shown', async () => {
  backend();
  await renderDashboard();
  const thisMonth = monthWindow(monthOf(day(1)));
  await waitFor(() => expect(windows).toContainEqual(thisMonth));
  await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
  const next = monthWindow(monthOf(addDays(day(28), 7)));
  await waitFor(() => expect(windows).toContainEqual(next));
  for (const window of windows) expect(daysBetween(window.from, window.to)).toBeLessThan(62);
  expect(new Set(windows.map((w) => `${w.from}/${w.to}`))).toEqual(
    new Set([thisMonth, next].map((w) => `${w.from}/${w.to}`)),
  );
});

it('selects today by default and reports the picked day as YYYY-MM-DD', async () => {
  backend();
  await renderDashboard();
  expect(screen.getByText(`You selected date: ${toIsoDate(today)}`)).toBeInTheDocument();
  await userEvent.click(tile(4));
  expect(screen.getByText(`You selected date: ${day(4)}`)).toBeInTheDocument();
});

it("opens on the school's today when the server's differs from the browser's (a QA clock), and underlines it", async () => {
  backend();
  const schoolToday = addDays(toIsoDate(today), 40);
  server.use(http.get(`${TEST_API_HOST}/session`, () => HttpResponse.json({ ...session, today: schoolToday })));
  await renderDashboard();
  expect(screen.getByText(`You selected date: ${schoolToday}`)).toBeInTheDocument();
  const calendar = screen.getByRole('group', { name: 'Leave calendar' });
  expect(within(calendar).getByRole('button', { name: /\(today\)/ })).toHaveAccessibleName(
    expect.stringContaining(String(Number(schoolToday.slice(8)))),
  );
});

it("names the term of the school's today: its days, the week it is in and the lectures still to come", async () => {
  const autumn = { term_id: 4, name: 'Autumn 2026', first_day: '2026-08-03', last_day: '2026-12-18' };
  const rules = { tally: { absent_days: 0, late_days: 0, attended_leave_days: 0 }, rules: DEFAULT_ATTENDANCE_RULES };
  const data: StudentDataResponse = {
    ...studentData(),
    term: autumn,
    enrollmentData: [
      {
        roll_no: 1001,
        course_code: 'CS101',
        ...courseStanding(1, 1, 40, 25, { ...rules, held: { held: 34, on_leave: 1 } }),
      },
      {
        roll_no: 1001,
        course_code: 'CS201',
        ...courseStanding(0, 0, 36, 25, { ...rules, held: { held: 30, on_leave: 0 } }),
      },
      { roll_no: 1002, course_code: 'MA101', ...courseStanding(3, 0, 40, 25) },
    ],
  };
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () => HttpResponse.json(data)),
    http.get(`${TEST_API_HOST}/session`, () =>
      HttpResponse.json({ ...session, today: '2026-12-02', locale: 'en-GB', time_zone: 'Asia/Kolkata' }),
    ),
  );
  await renderDashboard();
  const days = dateFormatFor({ locale: 'en-GB', timeZone: 'Asia/Kolkata' }).range('2026-08-03', '2026-12-18');
  expect(await screen.findByText('Autumn 2026')).toBeInTheDocument();
  const line = screen.getByText('Autumn 2026').closest('p')!;
  expect(line).toHaveTextContent(`Autumn 2026: ${days}. Week 18 of 20. Lectures after today: CS101 6, CS201 6.`);
  // The days are the school's words, machine-readable as a span of two YYYY-MM-DD dates.
  expect(within(line).getByText(days)).toHaveAttribute('datetime', '2026-08-03/2026-12-18');
});

it('says nothing of a term between terms', async () => {
  server.use(http.get(`${TEST_API_HOST}/studentData`, () => HttpResponse.json({ ...studentData(), term: null })));
  await renderDashboard();
  expect(screen.queryByText(/^Week \d+ of \d+/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Lectures after today/)).not.toBeInTheDocument();
});

it('shows the read-only Leave Details for a day with leave', async () => {
  backend();
  await renderDashboard();
  await userEvent.click(tile(3));
  const details = screen.getByRole('region', { name: 'Leave Details' });
  const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
  expect(value('Leave Date')).toBe(day(3));
  expect(value('Reason')).toBe('Reason 1');
  expect(value('Status')).toBe('rejected');
  expect(value('Leave in Course')).toBe('CS201');
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
});

it('shows the Add Leave form for a day without leave, with the date, id and role as text, not inputs', async () => {
  backend();
  await renderDashboard();
  await userEvent.click(tile(4));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  expect(within(form).getByLabelText('Leave Date')).toHaveTextContent(day(4));
  expect(within(form).getByLabelText('User ID')).toHaveTextContent('1001');
  expect(within(form).getByLabelText('User Role')).toHaveTextContent('student');
  for (const name of ['Leave Date', 'User ID', 'User Role']) {
    expect(within(form).getByLabelText(name).tagName).toBe('DD');
    expect(within(form).queryByRole('textbox', { name })).not.toBeInTheDocument();
  }
  expect(screen.getByLabelText('Reason').tagName).toBe('TEXTAREA');
  const suggestions = [...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
  expect(suggestions).toEqual(['CS101', 'CS201']);
});

it('opens on the Apply Leave view: its heading has the focus and names the page', async () => {
  backend();
  await renderDashboard();
  expect(screen.getByRole('heading', { name: 'Apply Leave' })).toHaveFocus();
  expect(document.title).toBe('Apply Leave - Leave Management');
});

it('tells a student with no course what to do, and shows the form disabled until then', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () =>
      HttpResponse.json({ ...studentData(), leaveData: [], enrollmentData: [] }),
    ),
  );
  await renderDashboard();
  const form = screen.getByRole('region', { name: 'Add Leave' });
  expect(form).toHaveTextContent(
    "You are not enrolled in any course yet. Your school's admin enrols students: ask them to enrol Roll No. 1001 in your courses. You can apply for leave once you are enrolled.",
  );
  expect(within(form).getByLabelText('Reason')).toBeDisabled();
  expect(within(form).getByRole('button', { name: 'Submit' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'View Courses' }));
  expect(await screen.findByRole('heading', { name: 'Your Courses' })).toHaveFocus();
  expect(screen.getByText(/ask them to enrol Roll No. 1001/)).toBeInTheDocument();
});

it('requires Reason and Course Code and sends nothing without them', async () => {
  const { added } = backend();
  await renderDashboard();
  await userEvent.click(tile(4));
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Reason is required')).toBeInTheDocument();
  expect(screen.getByText('Course Code is required')).toBeInTheDocument();
  // Focus goes to the first field in error, whose message it is described by.
  expect(screen.getByLabelText('Reason')).toHaveFocus();
  expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Reason is required');
  expect(added).toHaveLength(0);
});

it('puts the standing first, then the calendar, then the day’s form, one way to pick courses', async () => {
  backend();
  await renderDashboard();
  await userEvent.click(tile(4));
  const standing = screen.getByRole('region', { name: 'Current Leave Percentage' });
  const calendar = screen.getByRole('group', { name: 'Leave calendar' });
  const form = screen.getByRole('form', { name: 'Add Leave' });
  const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(follows(standing, calendar)).toBe(true);
  expect(follows(calendar, form)).toBe(true);
  // The courses are chosen in one place: the Course Code names the student's courses, the
  // others are beside it, and All my courses comes after them.
  expect(within(form).getByLabelText('Course Code')).toHaveAccessibleDescription('Choose from CS101, CS201');
  const also = within(form).getByRole('group', { name: 'Also for' });
  expect(follows(also, within(form).getByRole('checkbox', { name: 'All my courses' }))).toBe(true);
});

it('lists the leave percentage of the student’s own enrolments only', async () => {
  backend();
  await renderDashboard();
  const box = screen.getByRole('region', { name: 'Current Leave Percentage' });
  expect(
    within(box)
      .getAllByText(/^[A-Z0-9]+ : [\d.]+%$/)
      .map((line) => line.textContent),
  ).toEqual(['CS101 : 2.5%', 'CS201 : 0%']);
  expect(within(box).getAllByRole('listitem')).toHaveLength(2);
  // Each course against its limit, in words: 1 of 40 accepted at 25%, 1 pending.
  expect(within(box).getByRole('group', { name: 'CS101 against its limit' })).toHaveTextContent(
    '2.5% of the 25% limit. You can still miss 9 lectures. +1 lecture pending.',
  );
});

it('adds a leave, then reloads the data: the day turns pending with its details, the form clears', async () => {
  const tracker = backend();
  await renderDashboard();
  await userEvent.click(tile(4));
  await userEvent.type(screen.getByLabelText('Reason'), 'Family visit');
  await userEvent.type(screen.getByLabelText('Course Code'), 'cs101');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

  // The result takes the focus, so a keyboard user goes on from there.
  expect(await screen.findByText(`Leave applied for ${day(4)}. It is pending approval.`)).toBeInTheDocument();
  await waitFor(() =>
    expect(document.activeElement).toHaveTextContent(`Leave applied for ${day(4)}. It is pending approval.`),
  );
  expect(tracker.added).toEqual([
    { reason: 'Family visit', course_code: 'CS101', leave_date: day(4), user_id: 1001, user_role: 'student' },
  ]);
  const details = await screen.findByRole('region', { name: 'Leave Details' });
  expect(within(details).getByText('pending')).toBeInTheDocument();
  expect(tile(4)).toHaveClass('leave-pending');
  expect(tracker.loads()).toBe(2);

  // The next free day starts with an empty form.
  await userEvent.click(tile(5));
  expect(screen.getByLabelText('Reason')).toHaveValue('');
});

it('shows why an add failed and keeps what was typed', async () => {
  backend({
    addLeave: () =>
      HttpResponse.json({ message: 'You are not enrolled in MA101', field: 'course_code' }, { status: 400 }),
  });
  await renderDashboard();
  await userEvent.click(tile(4));
  await userEvent.type(screen.getByLabelText('Reason'), 'Exam');
  await userEvent.type(screen.getByLabelText('Course Code'), 'MA101');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You are not enrolled in MA101');
  expect(screen.getByLabelText('Reason')).toHaveValue('Exam');
  expect(screen.getByLabelText('Course Code')).toHaveValue('MA101');
  expect(console.error).toHaveBeenCalledWith('Failed to add leave', expect.anything());
});

it("says a one-day refusal of the date and course, as a request's refusals are (400: no lecture that day)", async () => {
  const monday = dayOfThisMonthOn('Monday', 10);
  backend({
    addLeave: () =>
      HttpResponse.json({ message: 'CS201 does not meet on Mondays', field: 'leave_date' }, { status: 400 }),
  });
  await renderDashboard();
  await userEvent.click(tile(monday));
  await userEvent.type(screen.getByLabelText('Reason'), 'Fever');
  await userEvent.type(screen.getByLabelText('Course Code'), 'cs201');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    `Not applied: ${day(monday)} CS201: CS201 does not meet on Mondays`,
  );
  expect(screen.getByLabelText('Reason')).toHaveValue('Fever');
});

it('says on the chosen day when a leave there no longer counts, and why', async () => {
  const why = `No lecture on this date any more (${dayAndMonth(day(9))} is a holiday: Founders' Day): it does not count`;
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () =>
      HttpResponse.json(studentData([{ ...leave(7, day(9), 'accepted'), no_lecture: why }])),
    ),
  );
  await renderDashboard();
  await userEvent.click(tile(9));
  expect(screen.getByRole('region', { name: /^Lectures on / })).toHaveTextContent(`Your leave in CS101: ${why}`);
});

it('keeps the form, the message and what was typed when another tab took the day first (409)', async () => {
  let taken = false;
  backend({
    addLeave: () => {
      taken = true;
      return HttpResponse.json(
        { message: `You already have leave on ${day(4)} in CS101`, field: 'leave_date' },
        { status: 409 },
      );
    },
  });
  // The other tab's leave is on the server now: a reload would show it instead of the form.
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () =>
      HttpResponse.json(taken ? studentData([leave(98, day(4), 'pending')]) : studentData()),
    ),
  );
  await renderDashboard();
  await userEvent.click(tile(4));
  await userEvent.type(screen.getByLabelText('Reason'), 'Exam');
  await userEvent.type(screen.getByLabelText('Course Code'), 'CS101');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`You already have leave on ${day(4)} in CS101`);
  await new Promise((settle) => setTimeout(settle, 50));
  expect(screen.getByRole('form', { name: 'Add Leave' })).toBeInTheDocument();
  expect(screen.getByLabelText('Reason')).toHaveValue('Exam');
});

it('shows one card per own enrolment under View Courses', async () => {
  backend();
  await renderDashboard();
  await userEvent.click(screen.getByRole('button', { name: 'View Courses' }));
  const cards = within(screen.getByRole('list', { name: 'Your courses' })).getAllByRole('region');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['CS101', 'CS201']);
  const first = within(cards[0]!);
  expect(first.getByText('Course Code').nextElementSibling).toHaveTextContent('CS101');
  expect(first.getByText('Roll Number').nextElementSibling).toHaveTextContent('1001');
  expect(first.getByText('Leave Percentage (%)').nextElementSibling).toHaveTextContent('2.5');
});

it('toggles the profile with View User / View Dashboard', async () => {
  backend();
  await renderDashboard();
  await userEvent.click(screen.getByRole('button', { name: 'View User' }));
  const profile = await screen.findByRole('region', { name: 'Profile' });
  for (const [term, value] of [
    ['Roll No', '1001'],
    ['Name', 'Aarav Sharma'],
    ['Branch', 'Computer Science'],
    ['Stream', 'B.Tech'],
    ['Joining Year', '2024'],
  ]) {
    expect(within(profile).getByText(term!).nextElementSibling).toHaveTextContent(value!);
  }
  await userEvent.click(screen.getByRole('button', { name: 'View Dashboard' }));
  expect(screen.getByText(/^You selected date:/)).toBeInTheDocument();
});

it('tells the student when the data cannot be loaded, and retries', async () => {
  let fail = true;
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () =>
      fail ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }) : HttpResponse.json(studentData()),
    ),
  );
  renderRemote(StudentApp, { session, route: '/student' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your data could not be loaded. Database unavailable');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/^You selected date:/)).toBeInTheDocument();
});

it('calls the shell’s logout from the drawer', async () => {
  backend();
  const { onLogout } = await renderDashboard();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
});

it('tells the shell when the server answers 401 (the session is gone)', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () =>
      HttpResponse.json({ message: 'Please sign in to continue' }, { status: 401 }),
    ),
  );
  const { onSessionExpired } = renderRemote(StudentApp, { session, route: '/student' });
  await waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
});
