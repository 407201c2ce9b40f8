/**
 * Import Timetables (issue 34): a CSV of weekly lectures, previewed row by row, then set.
 * @keep-styles a column's style hides it on a wide screen
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TimetableImport, TimetableImportResult } from '@leave/contract';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };
const noticeOf = (text: HTMLElement) => text.closest('[tabindex="-1"]');

const preview: TimetableImportResult = {
  applied: false,
  message: '3 rows set the timetable of 2 courses. Nothing has been changed yet.',
  counts: { 'will set': 3, set: 0, 'unknown course': 1, 'bad value': 1 },
  rows: [
    {
      line: 5,
      course_code: 'NOPE1',
      weekday: 'Tue',
      start: '09:00',
      end: '10:00',
      room: '',
      status: 'unknown course',
      message: 'There is no course NOPE1',
    },
    {
      line: 6,
      course_code: 'CS201',
      weekday: 'Funday',
      start: '11:00',
      end: '12:00',
      room: 'B-204',
      status: 'bad value',
      column: 'weekday',
      message: '"Funday" is not a weekday: write Monday or Mon',
    },
    {
      line: 2,
      course_code: 'CS101',
      weekday: 'Monday',
      start: '09:00',
      end: '10:00',
      room: 'A-101',
      status: 'will set',
    },
    {
      line: 3,
      course_code: 'CS101',
      weekday: 'Friday',
      start: '09:00',
      end: '10:00',
      room: 'A-101',
      status: 'will set',
    },
    { line: 4, course_code: 'MA101', weekday: 'Thursday', start: '14:00', end: '15:00', room: '', status: 'will set' },
  ],
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('previews a timetables file row by row, then sets each course it names', async () => {
  const sent: TimetableImport[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/importTimetables`, async ({ request }) => {
      const body = (await request.json()) as TimetableImport;
      sent.push(body);
      if (!body.apply) return HttpResponse.json(preview);
      return HttpResponse.json({
        ...preview,
        applied: true,
        message: '2 timetables set',
        counts: { ...preview.counts, 'will set': 0, set: 3 },
        rows: preview.rows.map((row) => (row.status === 'will set' ? { ...row, status: 'set' } : row)),
      });
    }),
  );
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Import Timetables');
  expect(document.title).toBe('Import Timetables - Leave Management');
  expect(screen.getByText(/course_code, weekday, start, end, room/)).toBeInTheDocument();

  const csv = 'course_code,weekday,start,end,room\nCS101,Monday,09:00,10:00,A-101';
  await userEvent.upload(screen.getByLabelText('CSV file'), new File([csv], 'week.csv', { type: 'text/csv' }));
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(noticeOf(await screen.findByText(preview.message))).toHaveFocus();
  expect(sent).toEqual([{ csv, apply: false }]);
  const counts = screen.getByLabelText('Rows by status');
  expect(counts).toHaveTextContent('Will set3Unknown course1Bad value1');
  const rows = within(screen.getByRole('table', { name: 'Rows of week.csv' })).getAllByRole('row');
  expect(
    within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['5', 'NOPE1', 'Tue', '09:00', '10:00', '', 'unknown course', 'There is no course NOPE1']);
  expect(within(rows[2]!).getAllByRole('cell')[7]).toHaveTextContent(
    'weekday: "Funday" is not a weekday: write Monday or Mon',
  );

  // Three rows, two courses: two timetables are set.
  await userEvent.click(screen.getByRole('button', { name: 'Set 2 timetables' }));
  expect(noticeOf(await screen.findByText('2 timetables set'))).toHaveFocus();
  expect(sent[1]).toEqual({ csv, apply: true });
  expect(screen.queryByRole('button', { name: /^Set \d/ })).not.toBeInTheDocument();
});

it('says a refusal of the file under the file field', async () => {
  server.use(
    http.post(`${TEST_API_HOST}/importTimetables`, () =>
      HttpResponse.json(
        { message: 'The file must have the columns course_code, weekday, start, end: end is missing', field: 'csv' },
        { status: 400 },
      ),
    ),
  );
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Import Timetables');
  await userEvent.upload(
    screen.getByLabelText('CSV file'),
    new File(['course_code,weekday,start'], 'short.csv', { type: 'text/csv' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText(/end is missing/)).toBeInTheDocument();
  expect(screen.getByLabelText('CSV file')).toHaveFocus();
  expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
    'The file must have the columns course_code, weekday, start, end: end is missing',
  );
});
