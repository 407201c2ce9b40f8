import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Notification, PendingRequestPage } from '@leave/contract';
import { OpenedNotificationContext, SignedInStoreProvider } from '@leave/web-kit';
import { renderWithProviders, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import { instructorApi } from '../api/instructorApi';
import { oneDayRequest, testCourse } from '../testing/fixtures';
import { PendingRequests } from './PendingRequests';

/** An instructor's daily triage (issue 59): lecture dates asked of the server, and a phone's row in its order. */
const server = setupMockServer();
const CS101 = testCourse('CS101', 'Introduction to Programming');

/** The pending list's queries, as search strings; one request unless a date range leaves it out. */
function backend() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/pendingRequests`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const date = '2026-12-07';
      const inRange =
        (!params.get('from') || params.get('from')! <= date) && (!params.get('to') || date <= params.get('to')!);
      const items = inRange
        ? [
            oneDayRequest(
              { request_id: 1, user_id: 1001, student_name: 'Aarav Sharma', reason: 'Fever', course_code: 'CS101' },
              date,
            ),
          ]
        : [];
      return HttpResponse.json<PendingRequestPage>({
        course_code: 'CS101',
        items,
        total: items.length,
        page: Number(params.get('page') ?? 1),
        page_size: 50,
      });
    }),
  );
  return asked;
}

const render = () =>
  renderWithProviders(
    <SignedInStoreProvider api={instructorApi} apiHost={TEST_API_HOST} onUnauthorized={() => {}}>
      <PendingRequests courses={[CS101]} />
    </SignedInStoreProvider>,
  );

it("narrows each course's list to a range of lecture dates on the server, and refuses a range that runs backwards", async () => {
  const asked = backend();
  render();
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' }),
  ).toBeVisible();
  expect(asked.at(-1)?.has('from')).toBe(false);

  await userEvent.type(screen.getByLabelText('Lectures from'), '2026-12-08');
  await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-12-08'));
  expect(asked.at(-1)?.get('page')).toBe('1');
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 0 pending requests' }),
  ).toBeVisible();
  expect(screen.getByText(/^Requests with a pending lecture from/)).toHaveTextContent(
    'Requests with a pending lecture from Tue, 8 Dec 2026.',
  );

  // An end before the start is said at the field, and not asked for.
  const calls = asked.length;
  await userEvent.type(screen.getByLabelText('Lectures to'), '2026-12-01');
  const to = screen.getByLabelText('Lectures to');
  expect(to).toHaveAccessibleDescription('Lectures to must not be before Lectures from');
  expect(asked.slice(calls).some((params) => params.get('to') === '2026-12-01')).toBe(false);

  await userEvent.clear(screen.getByLabelText('Lectures from'));
  await userEvent.type(screen.getByLabelText('Lectures from'), '2026-11-30');
  await userEvent.clear(to);
  await userEvent.type(to, '2026-12-07');
  await waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2026-12-07'));
  expect(asked.at(-1)?.get('from')).toBe('2026-11-30');
  expect(
    await screen.findByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' }),
  ).toBeVisible();
});

it('puts the comment before Approve and Reject in the row, in the compact card, and Select all outside the header', async () => {
  backend();
  render();
  const approve = await screen.findByRole('button', { name: 'Approve leave of Aarav Sharma on 07/12/2026' });
  const row = approve.closest('tr')!;
  const comment = within(row).getByRole('textbox', { name: 'Comment for leave of 1001 on 07/12/2026 (optional)' });
  // Before the buttons in the reading (and a phone card's) order, and not behind Details.
  expect(comment.compareDocumentPosition(approve) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(comment.closest('td')).not.toHaveAttribute('data-detail');

  // Select all has a label of its own above the list: a phone's cards hide the table's header row.
  const selectAll = screen.getByRole('checkbox', { name: 'Select all CS101 requests on this page' });
  expect(selectAll.closest('thead')).toBeNull();
  expect(selectAll.closest('label')).toHaveTextContent('Select all CS101 requests on this page');
  await userEvent.click(selectAll);
  expect(within(row).getByRole('checkbox', { name: 'Select leave of 1001 on 07/12/2026' })).toBeChecked();
  expect(screen.getByRole('group', { name: 'Decide the 1 selected CS101 requests' })).toBeInTheDocument();
});

const requested = (request_id: number): Notification => ({
  notification_id: 9,
  kind: 'leave requested',
  text: 'Aarav Sharma (Roll No. 1001) asked for leave in CS101 on 07/12/2026.',
  at: '2026-12-01T09:30:00.000Z',
  read: true,
  course_code: 'CS101',
  leave_id: 40,
  request_id,
  lecture_date: null,
});

const renderOpened = (notification: Notification) =>
  renderWithProviders(
    <SignedInStoreProvider api={instructorApi} apiHost={TEST_API_HOST} onUnauthorized={() => {}}>
      <OpenedNotificationContext.Provider value={notification}>
        <PendingRequests courses={[CS101]} />
      </OpenedNotificationContext.Provider>
    </SignedInStoreProvider>,
  );

it('opened from a notification of a request, puts the focus on its row', async () => {
  backend();
  renderOpened(requested(1));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Select leave of 1001 / })).toHaveFocus());
});

it('opened from a notification of a request decided meanwhile, says it is not waiting here', async () => {
  backend();
  renderOpened(requested(99));
  expect(await screen.findByText(/^Request 99 in CS101 is not waiting here/)).toBeVisible();
});

/** 120 pending requests of CS101 (request n of student 2000 + n), 50 a page; the page that holds `page_of_request` when asked. */
function pagedBackend() {
  const asked: URLSearchParams[] = [];
  const all = Array.from({ length: 120 }, (_, index) => index + 1);
  server.use(
    http.get(`${TEST_API_HOST}/pendingRequests`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const sought = all.indexOf(Number(params.get('page_of_request')));
      const page = sought >= 0 ? Math.floor(sought / 50) + 1 : Number(params.get('page') ?? 1);
      return HttpResponse.json<PendingRequestPage>({
        course_code: 'CS101',
        items: all.slice((page - 1) * 50, page * 50).map((id) =>
          oneDayRequest(
            {
              request_id: id,
              user_id: 2000 + id,
              student_name: `Student ${2000 + id}`,
              reason: 'Fever',
              course_code: 'CS101',
            },
            '2026-12-07',
          ),
        ),
        total: all.length,
        page,
        page_size: 50,
      });
    }),
  );
  return asked;
}

it('opened from a notification of a request on a later page, opens that page with the focus on its row', async () => {
  const asked = pagedBackend();
  renderOpened(requested(107));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Select leave of 2107 / })).toHaveFocus());
  expect(asked.some((params) => params.get('page_of_request') === '107')).toBe(true);
  const pages = screen.getByRole('navigation', { name: 'Pages of CS101 pending requests' });
  expect(pages).toHaveTextContent('Page 3 of 3');
  expect(screen.queryByText(/is not waiting here/)).toBeNull();
  // From there, the pages are asked for as any other: the one before is page 2.
  await userEvent.click(within(pages).getByRole('button', { name: /Previous/ }));
  expect(await screen.findByRole('checkbox', { name: /^Select leave of 2100 / })).toBeInTheDocument();
  expect(asked.at(-1)?.get('page')).toBe('2');
  expect(asked.at(-1)?.has('page_of_request')).toBe(false);
});
