import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MyProgress, StudentDataResponse } from '@leave/contract';
import { courseStanding } from '@leave/domain';
import { FIRST_DRAW, chartTable, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import StudentApp from '../StudentApp';

const server = setupMockServer();
const session = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

const studentData: StudentDataResponse = {
  term: null,
  studentData: { roll_no: 1001, name: 'Aarav Sharma', branch: 'CSE', stream: 'B.Tech', joining_year: 2024 },
  leaveData: [],
  enrollmentData: [{ roll_no: 1001, course_code: 'CS101', ...courseStanding(3, 1, 10, 25) }],
};

const progress: MyProgress = {
  from: '2026-11-30',
  to: '2026-12-20',
  term: 'Academic Year 2026-27',
  courses: [
    {
      course_code: 'CS101',
      leave_limit: 25,
      total_lectures: 10,
      weeks: [
        { week: '2026-11-30', counted: 1, excused: 1, pending: 0, percentage: 10 },
        { week: '2026-12-07', counted: 2, excused: 0, pending: 0, percentage: 30 },
        { week: '2026-12-14', counted: 0, excused: 0, pending: 1, percentage: 30 },
      ],
    },
  ],
};

beforeEach(() => {
  // jsdom has no canvas: the chart is not drawn, its words and table are what is checked here.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server.use(
    http.get(`${TEST_API_HOST}/studentData`, () => HttpResponse.json(studentData)),
    http.get(`${TEST_API_HOST}/myProgress`, ({ request }) =>
      new URL(request.url).searchParams.get('user_id') === '1001'
        ? HttpResponse.json(progress)
        : HttpResponse.json({ message: 'not yours' }, { status: 403 }),
    ),
  );
});
afterEach(() => jest.restoreAllMocks());

it('charts each course’s percentage week by week against its limit, its table the API’s numbers', async () => {
  renderRemote(StudentApp, { session, route: '/student' });
  await userEvent.click(await screen.findByRole('button', { name: 'My Progress' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'My Progress' })).toHaveFocus(), FIRST_DRAW);
  expect(document.title).toBe('My Progress - Leave Management');
  const title = 'CS101: leave percentage by week, against the 25% limit';
  expect(await chartTable(title)).toEqual([
    ['Week of', 'Counted', 'Excused (not counted)', 'Pending', 'Leave percentage', 'Limit'],
    ['30 Nov', '1', '1', '0', '10%', '25%'],
    ['7 Dec', '2', '0', '0', '30%', '25%'],
    ['14 Dec', '0', '0', '1', '30%', '25%'],
  ]);
  expect(screen.getByRole('img', { name: title })).toHaveAccessibleDescription(
    'CS101 reaches 30% of its 10 lectures by the last week, over its 25% limit. Lectures away: 3 counted, 1 excused (not counted) and 1 pending. It passes the limit in the week of 7 Dec.',
  );
});
