import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteAppProps, Session } from '@leave/contract';

export const TEST_API_HOST = 'http://api.test';

function CurrentPath() {
  const location = useLocation();
  return (
    <div data-testid="current-path" hidden>
      {location.pathname}
    </div>
  );
}

interface RenderRemoteOptions {
  session?: Session | null;
  route?: string;
}

/**
 * Renders a remote's exposed component as the shell would: inside a router, with the
 * remote's own real store, a session and the test API host (faked with msw).
 */
export function renderWithProviders(App: ComponentType<RemoteAppProps>, options: RenderRemoteOptions = {}) {
  const onLogin = jest.fn<void, [Session]>();
  const onLogout = jest.fn<void, []>();
  const onSessionExpired = jest.fn<void, []>();
  const route = options.route ?? '/';
  const view = render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <App
                session={options.session ?? null}
                apiHost={TEST_API_HOST}
                onLogin={onLogin}
                onLogout={onLogout}
                onSessionExpired={onSessionExpired}
              />
              <CurrentPath />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, onLogin, onLogout, onSessionExpired };
}
