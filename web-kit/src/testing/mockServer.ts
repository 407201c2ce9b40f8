import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { NotificationPage } from '@leave/contract';
import { TEST_API_HOST } from './renderWithProviders';

/** The bell every signed-in dashboard shows: no notifications, unless a test says otherwise. */
const bellDefaults = [
  http.get(`${TEST_API_HOST}/notifications`, () =>
    HttpResponse.json<NotificationPage>({ items: [], unread: 0, total: 0, page: 1, page_size: 1 }),
  ),
];

/**
 * The backend faked at the HTTP layer for component tests: call in a test file, then add
 * handlers per test with `server.use(...)`. Any call without a handler fails the test.
 */
export function setupMockServer() {
  const server = setupServer(...bellDefaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
