/**
 * The student's dashboard in Hindi says the server's refusals by their codes: a leave withdrawn
 * too late (dated before today) and the dashboard's data the database could not give. In English,
 * the server's words.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toIsoDate } from '@leave/contract';
import type { StudentDataResponse } from '@leave/contract';
import { courseStanding, errorBody, leaveRuleMessages, messages } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import {
  FIRST_DRAW,
  renderRemote,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import StudentApp from './StudentApp';
import { thisWeeksLeavePolicy, thisWeeksTimetableAnswer } from './testing/thisWeek';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };
const today = toIsoDate(new Date());

const wedding = {
  leave_id: 2,
  leave_date: today,
  reason: 'Wedding',
  user_id: 1001,
  user_role: 'student' as const,
  status: 'pending' as const,
  course_code: 'CS201',
};

const studentData: StudentDataResponse = {
  term: null,
  studentData: { roll_no: 1001, name: 'Aarav Sharma', branch: 'CSE', stream: 'B.Tech', joining_year: 2024 },
  leaveData: [wedding],
  enrollmentData: [{ roll_no: 1001, course_code: 'CS201', ...courseStanding(0, 0, 36, 25) }],
};

beforeEach(() => {
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () => HttpResponse.json(studentData)),
    thisWeeksLeavePolicy(),
    thisWeeksTimetableAnswer(),
    http.get(`${TEST_API_HOST}/myAttendance`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({ from: params.get('from'), to: params.get('to'), items: [] });
    }),
    http.get(`${TEST_API_HOST}/myLeaves`, () =>
      HttpResponse.json({
        items: [{ ...wedding, request_id: 2, student_name: 'Aarav Sharma', history: [] }],
        total: 1,
        page: 1,
        page_size: 50,
      }),
    ),
    http.post(`${TEST_API_HOST}/withdrawLeave`, () =>
      HttpResponse.json(errorBody(leaveRuleMessages.leaveInPast('withdraw', '2026-12-02')), { status: 409 }),
    ),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
resetLanguageAfterEach();

async function withdrawWedding(button: string) {
  renderRemote(StudentApp, { session, route: '/student' });
  const details = await screen.findByRole('region', { name: /^(अवकाश का विवरण|Leave Details)$/ }, FIRST_DRAW);
  await userEvent.click(await within(details).findByRole('button', { name: button }));
}

it('says in Hindi why a withdraw was refused: the leave is dated before today', async () => {
  chooseLanguage('hi');
  await withdrawWedding(`अवकाश ${today} को CS201 वापस लें`);
  expect(
    await screen.findByText(/: आज \(2026-12-02\) से पहले की तारीख़ के अवकाश पर यह कार्रवाई नहीं हो सकती$/),
  ).toBeInTheDocument();
});

it("keeps the server's English in English", async () => {
  await withdrawWedding(`Withdraw leave CS201 on ${today}`);
  expect(await screen.findByText(/: Leave dated before today \(2026-12-02\) cannot be withdrawn$/)).toBeInTheDocument();
});

it('says in Hindi that the dashboard could not be loaded while the database is out of reach', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () =>
      HttpResponse.json(errorBody(messages.databaseUnavailable), { status: 503 }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student' });
  expect(
    await screen.findByText(
      /डेटाबेस से अभी संपर्क नहीं हो पा रहा है, इसलिए कुछ भी नहीं बदला गया। कुछ सेकंड बाद फिर से प्रयास करें।/,
      undefined,
      FIRST_DRAW,
    ),
  ).toBeInTheDocument();
});
