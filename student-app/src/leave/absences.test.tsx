/** The roll on the student's calendar: absences in their own colour and words, and leave applied for one. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays } from '@leave/contract';
import type { MyAttendance } from '@leave/contract';
import {
  FIRST_DRAW,
  dayOfThisMonth as day,
  dayTile as tile,
  renderRemote,
  setupMockServer,
  TEST_API_HOST,
  tileName,
} from '@leave/web-kit/testing';
import StudentApp from '../StudentApp';
import { aaravsData } from '../testing/studentData';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

function backend() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () => HttpResponse.json(aaravsData())),
    http.get(`${TEST_API_HOST}/leavePolicy`, () =>
      HttpResponse.json({
        today: day(1),
        first_date: addDays(day(1), -30),
        last_date: addDays(day(1), 180),
        past_days: 30,
        ahead_days: 180,
        max_range_days: 30,
      }),
    ),
    // What approving the leave would do, once the form names the course.
    http.post(`${TEST_API_HOST}/previewLeave`, () =>
      HttpResponse.json({
        courses: [
          {
            course_code: 'CS101',
            days: 1,
            leave_limit: 25,
            percentage_before: 0,
            percentage_after: 2.5,
            crosses_limit: false,
          },
        ],
        counts: true,
        document_needed: false,
      }),
    ),
    http.get(`${TEST_API_HOST}/myLeaves`, () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 50 })),
    http.get(`${TEST_API_HOST}/myTimetable`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({
        from: params.get('from'),
        to: params.get('to'),
        lectures: [],
        holidays: [],
        cancelled: [],
        untimetabled: ['CS101', 'CS201'],
      });
    }),
    http.get(`${TEST_API_HOST}/myAttendance`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json<MyAttendance>({
        from: params.get('from')!,
        to: params.get('to')!,
        items: [
          { course_code: 'CS101', date: day(12), attendance: 'absent', can_apply: true },
          { course_code: 'CS201', date: day(14), attendance: 'late', can_apply: false },
        ],
      });
    }),
  );
  return { asked };
}

it('colours an absence with a legend entry and says it in words, and applies for leave for it', async () => {
  const { asked } = backend();
  renderRemote(StudentApp, { session, route: '/student' });
  await screen.findByText(/^You selected date:/, undefined, FIRST_DRAW);

  // The absent day: its colour, a cross, and its name say so; the late day in words.
  const absent = await screen.findByRole('button', { name: new RegExp(`^${tileName(12)}.* \\(absent from CS101\\)$`) });
  expect(absent).toHaveClass('marked-absent');
  expect(absent).toHaveTextContent('✕');
  expect(screen.getByRole('button', { name: new RegExp(`^${tileName(14)}.* \\(late to CS201\\)$`) })).not.toHaveClass(
    'marked-absent',
  );
  expect(
    within(screen.getByRole('list', { name: 'Legend' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toContain('✕Absent without leave');
  expect(asked[0]?.get('from')).toBe(addDays(day(1), -6));

  await userEvent.click(tile(12));
  const roll = screen.getByRole('list', { name: 'The roll on this day' });
  expect(roll).toHaveTextContent('You were marked absent from CS101 without leave.');
  await userEvent.click(within(roll).getByRole('button', { name: 'Apply for leave for CS101' }));
  const form = screen.getByRole('form', { name: 'Add Leave' });
  expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  expect(within(form).getByRole('combobox', { name: 'Course Code' })).toHaveValue('CS101');
  expect(within(form).getByText(day(12))).toBeInTheDocument();

  // A late lecture is said, with nothing to apply for.
  await userEvent.click(tile(14));
  expect(screen.getByRole('list', { name: 'The roll on this day' })).toHaveTextContent(
    'You were marked late to CS201.',
  );
  expect(screen.queryByRole('button', { name: /^Apply for leave for/ })).not.toBeInTheDocument();
});
