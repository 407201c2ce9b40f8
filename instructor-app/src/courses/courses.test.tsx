import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type {
  CancelLecturePayload,
  CourseTimetable,
  ExtraLecturePayload,
  InstructorDataResponse,
  LectureChangeRef,
} from '@leave/contract';
import { lectureMessages } from '@leave/domain';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import InstructorApp from '../InstructorApp';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };

const term = { term_id: 1, name: 'Academic Year 2026-27', first_day: '2026-09-01', last_day: '2027-05-31' };

/**
 * A backend with one timetabled course (CS101, Mon/Wed/Fri, 40 lectures) and one without a
 * timetable (CS201): its lecture changes really change the course's total, as the server's do.
 */
function backend() {
  const calls: Array<{ path: string; body: unknown }> = [];
  const timetables: Record<string, CourseTimetable> = {
    CS101: {
      course_code: 'CS101',
      term,
      meetings: [
        { weekday: 'Monday', start: '09:00', end: '10:00', room: 'A-101' },
        { weekday: 'Wednesday', start: '09:00', end: '10:00', room: 'A-101' },
        { weekday: 'Friday', start: '09:00', end: '10:00', room: null },
      ],
      changes: [],
      total_lectures: 40,
    },
    CS201: { course_code: 'CS201', term: null, meetings: [], changes: [], total_lectures: 36 },
  };
  let nextChange = 1;
  const instructorData = (): InstructorDataResponse => ({
    instructorData: { rg_no: 501, name: 'Dr. Meera Iyer', dept: 'Computer Science' },
    courseData: [
      {
        course_code: 'CS101',
        course_title: 'Introduction to Programming',
        semester_type: 'Autumn',
        semester_year: 2026,
        total_students: 8,
        total_lectures: timetables.CS101!.total_lectures,
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
  });
  server.use(
    http.get(`${TEST_API_HOST}/instructorData`, () => HttpResponse.json(instructorData())),
    http.get(`${TEST_API_HOST}/pendingRequests`, ({ request }) =>
      HttpResponse.json({
        course_code: new URL(request.url).searchParams.get('course_code'),
        items: [],
        total: 0,
        page: 1,
        page_size: 50,
      }),
    ),
    http.get(`${TEST_API_HOST}/courseTimetable`, ({ request }) =>
      HttpResponse.json(timetables[new URL(request.url).searchParams.get('course_code')!]),
    ),
    http.post(`${TEST_API_HOST}/cancelLecture`, async ({ request }) => {
      const body = (await request.json()) as CancelLecturePayload;
      calls.push({ path: '/cancelLecture', body });
      const timetable = timetables[body.course_code]!;
      // 5 Dec 2026 is a Saturday: CS101 does not meet.
      if (body.date === '2026-12-05') {
        return HttpResponse.json(
          {
            message: lectureMessages.noLectureToCancel(
              'CS101',
              body.date,
              lectureMessages.doesNotMeet('CS101', 'Saturday').message,
            ).message,
            field: 'date',
          },
          { status: 409 },
        );
      }
      timetable.changes.push({
        change_id: nextChange++,
        course_code: body.course_code,
        date: body.date,
        kind: 'cancelled',
        reason: body.reason,
        start: null,
        end: null,
        room: null,
      });
      timetable.total_lectures -= 1;
      return HttpResponse.json({
        message: lectureMessages.lectureCancelledDone(body.course_code, body.date, 30, 2).message,
        timetable,
      });
    }),
    http.post(`${TEST_API_HOST}/addLecture`, async ({ request }) => {
      const body = (await request.json()) as ExtraLecturePayload;
      calls.push({ path: '/addLecture', body });
      const timetable = timetables[body.course_code]!;
      timetable.changes.push({
        change_id: nextChange++,
        course_code: body.course_code,
        date: body.date,
        kind: 'extra',
        reason: null,
        start: body.start ?? null,
        end: body.end ?? null,
        room: body.room ?? null,
      });
      timetable.total_lectures += 1;
      return HttpResponse.json(
        { message: lectureMessages.extraLectureAdded(body.course_code, body.date).message, timetable },
        { status: 201 },
      );
    }),
    http.post(`${TEST_API_HOST}/removeLectureChange`, async ({ request }) => {
      const body = (await request.json()) as LectureChangeRef;
      calls.push({ path: '/removeLectureChange', body });
      const timetable = timetables.CS101!;
      const change = timetable.changes.find((c) => c.change_id === body.change_id)!;
      timetable.changes = timetable.changes.filter((c) => c !== change);
      timetable.total_lectures += change.kind === 'cancelled' ? 1 : -1;
      return HttpResponse.json({
        message: lectureMessages.lectureChangeRemoved('CS101', change.date, change.kind).message,
        timetable,
      });
    }),
  );
  return { calls };
}

async function openCourses() {
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await screen.findByRole('heading', { name: 'Pending Requests' });
  await openView('View Courses');
  return screen.findByRole('region', { name: 'Timetable of CS101' });
}

const totalLecturesOf = (code: string) => {
  const table = screen.getByRole('table', { name: 'Courses Taught' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('cell', { name: code }))!;
  return within(row).getAllByRole('cell').at(-1)!.textContent;
};

it("shows each course's timetable under the spec's Courses Taught table", async () => {
  backend();
  const timetable = await openCourses();
  expect(screen.getByRole('heading', { name: 'Courses Taught' })).toHaveFocus();
  expect(document.title).toBe('Courses Taught - Leave Management');
  expect(
    within(screen.getByRole('table', { name: 'Courses Taught' }))
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Course Code', 'Course Title', 'Semester', 'Year', 'Total Students', 'Total Lectures']);
  // The term's days in the school's format ("Sept" in the CLDR of Node's ICU; some browsers say "Sep").
  expect(await within(timetable).findByText(/^Academic Year 2026-27,/)).toHaveTextContent(
    /^Academic Year 2026-27, Tue, 1 Sept? 2026 – Mon, 31 May 2027: 40 lectures in all\.$/,
  );
  expect(
    within(within(timetable).getByRole('list', { name: 'Weekly lectures of CS101' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Monday 09:00–10:00, A-101', 'Wednesday 09:00–10:00, A-101', 'Friday 09:00–10:00']);
  expect(within(timetable).getByText('None: CS101 meets as its timetable says.')).toBeInTheDocument();

  // A course without a timetable counts every date: nothing to cancel or add.
  await userEvent.selectOptions(within(timetable).getByLabelText('Course'), 'CS201');
  const other = await screen.findByRole('region', { name: 'Timetable of CS201' });
  expect(
    await within(other).findByText(
      "CS201 has no timetable: every date counts as one lecture (36 lectures in all). Lectures can be cancelled or added once your school's admin gives it a timetable.",
    ),
  ).toBeInTheDocument();
  expect(within(other).queryByRole('form')).not.toBeInTheDocument();
});

it('cancels a lecture with its reason, shows what the server did, and the total falls', async () => {
  const { calls } = backend();
  const timetable = await openCourses();
  const form = await within(timetable).findByRole('form', { name: 'Cancel a lecture' });
  expect(within(form).getByLabelText('Date')).toHaveAccessibleDescription(
    'A day CS101 meets: Monday, Wednesday and Friday',
  );

  // Both fields are required: nothing is sent, and the first field in error has the focus.
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel lecture' }));
  expect(await within(form).findByText('Date is required')).toBeInTheDocument();
  expect(within(form).getByText('Reason is required')).toBeInTheDocument();
  expect(within(form).getByLabelText('Date')).toHaveFocus();
  expect(calls).toEqual([]);

  await userEvent.type(within(form).getByLabelText('Date'), '2026-12-04');
  await userEvent.type(within(form).getByLabelText('Reason'), 'Lab flooded');
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel lecture' }));
  const result = await within(form).findByRole('status');
  expect(result).toHaveTextContent("CS101's lecture on 4 Dec is cancelled; 30 students told, 2 with leave that day");
  expect(result).toHaveFocus();
  expect(calls).toEqual([
    { path: '/cancelLecture', body: { course_code: 'CS101', date: '2026-12-04', reason: 'Lab flooded' } },
  ]);
  expect(within(form).getByLabelText('Date')).toHaveValue('');
  expect(await within(timetable).findByText('Cancelled: Fri, 4 Dec 2026 (Lab flooded)')).toBeInTheDocument();
  await waitFor(() => expect(totalLecturesOf('CS101')).toBe('39'));
  expect(within(timetable).getByText(/39 lectures in all/)).toBeInTheDocument();
});

it("says why a lecture could not be cancelled, in the server's words", async () => {
  backend();
  const timetable = await openCourses();
  const form = await within(timetable).findByRole('form', { name: 'Cancel a lecture' });
  await userEvent.type(within(form).getByLabelText('Date'), '2026-12-05');
  await userEvent.type(within(form).getByLabelText('Reason'), 'Exam');
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel lecture' }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('CS101 has no lecture on 5 Dec to cancel (CS101 does not meet on Saturdays)');
  expect(alert).toHaveFocus();
  // What was typed stays, to be put right.
  expect(within(form).getByLabelText('Reason')).toHaveValue('Exam');
});

it('adds a lecture, then undoes it', async () => {
  const { calls } = backend();
  const timetable = await openCourses();
  const form = await within(timetable).findByRole('form', { name: 'Add a lecture' });
  await userEvent.type(within(form).getByLabelText('Date'), '2026-12-05');
  await userEvent.type(within(form).getByLabelText('Start (optional)'), '11:00');
  await userEvent.type(within(form).getByLabelText('End (optional)'), '10:00');
  await userEvent.click(within(form).getByRole('button', { name: 'Add lecture' }));
  expect(await within(form).findByText('End must be later than Start')).toBeInTheDocument();
  expect(within(form).getByLabelText('End (optional)')).toHaveFocus();
  expect(calls).toEqual([]);

  await userEvent.clear(within(form).getByLabelText('End (optional)'));
  await userEvent.type(within(form).getByLabelText('End (optional)'), '12:00');
  await userEvent.type(within(form).getByLabelText('Room (optional)'), 'B-204');
  await userEvent.click(within(form).getByRole('button', { name: 'Add lecture' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('An extra lecture of CS101 on 5 Dec added');
  expect(calls).toEqual([
    {
      path: '/addLecture',
      body: { course_code: 'CS101', date: '2026-12-05', start: '11:00', end: '12:00', room: 'B-204' },
    },
  ]);
  expect(await within(timetable).findByText('Extra lecture: Sat, 5 Dec 2026, 11:00–12:00, B-204')).toBeInTheDocument();
  await waitFor(() => expect(totalLecturesOf('CS101')).toBe('41'));

  await userEvent.click(within(timetable).getByRole('button', { name: 'Undo the extra lecture on Sat, 5 Dec 2026' }));
  const changes = within(timetable).getByRole('region', { name: 'Cancelled and extra lectures' });
  const undone = await within(changes).findByRole('status');
  expect(undone).toHaveTextContent('The extra lecture of CS101 on 5 Dec is removed');
  expect(undone).toHaveFocus();
  expect(calls.at(-1)).toEqual({ path: '/removeLectureChange', body: { change_id: 1 } });
  expect(await within(changes).findByText('None: CS101 meets as its timetable says.')).toBeInTheDocument();
  await waitFor(() => expect(totalLecturesOf('CS101')).toBe('40'));
});
