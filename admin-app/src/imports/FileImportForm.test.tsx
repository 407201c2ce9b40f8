/** Every import's file field: a file too large to import is refused as it is chosen, never sent. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StudentImport } from '@leave/contract';
import { IMPORT_MAX_BYTES } from '@leave/domain';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('refuses a file over 2 MB at the field as it is chosen, sends nothing, and takes the next good one', async () => {
  const sent: StudentImport[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/importStudents`, async ({ request }) => {
      sent.push((await request.json()) as StudentImport);
      return HttpResponse.json({
        applied: false,
        message: 'Nothing to add: 0 of 1 rows',
        counts: { 'will add': 0, added: 0, 'already there': 1, 'bad value': 0 },
        rows: [],
      });
    }),
  );
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Import Students');
  const field = screen.getByLabelText('CSV file');

  await userEvent.upload(field, new File(['x'.repeat(IMPORT_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' }));
  const refusal = 'big.csv is 2.1 MB: a file to import may be at most 2 MB';
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(refusal);
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(field).toHaveFocus();
  expect(field).toHaveAccessibleDescription(refusal);
  expect(sent).toEqual([]);

  // Exactly the limit is taken.
  const csv = 'roll_no,name,branch,stream,joining_year\n1001,Aarav Sharma,CSE,B.Tech,2024\n';
  const atLimit = csv + ' '.repeat(IMPORT_MAX_BYTES - csv.length);
  await userEvent.upload(field, new File([atLimit], 'students.csv', { type: 'text/csv' }));
  expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  // A 2 MB file read, sent and parsed through the mock server: seconds on a busy CI machine.
  expect(await screen.findByText('Nothing to add: 0 of 1 rows', undefined, { timeout: 20_000 })).toBeInTheDocument();
  expect(sent).toEqual([{ csv: atLimit, apply: false }]);
});

it('previews a file chosen a moment ago once it is read, rather than saying none was chosen', async () => {
  const sent: StudentImport[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/importStudents`, async ({ request }) => {
      sent.push((await request.json()) as StudentImport);
      return HttpResponse.json({
        applied: false,
        message: 'Nothing to add: 0 of 1 rows',
        counts: { 'will add': 0, added: 0, 'already there': 1, 'bad value': 0 },
        rows: [],
      });
    }),
  );
  // The file is read only when the test says: as a large file on a slow device, still being read
  // when Preview is pressed.
  const readAsText = FileReader.prototype.readAsText;
  let finishReading = () => {};
  jest.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader, blob: Blob) {
    finishReading = () => readAsText.call(this, blob);
  });
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Import Students');
  const field = screen.getByLabelText('CSV file');
  const csv = 'roll_no,name,branch,stream,joining_year\n1001,Aarav Sharma,CSE,B.Tech,2024\n';
  await userEvent.upload(field, new File([csv], 'students.csv', { type: 'text/csv' }));
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(screen.queryByText('CSV file is required')).not.toBeInTheDocument();
  expect(sent).toEqual([]);

  finishReading();
  expect(await screen.findByText('Nothing to add: 0 of 1 rows')).toBeInTheDocument();
  expect(sent).toEqual([{ csv, apply: false }]);
  expect(screen.queryByText('CSV file is required')).not.toBeInTheDocument();
});

it('says why a file still being read when Preview is pressed could not be read, and sends nothing', async () => {
  const sent: unknown[] = [];
  server.use(http.post(`${TEST_API_HOST}/importStudents`, () => void sent.push('sent')));
  let failReading = () => {};
  jest.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader) {
    failReading = () => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
  });
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Import Students');
  const field = screen.getByLabelText('CSV file');
  await userEvent.upload(field, new File(['roll_no\n'], 'students.csv', { type: 'text/csv' }));
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

  failReading();
  const unreadable = 'The file could not be read: choose it again';
  await waitFor(() => expect(field).toHaveAccessibleDescription(unreadable));
  expect(field).toHaveFocus();
  expect(screen.queryByText('CSV file is required')).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});
