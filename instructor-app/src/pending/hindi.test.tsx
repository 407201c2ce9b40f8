/** Pending Requests in Hindi: the menu, the triage, each course's list, a request's row and its Undo. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PendingRequestPage } from '@leave/contract';
import { lectureMessages } from '@leave/domain';
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

/** Why a leave on a holiday no longer counts, as the server says it: its English, and its reason by code. */
const diwali = lectureMessages.holiday('2026-11-05', 'Diwali');
const notCounted = {
  message: lectureMessages.notCounted(diwali.message).message,
  why: { code: diwali.code, params: diwali.params },
};

/**
 * A one-day request over the limit, of a kind that does not count and needs a document; a
 * three-day resubmission, one of whose days is now a holiday.
 */
const fever = {
  ...oneDayRequest(
    { request_id: 1, user_id: 1001, student_name: 'Aarav Sharma', reason: 'Fever', course_code: 'CS101' },
    '2026-11-03',
  ),
  crosses_limit: true,
  kind: { kind_id: 2, name: 'Medical', counts: false },
  document_needed: true,
};
const wedding = {
  ...oneDayRequest(
    { request_id: 2, user_id: 1002, student_name: 'Diya Patel', reason: 'Wedding', course_code: 'CS101' },
    '2026-11-04',
  ),
  to_date: '2026-11-06',
  leaves: [
    { leave_id: 20, leave_date: '2026-11-04', counts: true },
    { leave_id: 21, leave_date: '2026-11-05', counts: false, ...notCounted },
    { leave_id: 22, leave_date: '2026-11-06', counts: true },
  ],
  lectures: 2,
  resubmits: 9,
};

beforeEach(() => {
  server.use(
    instructorDataHandler([CS101]),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json<PendingRequestPage>({
        course_code: 'CS101',
        items: [fever, wedding],
        total: 2,
        page: 1,
        page_size: 50,
      }),
    ),
  );
});
resetLanguageAfterEach();

/**
 * What is left of a text once the data in it (names, codes, reasons, a kind's name) is taken out,
 * and what Intl writes in hi-IN of a time ("10:30 pm GMT+5:30").
 */
const wordsOf = (text: string) =>
  text.replace(
    /Aarav Sharma|Diya Patel|Introduction to Programming|CS101|Fever|Wedding|Medical|Diwali|\b[ap]m\b|GMT/g,
    '',
  );

it('shows Pending Requests in Hindi, with no English word but the data', async () => {
  chooseLanguage('hi');
  const user = userEvent.setup();
  renderRemote(InstructorApp, { session, route: '/instructor', undoSeconds: 30 });
  expect(await screen.findByRole('heading', { name: 'लंबित अनुरोध' }, FIRST_DRAW)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'सप्ताह-वार अनुपस्थिति' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveDisplayValue('व्याख्यान की तिथि, सबसे पहले वाली पहले');

  const course = await screen.findByRole('region', {
    name: 'CS101 - Introduction to Programming : 2 लंबित अनुरोध',
  });
  expect(wordsOf(course.textContent!)).not.toMatch(/[A-Za-z]/);
  expect(within(course).getByRole('columnheader', { name: 'स्वीकृत होने पर' })).toBeInTheDocument();
  expect(within(course).getByText('सीमा से अधिक')).toBeInTheDocument();
  expect(within(course).getByText('दस्तावेज़ आवश्यक')).toBeInTheDocument();
  expect(within(course).getByText(' (अनुरोध 9 से फिर से भेजा गया)', { normalizer: (text) => text })).toBeInTheDocument();
  expect(
    within(course).getByRole('textbox', { name: '1001 के 03/11/2026 के अवकाश पर टिप्पणी (वैकल्पिक)' }),
  ).toBeInTheDocument();

  // One lecture at a time, in Hindi too.
  await user.click(
    within(course).getByRole('button', {
      name: 'Diya Patel के 04/11/2026 से 06/11/2026 तक के अवकाश पर व्याख्यान-वार निर्णय लें',
    }),
  );
  const lectures = within(course).getByRole('list', { name: 'Diya Patel के अवकाश के व्याख्यान' });
  expect(
    within(lectures).getByRole('button', { name: 'केवल 05/11/2026 का Diya Patel का अवकाश स्वीकार करें' }),
  ).toBeVisible();
  expect(lectures).toHaveTextContent('इस तिथि पर अब कोई व्याख्यान नहीं (2026-11-05 को छुट्टी है: Diwali): यह नहीं गिना जाता');
  expect(wordsOf(lectures.textContent!)).not.toMatch(/[A-Za-z]/);

  // A decision waits for Undo, said in Hindi.
  await user.click(within(course).getByRole('button', { name: 'Aarav Sharma का 03/11/2026 का अवकाश स्वीकार करें' }));
  const undo = await within(course).findByRole('button', {
    name: 'पूर्ववत करें: aarav Sharma का 03/11/2026 का अवकाश स्वीकार किया जा रहा है',
  });
  expect(undo).toHaveFocus();
  expect(undo).toHaveTextContent('पूर्ववत करें');
  expect(within(course).getByText(/^\d+ सेकंड में भेजा जाएगा$/)).toBeInTheDocument();
  await user.click(undo);
  expect(
    await within(course).findByText('Aarav Sharma का 03/11/2026 का अवकाश स्वीकार नहीं हुआ (पूर्ववत): वह अभी भी लंबित है।'),
  ).toBeInTheDocument();
  expect(
    wordsOf(
      within(course)
        .getAllByRole('status')
        .map((status) => status.textContent)
        .join(' '),
    ),
  ).not.toMatch(/[A-Za-z]/);
});

it("words the dashboard's frame in Hindi: the greeting, the drawer, the bell, the colours and the profile", async () => {
  chooseLanguage('hi');
  const user = userEvent.setup();
  renderRemote(InstructorApp, { session, route: '/instructor' });
  expect(await screen.findByRole('heading', { name: 'स्वागत है, Dr. Meera Iyer' }, FIRST_DRAW)).toBeVisible();
  expect(screen.getByRole('button', { name: 'मेन्यू' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'सूचनाएँ, 0 अपठित' })).toBeInTheDocument();
  const drawer = screen.getByRole('navigation', { name: 'डैशबोर्ड मेन्यू' });
  for (const name of ['सूचनाएँ', 'पासवर्ड बदलें', 'साइन-इन किए गए उपकरण', 'लॉग आउट']) {
    expect(within(drawer).getByRole('button', { name })).toBeInTheDocument();
  }
  const colours = within(drawer).getByRole('group', { name: 'रंग' });
  expect(within(colours).getByRole('radio', { name: 'गहरा' })).toBeInTheDocument();
  expect(wordsOf(drawer.textContent!)).not.toMatch(/[A-Za-z]/);

  await user.click(within(drawer).getByRole('button', { name: 'उपयोगकर्ता देखें' }));
  const profile = await screen.findByRole('region', { name: 'प्रोफ़ाइल' });
  expect(within(profile).getByText('पंजीकरण संख्या')).toBeInTheDocument();
  expect(within(profile).getByText('विभाग')).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'डैशबोर्ड देखें' })).toBeInTheDocument();
});
