import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createApi } from '@leave/web-kit/state';
import type { SessionAnswer } from '@leave/contract';
import { chooseLanguage, forgetLanguageInMemory } from '@leave/ui';
import { apiBaseQuery } from '../apiBaseQuery';
import { SignedInStoreProvider } from '../SignedInStoreProvider';
import { LeaveHistory } from '../LeaveHistory';
import { renderWithProviders, setupMockServer, TEST_API_HOST } from '../testing';
import { SchoolDate, SchoolDateRange, SchoolDateTime } from './SchoolDates';

const server = setupMockServer();
const api = createApi({ reducerPath: 'datesTestApi', baseQuery: apiBaseQuery, endpoints: () => ({}) });
const Providers = ({ children }: { children: ReactNode }) => (
  <SignedInStoreProvider api={api} apiHost={TEST_API_HOST}>
    {children}
  </SignedInStoreProvider>
);

const school = (locale: string, time_zone: string) =>
  server.use(
    http.get(`${TEST_API_HOST}/session`, () =>
      HttpResponse.json<SessionAnswer>({
        user_id: 1001,
        role: 'student',
        name: 'Aarav Sharma',
        today: '2026-12-01',
        locale,
        time_zone,
      }),
    ),
  );

// These tests run in Asia/Kolkata and in America/Los_Angeles: a date that went through the
// browser's midnight, or a time written in the browser's zone, would read differently in one.
it('shows dates and times as the school writes them, in its time zone, whatever the browser’s', async () => {
  school('en-GB', 'Pacific/Auckland');
  renderWithProviders(
    <ul>
      <li>
        <SchoolDate date="2026-12-31" />
      </li>
      <li>
        <SchoolDateRange from="2026-12-30" to="2027-01-02" />
      </li>
      <li>
        <SchoolDateTime at="2026-12-01T20:15:00.000Z" />
      </li>
    </ul>,
    { wrapper: Providers },
  );
  // Auckland is 13 hours ahead of UTC in December: the evening of the 1st there is the 2nd.
  expect(await screen.findByText('Wed, 2 Dec 2026, 09:15 GMT+13')).toHaveAttribute(
    'datetime',
    '2026-12-01T20:15:00.000Z',
  );
  expect(screen.getByText('Thu, 31 Dec 2026')).toHaveAttribute('datetime', '2026-12-31');
  expect(screen.getByText('Wed, 30 Dec 2026 – Sat, 2 Jan 2027')).toHaveAttribute('datetime', '2026-12-30/2027-01-02');
});

it('writes them in the order and words of the school’s locale', async () => {
  school('de-DE', 'Europe/Berlin');
  renderWithProviders(
    <p>
      <SchoolDate date="2027-01-01" /> <SchoolDateTime at="2026-12-01T20:15:00.000Z" />
    </p>,
    { wrapper: Providers },
  );
  expect(await screen.findByText('Di., 1. Dez. 2026, 21:15 MEZ')).toBeInTheDocument();
  expect(screen.getByText('Fr., 1. Jan. 2027')).toBeInTheDocument();
});

it('writes them in the language chosen, when it is not English, in the school’s time zone', async () => {
  school('en-GB', 'Pacific/Auckland');
  chooseLanguage('hi');
  try {
    renderWithProviders(
      <p>
        <SchoolDate date="2026-12-31" /> <SchoolDateRange from="2026-12-30" to="2027-01-02" />
      </p>,
      { wrapper: Providers },
    );
    expect(await screen.findByText('गुरु, 31 दिस॰ 2026')).toHaveAttribute('datetime', '2026-12-31');
    expect(screen.getByText('बुध, 30 दिस॰ 2026 – शनि, 2 जन॰ 2027')).toBeInTheDocument();
  } finally {
    window.localStorage.clear();
    forgetLanguageInMemory();
  }
});

it('writes when each change in a leave’s life happened in the school’s format', async () => {
  school('en-US', 'America/New_York');
  renderWithProviders(
    <LeaveHistory
      label="History"
      events={[
        {
          from_status: null,
          to_status: 'pending',
          actor_id: 1001,
          actor_role: 'student',
          actor_name: 'Aarav Sharma',
          comment: null,
          at: '2026-12-01T03:30:00.000Z',
        },
      ]}
    />,
    { wrapper: Providers },
  );
  // 03:30 UTC is still the evening of 30 November in New York (once the school's zone is in).
  const history = await screen.findByRole('list', { name: 'History' });
  await waitFor(() =>
    expect(history).toHaveTextContent('Applied by Aarav Sharma (student), Mon, Nov 30, 2026, 10:30 PM EST'),
  );
});
