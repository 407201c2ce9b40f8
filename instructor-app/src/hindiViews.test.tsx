/**
 * The instructor's other views in Hindi: History, the Roster, Attendance, View Courses and Absences by Week
 * (each with its own words, loaded with the view), and the shared components they show (the
 * status chip, a leave's life, the CSV download, the month calendar, the pager, the roll's class
 * list, the chart). No English word is left but the data: names, codes, reasons, kinds, rooms.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, toIsoDate } from '@leave/contract';
import type {
  AbsencesByWeek,
  Course,
  CourseTimetable,
  LeaveWithHistory,
  RollSave,
  RollSaved,
  RollsToTakePage,
  RosterEntry,
} from '@leave/contract';
import { courseStanding, lectureMessages, rollMessages } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import {
  FIRST_DRAW,
  dayOfThisMonth as day,
  lectureRoll,
  lectureSummary,
  renderRemote,
  rollStudent,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import InstructorApp from './InstructorApp';
import { instructorDataHandler } from './testing/handlers';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };
const today = toIsoDate(new Date());

const CS101: Course = {
  course_code: 'CS101',
  course_title: 'Introduction to Programming',
  semester_type: 'Autumn',
  semester_year: 2026,
  total_students: 2,
  total_lectures: 20,
  leave_limit: 10,
};

const decided = (leave_id: number, leave_date: string, status: 'accepted' | 'rejected'): LeaveWithHistory => ({
  leave_id,
  leave_date,
  reason: 'Fever',
  user_id: 1001,
  user_role: 'student',
  status,
  course_code: 'CS101',
  student_name: 'Aarav Sharma',
  request_id: leave_id,
  history: [
    {
      from_status: null,
      to_status: 'pending',
      actor_id: 1001,
      actor_role: 'student',
      actor_name: 'Aarav Sharma',
      comment: null,
      at: '2026-11-02T09:30:00.000Z',
    },
    {
      from_status: 'pending',
      to_status: status,
      actor_id: 501,
      actor_role: 'course instructor',
      actor_name: 'Dr. Meera Iyer',
      comment: null,
      at: '2026-11-03T10:00:00.000Z',
    },
  ],
});

const entry = (roll_no: number, name: string, accepted: number, pending: number): RosterEntry => ({
  roll_no,
  name,
  excused_days: 1,
  ...courseStanding(accepted, pending, 20, 10),
});

/** CS101's timetable as View Courses reads it: a weekly Monday and Friday, one lecture cancelled and one extra. */
const cs101Timetable: CourseTimetable = {
  course_code: 'CS101',
  term: { term_id: 1, name: 'Academic Year 2026-27', first_day: '2026-09-01', last_day: '2027-05-31' },
  meetings: [
    { weekday: 'Monday', start: '09:00', end: '10:00', room: 'A-101' },
    { weekday: 'Friday', start: '09:00', end: '10:00', room: null },
  ],
  changes: [
    {
      change_id: 1,
      course_code: 'CS101',
      kind: 'cancelled',
      date: addDays(today, 3),
      reason: 'Lab flooded',
      start: null,
      end: null,
      room: null,
    },
    {
      change_id: 2,
      course_code: 'CS101',
      kind: 'extra',
      date: addDays(today, 5),
      reason: null,
      start: '11:00',
      end: '12:00',
      room: 'B-2',
    },
  ],
  total_lectures: 20,
};

beforeEach(() => {
  server.use(
    instructorDataHandler([CS101]),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json({ course_code: 'CS101', items: [], total: 0, page: 1, page_size: 50 }),
    ),
    http.get(`${TEST_API_HOST}/decidedLeaves`, () =>
      HttpResponse.json({
        items: [decided(1, addDays(today, 3), 'accepted'), decided(2, addDays(today, 4), 'rejected')],
        total: 2,
        page: 1,
        page_size: 20,
      }),
    ),
    http.get(`${TEST_API_HOST}/courseRoster`, () =>
      HttpResponse.json({
        items: [entry(1001, 'Aarav Sharma', 3, 0), entry(1002, 'Diya Patel', 0, 1)],
        total: 2,
        page: 1,
        page_size: 50,
      }),
    ),
    http.get(`${TEST_API_HOST}/courseAbsences`, ({ request }) =>
      HttpResponse.json({
        course_code: 'CS101',
        month: new URL(request.url).searchParams.get('month'),
        days: [{ date: day(12), accepted: 1, pending: 1 }],
      }),
    ),
    http.get(`${TEST_API_HOST}/courseAbsentees`, () =>
      HttpResponse.json({
        items: [
          { roll_no: 1001, name: 'Aarav Sharma', status: 'accepted' },
          { roll_no: 1002, name: 'Diya Patel', status: 'pending' },
        ],
        total: 2,
        page: 1,
        page_size: 20,
      }),
    ),
    http.get(`${TEST_API_HOST}/courseCalendar`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({
        from: params.get('from'),
        to: params.get('to'),
        lectures: [],
        holidays: [],
        cancelled: [],
        untimetabled: ['CS101'],
      });
    }),
    http.get(`${TEST_API_HOST}/rollsToTake`, () =>
      HttpResponse.json<RollsToTakePage>({
        today,
        correction_window_days: 7,
        items: [
          lectureSummary('CS101', today, { course_title: 'Introduction to Programming', on_leave: 1, enrolled: 2 }),
          lectureSummary('CS101', addDays(today, -1), {
            course_title: 'Introduction to Programming',
            taken: true,
            absent: 1,
            late: 1,
            enrolled: 2,
            extra: true,
            editable: false,
          }),
        ],
        total: 2,
        page: 1,
        page_size: 20,
      }),
    ),
    http.get(`${TEST_API_HOST}/lectureRoll`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date')!;
      if (date !== today) {
        return HttpResponse.json(
          { message: 'CS101 has no lecture on Sun 22 Nov', code: 'roll.noLecture', params: { code: 'CS101', date } },
          { status: 404 },
        );
      }
      return HttpResponse.json(
        lectureRoll(
          'CS101',
          today,
          [
            rollStudent(1001, 'Aarav Sharma', {
              leave: { leave_id: 41, status: 'accepted', kind: 'Medical', counts: true },
              attendance: 'on leave',
            }),
            rollStudent(1002, 'Diya Patel', {
              leave: { leave_id: 42, status: 'pending', kind: 'Personal', counts: true },
            }),
          ],
          { course_title: 'Introduction to Programming' },
        ),
      );
    }),
    http.get(`${TEST_API_HOST}/courseTimetable`, () => HttpResponse.json<CourseTimetable>(cs101Timetable)),
    http.post(`${TEST_API_HOST}/cancelLecture`, () =>
      HttpResponse.json(
        {
          message: 'CS101 has no lecture on 7 Dec to cancel (it is a holiday)',
          code: 'lecture.noLectureToCancel',
          params: { code: 'CS101', date: '2026-12-07', why: 'it is a holiday' },
        },
        { status: 409 },
      ),
    ),
    http.get(`${TEST_API_HOST}/absencesByWeek`, () =>
      HttpResponse.json<AbsencesByWeek>({
        from: '2026-11-30',
        to: '2026-12-13',
        term: null,
        courses: [
          {
            course_code: 'CS101',
            course_title: 'Introduction to Programming',
            weeks: [
              { week: '2026-11-30', counted: 3, excused: 1, pending: 0 },
              { week: '2026-12-07', counted: 1, excused: 0, pending: 2 },
            ],
          },
        ],
      }),
    ),
    http.get(`${TEST_API_HOST}/attendanceRegister`, () =>
      HttpResponse.json({
        course_code: 'CS101',
        lectures: [
          { date: day(5), extra: false, taken: true },
          { date: day(12), extra: true, taken: true },
        ],
        items: [
          {
            roll_no: 1001,
            name: 'Aarav Sharma',
            cells: ['A', 'P'],
            attendance: { held: 2, attended: 1, percentage: 50, absent: 1, late: 0, on_leave: 0 },
          },
        ],
        total: 1,
        page: 1,
        page_size: 50,
      }),
    ),
  );
});
resetLanguageAfterEach();

/**
 * What is left of a view's text once the data (names, codes, reasons, the register's marks P, A
 * and L, "CSV") and what Intl writes in hi-IN of a time ("10:30 pm GMT+5:30") are taken out.
 */
const wordsOf = (text: string) =>
  text.replace(
    /Dr\. Meera Iyer|Aarav Sharma|Diya Patel|Introduction to Programming|CS101|Fever|CSV|Medical|Personal|Academic Year|Autumn|Lab flooded|B-2|\b[PAL]\b|\b[ap]m\b|GMT/g,
    '',
  );

async function openView(name: string) {
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await userEvent.click(await screen.findByRole('button', { name }, FIRST_DRAW));
}

it('shows History in Hindi: its filters, each decided leave, its status and life, Revoke and Reopen', async () => {
  chooseLanguage('hi');
  await openView('इतिहास');
  const view = (await screen.findByRole('heading', { name: 'इतिहास' }, FIRST_DRAW)).closest('section')!;
  expect(within(view).getByRole('combobox', { name: 'पाठ्यक्रम' })).toHaveDisplayValue('मेरे सभी पाठ्यक्रम');
  expect(within(view).getByRole('combobox', { name: 'स्थिति' })).toHaveDisplayValue('सभी निर्णीत');
  expect(within(view).getByRole('option', { name: 'स्वीकृत' })).toBeInTheDocument();
  expect(await within(view).findByText('2 निर्णीत अवकाश')).toHaveAttribute('role', 'status');
  const list = within(view).getByRole('list', { name: 'निर्णीत अवकाश' });
  expect(within(list).getAllByText('स्वीकृत')[0]).toBeInTheDocument();
  expect(within(list).getAllByText(/Dr\. Meera Iyer \(प्रशिक्षक\) ने स्वीकार किया,/)[0]).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: /^1001 के .* CS101 में अवकाश की स्वीकृति वापस लें$/ })).toBeVisible();
  await userEvent.click(within(list).getByRole('button', { name: /^Aarav Sharma \(1001\) का .* फिर से खोलें$/ }));
  expect(within(list).getByRole('textbox', { name: 'टिप्पणी (वैकल्पिक: छात्र इसे पढ़ता है)' })).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'अस्वीकृत ही रहने दें' })).toBeInTheDocument();
  expect(wordsOf(view.textContent ?? '')).not.toMatch(/[A-Za-z]/);
});

it('shows the Roster in Hindi: the table, the registers, the absence calendar and who is away', async () => {
  chooseLanguage('hi');
  await openView('छात्र-सूची');
  const view = (await screen.findByRole('heading', { name: 'छात्र-सूची' }, FIRST_DRAW)).closest('section')!;
  const table = await within(view).findByRole('table', { name: 'CS101 की छात्र-सूची' });
  expect(within(table).getByRole('columnheader', { name: 'बिना अवकाश अनुपस्थित' })).toBeInTheDocument();
  expect(within(table).getByText('जोखिम: सीमा से अधिक')).toBeInTheDocument();
  expect(within(view).getByRole('button', { name: 'CS101 का अवकाश रजिस्टर डाउनलोड करें (CSV)' })).toBeInTheDocument();
  const register = await within(view).findByRole('table', { name: 'CS101 का उपस्थिति रजिस्टर' });
  expect(within(register).getByRole('columnheader', { name: 'उपस्थिति %' })).toBeInTheDocument();
  const calendar = within(view).getByRole('group', { name: 'CS101 का अनुपस्थिति कैलेंडर' });
  expect(within(calendar).getByRole('button', { name: 'पिछला महीना' })).toBeInTheDocument();
  expect(within(view).getByRole('list', { name: 'अनुपस्थिति कैलेंडर की संकेत-सूची' })).toBeInTheDocument();
  await userEvent.click(within(calendar).getByRole('button', { name: /अनुपस्थित, 1 लंबित/ }));
  const away = await within(view).findByRole('list', { name: /को अनुपस्थित$/ });
  expect(within(away).getByText('Diya Patel (1002): लंबित')).toBeInTheDocument();
  // The calendar's own month and day names are react-calendar's (the browser's locale), not words;
  // the register's cells are marks (P, A, L) and kinds of leave, data.
  const withoutCalendar = (view.textContent ?? '')
    .replace(calendar.textContent ?? '', '')
    .replace(within(register).getAllByRole('row')[1]!.textContent ?? '', '');
  expect(wordsOf(withoutCalendar)).not.toMatch(/[A-Za-z]/);
});

it('shows Attendance in Hindi: the lectures to take, any lecture by date with its refusal, and the class list', async () => {
  chooseLanguage('hi');
  await openView('उपस्थिति');
  const view = (await screen.findByRole('heading', { name: 'उपस्थिति' }, FIRST_DRAW)).closest('section')!;
  const todays = within(await within(view).findByRole('region', { name: 'आज' })).getByRole('button');
  expect(todays).toHaveTextContent(/CS101 09:00-10:00, A-101। अभी नहीं ली गई \(1 अवकाश पर\)$/);
  const earlier = within(within(view).getByRole('region', { name: 'पहले के, अभी 7 दिन खुले' })).getByRole('button');
  expect(earlier).toHaveTextContent(/\(अतिरिक्त व्याख्यान\)। ली गई: 2 में से 1 अनुपस्थित, 1 देर से। बंद$/);
  const picker = within(view).getByRole('form', { name: 'सत्र का कोई भी व्याख्यान' });
  expect(within(picker).getByRole('combobox', { name: 'पाठ्यक्रम' })).toBeInTheDocument();
  const date = within(picker).getByLabelText('व्याख्यान की तिथि');
  await userEvent.clear(date);
  await userEvent.type(date, addDays(today, -2));
  await userEvent.click(within(picker).getByRole('button', { name: 'हाज़िरी खोलें' }));
  // The server's refusal, said by its code with its parameters.
  expect(await within(picker).findByText(`${addDays(today, -2)} को CS101 का कोई व्याख्यान नहीं है`)).toBeInTheDocument();
  expect(wordsOf(view.textContent ?? '').replace(/[\d-]+/g, '')).not.toMatch(/[A-Za-z]/);

  await userEvent.click(todays);
  const roll = (await screen.findByRole('heading', { name: /^CS101 की हाज़िरी, / })).closest('section')!;
  const list = within(roll).getByRole('list', { name: 'CS101 की कक्षा-सूची' });
  const aarav = within(list).getByRole('group', { name: /^1001 Aarav Sharma/ });
  expect(within(aarav).getByRole('radio', { name: 'अवकाश पर' })).toBeChecked();
  expect(within(list).getByText('स्वीकृत अवकाश: Medical')).toBeInTheDocument();
  expect(within(roll).getByText('1 उपस्थित, 0 अनुपस्थित, 0 देर से, 1 अवकाश पर')).toBeInTheDocument();
  expect(within(roll).getByRole('button', { name: 'हाज़िरी सहेजें' })).toBeInTheDocument();
  expect(wordsOf(roll.textContent ?? '')).not.toMatch(/[A-Za-z]/);
});

it('says a roll’s “Attendance saved” and a locked roll’s reason in Hindi, by their codes', async () => {
  const yesterday = addDays(today, -8);
  server.use(
    http.get(`${TEST_API_HOST}/lectureRoll`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date')!;
      const students = [rollStudent(1001, 'Aarav Sharma'), rollStudent(1002, 'Diya Patel')];
      const title = { course_title: 'Introduction to Programming' };
      if (date === today) return HttpResponse.json(lectureRoll('CS101', today, students, title));
      const locked = rollMessages.windowClosed(date, addDays(date, 8));
      return HttpResponse.json(
        lectureRoll('CS101', date, students, {
          ...title,
          editable: false,
          taken: true,
          locked_reason: locked.message,
          locked_why: { code: locked.code, params: locked.params },
        }),
      );
    }),
    http.post(`${TEST_API_HOST}/saveRoll`, async ({ request }) => {
      const body = (await request.json()) as RollSave;
      const absent = body.marks.filter((mark) => mark.mark === 'absent').length;
      const late = body.marks.filter((mark) => mark.mark === 'late').length;
      return HttpResponse.json<RollSaved>({
        ...rollMessages.saved('CS101', today, absent, late),
        changed: body.marks.length,
        roll: lectureRoll('CS101', today, [rollStudent(1001, 'Aarav Sharma'), rollStudent(1002, 'Diya Patel')], {
          course_title: 'Introduction to Programming',
        }),
      });
    }),
  );
  chooseLanguage('hi');
  await openView('उपस्थिति');
  const view = (await screen.findByRole('heading', { name: 'उपस्थिति' }, FIRST_DRAW)).closest('section')!;
  const todays = within(await within(view).findByRole('region', { name: 'आज' })).getByRole('button');
  await userEvent.click(todays);
  let roll = (await screen.findByRole('heading', { name: /^CS101 की हाज़िरी, / })).closest('section')!;
  const list = within(roll).getByRole('list', { name: 'CS101 की कक्षा-सूची' });
  await userEvent.click(
    within(within(list).getByRole('group', { name: /^1001 Aarav Sharma/ })).getByRole('radio', { name: 'अनुपस्थित' }),
  );
  await userEvent.click(
    within(within(list).getByRole('group', { name: /^1002 Diya Patel/ })).getByRole('radio', { name: 'देर से' }),
  );
  await userEvent.click(within(roll).getByRole('button', { name: 'हाज़िरी सहेजें' }));
  expect(await within(roll).findByText(`CS101, ${today} की हाज़िरी सहेजी गई: 1 अनुपस्थित, 1 देर से`)).toBeInTheDocument();
  expect(wordsOf(roll.textContent ?? '').replace(/[\d-]+/g, '')).not.toMatch(/[A-Za-z]/);

  await userEvent.click(within(roll).getByRole('button', { name: 'व्याख्यानों पर लौटें' }));
  const picker = await screen.findByRole('form', { name: 'सत्र का कोई भी व्याख्यान' });
  const date = within(picker).getByLabelText('व्याख्यान की तिथि');
  await userEvent.clear(date);
  await userEvent.type(date, yesterday);
  await userEvent.click(within(picker).getByRole('button', { name: 'हाज़िरी खोलें' }));
  roll = (await screen.findByRole('heading', { name: /^CS101 की हाज़िरी, / })).closest('section')!;
  expect(
    within(roll).getByText(`${yesterday} की सुधार अवधि ${addDays(yesterday, 8)} को बंद हो गई: सुधार के लिए व्यवस्थापक से कहें`),
  ).toBeInTheDocument();
  expect(wordsOf(roll.textContent ?? '').replace(/[\d-]+/g, '')).not.toMatch(/[A-Za-z]/);
});

it('shows View Courses in Hindi: the table, the timetable, its changes and forms, and a refusal by its code', async () => {
  chooseLanguage('hi');
  await openView('पाठ्यक्रम देखें');
  const heading = await screen.findByRole('heading', { name: 'पढ़ाए जाने वाले पाठ्यक्रम' }, FIRST_DRAW);
  const table = screen.getByRole('table', { name: 'पढ़ाए जाने वाले पाठ्यक्रम' });
  expect(within(table).getByRole('columnheader', { name: 'कुल व्याख्यान' })).toBeInTheDocument();
  const timetable = screen.getByRole('region', { name: 'CS101 की समय-सारणी' });
  const weekly = await within(timetable).findByRole('list', { name: 'CS101 के साप्ताहिक व्याख्यान' });
  expect(within(weekly).getAllByRole('listitem')[0]).toHaveTextContent(/^सोमवार 09:00–10:00, A-101$/);
  expect(within(timetable).getByText(/: कुल 20 व्याख्यान।$/)).toBeInTheDocument();
  const cancel = within(timetable).getByRole('form', { name: 'व्याख्यान रद्द करें' });
  const date = within(cancel).getByLabelText('तिथि');
  expect(date).toHaveAccessibleDescription('CS101 इन दिनों होता है: सोमवार और शुक्रवार');
  expect(within(timetable).getByRole('button', { name: /का रद्द होना पूर्ववत करें$/ })).toBeInTheDocument();
  expect(within(timetable).getByText(/^अतिरिक्त व्याख्यान: .*, 11:00–12:00, B-2$/)).toBeInTheDocument();
  const card = heading.closest('section') ?? heading.parentElement!.parentElement!;
  expect(wordsOf((card.textContent ?? '') + (timetable.textContent ?? '')).replace(/[\d-]+/g, '')).not.toMatch(
    /[A-Za-z]/,
  );

  // The form's own rules, the fields they name said by their words.
  await userEvent.click(within(cancel).getByRole('button', { name: 'व्याख्यान रद्द करें' }));
  expect(await within(cancel).findByText('तिथि आवश्यक है')).toBeVisible();
  expect(within(cancel).getByText('कारण आवश्यक है')).toBeVisible();

  await userEvent.type(date, '2026-12-07');
  await userEvent.type(within(cancel).getByRole('textbox', { name: 'कारण' }), 'Lab flooded');
  await userEvent.click(within(cancel).getByRole('button', { name: 'व्याख्यान रद्द करें' }));
  // The server's refusal by its code; its reason (English, from the server) is left out.
  expect(await within(cancel).findByText('2026-12-07 को CS101 का रद्द करने के लिए कोई व्याख्यान नहीं है')).toBeVisible();

  // A change made: the server's answer by its code, with how many students were told.
  server.use(
    http.post(`${TEST_API_HOST}/cancelLecture`, () =>
      HttpResponse.json({
        ...lectureMessages.lectureCancelledDone('CS101', '2026-12-11', 40, 1),
        timetable: cs101Timetable,
      }),
    ),
  );
  await userEvent.clear(date);
  await userEvent.type(date, '2026-12-11');
  await userEvent.type(within(cancel).getByRole('textbox', { name: 'कारण' }), 'Lab flooded');
  await userEvent.click(within(cancel).getByRole('button', { name: 'व्याख्यान रद्द करें' }));
  expect(
    await within(cancel).findByText(
      '2026-12-11 को CS101 का व्याख्यान रद्द किया गया; 40 छात्रों को बताया गया, उस दिन 1 अवकाश पर',
    ),
  ).toBeVisible();
});

it('shows Absences by Week in Hindi: the summary, the chart and its table', async () => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  chooseLanguage('hi');
  await openView('सप्ताह-वार अनुपस्थिति');
  const view = (await screen.findByRole('heading', { name: 'सप्ताह-वार अनुपस्थिति' }, FIRST_DRAW)).closest('section')!;
  const title = 'CS101 - Introduction to Programming: सप्ताहवार छूटे व्याख्यान';
  const figure = await within(view).findByRole('table', { name: `${title}, तालिका के रूप में` });
  const table = Array.from((figure as HTMLTableElement).rows, (row) =>
    Array.from(row.cells, (cell) => cell.textContent ?? ''),
  );
  expect(table[0]).toEqual(['सप्ताह', 'गिने गए', 'क्षमा किए गए (नहीं गिने गए)', 'लंबित']);
  expect(table.slice(1).map((row) => row.slice(1))).toEqual([
    ['3', '1', '0'],
    ['1', '0', '2'],
  ]);
  expect(within(view).getByRole('img', { name: title })).toHaveAccessibleDescription(
    /^CS101 में 7 व्याख्यान छूटे: 4 गिने गए, 1 क्षमा किए गए \(नहीं गिने गए\) और 2 लंबित। सबसे अधिक .* के सप्ताह में \(4\)।$/,
  );
  expect(within(view).getByRole('button', { name: 'तालिका के रूप में दिखाएँ' })).toBeInTheDocument();
  jest.restoreAllMocks();
  expect(wordsOf(view.textContent ?? '')).not.toMatch(/[A-Za-z]/);
});

it('keeps History and the Roster in English, word for word, when English is in use', async () => {
  await openView('History');
  const history = (await screen.findByRole('heading', { name: 'History' })).closest('section')!;
  expect(await within(history).findByText('2 decided leaves')).toHaveAttribute('role', 'status');
  expect(within(history).getAllByText(/^Approved by Dr\. Meera Iyer \(instructor\),/)[0]).toBeInTheDocument();
  expect(within(history).getAllByText('accepted')[0]).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Roster' }));
  const roster = (await screen.findByRole('heading', { name: 'Roster' })).closest('section')!;
  expect(await within(roster).findByRole('table', { name: 'Roster of CS101' })).toBeInTheDocument();
  expect(within(roster).getByRole('button', { name: 'Download CS101 leave register (CSV)' })).toBeInTheDocument();
  expect(within(roster).getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
});
