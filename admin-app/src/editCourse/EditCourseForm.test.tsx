/** Edit Course's timetable (issue 34): the term, weekly meetings, lecture changes and the total they make. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { CourseSummary, CourseTimetable, Meeting, TimetablePayload } from '@leave/contract';
import { coursePages, openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };
const noticeOf = (text: HTMLElement) => text.closest('[tabindex="-1"]');

const term = { term_id: 3, name: 'Autumn 2026', first_day: '2026-08-03', last_day: '2026-12-11' };
const course = (code: string, total: number): CourseSummary => ({
  course_code: code,
  course_title: `${code} title`,
  instructor_id: 501,
  semester_type: 'Autumn',
  semester_year: 2026,
  total_lectures: total,
  leave_limit: 25,
});
const monWedFri: Meeting[] = ['Monday', 'Wednesday', 'Friday'].map((weekday) => ({
  weekday: weekday as Meeting['weekday'],
  start: '09:00',
  end: '10:00',
  room: 'A-101',
}));

/** CS101 meets Mon/Wed/Fri with one cancelled lecture; PH101 has no timetable. */
function backend() {
  const timetables: Record<string, CourseTimetable> = {
    CS101: {
      course_code: 'CS101',
      term,
      meetings: monWedFri,
      changes: [
        {
          change_id: 5,
          course_code: 'CS101',
          date: '2026-12-07',
          kind: 'cancelled',
          reason: 'Staff meeting',
          start: null,
          end: null,
          room: null,
        },
        {
          change_id: 6,
          course_code: 'CS101',
          date: '2026-12-12',
          kind: 'extra',
          reason: null,
          start: '11:00',
          end: '12:00',
          room: 'B-2',
        },
      ],
      total_lectures: 56,
    },
    PH101: { course_code: 'PH101', term: null, meetings: [], changes: [], total_lectures: 40 },
  };
  const sent: { setTimetable: TimetablePayload[]; removeLectureChange: unknown[]; editCourse: unknown[] } = {
    setTimetable: [],
    removeLectureChange: [],
    editCourse: [],
  };
  server.use(
    coursePages([course('CS101', timetables.CS101!.total_lectures), course('PH101', 40)]),
    http.get(`${TEST_API_HOST}/terms`, () =>
      HttpResponse.json({ items: [{ ...term, courses: 1, holidays: 0 }], total: 1, page: 1, page_size: 100 }),
    ),
    http.get(`${TEST_API_HOST}/courseTimetable`, ({ request }) =>
      HttpResponse.json(timetables[new URL(request.url).searchParams.get('course_code')!]),
    ),
    http.post(`${TEST_API_HOST}/setTimetable`, async ({ request }) => {
      const body = (await request.json()) as TimetablePayload;
      sent.setTimetable.push(body);
      // Without meetings the course counts every date again, with its entered total (40 here).
      const total = body.meetings.length ? body.meetings.length * 18 : 40;
      timetables[body.course_code] = {
        ...timetables[body.course_code]!,
        term: body.term_id ? term : null,
        meetings: body.meetings,
        total_lectures: total,
      };
      return HttpResponse.json({
        message: body.meetings.length
          ? `${body.course_code} now meets as set: ${total} lectures in Autumn 2026`
          : `${body.course_code} has no timetable now: every date counts as one lecture (${total} in all)`,
        timetable: timetables[body.course_code],
      });
    }),
    http.post(`${TEST_API_HOST}/removeLectureChange`, async ({ request }) => {
      const body = (await request.json()) as { change_id: number };
      sent.removeLectureChange.push(body);
      const cs101 = timetables.CS101!;
      timetables.CS101 = { ...cs101, changes: cs101.changes.filter((c) => c.change_id !== body.change_id) };
      return HttpResponse.json({ message: "CS101's lecture on 7 Dec takes place again", timetable: timetables.CS101 });
    }),
    http.post(`${TEST_API_HOST}/editCourse`, async ({ request }) => {
      sent.editCourse.push(await request.json());
      return HttpResponse.json({ message: 'Course updated' });
    }),
  );
  return sent;
}

const chooseCourse = async (code: string) => {
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Edit Course');
  await waitFor(() => expect(screen.getByLabelText('Course')).toBeEnabled());
  await userEvent.selectOptions(screen.getByLabelText('Course'), code);
  return screen.findByRole('form', { name: `Timetable of ${code}` });
};
const meeting = (form: HTMLElement, n: number) => within(form).getByRole('group', { name: `Meeting ${n}` });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it("shows a timetabled course's term, meetings and changes, its total read-only from the timetable", async () => {
  const sent = backend();
  const form = await chooseCourse('CS101');
  expect(within(form).getByLabelText('Term')).toHaveDisplayValue('Autumn 2026 (Mon, 3 Aug – Fri, 11 Dec 2026)');
  expect(within(meeting(form, 1)).getByLabelText('Weekday')).toHaveValue('Monday');
  expect(within(meeting(form, 3)).getByLabelText('Weekday')).toHaveValue('Friday');
  expect(within(meeting(form, 3)).getByLabelText('Start')).toHaveValue('09:00');
  expect(within(meeting(form, 3)).getByLabelText('Room')).toHaveValue('A-101');

  const total = screen.getByLabelText('Total Lectures');
  await waitFor(() => expect(total).toHaveValue(56));
  expect(total).toHaveAttribute('readonly');
  expect(total).toHaveAccessibleDescription(
    'Counted from the timetable below (Autumn 2026): change the meetings to change it',
  );
  expect(screen.getByRole('region', { name: 'Timetable of CS101' })).toHaveTextContent(
    'Total lectures: 56 in Autumn 2026, counted from this timetable',
  );

  const changes = screen.getByRole('table', { name: 'Lecture changes of CS101' });
  const rows = within(changes).getAllByRole('row');
  expect(
    within(rows[1]!)
      .getAllByRole('cell')
      .slice(0, 3)
      .map((cell) => cell.textContent),
  ).toEqual(['Mon, 7 Dec 2026', 'Cancelled', 'Staff meeting']);
  expect(
    within(rows[2]!)
      .getAllByRole('cell')
      .slice(0, 3)
      .map((cell) => cell.textContent),
  ).toEqual(['Sat, 12 Dec 2026', 'Extra lecture', '11:00–12:00, B-2']);

  await userEvent.click(within(changes).getByRole('button', { name: 'Undo the cancellation on Mon, 7 Dec 2026' }));
  expect(noticeOf(await screen.findByText("CS101's lecture on 7 Dec takes place again"))).toHaveFocus();
  expect(sent.removeLectureChange).toEqual([{ change_id: 5 }]);
  await waitFor(() => expect(within(changes).queryByText('Staff meeting')).not.toBeInTheDocument());

  // The course saves with the total its timetable makes (the server refuses any other).
  await userEvent.click(screen.getByRole('button', { name: 'Save Course' }));
  await screen.findByText('Course updated');
  expect(sent.editCourse).toEqual([expect.objectContaining({ courseCode: 'CS101', totalLectures: 56 })]);
});

it('edits the weekly meetings, one a weekday at most, and saves them with the term', async () => {
  const sent = backend();
  const form = await chooseCourse('CS101');

  await userEvent.click(within(form).getByRole('button', { name: 'Add Meeting' }));
  const fourth = meeting(form, 4);
  // The new meeting takes the first weekday not yet used, and the times of the one above.
  expect(within(fourth).getByLabelText('Weekday')).toHaveFocus();
  expect(within(fourth).getByLabelText('Weekday')).toHaveValue('Tuesday');
  expect(within(fourth).getByLabelText('Start')).toHaveValue('09:00');

  await userEvent.selectOptions(within(fourth).getByLabelText('Weekday'), 'Monday');
  await userEvent.click(within(form).getByRole('button', { name: 'Save Timetable' }));
  expect(within(fourth).getByLabelText('Weekday')).toHaveFocus();
  expect(
    within(fourth).getByText('Weekday: a course meets at most once each weekday, and Monday is named twice'),
  ).toBeInTheDocument();

  await userEvent.selectOptions(within(fourth).getByLabelText('Weekday'), 'Thursday');
  await userEvent.clear(within(fourth).getByLabelText('End'));
  await userEvent.type(within(fourth).getByLabelText('End'), '08:30');
  await userEvent.click(within(form).getByRole('button', { name: 'Save Timetable' }));
  expect(within(fourth).getByLabelText('End')).toHaveFocus();
  expect(within(fourth).getByLabelText('End')).toHaveAccessibleDescription('End must be later than Start');

  await userEvent.clear(within(fourth).getByLabelText('End'));
  await userEvent.type(within(fourth).getByLabelText('End'), '10:30');
  await userEvent.clear(within(fourth).getByLabelText('Room'));
  await userEvent.click(within(form).getByRole('button', { name: 'Remove meeting 2' }));
  expect(within(form).getByRole('button', { name: 'Add Meeting' })).toHaveFocus();
  expect(within(form).queryByRole('group', { name: 'Meeting 4' })).not.toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Save Timetable' }));

  expect(noticeOf(await screen.findByText('CS101 now meets as set: 54 lectures in Autumn 2026'))).toHaveFocus();
  expect(sent.setTimetable).toEqual([
    {
      course_code: 'CS101',
      term_id: 3,
      meetings: [
        { weekday: 'Monday', start: '09:00', end: '10:00', room: 'A-101' },
        { weekday: 'Friday', start: '09:00', end: '10:00', room: 'A-101' },
        { weekday: 'Thursday', start: '09:00', end: '10:30', room: null },
      ],
    },
  ]);
  // The total follows the timetable.
  await waitFor(() => expect(screen.getByLabelText('Total Lectures')).toHaveValue(54));
});

it('asks for a term before meetings are saved, and says a refusal beside the field it names', async () => {
  const sent = backend();
  server.use(
    http.post(`${TEST_API_HOST}/setTimetable`, () =>
      HttpResponse.json(
        { message: 'start must be a time of day written HH:MM, such as 09:30', field: 'meetings.1.start' },
        { status: 400 },
      ),
    ),
  );
  const form = await chooseCourse('PH101');
  expect(screen.getByLabelText('Total Lectures')).not.toHaveAttribute('readonly');
  expect(within(form).getByText('No weekly meetings: PH101 has no timetable.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'None. A lecture of PH101 is cancelled, or an extra one added, by its instructor; either can be undone here.',
    ),
  ).toBeInTheDocument();

  await userEvent.click(within(form).getByRole('button', { name: 'Add Meeting' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Add Meeting' }));
  expect(within(meeting(form, 2)).getByLabelText('Weekday')).toHaveValue('Tuesday');
  await userEvent.click(within(form).getByRole('button', { name: 'Save Timetable' }));
  expect(within(form).getByLabelText('Term')).toHaveFocus();
  expect(within(form).getByText("Choose a term for PH101's timetable")).toBeInTheDocument();
  expect(sent.setTimetable).toEqual([]);

  await userEvent.selectOptions(within(form).getByLabelText('Term'), '3');
  await userEvent.click(within(form).getByRole('button', { name: 'Save Timetable' }));
  expect(
    await within(meeting(form, 2)).findByText('start must be a time of day written HH:MM, such as 09:30'),
  ).toBeInTheDocument();
  expect(within(meeting(form, 2)).getByLabelText('Start')).toHaveFocus();
});

it("says the server's refusal of a course's total beside Total Lectures", async () => {
  backend();
  server.use(
    http.post(`${TEST_API_HOST}/editCourse`, () =>
      HttpResponse.json(
        {
          message: "PH101's total lectures come from its timetable (36): change the timetable instead",
          field: 'totalLectures',
        },
        { status: 400 },
      ),
    ),
  );
  await chooseCourse('PH101');
  await userEvent.clear(screen.getByLabelText('Total Lectures'));
  await userEvent.type(screen.getByLabelText('Total Lectures'), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Save Course' }));
  expect(
    await screen.findByText("PH101's total lectures come from its timetable (36): change the timetable instead"),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Total Lectures')).toHaveFocus();
});

it('takes a timetable away: the total is the entered one again, and can be typed', async () => {
  const sent = backend();
  const form = await chooseCourse('CS101');
  await waitFor(() => expect(screen.getByLabelText('Total Lectures')).toHaveValue(56));
  for (const n of [3, 2, 1]) await userEvent.click(within(form).getByRole('button', { name: `Remove meeting ${n}` }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save Timetable' }));
  expect(noticeOf(await screen.findByText(/has no timetable now/))).toHaveFocus();
  expect(sent.setTimetable).toEqual([{ course_code: 'CS101', term_id: 3, meetings: [] }]);
  await waitFor(() => expect(screen.getByLabelText('Total Lectures')).toHaveValue(40));
  expect(screen.getByLabelText('Total Lectures')).not.toHaveAttribute('readonly');
});

it('keeps a total typed for a course without a timetable while its timetable is still on its way', async () => {
  const sent = backend();
  server.use(
    http.get(`${TEST_API_HOST}/courseTimetable`, async () => {
      await delay(300);
      return HttpResponse.json({ course_code: 'PH101', term: null, meetings: [], changes: [], total_lectures: 40 });
    }),
  );
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Edit Course');
  await waitFor(() => expect(screen.getByLabelText('Course')).toBeEnabled());
  await userEvent.selectOptions(screen.getByLabelText('Course'), 'PH101');
  await userEvent.clear(screen.getByLabelText('Total Lectures'));
  await userEvent.type(screen.getByLabelText('Total Lectures'), '44');
  await screen.findByRole('form', { name: 'Timetable of PH101' });
  expect(screen.getByLabelText('Total Lectures')).toHaveValue(44);
  await userEvent.click(screen.getByRole('button', { name: 'Save Course' }));
  await screen.findByText('Course updated');
  expect(sent.editCourse).toEqual([expect.objectContaining({ courseCode: 'PH101', totalLectures: 44 })]);
});

it("starts the Term on the course's own term, not the first or today's, with its semester and year from it", async () => {
  backend();
  const summer = { term_id: 4, name: 'Summer 2027', first_day: '2027-05-03', last_day: '2027-06-25' };
  server.use(
    http.get(`${TEST_API_HOST}/terms`, () =>
      HttpResponse.json({
        items: [
          { ...term, courses: 1, holidays: 0 },
          { ...summer, courses: 1, holidays: 0 },
        ],
        total: 2,
        page: 1,
        page_size: 100,
      }),
    ),
    http.get(`${TEST_API_HOST}/courseTimetable`, () =>
      HttpResponse.json({ course_code: 'PH101', term: summer, meetings: monWedFri, changes: [], total_lectures: 24 }),
    ),
  );
  const form = await chooseCourse('PH101');
  expect(within(form).getByLabelText('Term')).toHaveDisplayValue('Summer 2027 (Mon, 3 May – Fri, 25 Jun 2027)');
  // The course was stored as Autumn 2026: it reads as its term says, and is not typed.
  await waitFor(() => expect(screen.getByLabelText('Semester')).toHaveValue('Spring'));
  expect(screen.getByLabelText('Year')).toHaveValue(2027);
  expect(screen.getByLabelText('Semester')).toBeDisabled();
  expect(screen.getByLabelText('Year')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Year')).toHaveAccessibleDescription(
    'From its term, Summer 2027: change the term below to change it',
  );
});
