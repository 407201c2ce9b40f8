import { setupServer } from 'msw/node';

/**
 * The backend faked at the HTTP layer for component tests: call in a test file, then add
 * handlers per test with `server.use(...)`. Any call without a handler fails the test.
 */
export function setupMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
