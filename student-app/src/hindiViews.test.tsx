/**
 * The student's other views in Hindi: My Timetable, My Progress, the course cards and Leave Details
 * with Withdraw and its Undo. No English
 * word is left on them but data (course codes, rooms, a holiday's name, an instructor's reason).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toIsoDate } from '@leave/contract';
import type { MyProgress, StudentDataResponse } from '@leave/contract';
import { courseStanding } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import {
  FIRST_DRAW,
  renderRemote,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import StudentApp from './StudentApp';
import { monday, thisWeeksLeavePolicy, thisWeeksTimetableAnswer } from './testing/thisWeek';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

const today = toIsoDate(new Date());

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
    {
      leave_id: 2,
      leave_date: today,
      reason: 'Wedding',
      user_id: 1001,
      user_role: 'student',
      status: 'pending',
      course_code: 'CS201',
    },
  ],
  enrollmentData: [
    { roll_no: 1001, course_code: 'CS101', ...courseStanding(0, 1, 40, 25) },
    { roll_no: 1001, course_code: 'CS201', ...courseStanding(0, 0, 36, 25) },
  ],
};

const progress: MyProgress = {
  from: '2026-11-30',
  to: '2026-12-20',
  term: 'Academic Year 2026-27',
  courses: [
    {
      course_code: 'CS101',
      leave_limit: 25,
      total_lectures: 10,
      weeks: [
        { week: '2026-11-30', counted: 1, excused: 1, pending: 0, percentage: 10 },
        { week: '2026-12-07', counted: 2, excused: 0, pending: 0, percentage: 30 },
      ],
    },
  ],
};

beforeEach(() => {
  // jsdom has no canvas: the chart is not drawn, its words and table are what is checked here.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () => HttpResponse.json(studentData)),
    thisWeeksLeavePolicy(),
    thisWeeksTimetableAnswer(),
    http.get(`${TEST_API_HOST}/myProgress`, () => HttpResponse.json(progress)),
    http.get(`${TEST_API_HOST}/myAttendance`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({ from: params.get('from'), to: params.get('to'), items: [] });
    }),
    http.get(`${TEST_API_HOST}/myLeaves`, () =>
      HttpResponse.json({
        items: [
          {
            ...studentData.leaveData[1]!,
            request_id: 2,
            student_name: 'Aarav Sharma',
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
            ],
          },
        ],
        total: 1,
        page: 1,
        page_size: 50,
      }),
    ),
  );
});
afterEach(() => jest.restoreAllMocks());
resetLanguageAfterEach();

/** The words of an element with its data taken out: what is left must be Hindi. */
const wordsOf = (element: HTMLElement, data: RegExp) => (element.textContent ?? '').replace(data, '');

async function openInHindi(item: string, heading: string) {
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student' });
  await userEvent.click(await screen.findByRole('button', { name: item }, FIRST_DRAW));
  await waitFor(() => expect(screen.getByRole('heading', { name: heading })).toHaveFocus());
}

it('shows My Timetable in Hindi: the week, its days and their lines, the student’s leave', async () => {
  await openInHindi('मेरी समय-सारणी', 'मेरी समय-सारणी');
  const view = screen.getByRole('region', { name: 'मेरी समय-सारणी' });
  expect(within(view).getByRole('group', { name: 'सप्ताह चुनें' })).toBeInTheDocument();
  expect(within(view).getByRole('button', { name: 'यह सप्ताह' })).toBeDisabled();
  await within(view).findByText(/का सप्ताह$/, { selector: '[role="status"]' });
  const lines = await within(view).findAllByRole('listitem');
  const texts = lines.map((line) => line.textContent);
  expect(texts).toContain('CS101 09:00-10:00, A-101 (आपका अवकाश: लंबित)');
  expect(texts).toContain('CS101 10:00-11:00, A-101 (अतिरिक्त व्याख्यान)');
  expect(texts.some((text) => /^कोई व्याख्यान नहीं: .+ को छुट्टी है: Founders' Day$/.test(text ?? ''))).toBe(true);
  expect(texts.some((text) => /^कोई व्याख्यान नहीं: .+ को CS201 का व्याख्यान रद्द है: Instructor ill$/.test(text ?? ''))).toBe(
    true,
  );
  expect(wordsOf(view, /CS\d+|[AB]-\d+|Founders' Day|Instructor ill/g)).not.toMatch(/[A-Za-z]/);
});

it('shows My Progress in Hindi: its window, each chart’s title, summary and table', async () => {
  await openInHindi('मेरी प्रगति', 'मेरी प्रगति');
  const view = screen.getByRole('region', { name: 'मेरी प्रगति' });
  const title = 'CS101: सप्ताह दर सप्ताह अवकाश प्रतिशत, 25% सीमा की तुलना में';
  expect(await within(view).findByRole('img', { name: title })).toHaveAccessibleDescription(
    /^CS101 अंतिम सप्ताह तक अपने 10 व्याख्यानों के 30% तक पहुँचता है, अपनी 25% सीमा से ऊपर। .+ के सप्ताह में यह सीमा पार करता है।$/,
  );
  await userEvent.click(within(view).getByRole('button', { name: 'तालिका के रूप में दिखाएँ' }));
  const table = within(view).getByRole('table', { name: `${title}, तालिका के रूप में` });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['सप्ताह', 'गिने गए', 'क्षमा किए गए (नहीं गिने गए)', 'लंबित', 'अवकाश प्रतिशत', 'सीमा']);
  expect(wordsOf(view, /CS\d+|Academic Year 2026-27/g)).not.toMatch(/[A-Za-z]/);
});

it('shows the course cards in Hindi, each with its standing', async () => {
  await openInHindi('पाठ्यक्रम देखें', 'आपके पाठ्यक्रम');
  const card = within(screen.getByRole('list', { name: 'आपके पाठ्यक्रम' })).getByRole('region', { name: 'CS101' });
  expect(within(card).getByText('पाठ्यक्रम कोड')).toBeInTheDocument();
  expect(within(card).getByText('रोल नंबर')).toBeInTheDocument();
  expect(within(card).getByText('अवकाश प्रतिशत (%)')).toBeInTheDocument();
  expect(within(card).getByRole('group', { name: 'CS101 अपनी सीमा की तुलना में' })).toBeInTheDocument();
});

it('shows Leave Details in Hindi, with its history, Withdraw and the Undo bar’s own words', async () => {
  chooseLanguage('hi');
  renderRemote(StudentApp, { session, route: '/student', undoSeconds: 30 });
  const details = await screen.findByRole('region', { name: 'अवकाश का विवरण' }, FIRST_DRAW);
  expect(within(details).getByText('किस पाठ्यक्रम में अवकाश')).toBeInTheDocument();
  expect(within(details).getByText('स्थिति')).toBeInTheDocument();
  expect(within(details).getByText('लंबित')).toBeInTheDocument();
  const history = await within(details).findByRole('list', { name: `${today} को CS201 के अवकाश का इतिहास` });
  expect(history).toHaveTextContent(/^Aarav Sharma \(छात्र\) ने आवेदन किया,/);
  await userEvent.click(within(details).getByRole('button', { name: `अवकाश ${today} को CS201 वापस लें` }));
  const undo = await within(details).findByRole('button', { name: `अवकाश ${today} को CS201 वापस लेना पूर्ववत करें` });
  expect(undo).toHaveTextContent('पूर्ववत करें');
  expect(within(details).getByText(/सेकंड में भेजा जाएगा/)).toBeInTheDocument();
  await userEvent.click(undo);
  expect(await screen.findByText(`अवकाश ${today} को CS201 वापस नहीं लिया गया (पूर्ववत किया गया)।`)).toBeInTheDocument();
  // The time of day is as hi-IN writes it with Intl ("3:00 pm GMT+5:30").
  expect(wordsOf(details, /CS\d+|Wedding|Aarav Sharma|[ap]m|GMT|\d{4}-\d{2}-\d{2}|[\d/:,\s]+/g)).not.toMatch(
    /[A-Za-z]/,
  );
});
