import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import type { Course, PendingRequestPage } from '@leave/contract';
import { ApiStoreProvider } from '@leave/web-kit';
import { renderWithProviders, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import { instructorApi } from '../api/instructorApi';
import { PendingRequests } from './PendingRequests';

const server = setupMockServer();

const course = (course_code: string, course_title: string): Course => ({
  course_code,
  course_title,
  semester_type: 'Autumn',
  semester_year: 2026,
  total_students: 8,
  total_lectures: 40,
  leave_limit: 25,
});
const CS101 = course('CS101', 'Introduction to Programming');
const CS301 = course('CS301', 'Operating Systems');

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
              {
                request_id: 1,
                user_id: 1001,
                student_name: 'Aarav Sharma',
                reason: 'Fever',
                course_code: code,
                from_date: '2026-11-03',
                to_date: '2026-11-03',
                leaves: [{ leave_id: 10, leave_date: '2026-11-03', counts: true }],
                lectures: 1,
                percentage_before: 0,
                percentage_after: 2.5,
                crosses_limit: false,
                kind: { kind_id: 1, name: 'Personal', counts: true },
                document_needed: false,
                documents: 0,
                document_asked: false,
              },
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
    <ApiStoreProvider api={instructorApi} apiHost={TEST_API_HOST} onUnauthorized={() => {}}>
      <Taught />
    </ApiStoreProvider>,
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
