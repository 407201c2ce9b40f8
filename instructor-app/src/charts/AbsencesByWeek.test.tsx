import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AbsencesByWeek, InstructorDataResponse } from '@leave/contract';
import { chartTable, openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import InstructorApp from '../InstructorApp';
import { testCourse } from '../testing/fixtures';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };

const instructorData: InstructorDataResponse = {
  instructorData: { rg_no: 501, name: 'Dr. Meera Iyer', dept: 'Computer Science' },
  courseData: [testCourse('CS101', 'Introduction to Programming'), testCourse('CS201', 'Data Structures')],
};

const absences: AbsencesByWeek = {
  from: '2026-11-30',
  to: '2026-12-13',
  term: null,
  courses: [
    {
      course_code: 'CS101',
      course_title: 'Introduction to Programming',
      weeks: [
        { week: '2026-11-30', counted: 3, excused: 1, pending: 0 },
        { week: '2026-12-07', counted: 1, excused: 0, pending: 2 },
      ],
    },
    {
      course_code: 'CS201',
      course_title: 'Data Structures',
      weeks: [
        { week: '2026-11-30', counted: 0, excused: 0, pending: 0 },
        { week: '2026-12-07', counted: 0, excused: 0, pending: 0 },
      ],
    },
  ],
};

beforeEach(() => {
  // jsdom has no canvas: the chart is not drawn, its words and table are what is checked here.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server.use(
    http.get(`${TEST_API_HOST}/instructorData`, () => HttpResponse.json(instructorData)),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json({ items: [], total: 0, page: 1, page_size: 20 }),
    ),
    http.get(`${TEST_API_HOST}/absencesByWeek`, () => HttpResponse.json(absences)),
  );
});
afterEach(() => jest.restoreAllMocks());

it("charts each course's absences week by week, its table the API's numbers, counted apart from excused and pending", async () => {
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await screen.findByRole('button', { name: 'Absences by Week' });
  await openView('Absences by Week');
  expect(document.title).toBe('Absences by Week - Leave Management');
  const title = 'CS101 - Introduction to Programming: lectures missed by week';
  expect(await chartTable(title)).toEqual([
    ['Week of', 'Counted', 'Excused (not counted)', 'Pending'],
    ['30 Nov', '3', '1', '0'],
    ['7 Dec', '1', '0', '2'],
  ]);
  expect(screen.getByRole('img', { name: title })).toHaveAccessibleDescription(
    '7 lectures missed in CS101: 4 counted, 1 excused (not counted) and 2 pending. The most in the week of 30 Nov (4).',
  );
  expect(
    screen.getByRole('img', { name: 'CS201 - Data Structures: lectures missed by week' }),
  ).toHaveAccessibleDescription('No student of CS201 is away from a lecture in these weeks.');
});
