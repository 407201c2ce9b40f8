import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, toIsoDate } from '@leave/contract';
import type { LectureRoll, RollSave, RollsToTakePage } from '@leave/contract';
import {
  lectureRoll,
  lectureSummary,
  openView,
  renderRemote,
  rollStudent,
  schoolDates,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import InstructorApp from '../InstructorApp';
import { testCourse } from '../testing/fixtures';
import { instructorDataHandler } from '../testing/handlers';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };
const today = toIsoDate(new Date());
const yesterday = addDays(today, -1);

const medical = { leave_id: 41, status: 'accepted' as const, kind: 'Medical leave', counts: true };
const students = [
  rollStudent(7101, 'Asha Rao'),
  rollStudent(7102, 'Ben Das', { leave: medical, attendance: 'on leave' }),
  rollStudent(7103, 'Chitra Iyer', { leave: { ...medical, leave_id: 42, status: 'pending', kind: 'Personal' } }),
  rollStudent(7104, 'Dev Patel'),
];

function backend({ roll = lectureRoll('CS101', today, students) }: { roll?: LectureRoll } = {}) {
  const saves: RollSave[] = [];
  const page: RollsToTakePage = {
    today,
    correction_window_days: 7,
    items: [
      lectureSummary('CS101', today, { course_title: 'Intro to CS', enrolled: 4, on_leave: 1 }),
      lectureSummary('CS101', yesterday, { course_title: 'Intro to CS', enrolled: 4, taken: true, absent: 2, late: 1 }),
    ],
    total: 2,
    page: 1,
    page_size: 20,
  };
  server.use(
    instructorDataHandler([testCourse('CS101', 'Intro to CS')]),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json({ course_code: 'CS101', items: [], total: 0, page: 1, page_size: 50 }),
    ),
    http.get(`${TEST_API_HOST}/rollsToTake`, () => HttpResponse.json(page)),
    http.get(`${TEST_API_HOST}/lectureRoll`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date')!;
      if (date === addDays(today, -2)) {
        return HttpResponse.json({ message: 'CS101 has no lecture on Sun 22 Nov' }, { status: 404 });
      }
      return HttpResponse.json({ ...roll, date });
    }),
    http.post(`${TEST_API_HOST}/saveRoll`, async ({ request }) => {
      const body = (await request.json()) as RollSave;
      saves.push(body);
      if (roll.reason_needed && !body.reason) {
        return HttpResponse.json({ message: 'Reason is required', field: 'reason' }, { status: 400 });
      }
      const marked = new Map(body.marks.map((m) => [m.roll_no, m.mark]));
      const after: LectureRoll = {
        ...roll,
        taken: true,
        students: roll.students.map((s) => ({ ...s, mark: marked.get(s.roll_no) ?? s.mark })),
      };
      return HttpResponse.json({
        message: 'Attendance saved for CS101, Mon 23 Nov: 1 absent, 1 late',
        changed: body.marks.length,
        roll: after,
      });
    }),
  );
  return { saves };
}

const row = (name: string) => screen.getByRole('group', { name: new RegExp(`^\\d+ ${name}($|\\s?[A-Z])`) });
const choice = (name: string, mark: string) => within(row(name)).getByRole('radio', { name: mark });

async function openAttendance() {
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await screen.findByRole('heading', { name: 'Pending Requests', level: 2 });
  await openView('Attendance');
}

it('lists the lectures to take, today first, and opens one as its class list in roll order', async () => {
  backend();
  await openAttendance();
  expect(screen.getByRole('heading', { name: 'Attendance' })).toHaveFocus();
  expect(document.title).toBe('Attendance - Leave Management');
  const todays = within(await screen.findByRole('region', { name: 'Today' })).getAllByRole('button');
  expect(todays.map((b) => b.textContent)).toEqual([
    `CS101 - Intro to CS, ${schoolDates.date(today)}CS101 09:00-10:00, A-101. Not taken yet (1 on leave)`,
  ]);
  const earlier = within(screen.getByRole('region', { name: 'Earlier, still open for 7 days' })).getAllByRole('button');
  expect(earlier[0]).toHaveTextContent('Taken: 2 absent, 1 late of 4');

  await userEvent.click(todays[0]!);
  const heading = await screen.findByRole('heading', { name: `Roll of CS101, ${schoolDates.date(today)}` });
  expect(heading).toHaveFocus();
  expect(document.title).toBe('Roll of CS101 - Leave Management');
  const list = screen.getByRole('list', { name: 'Class list of CS101' });
  expect(
    within(list)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')!.textContent),
  ).toEqual([
    '7101 Asha Rao',
    '7102 Ben DasAccepted leave: Medical leave',
    '7103 Chitra IyerPending leave: Personal',
    '7104 Dev Patel',
  ]);
  // Everyone starts present; a student on accepted leave starts "On leave".
  expect(choice('Asha Rao', 'Present')).toBeChecked();
  expect(choice('Ben Das', 'On leave')).toBeChecked();
  expect(choice('Chitra Iyer', 'Present')).toBeChecked();
  expect(screen.getByText('3 present, 0 absent, 0 late, 1 on leave')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Back to lectures' }));
  expect(await screen.findByRole('heading', { name: 'Attendance' })).toHaveFocus();
});

it('marks with one tap each, sends only the changed marks and announces the server’s answer', async () => {
  const { saves } = backend();
  await openAttendance();
  await userEvent.click(within(await screen.findByRole('region', { name: 'Today' })).getByRole('button'));
  await screen.findByRole('list', { name: 'Class list of CS101' });

  await userEvent.click(choice('Chitra Iyer', 'Absent'));
  await userEvent.click(choice('Dev Patel', 'Late'));
  expect(choice('Chitra Iyer', 'Absent')).toBeChecked();
  expect(screen.getByText('1 present, 1 absent, 1 late, 1 on leave; 2 not saved')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));

  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]).toEqual({
    course_code: 'CS101',
    date: today,
    marks: [
      { roll_no: 7103, mark: 'absent' },
      { roll_no: 7104, mark: 'late' },
    ],
  });
  await waitFor(() =>
    expect(
      screen
        .getAllByRole('status')
        .some((s) => s.textContent === 'Attendance saved for CS101, Mon 23 Nov: 1 absent, 1 late'),
    ).toBe(true),
  );
  // Saved: nothing is left to send, and a second save sends no mark.
  expect(screen.getByText('1 present, 1 absent, 1 late, 1 on leave')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
  await waitFor(() => expect(saves).toHaveLength(2));
  expect(saves[1]!.marks).toEqual([]);
});

it('sets everyone at once, keeping accepted leave as leave, and walks by keyboard alone', async () => {
  const { saves } = backend();
  await openAttendance();
  await userEvent.click(within(await screen.findByRole('region', { name: 'Today' })).getByRole('button'));
  await screen.findByRole('list', { name: 'Class list of CS101' });

  await userEvent.click(screen.getByRole('button', { name: 'Everyone absent' }));
  expect(screen.getByText('0 present, 3 absent, 0 late, 1 on leave; 3 not saved')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Everyone present' }));
  expect(choice('Ben Das', 'On leave')).toBeChecked();
  expect(screen.getByText('3 present, 0 absent, 0 late, 1 on leave')).toBeInTheDocument();

  // Tab reaches a student's choices, an arrow key moves along them: Present, then Absent.
  choice('Asha Rao', 'Present').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(choice('Asha Rao', 'Absent')).toBeChecked();
  await userEvent.tab();
  expect(choice('Ben Das', 'On leave')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(choice('Ben Das', 'Late')).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]!.marks).toEqual([
    { roll_no: 7101, mark: 'absent' },
    { roll_no: 7102, mark: 'late' },
  ]);
});

it('says why a roll is locked and offers no change', async () => {
  backend({
    roll: lectureRoll('CS101', today, students, {
      editable: false,
      locked_reason: 'The correction window for Mon 16 Nov closed on Mon 23 Nov: ask the admin to correct it',
    }),
  });
  await openAttendance();
  await userEvent.click(within(await screen.findByRole('region', { name: 'Today' })).getByRole('button'));
  expect(
    await screen.findByText('The correction window for Mon 16 Nov closed on Mon 23 Nov: ask the admin to correct it'),
  ).toBeInTheDocument();
  expect(choice('Asha Rao', 'Absent')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Everyone absent' })).not.toBeInTheDocument();
});

it('asks for the reason of a correction after the window before sending it', async () => {
  const { saves } = backend({ roll: lectureRoll('CS101', today, students, { reason_needed: true }) });
  await openAttendance();
  await userEvent.click(within(await screen.findByRole('region', { name: 'Today' })).getByRole('button'));
  await screen.findByRole('list', { name: 'Class list of CS101' });
  await userEvent.click(choice('Asha Rao', 'Absent'));
  await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
  const reason = screen.getByRole('textbox', { name: 'Reason for the correction' });
  expect(reason).toHaveFocus();
  expect(reason).toHaveAccessibleDescription(/Reason is required/);
  expect(saves).toHaveLength(0);
  await userEvent.type(reason, 'Card reader was down');
  await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]!.reason).toBe('Card reader was down');
});

it('opens any lecture of the term by date, and says why a date has none', async () => {
  backend();
  await openAttendance();
  const picker = await screen.findByRole('form', { name: 'Any lecture of the term' });
  const date = within(picker).getByLabelText('Date of the lecture');
  await userEvent.clear(date);
  await userEvent.type(date, addDays(today, -2));
  await userEvent.click(within(picker).getByRole('button', { name: 'Open the roll' }));
  expect(await within(picker).findByText('CS101 has no lecture on Sun 22 Nov')).toBeInTheDocument();
  expect(date).toHaveAccessibleDescription('CS101 has no lecture on Sun 22 Nov');

  await userEvent.clear(date);
  await userEvent.type(date, addDays(today, -30));
  await userEvent.click(within(picker).getByRole('button', { name: 'Open the roll' }));
  expect(
    await screen.findByRole('heading', { name: `Roll of CS101, ${schoolDates.date(addDays(today, -30))}` }),
  ).toHaveFocus();
});

it('takes a class of 60 in ten taps and one save', async () => {
  const class60 = Array.from({ length: 60 }, (_, index) => rollStudent(8001 + index, `Student ${index + 1}`));
  const { saves } = backend({ roll: lectureRoll('CS101', today, class60) });
  await openAttendance();
  await userEvent.click(within(await screen.findByRole('region', { name: 'Today' })).getByRole('button'));
  const list = await screen.findByRole('list', { name: 'Class list of CS101' });
  expect(within(list).getAllByRole('group')).toHaveLength(60);
  // One query for the 60 rows' Absent (queries by name over 180 radios are jsdom's slow part).
  const absent = within(list).getAllByRole('radio', { name: 'Absent' });
  for (let n = 0; n < 60; n += 6) await userEvent.click(absent[n]!);
  await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]!.marks).toHaveLength(10);
  expect(saves[0]!.marks.every((m) => m.mark === 'absent')).toBe(true);
});

it('says why a lecture’s roll cannot be read, with the way back', async () => {
  backend();
  server.use(
    http.get(`${TEST_API_HOST}/lectureRoll`, () =>
      HttpResponse.json({ message: 'You do not teach CS101' }, { status: 403 }),
    ),
  );
  await openAttendance();
  await userEvent.click(within(await screen.findByRole('region', { name: 'Today' })).getByRole('button'));
  expect(await screen.findByRole('alert')).toHaveTextContent('The roll could not be loaded. You do not teach CS101');
  expect(screen.getByRole('heading', { name: 'Roll of CS101' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Back to lectures' }));
  expect(await screen.findByRole('heading', { name: 'Attendance' })).toHaveFocus();
});
