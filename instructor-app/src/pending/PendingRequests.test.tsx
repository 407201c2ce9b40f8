import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import type { PendingRequestPage } from '@leave/contract';
import { SignedInStoreProvider } from '@leave/web-kit';
import { renderWithProviders, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import { instructorApi } from '../api/instructorApi';
import { oneDayRequest, testCourse } from '../testing/fixtures';
import { PendingRequests } from './PendingRequests';

const server = setupMockServer();

const CS101 = testCourse('CS101', 'Introduction to Programming');
const CS301 = testCourse('CS301', 'Operating Systems');

/** CS101 has one pending request; CS301's list is held back until `releaseCs301`. */
function backend() {
  let releaseCs301!: () => void;
  const cs301Held = new Promise<void>((resolve) => (releaseCs301 = resolve));
  server.use(
    http.get(`${TEST_API_HOST}/pendingRequests`, async ({ request }) => {
      const code = new URL(request.url).searchParams.get('course_code')!;
      if (code === 'CS301') await cs301Held;
      const items =
        code === 'CS101'
          ? [
              oneDayRequest(
                { request_id: 1, user_id: 1001, student_name: 'Aarav Sharma', reason: 'Fever', course_code: code },
                '2026-11-03',
              ),
            ]
          : [];
      return HttpResponse.json<PendingRequestPage>({
        course_code: code,
        items,
        total: items.length,
        page: 1,
        page_size: 50,
      });
    }),
  );
  return { releaseCs301 };
}

it('keeps the courses on show, and the focus where it was, when a course is added to the instructor', async () => {
  const { releaseCs301 } = backend();
  let addCourse!: () => void;
  function Taught() {
    const [courses, setCourses] = useState([CS101]);
    addCourse = () => setCourses([CS101, CS301]);
    return <PendingRequests courses={courses} />;
  }
  renderWithProviders(
    <SignedInStoreProvider api={instructorApi} apiHost={TEST_API_HOST} onUnauthorized={() => {}}>
      <Taught />
    </SignedInStoreProvider>,
  );
  const approve = await screen.findByRole('button', { name: 'Approve leave of Aarav Sharma on 03/11/2026' });
  act(() => approve.focus());

  // A live update brings a course whose list is still on its way.
  act(() => addCourse());
  expect(await screen.findByRole('heading', { name: /^CS301 - Operating Systems : …/ })).toBeVisible();
  expect(
    screen.getByRole('heading', { name: 'CS101 - Introduction to Programming : 1 pending requests' }),
  ).toBeVisible();
  expect(approve).toHaveFocus();

  releaseCs301();
  expect(await screen.findByRole('heading', { name: 'CS301 - Operating Systems : 0 pending requests' })).toBeVisible();
  expect(approve).toHaveFocus();
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
});

it('sorts by lecture date or by waiting time, and shows when each request was applied for', async () => {
  // The server lists by first lecture: Diya's (3 Nov, applied last) before Aarav's (5 Nov, applied first).
  server.use(
    http.get(`${TEST_API_HOST}/pendingRequests`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('course_code')!;
      const items = [
        {
          ...oneDayRequest(
            { request_id: 2, user_id: 1002, student_name: 'Diya Patel', reason: 'Wedding', course_code: code },
            '2026-11-03',
          ),
          applied_at: '2026-11-01T08:00:00.000Z',
        },
        {
          ...oneDayRequest(
            { request_id: 1, user_id: 1001, student_name: 'Aarav Sharma', reason: 'Fever', course_code: code },
            '2026-11-05',
          ),
          applied_at: '2026-10-20T08:00:00.000Z',
        },
      ];
      return HttpResponse.json<PendingRequestPage>({ course_code: code, items, total: 2, page: 1, page_size: 50 });
    }),
  );
  renderWithProviders(
    <SignedInStoreProvider api={instructorApi} apiHost={TEST_API_HOST} onUnauthorized={() => {}}>
      <PendingRequests courses={[CS101]} />
    </SignedInStoreProvider>,
  );
  const names = async () =>
    (await screen.findAllByRole('cell', { name: /^(Aarav Sharma|Diya Patel)$/ })).map((cell) => cell.textContent);
  expect(await names()).toEqual(['Diya Patel', 'Aarav Sharma']);
  expect(screen.getByRole('columnheader', { name: 'Applied on' })).toBeInTheDocument();
  // When each was applied for, as the school writes a date and time.
  const aarav = screen.getAllByRole('row').find((row) => row.textContent?.includes('Aarav Sharma'))!;
  expect(aarav.querySelector('time')).toHaveAttribute('datetime', '2026-10-20T08:00:00.000Z');

  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Waiting longest first');
  expect(await names()).toEqual(['Aarav Sharma', 'Diya Patel']);
});
