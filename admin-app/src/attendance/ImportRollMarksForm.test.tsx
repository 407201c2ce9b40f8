/**
 * Import Roll Marks (issue 58): a CSV of marks, previewed row by row, then recorded.
 * @keep-styles a column's style hides it on a wide screen
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RollMarksImport, RollMarksImportResult } from '@leave/contract';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };
const noticeOf = (text: HTMLElement) => text.closest('[tabindex="-1"]');

const NO_COUNTS = {
  'will mark': 0,
  marked: 0,
  'already so': 0,
  'unknown course': 0,
  'not enrolled': 0,
  'no lecture': 0,
  'outside term': 0,
  'bad value': 0,
};

const preview: RollMarksImportResult = {
  applied: false,
  message: '2 of 5 rows can be marked, on 1 lecture. Nothing has been changed yet.',
  lectures: 1,
  counts: { ...NO_COUNTS, 'will mark': 2, 'not enrolled': 1, 'no lecture': 1, 'bad value': 1 },
  rows: [
    {
      line: 4,
      course_code: 'CS101',
      date: '2026-11-23',
      roll_no: '9999',
      name: '',
      mark: 'absent',
      status: 'not enrolled',
      column: 'roll_no',
      message: 'Student 9999 is not enrolled in CS101',
    },
    {
      line: 5,
      course_code: 'CS101',
      date: '2026-11-24',
      roll_no: '1001',
      name: '',
      mark: 'absent',
      status: 'no lecture',
      column: 'date',
      message: 'CS101 does not meet on Tuesdays',
    },
    {
      line: 6,
      course_code: 'CS101',
      date: '2026-11-23',
      roll_no: '1002',
      name: '',
      mark: 'X',
      status: 'bad value',
      column: 'mark',
      message: '"X" is not a mark: write P, A or L (present, absent, late)',
    },
    {
      line: 2,
      course_code: 'CS101',
      date: '2026-11-23',
      roll_no: '1001',
      name: 'Asha Rao',
      mark: 'absent',
      status: 'will mark',
    },
    {
      line: 3,
      course_code: 'CS101',
      date: '2026-11-23',
      roll_no: '1003',
      name: 'Ravi Kumar',
      mark: 'late',
      status: 'will mark',
    },
  ],
};

const csv = 'course_code,date,roll_no,mark\nCS101,2026-11-23,1001,A\nCS101,2026-11-23,1003,L\n';

async function choosePreview(name = 'marks.csv') {
  await userEvent.upload(screen.getByLabelText('CSV file'), new File([csv], name, { type: 'text/csv' }));
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('previews a marks file row by row, then records the rows to mark', async () => {
  const sent: RollMarksImport[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/importRollMarks`, async ({ request }) => {
      const body = (await request.json()) as RollMarksImport;
      sent.push(body);
      if (!body.apply) return HttpResponse.json(preview);
      return HttpResponse.json({
        ...preview,
        applied: true,
        message: '2 marks recorded on 1 lecture',
        counts: { ...preview.counts, 'will mark': 0, marked: 2 },
        rows: preview.rows.map((row) => (row.status === 'will mark' ? { ...row, status: 'marked' } : row)),
      });
    }),
  );
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Import Roll Marks');
  expect(document.title).toBe('Import Roll Marks - Leave Management');
  expect(screen.getByRole('heading', { name: 'Import Roll Marks' })).toBeInTheDocument();
  expect(screen.getByText(/course_code, date, roll_no, mark/)).toBeInTheDocument();

  await choosePreview();
  expect(noticeOf(await screen.findByText(preview.message))).toHaveFocus();
  expect(sent).toEqual([{ csv, apply: false }]);
  expect(screen.getByLabelText('Rows by status')).toHaveTextContent(
    'Will mark2Already so0Unknown course0Not enrolled1Outside term0No lecture1Bad value1',
  );
  const rows = within(screen.getByRole('table', { name: 'Rows of marks.csv' })).getAllByRole('row');
  expect(
    within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    '4',
    'CS101',
    '2026-11-23',
    '9999',
    '',
    'absent',
    'not enrolled',
    'roll_no: Student 9999 is not enrolled in CS101',
  ]);
  expect(within(rows[2]!).getAllByRole('cell')[7]).toHaveTextContent('date: CS101 does not meet on Tuesdays');
  expect(within(rows[3]!).getAllByRole('cell')[7]).toHaveTextContent(
    'mark: "X" is not a mark: write P, A or L (present, absent, late)',
  );
  expect(within(rows[4]!).getAllByRole('cell')[4]).toHaveTextContent('Asha Rao');

  await userEvent.click(screen.getByRole('button', { name: 'Record 2 marks' }));
  expect(noticeOf(await screen.findByText('2 marks recorded on 1 lecture'))).toHaveFocus();
  expect(sent[1]).toEqual({ csv, apply: true });
  expect(screen.getByLabelText('Rows by status')).toHaveTextContent(/^Marked2/);
  expect(screen.queryByRole('button', { name: /^Record \d/ })).not.toBeInTheDocument();
});

it('says under the reason field that lectures past their window need one, then sends it', async () => {
  const sent: RollMarksImport[] = [];
  const needs = '1 row is for lectures past their correction window: give a reason for the correction';
  server.use(
    http.post(`${TEST_API_HOST}/importRollMarks`, async ({ request }) => {
      const body = (await request.json()) as RollMarksImport;
      sent.push(body);
      if (!body.apply) return HttpResponse.json({ ...preview, counts: { ...NO_COUNTS, 'will mark': 1 } });
      if (!body.reason) return HttpResponse.json({ message: needs, field: 'reason' }, { status: 400 });
      return HttpResponse.json({
        ...preview,
        applied: true,
        message: '1 mark recorded on 1 lecture',
        counts: { ...NO_COUNTS, marked: 1 },
      });
    }),
  );
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Import Roll Marks');
  await choosePreview();
  await userEvent.click(await screen.findByRole('button', { name: 'Record 1 mark' }));
  const reason = screen.getByLabelText('Reason (for lectures past their correction window)');
  await waitFor(() => expect(reason).toHaveAccessibleDescription(needs));
  expect(screen.getAllByRole('alert').some((alert) => alert.textContent === needs)).toBe(true);

  await choosePreview();
  await userEvent.type(reason, '  Card reader export  ');
  await userEvent.click(await screen.findByRole('button', { name: 'Record 1 mark' }));
  expect(await screen.findByText('1 mark recorded on 1 lecture')).toBeInTheDocument();
  expect(sent[sent.length - 1]).toEqual({ csv, apply: true, reason: 'Card reader export' });
  expect(reason).not.toHaveAccessibleDescription(needs);
});

it('says a refusal of the file under the file field', async () => {
  const lacks = "The file's first line must name its columns (course_code, date, roll_no, mark); it lacks mark";
  server.use(
    http.post(`${TEST_API_HOST}/importRollMarks`, () =>
      HttpResponse.json({ message: lacks, field: 'csv' }, { status: 400 }),
    ),
  );
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Import Roll Marks');
  await choosePreview('short.csv');
  expect(await screen.findByText(lacks)).toBeInTheDocument();
  expect(screen.getByLabelText('CSV file')).toHaveFocus();
  expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(lacks);
});
