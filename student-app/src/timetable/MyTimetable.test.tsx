import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, toIsoDate } from '@leave/contract';
import type { StudentDataResponse } from '@leave/contract';
import { courseStanding, dayAndMonth, timetableWords } from '@leave/domain';
import { FIRST_DRAW, renderRemote, schoolDates, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import StudentApp from '../StudentApp';
import {
  monday,
  saturday,
  sunday,
  thisWeeksLeavePolicy,
  thisWeeksTimetable,
  thursday,
  wednesday,
} from '../testing/thisWeek';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

const studentData: StudentDataResponse = {
  term: null,
  studentData: { roll_no: 1001, name: 'Aarav Sharma', branch: 'CSE', stream: 'B.Tech', joining_year: 2024 },
  leaveData: [
    {
      leave_id: 1,
      leave_date: monday,
      reason: 'Fever',
      user_id: 1001,
      user_role: 'student',
      status: 'pending',
      course_code: 'CS101',
    },
  ],
  enrollmentData: [
    { roll_no: 1001, course_code: 'CS101', ...courseStanding(0, 1, 40, 25) },
    { roll_no: 1001, course_code: 'CS201', ...courseStanding(0, 0, 36, 25) },
  ],
};

function backend(
  answer: (from: string, to: string) => Response = (from, to) => HttpResponse.json(thisWeeksTimetable(from, to)),
) {
  const windows: string[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () => HttpResponse.json(studentData)),
    thisWeeksLeavePolicy(),
    http.get(`${TEST_API_HOST}/myTimetable`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const [from, to] = [params.get('from')!, params.get('to')!];
      windows.push(`${from}/${to}`);
      return answer(from, to);
    }),
  );
  return { windows };
}

async function openTimetable() {
  renderRemote(StudentApp, { session, route: '/student' });
  // Straight from the menu: the view shows once the student's data and its code have arrived.
  await userEvent.click(screen.getByRole('button', { name: 'My Timetable' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'My Timetable' })).toHaveFocus(), FIRST_DRAW);
}

const dayCard = (date: string) => screen.getByRole('region', { name: new RegExp(`^${schoolDates.date(date)}`) });
const linesOf = (date: string) =>
  within(dayCard(date))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

it('opens on this week, focused and titled, with each day’s lectures, times and rooms', async () => {
  backend();
  await openTimetable();
  expect(screen.getByRole('heading', { name: 'My Timetable' })).toHaveFocus();
  expect(document.title).toBe('My Timetable - Leave Management');
  const week = await screen.findByRole('list', { name: timetableWords.week(monday, sunday, schoolDates) });
  const days = within(week)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent!.replace(' (today)', ''));
  // Monday to Friday always; Saturday because of its extra lecture; Sunday has nothing on.
  expect(days).toEqual([0, 1, 2, 3, 4, 5].map((n) => schoolDates.date(addDays(monday, n))));
  expect(linesOf(monday)).toEqual(['CS101 09:00-10:00, A-101 (your leave: pending)']);
  expect(linesOf(addDays(monday, 1))).toEqual(['CS201 11:00-12:00, B-204']);
  expect(linesOf(wednesday)).toEqual([`No lecture: ${dayAndMonth(wednesday)} is a holiday: Founders' Day`]);
  expect(linesOf(thursday)).toEqual([
    `No lecture: CS201's lecture on ${dayAndMonth(thursday)} is cancelled: Instructor ill`,
  ]);
  expect(linesOf(saturday)).toEqual(['CS101 10:00-11:00, A-101 (extra lecture)']);
  const today = toIsoDate(new Date());
  if (today !== sunday) expect(within(dayCard(today)).getByRole('heading')).toHaveTextContent(/\(today\)$/);
});

it('moves a week at a time by keyboard, asking for Monday to Sunday only, and back to this week', async () => {
  const { windows } = backend();
  await openTimetable();
  await screen.findByRole('region', { name: new RegExp(`^${schoolDates.date(monday)}`) });
  expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();
  screen.getByRole('button', { name: 'Next week' }).focus();
  await userEvent.keyboard('{Enter}');
  const next = addDays(monday, 7);
  await screen.findByRole('region', { name: new RegExp(`^${schoolDates.date(next)}`) });
  // The week's name is announced (a status) while the focus stays on Next week for another press.
  expect(screen.getByText(timetableWords.week(next, addDays(next, 6), schoolDates))).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Next week' })).toHaveFocus();
  // No holiday, no cancellation next week: Wednesday and Thursday meet as usual.
  expect(linesOf(addDays(next, 2))).toEqual(['CS101 09:00-10:00, A-101']);
  expect(linesOf(addDays(next, 3))).toEqual(['CS201 11:00-12:00, B-204']);

  await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
  await screen.findByRole('region', { name: new RegExp(`^${schoolDates.date(addDays(monday, -7))}`) });
  await userEvent.click(screen.getByRole('button', { name: 'This week' }));
  await screen.findByRole('region', { name: new RegExp(`^${schoolDates.date(monday)}`) });
  expect(windows).toEqual(
    expect.arrayContaining([
      `${monday}/${addDays(monday, 6)}`,
      `${next}/${addDays(next, 6)}`,
      `${addDays(monday, -7)}/${addDays(monday, -1)}`,
    ]),
  );
  // Each week asked for once, Monday to Sunday (this week's answer was kept for its return).
  const weeks = windows.filter((window) => {
    const [from, to] = window.split('/') as [string, string];
    return addDays(from, 6) === to;
  });
  expect(weeks).toHaveLength(3);
});

it('says when the timetable cannot be loaded, and tries again', async () => {
  let fail = true;
  backend((from, to) =>
    fail && from === monday && to === sunday
      ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
      : HttpResponse.json(thisWeeksTimetable(from, to)),
  );
  await openTimetable();
  expect(await screen.findByText(/^Your timetable could not be loaded\. Database unavailable/)).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(linesOf(addDays(monday, 1))).toEqual(['CS201 11:00-12:00, B-204']));
});
