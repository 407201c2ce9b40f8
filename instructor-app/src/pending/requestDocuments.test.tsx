/** A request's kind and documents beside it in Pending Requests (issue 40), against a small fake API. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type {
  AskForDocument,
  InstructorDataResponse,
  PendingRequestRow,
  RequestDecision,
  RequestDocumentPage,
} from '@leave/contract';
import { renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import InstructorApp from '../InstructorApp';
import { oneDayRequest } from '../testing/fixtures';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };

const instructorData: InstructorDataResponse = {
  instructorData: { rg_no: 501, name: 'Dr. Meera Iyer', dept: 'Computer Science' },
  courseData: [
    {
      course_code: 'CS101',
      course_title: 'Introduction to Programming',
      semester_type: 'Autumn',
      semester_year: 2026,
      total_students: 2,
      total_lectures: 40,
      leave_limit: 25,
    },
  ],
};

const row = (request_id: number, reason: string, extra: Partial<PendingRequestRow>): PendingRequestRow => ({
  ...oneDayRequest(
    { request_id, course_code: 'CS101', user_id: 1000 + request_id, student_name: `Student ${request_id}`, reason },
    '2026-12-01',
  ),
  to_date: '2026-12-04',
  ...extra,
});

function backend() {
  const asked: AskForDocument[] = [];
  const decided: RequestDecision[] = [];
  const rows = [
    row(1, 'Fever', { kind: { kind_id: 2, name: 'Sick', counts: true }, document_needed: true, documents: 1 }),
    row(2, 'Inter-college match', {
      kind: { kind_id: 3, name: 'Institute duty', counts: false },
      document_needed: true,
      percentage_after: 0,
    }),
    row(3, 'Family visit', {}),
  ];
  server.use(
    http.get(`${TEST_API_HOST}/instructorData`, () => HttpResponse.json(instructorData)),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json({ course_code: 'CS101', items: rows, total: rows.length, page: 1, page_size: 50 }),
    ),
    http.get(`${TEST_API_HOST}/requestDocuments`, () =>
      HttpResponse.json<RequestDocumentPage>({
        items: [
          {
            document_id: 7,
            request_id: 1,
            file_name: 'certificate.pdf',
            content_type: 'application/pdf',
            size_bytes: 200_000,
            uploaded_at: '2026-11-26T10:00:00.000Z',
            uploaded_by_role: 'student',
            uploaded_by_id: 1001,
          },
        ],
        total: 1,
        page: 1,
        page_size: 100,
      }),
    ),
    http.post(`${TEST_API_HOST}/askForDocument`, async ({ request }) => {
      asked.push((await request.json()) as AskForDocument);
      rows[1] = { ...rows[1]!, document_asked: true };
      return HttpResponse.json({ message: 'The student is asked for a supporting document (CS101)' });
    }),
    http.post(`${TEST_API_HOST}/decideRequest`, async ({ request }) => {
      decided.push((await request.json()) as RequestDecision);
      return HttpResponse.json({ message: '1 leave accepted in CS101', moved: 1 });
    }),
  );
  return { asked, decided };
}

const rowOf = async (reason: string) =>
  (await screen.findByRole('cell', { name: new RegExp(`^${reason}`) })).closest('tr')!;

it('shows the kind, the document to download, and nothing more for plain Personal leave', async () => {
  backend();
  renderRemote(InstructorApp, { session, route: '/instructor' });
  const sick = await rowOf('Fever');
  expect(within(sick).getByText('Sick')).toBeInTheDocument();
  const link = await within(sick).findByRole('link', { name: 'Download certificate.pdf' });
  expect(link).toHaveAttribute('href', `${TEST_API_HOST}/requestDocument?document_id=7`);
  const duty = await rowOf('Inter-college match');
  expect(duty).toHaveTextContent('Institute duty, does not count toward the limit');
  expect(duty).toHaveTextContent('Document needed');
  const plain = await rowOf('Family visit');
  expect(within(plain).getByRole('cell', { name: 'Family visit' })).toBeInTheDocument();
  expect(within(plain).queryByRole('button', { name: /Ask .* for a document/ })).not.toBeInTheDocument();
});

it('asks for a missing document, and approves without it only when told to, with the comment', async () => {
  const { asked, decided } = backend();
  renderRemote(InstructorApp, { session, route: '/instructor' });
  const duty = await rowOf('Inter-college match');
  await userEvent.click(within(duty).getByRole('button', { name: /^Ask Student 2 for a document/ }));
  await waitFor(() => expect(asked).toEqual([{ request_id: 2, course_code: 'CS101' }]));
  expect(await within(await rowOf('Inter-college match')).findByText('Document asked')).toBeInTheDocument();

  const again = await rowOf('Inter-college match');
  await userEvent.click(within(again).getByRole('checkbox', { name: /Approve without the document/ }));
  await userEvent.type(within(again).getByRole('textbox', { name: /^Comment for leave of/ }), 'Letter seen');
  await userEvent.click(within(again).getByRole('button', { name: /^Approve leave of Student 2/ }));
  await waitFor(() =>
    expect(decided).toEqual([
      { request_id: 2, course_code: 'CS101', decision: 'accepted', comment: 'Letter seen', override_document: true },
    ]),
  );
});
