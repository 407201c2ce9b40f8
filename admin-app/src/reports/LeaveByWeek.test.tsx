import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LeaveByWeek } from '@leave/contract';
import { chartTable, openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

const weeks: LeaveByWeek = {
  from: '2026-11-30',
  to: '2026-12-13',
  term: 'Academic Year 2026-27',
  weeks: [
    { week: '2026-11-30', counted: 4, excused: 1, pending: 2, rejected: 1, withdrawn: 0, cancelled: 0 },
    { week: '2026-12-07', counted: 6, excused: 0, pending: 3, rejected: 0, withdrawn: 2, cancelled: 1 },
  ],
};

beforeEach(() => {
  // jsdom has no canvas: the chart is not drawn, its words and table are what is checked here.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server.use(http.get(`${TEST_API_HOST}/leaveByWeek`, () => HttpResponse.json(weeks)));
});
afterEach(() => jest.restoreAllMocks());

it('shows leave by status week by week, its table holding the numbers the API gave, counted apart from excused', async () => {
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Leave by Week');
  expect(document.title).toBe('Leave by Week - Leave Management');
  expect(await chartTable('Leave by status, week by week')).toEqual([
    ['Week of', 'Counted', 'Excused (not counted)', 'Pending', 'Rejected', 'Withdrawn', 'Cancelled'],
    ['30 Nov', '4', '1', '2', '1', '0', '0'],
    ['7 Dec', '6', '0', '3', '0', '2', '1'],
  ]);
  expect(screen.getByRole('img', { name: 'Leave by status, week by week' })).toHaveAccessibleDescription(
    '20 lectures of leave: 10 counted, 1 excused (not counted), 5 pending, 1 rejected, 2 withdrawn, 1 cancelled. The most in the week of 7 Dec (12).',
  );
  expect(screen.getByText(/over Academic Year 2026-27 \(30 Nov 2026 to 13 Dec 2026\)/)).toBeInTheDocument();
});
