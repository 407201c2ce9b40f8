/** The student's dashboard in Hindi: Apply Leave, its form, the calendar's legend and the leave percentage. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays } from '@leave/contract';
import type { MyAttendance, StudentDataResponse } from '@leave/contract';
import { courseStanding } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import {
  dayOfThisMonth as day,
  renderRemote,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import StudentApp from './StudentApp';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

beforeEach(() => {
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () =>
      HttpResponse.json({
        studentData: { roll_no: 1001, name: 'Aarav Sharma', branch: 'CS', stream: 'B.Tech', joining_year: 2024 },
        leaveData: [],
        enrollmentData: [
          { roll_no: 1001, course_code: 'CS101', ...courseStanding(0, 0, 40, 25) },
          { roll_no: 1001, course_code: 'CS201', ...courseStanding(0, 0, 36, 25) },
        ],
        term: null,
      } satisfies StudentDataResponse),
    ),
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

it('shows Apply Leave in Hindi when Hindi is the language chosen', async () => {
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student' });
  // The first dashboard of a file is slow to draw on a busy machine.
  expect(await screen.findByRole('heading', { name: 'अवकाश के लिए आवेदन' }, { timeout: 15_000 })).toBeInTheDocument();
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
}, 30_000);

it("says the Add Leave form's rules in Hindi", async () => {
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student' });
  const form = await screen.findByRole('form', { name: 'अवकाश जोड़ें' }, { timeout: 15_000 });
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
}, 30_000);

it('shows the dashboard in Urdu, right to left, with the words not yet translated in English', async () => {
  chooseLanguage('ur');
  renderRemote(StudentApp, { session, route: '/student' });
  expect(await screen.findByRole('heading', { name: 'رخصت کی درخواست' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { name: 'خوش آمدید، Aarav Sharma' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'رخصت شامل کریں' });
  expect(within(form).getByRole('textbox', { name: 'وجہ' })).toBeRequired();
  expect(within(form).getByRole('button', { name: 'جمع کریں' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'علامات' })).getAllByRole('listitem')[0]).toHaveTextContent(
    'مسترد رخصت',
  );
  // My Requests' own words have no Urdu yet: they are said in English (words:missing lists them).
  await userEvent.click(screen.getByRole('button', { name: 'میری درخواستیں' }));
  expect(await screen.findByRole('heading', { name: 'میری درخواستیں' })).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
}, 30_000);
