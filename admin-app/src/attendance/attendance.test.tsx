/** The admin's side of the roll: the attendance rules, correcting any lecture's roll, importing marks. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toIsoDate } from '@leave/contract';
import type { AttendanceRules, RollSave } from '@leave/contract';
import {
  coursePages,
  lectureRoll,
  openView,
  renderRemote,
  rollStudent,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };
const today = toIsoDate(new Date());

function backend() {
  let rules: AttendanceRules = { correction_window_days: 7, lates_per_absence: null, absence_counts: true };
  const saved: unknown[] = [];
  const rolls: RollSave[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/attendanceRules`, () => HttpResponse.json(rules)),
    http.post(`${TEST_API_HOST}/saveAttendanceRules`, async ({ request }) => {
      const body = (await request.json()) as AttendanceRules;
      saved.push(body);
      if (body.correction_window_days > 30) {
        return HttpResponse.json(
          { message: 'The correction window may be at most 30 days here', field: 'correction_window_days' },
          { status: 400 },
        );
      }
      rules = body;
      return HttpResponse.json({ message: 'Attendance rules saved', rules });
    }),
    coursePages([
      {
        course_code: 'CS101',
        course_title: 'Intro to CS',
        instructor_id: 501,
        semester_type: 'Autumn',
        semester_year: 2026,
        leave_limit: 25,
        total_lectures: 40,
      },
    ]),
    http.get(`${TEST_API_HOST}/lectureRoll`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date')!;
      return HttpResponse.json(
        lectureRoll('CS101', date, [rollStudent(7101, 'Asha Rao', { mark: 'absent', attendance: 'absent' })], {
          taken: true,
          reason_needed: true,
        }),
      );
    }),
    http.post(`${TEST_API_HOST}/saveRoll`, async ({ request }) => {
      const body = (await request.json()) as RollSave;
      rolls.push(body);
      return HttpResponse.json({
        message: 'Attendance saved for CS101: everyone present',
        changed: 1,
        roll: lectureRoll('CS101', body.date, [rollStudent(7101, 'Asha Rao', { mark: 'present' })], { taken: true }),
      });
    }),
  );
  return { saved, rolls };
}

it('sets the attendance rules, with the server’s refusal under its field', async () => {
  const { saved } = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Attendance Rules');
  expect(document.title).toBe('Attendance Rules - Leave Management');
  const window = await screen.findByRole('spinbutton', { name: 'Correction window (days)' });
  await waitFor(() => expect(window).toHaveValue(7));
  expect(screen.getByRole('combobox', { name: 'Lates' })).toHaveDisplayValue('Lates are not counted');

  await userEvent.clear(window);
  await userEvent.type(window, '61');
  await userEvent.click(screen.getByRole('button', { name: 'Save Attendance Rules' }));
  expect(window).toHaveFocus();
  expect(window).toHaveAccessibleDescription(/Correction window \(days\) must be/);
  expect(saved).toHaveLength(0);

  await userEvent.clear(window);
  await userEvent.type(window, '40');
  await userEvent.click(screen.getByRole('button', { name: 'Save Attendance Rules' }));
  await waitFor(() => expect(window).toHaveAccessibleDescription(/The correction window may be at most 30 days here/));
  expect(window).toHaveFocus();

  await userEvent.clear(window);
  await userEvent.type(window, '3');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lates' }), '3');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Absence without leave' }), 'no');
  await userEvent.click(screen.getByRole('button', { name: 'Save Attendance Rules' }));
  // The outcome takes the focus, so it is read out.
  await waitFor(() => expect(document.activeElement).toHaveTextContent('Attendance rules saved'));
  expect(saved.at(-1)).toEqual({ correction_window_days: 3, lates_per_absence: 3, absence_counts: false });
});

it('corrects any lecture’s roll, with a reason after the window', async () => {
  const { rolls } = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Correct a Roll');
  // The courses arrive after the form: on busy cores the list was still empty when picked from.
  const course = await screen.findByRole('combobox', { name: 'Course' });
  await within(course).findByRole('option', { name: /CS101/ });
  await userEvent.selectOptions(course, 'CS101');
  await userEvent.click(screen.getByRole('button', { name: 'Open the roll' }));
  expect(await screen.findByRole('heading', { name: /^Roll of CS101/ })).toHaveFocus();
  const asha = screen.getByRole('group', { name: /^7101 Asha Rao/ });
  expect(within(asha).getByRole('radio', { name: 'Absent' })).toBeChecked();
  await userEvent.click(within(asha).getByRole('radio', { name: 'Present' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Reason for the correction' }), 'Was at the lab');
  await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
  await waitFor(() => expect(rolls).toHaveLength(1));
  expect(rolls[0]).toEqual({
    course_code: 'CS101',
    date: today,
    marks: [{ roll_no: 7101, mark: 'present' }],
    reason: 'Was at the lab',
  });
  expect(await screen.findByText('Attendance saved for CS101: everyone present')).toBeInTheDocument();
});
