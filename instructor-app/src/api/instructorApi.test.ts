import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Course } from '@leave/contract';
import { createSignedInStore } from '@leave/web-kit';
import { setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import { firstPendingPage, instructorApi } from './instructorApi';

const server = setupMockServer();

const course = (course_code: string): Course => ({
  course_code,
  course_title: `Course ${course_code}`,
  semester_type: 'Autumn',
  semester_year: 2026,
  total_students: 3,
  total_lectures: 40,
  leave_limit: 25,
});

it("asks for each course's first page of pending requests as soon as the courses are known, once", async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/instructorData`, () =>
      HttpResponse.json({
        instructorData: { rg_no: 501, name: 'Dr. Meera Iyer', dept: 'Computer Science' },
        courseData: [course('CS101'), course('CS201')],
      }),
    ),
    http.get(`${TEST_API_HOST}/pendingRequests`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return HttpResponse.json({
        course_code: url.searchParams.get('course_code'),
        items: [],
        total: 0,
        page: 1,
        page_size: 50,
      });
    }),
  );
  const store = createSignedInStore(instructorApi, TEST_API_HOST);
  // No view is rendered: the lists are asked for because the courses came.
  await store.dispatch(instructorApi.endpoints.getInstructorData.initiate(501));
  await waitFor(() => expect(asked).toHaveLength(2));
  expect(asked.sort()).toEqual(['?course_code=CS101&page=1', '?course_code=CS201&page=1']);
  // The pending view's own query for the page is answered from what came, not asked again.
  const cs101 = await store.dispatch(instructorApi.endpoints.getPendingRequests.initiate(firstPendingPage('CS101')));
  expect(cs101.data?.total).toBe(0);
  expect(asked).toHaveLength(2);
});
