/** @keep-styles a phone's line of attendance is hidden on a wide screen by its style */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays } from '@leave/contract';
import type { Course, PendingRequestRow, RosterEntry, TimetableWindow } from '@leave/contract';
import { courseStanding, lectureMessages } from '@leave/domain';
import {
  renderRemote,
  setupMockServer,
  TEST_API_HOST,
  dayOfThisMonth as day,
  dayTile as tile,
  schoolDates,
  tileName,
} from '@leave/web-kit/testing';
import InstructorApp from '../InstructorApp';
import { instructorDataHandler } from '../testing/handlers';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };

const LIM10: Course = {
  course_code: 'LIM10',
  course_title: 'Limits',
  semester_type: 'Autumn',
  semester_year: 2026,
  total_students: 2,
  total_lectures: 20,
  leave_limit: 10,
};

const entry = (roll_no: number, name: string, accepted: number, pending: number): RosterEntry => ({
  roll_no,
  name,
  excused_days: 0,
  ...courseStanding(accepted, pending, 20, 10),
});

/** LIM10's lectures in a window, when it has a timetable; without one (the default), every date is a lecture. */
type CalendarOf = (from: string, to: string) => TimetableWindow;
const untimetabled: CalendarOf = (from, to) => ({
  from,
  to,
  lectures: [],
  holidays: [],
  cancelled: [],
  untimetabled: ['LIM10'],
});

function backend(calendarOf: CalendarOf = untimetabled) {
  const rosterQueries: URLSearchParams[] = [];
  const absenteeQueries: URLSearchParams[] = [];
  const calendarQueries: URLSearchParams[] = [];
  const pending: PendingRequestRow = {
    request_id: 9,
    course_code: 'LIM10',
    user_id: 7101,
    student_name: 'Asha Rao',
    reason: 'Trip',
    from_date: day(12),
    to_date: day(12),
    leaves: [{ leave_id: 9, leave_date: day(12), counts: true }],
    lectures: 1,
    percentage_before: 10,
    percentage_after: 15,
    crosses_limit: true,
    kind: { kind_id: 1, name: 'Personal', counts: true },
    document_needed: false,
    documents: 0,
    document_asked: false,
    resubmits: null,
    applied_at: '2026-11-02T09:30:00.000Z',
  };
  server.use(
    instructorDataHandler([LIM10]),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json({ course_code: 'LIM10', items: [pending], total: 1, page: 1, page_size: 50 }),
    ),
    http.get(`${TEST_API_HOST}/courseRoster`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      rosterQueries.push(params);
      const items = [entry(7101, 'Asha Rao', 3, 0), entry(7102, 'Ben Das', 0, 1)];
      if (params.get('sort') === 'name') items.reverse();
      return HttpResponse.json({ items, total: 2, page: 1, page_size: 50 });
    }),
    http.get(`${TEST_API_HOST}/courseAbsences`, ({ request }) =>
      HttpResponse.json({
        course_code: 'LIM10',
        month: new URL(request.url).searchParams.get('month'),
        days: [{ date: day(12), accepted: 1, pending: 1 }],
      }),
    ),
    // Who is away, a page of 2 at a time, so that the list pages.
    http.get(`${TEST_API_HOST}/courseAbsentees`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      absenteeQueries.push(params);
      const everyone = [
        { roll_no: 7101, name: 'Asha Rao', status: 'accepted' },
        { roll_no: 7102, name: 'Ben Das', status: 'pending' },
        { roll_no: 7103, name: 'Chitra Iyer', status: 'accepted' },
      ];
      const page = Number(params.get('page') ?? 1);
      return HttpResponse.json({ items: everyone.slice((page - 1) * 2, page * 2), total: 3, page, page_size: 2 });
    }),
    http.get(`${TEST_API_HOST}/courseCalendar`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calendarQueries.push(params);
      return HttpResponse.json(calendarOf(params.get('from')!, params.get('to')!));
    }),
    // Two lectures held: Asha absent on the first, on medical leave on the second.
    http.get(`${TEST_API_HOST}/attendanceRegister`, () =>
      HttpResponse.json({
        course_code: 'LIM10',
        lectures: [
          { date: day(5), extra: false, taken: true },
          { date: day(12), extra: true, taken: true },
        ],
        items: [
          {
            roll_no: 7101,
            name: 'Asha Rao',
            cells: ['A', 'Medical leave'],
            attendance: { held: 2, attended: 0, percentage: 0, absent: 1, late: 0, on_leave: 1 },
          },
          {
            roll_no: 7102,
            name: 'Ben Das',
            cells: ['P', 'L'],
            attendance: { held: 2, attended: 2, percentage: 100, absent: 0, late: 1, on_leave: 0 },
          },
        ],
        total: 2,
        page: 1,
        page_size: 50,
      }),
    ),
    http.get(
      `${TEST_API_HOST}/attendanceRegisterFile`,
      () =>
        new HttpResponse('Roll No,Name,2026-11-05,Held,Attended,Attendance %\r\n', {
          headers: { 'Content-Type': 'text/csv' },
        }),
    ),
    http.get(
      `${TEST_API_HOST}/courseRegister`,
      () => new HttpResponse('date,roll number\r\n2026-11-12,7101\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    ),
  );
  return { rosterQueries, absenteeQueries, calendarQueries };
}

it('warns in the pending row when approving would cross the limit', async () => {
  backend();
  renderRemote(InstructorApp, { session, route: '/instructor' });
  const row = (await screen.findByRole('cell', { name: '7101' })).closest('tr')!;
  expect(within(row).getByRole('cell', { name: '10% → 15% Over the limit' })).toBeInTheDocument();
});

it('shows the roster at risk first, sorts it, lists who is away on a day, and downloads the register', async () => {
  const { rosterQueries, absenteeQueries, calendarQueries } = backend();
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:register'));
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await userEvent.click(await screen.findByRole('button', { name: 'Roster' }));
  expect(await screen.findByRole('heading', { name: 'Roster' })).toHaveFocus();

  const table = await screen.findByRole('table', { name: 'Roster of LIM10' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    // The last but one, a phone's line of attendance, is hidden on a wide screen.
    ['7101', 'Asha Rao', '3', '0', '15%', '0', '0', '0', '0', '0', '100%', '100%, 0 absent', 'At risk: over the limit'],
    ['7102', 'Ben Das', '0', '1', '0%', '2', '0', '0', '0', '0', '100%', '100%, 0 absent', 'OK'],
  ]);
  expect(rosterQueries[0]?.get('sort')).toBe('risk');
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'name');
  await waitFor(() => expect(rosterQueries.at(-1)?.get('sort')).toBe('name'));

  // A day shows its counts as two coloured tallies, named in words; the legend says which is which.
  const legend = screen.getByRole('list', { name: 'Legend of the absence calendar' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Away (accepted leave)', 'Pending leave']);
  await userEvent.click(await screen.findByRole('button', { name: `${tileName(12)} 1 away, 1 pending` }));
  // LIM10 has no timetable: every day stays a day of lectures, as before.
  await waitFor(() => expect(calendarQueries).toHaveLength(1));
  expect(screen.queryByRole('button', { name: / no lecture$/ })).not.toBeInTheDocument();
  const away = await screen.findByRole('list', { name: `Away on ${schoolDates.date(day(12))}` });
  expect(
    within(away)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Asha Rao (7101): accepted', 'Ben Das (7102): pending']);
  expect(absenteeQueries[0]?.get('date')).toBe(day(12));
  expect(absenteeQueries[0]?.get('course_code')).toBe('LIM10');
  const pages = screen.getByRole('navigation', { name: `Pages of who is away on ${schoolDates.date(day(12))}` });
  expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
  await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: `Away on ${schoolDates.date(day(12))}` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chitra Iyer (7103): accepted']),
  );
  expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();

  // A day nobody is away asks the server nothing.
  const asked = absenteeQueries.length;
  await userEvent.click(tile(13));
  expect(await screen.findByRole('heading', { name: `Away on ${schoolDates.date(day(13))}` })).toBeInTheDocument();
  expect(screen.getByText('Nobody is away that day.')).toBeInTheDocument();
  expect(absenteeQueries).toHaveLength(asked);

  await userEvent.click(screen.getByRole('button', { name: 'Download LIM10 leave register (CSV)' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  // The byte-order mark the spreadsheet needs, then the CSV as the server wrote it.
  const bytes = new Uint8Array(await created[0]!.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(new TextDecoder().decode(bytes.slice(3))).toBe('date,roll number\r\n2026-11-12,7101\r\n');
});

/** Day `n`'s tile is named by its date ("(today)" if it is), then by `rest`. */
const named = (n: number, rest: string) =>
  new RegExp(`^${tileName(n)}( \\(today\\))?${rest.replace(/[()]/g, '\\$&')}$`);

it('shows lecture days only: days without a lecture dimmed and named so, holidays by name, cancelled lectures marked', async () => {
  // LIM10 meets on the 5th, 12th, 19th and 26th; the 7th is a holiday and the 14th's lecture is cancelled.
  const { calendarQueries } = backend((from, to) => ({
    from,
    to,
    lectures: [5, 12, 19, 26].map((n) => ({
      course_code: 'LIM10',
      date: day(n),
      start: '09:00',
      end: '10:00',
      room: null,
      extra: false,
    })),
    holidays: [{ date: day(7), name: "Founders' Day", term_id: 1 }],
    cancelled: [
      {
        course_code: 'LIM10',
        date: day(14),
        message: lectureMessages.cancelled('LIM10', day(14), 'Lab flooded').message,
        kind: 'cancelled',
      },
    ],
    untimetabled: [],
  }));
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await userEvent.click(await screen.findByRole('button', { name: 'Roster' }));
  const calendar = await screen.findByRole('group', { name: 'Absence calendar of LIM10' });

  // A lecture day is as before; the others say they have no lecture, in their names.
  expect(
    await within(calendar).findByRole('button', { name: named(7, " Founders' Day (no lecture)") }),
  ).toHaveTextContent("Founders' Day");
  expect(within(calendar).getByRole('button', { name: named(12, ' 1 away, 1 pending') })).toBeInTheDocument();
  expect(within(calendar).getByRole('button', { name: named(5, '') })).toBeInTheDocument();
  expect(within(calendar).getByRole('button', { name: named(14, ' Cancelled (no lecture)') })).toHaveTextContent(
    'Cancelled',
  );
  expect(within(calendar).getByRole('button', { name: named(6, ' no lecture') })).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Legend of the absence calendar' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Away (accepted leave)', 'Pending leave', 'No lecture']);

  // The days the month's grid can show, for LIM10.
  const first = day(1);
  expect(calendarQueries[0]?.get('course_code')).toBe('LIM10');
  expect(calendarQueries[0]?.get('from')).toBe(addDays(first, -6));
  expect(calendarQueries[0]?.get('to')).toBe(addDays(first, 41));

  // A picked day without a lecture says why.
  await userEvent.click(tile(7));
  const who = screen.getByRole('status', { name: 'Who is away' });
  expect(within(who).getByText(lectureMessages.holiday(day(7), "Founders' Day").message)).toBeInTheDocument();
  await userEvent.click(tile(14));
  expect(within(who).getByText(lectureMessages.cancelled('LIM10', day(14), 'Lab flooded').message)).toBeInTheDocument();
  await userEvent.click(tile(6));
  expect(within(who).getByText('LIM10 has no lecture that day.')).toBeInTheDocument();

  // The next month asks for its own days.
  await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
  const next = addDays(first, 40).slice(0, 7);
  await waitFor(() => expect(calendarQueries.at(-1)?.get('from')).toBe(addDays(`${next}-01`, -6)));
});

it('shows the course’s attendance register, a column per lecture held, and downloads it as CSV', async () => {
  backend();
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:register'));
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await userEvent.click(await screen.findByRole('button', { name: 'Roster' }));
  const register = await screen.findByRole('table', { name: 'Attendance register of LIM10' });
  const cells = within(register)
    .getAllByRole('row')
    .map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent));
  const [, month] = [day(5).slice(8, 10), day(5).slice(5, 7)];
  expect(cells).toEqual([
    ['Roll No.', 'Name', `05/${month}`, `12/${month} (extra)`, 'Held', 'Attended', 'Attendance %'],
    ['7101', 'Asha Rao', 'A', 'Medical leave', '2', '0', '0%'],
    ['7102', 'Ben Das', 'P', 'L', '2', '2', '100%'],
  ]);
  // Wider than a phone: it scrolls in its own frame, which the keyboard can reach.
  expect(screen.getByRole('region', { name: 'Attendance register of LIM10, scrolls sideways' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Download LIM10 attendance register (CSV)' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(await created[0]!.text()).toContain('Roll No,Name,2026-11-05,Held,Attended,Attendance %');
});
