/**
 * History, a view with its own catalogue, says the server's refusals in Hindi by their codes: one
 * any view can meet (too many requests, as its list loads) and a reopen's (nothing rejected any
 * more). In English, the server's words.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LeaveWithHistory } from '@leave/contract';
import { errorBody, lectureMessages, messages } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import {
  FIRST_DRAW,
  renderRemote,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import InstructorApp from '../InstructorApp';
import { testCourse } from '../testing/fixtures';
import { instructorDataHandler } from '../testing/handlers';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };

const rejected: LeaveWithHistory = {
  leave_id: 2,
  leave_date: '2026-11-04',
  reason: 'Fever',
  user_id: 1001,
  user_role: 'student',
  status: 'rejected',
  course_code: 'CS101',
  student_name: 'Aarav Sharma',
  request_id: 2,
  history: [],
};

beforeEach(() => {
  server.use(
    instructorDataHandler([testCourse('CS101', 'Introduction to Programming')]),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json({ course_code: 'CS101', items: [], total: 0, page: 1, page_size: 50 }),
    ),
    http.get(`${TEST_API_HOST}/decidedLeaves`, () =>
      HttpResponse.json({ items: [rejected], total: 1, page: 1, page_size: 20 }),
    ),
    http.post(`${TEST_API_HOST}/reopenRequest`, () =>
      HttpResponse.json(errorBody(lectureMessages.nothingToReopen('CS101')), { status: 409 }),
    ),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
resetLanguageAfterEach();

async function openHistory(name: string) {
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await userEvent.click(await screen.findByRole('button', { name }, FIRST_DRAW));
  return (await screen.findByRole('heading', { name }, FIRST_DRAW)).closest('section')!;
}

it('says in Hindi that the history could not be loaded: too many requests', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/decidedLeaves`, () =>
      HttpResponse.json(errorBody(messages.tooManySignedInRequests(30)), { status: 429 }),
    ),
  );
  chooseLanguage('hi');
  const view = await openHistory('इतिहास');
  expect(
    await within(view).findByText('इतिहास लोड नहीं हो सका। आपके सत्र से बहुत अधिक अनुरोध। 30 सेकंड बाद फिर से प्रयास करें।'),
  ).toBeInTheDocument();
});

it("says in Hindi why a reopen was refused, under the reopen's comment", async () => {
  chooseLanguage('hi');
  const view = await openHistory('इतिहास');
  await userEvent.click(await within(view).findByRole('button', { name: /^Aarav Sharma \(1001\) का .* फिर से खोलें$/ }));
  await userEvent.click(within(view).getByRole('button', { name: 'फिर से खोलने की पुष्टि करें' }));
  expect(await within(view).findByText('इस अनुरोध में CS101 का कुछ भी अब अस्वीकृत नहीं है')).toBeInTheDocument();
});

it("keeps the server's English in English", async () => {
  const view = await openHistory('History');
  await userEvent.click(await within(view).findByRole('button', { name: /^Reopen/ }));
  await userEvent.click(within(view).getByRole('button', { name: /^Confirm/ }));
  expect(await within(view).findByText('Nothing in this request is rejected in CS101 any more')).toBeInTheDocument();
});
