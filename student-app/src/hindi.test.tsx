/** The student's dashboard in Hindi: Apply Leave, its form, the calendar's legend and the leave percentage. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays } from '@leave/contract';
import { DEFAULT_ATTENDANCE_RULES } from '@leave/contract';
import type { LeaveRequestResponse, MyAttendance, Notification } from '@leave/contract';
import { courseStanding, lectureMessages, messages } from '@leave/domain';
import type { ServerMessage } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import {
  FIRST_DRAW,
  dayOfThisMonth as day,
  renderRemote,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import StudentApp from './StudentApp';
import { aaravsData } from './testing/studentData';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

beforeEach(() => {
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
      return HttpResponse.json<MyAttendance>({ from: params.get('from')!, to: params.get('to')!, items: [] });
    }),
  );
});
resetLanguageAfterEach();

/** An element's words without the data in it (names, codes, a term's name). */
const wordsOf = (element: HTMLElement, data: RegExp) => (element.textContent ?? '').replace(data, '');

it('shows Apply Leave in Hindi when Hindi is the language chosen', async () => {
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student' });
  // The first dashboard of a file is slow to draw on a busy machine.
  expect(await screen.findByRole('heading', { name: 'अवकाश के लिए आवेदन' }, FIRST_DRAW)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^आपने यह तिथि चुनी: \d{4}-\d{2}-\d{2}$/);
  expect(screen.getByRole('button', { name: 'मेरे अनुरोध' })).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'अवकाश जोड़ें' });
  expect(within(form).getByRole('textbox', { name: 'कारण' })).toBeRequired();
  expect(within(form).getByRole('combobox', { name: 'पाठ्यक्रम कोड' })).toBeInTheDocument();
  expect(within(form).getByText('अवकाश की तिथि')).toBeInTheDocument();
  expect(within(form).getByText('उपयोगकर्ता की भूमिका')).toBeInTheDocument();
  expect(within(form).getByRole('checkbox', { name: 'मेरे सभी पाठ्यक्रम' })).not.toBeChecked();
  expect(within(form).getByRole('button', { name: 'जमा करें' })).toBeInTheDocument();

  expect(
    within(screen.getByRole('list', { name: 'संकेत-सूची' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'अस्वीकृत अवकाश',
    'स्वीकृत अवकाश',
    'लंबित अवकाश',
    '✕बिना अवकाश के अनुपस्थित',
    'चुना गया दिन',
    'आज',
    'छुट्टी (उस दिन पर उसका नाम)',
  ]);

  const percentage = screen.getByRole('region', { name: 'वर्तमान अवकाश प्रतिशत' });
  expect(within(percentage).getByRole('group', { name: 'CS101 अपनी सीमा की तुलना में' })).toBeInTheDocument();
  expect(within(percentage).getByText('CS201 : 0%')).toBeInTheDocument();
});

it("says the Add Leave form's rules in Hindi", async () => {
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student' });
  const form = await screen.findByRole('form', { name: 'अवकाश जोड़ें' }, FIRST_DRAW);
  await userEvent.click(within(form).getByRole('button', { name: 'जमा करें' }));
  expect(await within(form).findByText('कारण आवश्यक है')).toBeInTheDocument();
  expect(within(form).getByText('पाठ्यक्रम कोड आवश्यक है')).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: 'कारण' })).toHaveFocus();

  await userEvent.type(within(form).getByRole('textbox', { name: 'कारण' }), 'Fever');
  // Pasted whole: a code being typed (C, CS...) would ask for the approval preview.
  await userEvent.click(within(form).getByRole('combobox', { name: 'पाठ्यक्रम कोड' }));
  await userEvent.paste('CS 101');
  await userEvent.click(within(form).getByRole('button', { name: 'जमा करें' }));
  expect(await within(form).findByText('पाठ्यक्रम कोड में केवल अक्षर, अंक और - हो सकते हैं')).toBeInTheDocument();
  expect(within(form).queryByText('कारण आवश्यक है')).not.toBeInTheDocument();
});

it("says a request's outcome and each of its lines in Hindi, by their codes", async () => {
  const leaveOn = (leave_date: string, course_code: string) => ({
    leave_id: 70,
    leave_date,
    reason: 'Fever',
    user_id: 1001,
    user_role: 'student' as const,
    status: 'pending' as const,
    course_code,
  });
  const line = (leave_date: string, course_code: string, said: ServerMessage) => ({
    leave_date,
    course_code,
    ...said,
  });
  server.use(
    http.post(`${TEST_API_HOST}/previewLeave`, () => HttpResponse.json({ message: 'No preview' }, { status: 404 })),
    http.post(`${TEST_API_HOST}/applyLeave`, () =>
      HttpResponse.json<LeaveRequestResponse>(
        {
          ...messages.leaveRequestApplied(1, 3),
          request_id: 9,
          applied: [leaveOn(day(1), 'CS101')],
          refused: [line(day(1), 'CS201', messages.leaveExists(day(1), 'CS201'))],
          no_lecture: [line(day(1), 'MA201', lectureMessages.holiday(day(1), 'Diwali'))],
          skipped_weekends: [],
          document_needed: false,
        },
        { status: 201 },
      ),
    ),
  );
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student' });
  const form = await screen.findByRole('form', { name: 'अवकाश जोड़ें' }, FIRST_DRAW);
  await userEvent.type(within(form).getByRole('textbox', { name: 'कारण' }), 'Fever');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'मेरे सभी पाठ्यक्रम' }));
  await userEvent.click(within(form).getByRole('button', { name: 'जमा करें' }));
  const applied = await screen.findByRole('list', { name: 'आवेदन हुआ' });
  const outcome = applied.closest('[tabindex="-1"]') as HTMLElement;
  expect(outcome).toHaveTextContent('3 में से 1 अवकाश का आवेदन हुआ.');
  expect(within(outcome).getByRole('list', { name: 'आवेदन नहीं हुआ' })).toHaveTextContent(
    `CS201: आपका ${day(1)} को CS201 में पहले से अवकाश है`,
  );
  expect(within(outcome).getByRole('list', { name: /^अवकाश की आवश्यकता नहीं/ })).toHaveTextContent(
    `${day(1)} को छुट्टी है: Diwali`,
  );
  expect(wordsOf(outcome, /CS\d+|MA\d+|Diwali|[\d\s,:/.-]+/g)).not.toMatch(/[A-Za-z]/);
});

it('says why leave on the chosen day no longer counts in Hindi, its reason by its code', async () => {
  const holiday = lectureMessages.holiday(day(9), "Founders' Day");
  const notCounted = {
    leave_id: 7,
    leave_date: day(9),
    reason: 'Fever',
    user_id: 1001,
    user_role: 'student' as const,
    status: 'accepted' as const,
    course_code: 'CS101',
    no_lecture: lectureMessages.notCounted(holiday.message).message,
    no_lecture_why: { code: holiday.code, params: holiday.params },
  };
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () => HttpResponse.json({ ...aaravsData(), leaveData: [notCounted] })),
  );
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student' });
  // Day 9's tile, named in hi-IN as the calendar names it.
  const ninth = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day(9)}T12:00:00`),
  );
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${ninth}`) }, FIRST_DRAW));
  expect(await screen.findByRole('region', { name: /के व्याख्यान$/ })).toHaveTextContent(
    `CS101 में आपका अवकाश: इस तिथि को अब व्याख्यान नहीं है (${day(9)} को छुट्टी है: Founders' Day): यह नहीं गिना जाता`,
  );
});

it("shows the first view's last words in Hindi: the term line, the day's lectures and roll, each standing, Subscribe, a notification's Open", async () => {
  const rules = { rules: DEFAULT_ATTENDANCE_RULES, held: { held: 34, on_leave: 1 } };
  const tally = { absent_days: 2, late_days: 1, attended_leave_days: 0 };
  const cancelled: Notification = {
    notification_id: 4,
    kind: 'lecture cancelled',
    text: "CS101's lecture on 09/12/2026 is cancelled: Exam duty.",
    at: '2026-12-01T10:00:00.000Z',
    read: false,
    course_code: 'CS101',
    leave_id: null,
    request_id: null,
    lecture_date: '2026-12-09',
  };
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () =>
      HttpResponse.json(
        aaravsData(
          [
            { roll_no: 1001, course_code: 'CS101', ...courseStanding(8, 1, 100, 10, { ...rules, tally }) },
            { roll_no: 1001, course_code: 'CS201', ...courseStanding(3, 0, 20, 10) },
          ],
          { term_id: 4, name: 'Autumn 2026', first_day: '2026-08-03', last_day: '2026-12-18' },
        ),
      ),
    ),
    // The roll of every day of the month on show: whichever day is chosen has its lines.
    http.get(`${TEST_API_HOST}/myAttendance`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const from = params.get('from')!;
      const dates = Array.from({ length: 42 }, (_, index) => addDays(from, index)).filter(
        (date) => date <= params.get('to')!,
      );
      return HttpResponse.json<MyAttendance>({
        from,
        to: params.get('to')!,
        items: dates.flatMap((date) => [
          { course_code: 'CS101', date, attendance: 'absent' as const, can_apply: true },
          { course_code: 'CS201', date, attendance: 'late' as const, can_apply: false },
        ]),
      });
    }),
    http.get(`${TEST_API_HOST}/notifications`, () =>
      HttpResponse.json({ items: [cancelled], unread: 1, total: 1, page: 1, page_size: 20 }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student' });
  expect(await screen.findByRole('heading', { name: 'अवकाश के लिए आवेदन' }, FIRST_DRAW)).toBeInTheDocument();

  // The term line: its name and days are data.
  const line = screen.getByText('Autumn 2026').closest('p')!;
  expect(line).toHaveTextContent(/सप्ताह \d+ \/ 20। आज के बाद के व्याख्यान: CS101 66, CS201 20।$/);

  // The chosen day's lectures (a course with no timetable) and what the roll says of it.
  const lectures = await screen.findByRole('list', { name: /को आपके व्याख्यान$/ });
  expect(within(lectures).getAllByRole('listitem')[0]).toHaveTextContent(
    'CS101 की कोई समय-सारणी नहीं है: हर तिथि उसके एक व्याख्यान के रूप में गिनी जाती है',
  );
  expect(screen.getByRole('heading', { name: /के व्याख्यान$/ })).toBeInTheDocument();
  const roll = await screen.findByRole('list', { name: 'इस दिन की हाज़िरी' });
  expect(
    within(roll)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'CS101 में आपको बिना अवकाश के अनुपस्थित दर्ज किया गया।CS101 के लिए अवकाश का आवेदन करें',
    'CS201 में आपको देर से आया दर्ज किया गया।',
  ]);
  expect(within(roll).getByRole('button', { name: 'CS101 के लिए अवकाश का आवेदन करें' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'मेरे अवकाश कैलेंडर की सदस्यता लें' })).toBeInTheDocument();

  // Each course's standing under its bar, its risk and attendance in words.
  const percentage = screen.getByRole('region', { name: 'वर्तमान अवकाश प्रतिशत' });
  const cs101 = within(percentage).getByRole('group', { name: 'CS101 अपनी सीमा की तुलना में' });
  expect(cs101).toHaveTextContent(
    /^\S+% सीमा में से \S+%। सीमा (के पास|पूरी हो गई|से अधिक)। आप अभी \d+ व्याख्यान और छोड़ सकते हैं। \+1 व्याख्यान लंबित।/,
  );
  expect(cs101).toHaveTextContent(/34 व्याख्यान में से \d+ में उपस्थित, \S+%। बिना अवकाश के अनुपस्थित: 2 व्याख्यान।$/);
  const cs201 = within(percentage).getByRole('group', { name: 'CS201 अपनी सीमा की तुलना में' });
  expect(cs201).toHaveTextContent('10% सीमा में से 15%। सीमा से अधिक। आप अभी 0 व्याख्यान और छोड़ सकते हैं।');
  expect(wordsOf(percentage, /CS\d+/g)).not.toMatch(/[A-Za-z]/);
  expect(
    wordsOf(screen.getByRole('main'), /CS\d+|Autumn 2026|student|Bereavement|Institute duty|Personal|Sick/g),
  ).not.toMatch(/[A-Za-z]/);

  // A notification's button to the day it is about.
  await userEvent.click(screen.getByRole('button', { name: 'सूचनाएँ, 1 अपठित' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: `वह दिन खोलें: ${cancelled.text}` })).toBeInTheDocument(),
  );
});

it('shows the dashboard in Urdu, right to left, and the words of views not yet translated in English', async () => {
  chooseLanguage('ur');
  renderRemote(StudentApp, { session, route: '/student' });
  expect(await screen.findByRole('heading', { name: 'رخصت کی درخواست' }, FIRST_DRAW)).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { name: 'خوش آمدید، Aarav Sharma' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'رخصت شامل کریں' });
  expect(within(form).getByRole('textbox', { name: 'وجہ' })).toBeRequired();
  expect(within(form).getByRole('button', { name: 'جمع کریں' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'علامات' })).getAllByRole('listitem')[0]).toHaveTextContent(
    'مسترد رخصت',
  );
  // The first view's later words and the calendar's own are in Urdu too.
  expect(screen.getByRole('button', { name: 'پچھلا مہینہ' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'میرے رخصت کیلنڈر کی رکنیت لیں' })).toBeInTheDocument();
  // My Requests' own words have no Urdu yet: they are said in English (words:missing lists them).
  await userEvent.click(screen.getByRole('button', { name: 'میری درخواستیں' }));
  expect(await screen.findByRole('heading', { name: 'میری درخواستیں' })).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
});
