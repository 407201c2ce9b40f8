import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { coursePages, openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';
import { overview } from './overviewFixture';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

/** The /allLeaves queries asked, as search strings. */
function backend() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/adminOverview`, () => HttpResponse.json(overview)),
    coursePages([]),
    http.get(`${TEST_API_HOST}/allLeaves`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [], total: 0, page: 1, page_size: 25 });
    }),
  );
  return asked;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows the school in numbers on the home, each with the first of its list, in words', async () => {
  backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  const tile = async (name: string) => screen.findByRole('region', { name });
  expect(within(await tile('Students')).getByText('412')).toBeInTheDocument();
  expect(within(await tile('Courses')).getByText('18')).toBeInTheDocument();
  const waiting = await tile('Requests waiting');
  expect(within(waiting).getByText('9')).toBeInTheDocument();
  expect(within(waiting).getByText('CS101 Introduction to Programming: 7 requests')).toBeInTheDocument();
  const risk = await tile('Students at risk');
  expect(risk).toHaveTextContent('1 over the limit, 3 near it');
  expect(within(risk).getByText('Priya Patel (1002), CS101: 30% of 25% — over the limit')).toBeInTheDocument();
  expect(await tile('Leave today')).toHaveTextContent('Wed, 2 Dec 2026: 4 accepted, 1 pending.');
  expect(await tile('Rolls taken today')).toHaveTextContent(
    '9 of 12 lectures' + 'Wed, 2 Dec 2026: 5 students marked absent without leave.',
  );
  expect(await tile('Recent changes')).toHaveTextContent(
    'Dr. Meera Iyer: Edited course CS101 (total lectures from 40 to 80)',
  );
});

it("opens All Leave on the pending leave, or on today's, and from the drawer with no filter", async () => {
  const asked = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Open Pending Leave' }));
  expect(await screen.findByRole('heading', { name: 'All Leave' })).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveValue('pending');
  expect(asked.at(-1)?.get('status')).toBe('pending');

  await openView('Overview');
  await userEvent.click(await screen.findByRole('button', { name: "Open Today's Leave" }));
  expect(await screen.findByLabelText('From')).toHaveValue('02/12/2026');
  expect(screen.getByLabelText('Status')).toHaveValue('');
  expect(asked.at(-1)?.get('from')).toBe('2026-12-02');
  expect(asked.at(-1)?.get('to')).toBe('2026-12-02');

  await openView('All Leave');
  expect(await screen.findByLabelText('From')).toHaveValue('');
  expect(asked.at(-1)?.has('from')).toBe(false);
});
