/**
 * The admin's views in Hindi say the server's answers and refusals by their codes: Import
 * Timetables' preview and answer, its file refused as unreadable, and a list refused until
 * two-factor sign-in is set up (a refusal of every admin call). In English, the server's words.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TimetableImport, TimetableImportResult } from '@leave/contract';
import { errorBody, lectureMessages, messages } from '@leave/domain';
import { openView, renderRemote, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from './AdminApp';
import { adminSession, openInHindi, setupAdminInHindi } from './testing/inHindi';

const server = setupAdminInHindi();
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const row = (line: number, course_code: string, weekday: string) =>
  ({ line, course_code, weekday, start: '09:00', end: '10:00', room: '', status: 'will set' }) as const;

/** Three rows setting two courses' timetables. */
const preview: TimetableImportResult = {
  applied: false,
  message: lectureMessages.timetablesPreviewed(2, 3).message,
  counts: { 'will set': 3, set: 0, 'unknown course': 0, 'bad value': 0 },
  rows: [row(2, 'CS101', 'Monday'), row(3, 'CS101', 'Friday'), row(4, 'MA101', 'Thursday')],
};

function answering() {
  server.use(
    http.post(`${TEST_API_HOST}/importTimetables`, async ({ request }) => {
      const body = (await request.json()) as TimetableImport;
      if (!body.apply) return HttpResponse.json(preview);
      return HttpResponse.json({
        ...preview,
        applied: true,
        message: lectureMessages.timetablesImported(2).message,
        counts: { ...preview.counts, 'will set': 0, set: 3 },
        rows: preview.rows.map((one) => ({ ...one, status: 'set' })),
      });
    }),
  );
}

const csv = () => new File(['course_code,weekday,start,end,room\n'], 'week.csv', { type: 'text/csv' });

it("says Import Timetables' preview and answer in Hindi, from their codes", async () => {
  answering();
  await openInHindi('समय-सारणी आयात करें');
  await userEvent.upload(await screen.findByLabelText(/^CSV फ़ाइल/), csv());
  await userEvent.click(screen.getByRole('button', { name: 'पूर्वावलोकन' }));
  expect(
    await screen.findByText('3 पंक्तियाँ 2 पाठ्यक्रमों की समय-सारणी तय करती हैं। अभी कुछ नहीं बदला गया है।'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '2 समय-सारणियाँ तय करें' }));
  expect(await screen.findByText('2 समय-सारणियाँ तय की गईं')).toBeInTheDocument();
});

it('keeps Import Timetables’ answer in English, as the server said it', async () => {
  answering();
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  await openView('Import Timetables');
  await userEvent.upload(screen.getByLabelText('CSV file'), csv());
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(
    await screen.findByText('3 rows set the timetable of 2 courses. Nothing has been changed yet.'),
  ).toBeInTheDocument();
});

it('says in Hindi that the file cannot be read as CSV', async () => {
  server.use(
    http.post(`${TEST_API_HOST}/importTimetables`, () =>
      HttpResponse.json(errorBody(messages.importUnreadable(3, 'Invalid Closing Quote'), 'csv'), { status: 400 }),
    ),
  );
  await openInHindi('समय-सारणी आयात करें');
  await userEvent.upload(await screen.findByLabelText(/^CSV फ़ाइल/), csv());
  await userEvent.click(screen.getByRole('button', { name: 'पूर्वावलोकन' }));
  expect(
    await screen.findByText(/फ़ाइल को पंक्ति 3 पर सीएसवी के रूप में नहीं पढ़ा जा सकता: Invalid Closing Quote/),
  ).toBeInTheDocument();
});

it('says in Hindi that a list is refused until two-factor sign-in is set up', async () => {
  server.use(
    http.get(`${TEST_API_HOST}/students`, () =>
      HttpResponse.json(errorBody(messages.twoFactorRequired), { status: 403 }),
    ),
  );
  await openInHindi('छात्र');
  expect(await screen.findByText(/हर व्यवस्थापक को पहले दो-चरणीय साइन-इन चालू करना होगा/)).toBeInTheDocument();
});
