/**
 * Pending Requests in Hindi says the server's refusals by their codes: a decision refused
 * (nothing pending any more, a document still needed) and a list that could not be loaded (the
 * database out of reach, one of the refusals any view can meet). In English, the server's words.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PendingRequestPage } from '@leave/contract';
import { errorBody, leaveKindMessages, lectureMessages, messages } from '@leave/domain';
import { chooseLanguage } from '@leave/ui';
import {
  FIRST_DRAW,
  renderRemote,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import InstructorApp from '../InstructorApp';
import { oneDayRequest, testCourse } from '../testing/fixtures';
import { instructorDataHandler } from '../testing/handlers';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };
const CS101 = testCourse('CS101', 'Introduction to Programming');

const fever = oneDayRequest(
  { request_id: 1, user_id: 1001, student_name: 'Aarav Sharma', reason: 'Fever', course_code: 'CS101' },
  '2026-11-03',
);

const listing = () =>
  http.get(`${TEST_API_HOST}/pendingRequests`, () =>
    HttpResponse.json<PendingRequestPage>({ course_code: 'CS101', items: [fever], total: 1, page: 1, page_size: 50 }),
  );

/** Answers every decision with this refusal. */
const refusing = (status: number, said: Parameters<typeof errorBody>[0]) =>
  http.post(`${TEST_API_HOST}/decideRequest`, () => HttpResponse.json(errorBody(said), { status }));

resetLanguageAfterEach();
// Each refusal is also logged for the developer: not this test's concern.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

async function approveFever(approve: string) {
  const user = userEvent.setup();
  renderRemote(InstructorApp, { session, route: '/instructor' });
  const course = await screen.findByRole('region', { name: /^CS101 - Introduction to Programming/ }, FIRST_DRAW);
  await user.click(await within(course).findByRole('button', { name: approve }));
  return course;
}

it('says in Hindi why a decision was refused: nothing pending any more', async () => {
  server.use(instructorDataHandler([CS101]), listing(), refusing(409, lectureMessages.nothingToDecide('CS101')));
  chooseLanguage('hi');
  const course = await approveFever('Aarav Sharma का 03/11/2026 का अवकाश स्वीकार करें');
  expect(
    await within(course).findByText(
      'Aarav Sharma का 03/11/2026 का अवकाश स्वीकार नहीं हो सका: इस अनुरोध में CS101 का कुछ भी अब लंबित नहीं है',
    ),
  ).toBeInTheDocument();
});

it('says in Hindi that a kind of leave still needs its document', async () => {
  server.use(
    instructorDataHandler([CS101]),
    listing(),
    refusing(409, leaveKindMessages.documentStillNeeded('Medical')),
  );
  chooseLanguage('hi');
  const course = await approveFever('Aarav Sharma का 03/11/2026 का अवकाश स्वीकार करें');
  expect(
    await within(course).findByText(
      'Aarav Sharma का 03/11/2026 का अवकाश स्वीकार नहीं हो सका: इतनी अवधि के Medical अवकाश को स्वीकार करने से पहले एक सहायक दस्तावेज़ चाहिए: दस्तावेज़ माँगें, या कारण बताने वाली टिप्पणी के साथ फिर भी स्वीकार करें',
    ),
  ).toBeInTheDocument();
});

it("keeps the server's English in English", async () => {
  server.use(instructorDataHandler([CS101]), listing(), refusing(409, lectureMessages.nothingToDecide('CS101')));
  const course = await approveFever('Approve leave of Aarav Sharma on 03/11/2026');
  expect(
    await within(course).findByText(
      'Leave of Aarav Sharma on 03/11/2026 was not approved: Nothing in this request is pending in CS101 any more',
    ),
  ).toBeInTheDocument();
});

it('says in Hindi that the requests could not be loaded while the database is out of reach', async () => {
  server.use(
    instructorDataHandler([CS101]),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json(errorBody(messages.databaseUnavailable), { status: 503 }),
    ),
  );
  chooseLanguage('hi');
  renderRemote(InstructorApp, { session, route: '/instructor' });
  expect(
    await screen.findByText(
      'अनुरोध लोड नहीं हो सके। डेटाबेस से अभी संपर्क नहीं हो पा रहा है, इसलिए कुछ भी नहीं बदला गया। कुछ सेकंड बाद फिर से प्रयास करें।',
      undefined,
      FIRST_DRAW,
    ),
  ).toBeInTheDocument();
});
