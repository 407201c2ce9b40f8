import { render } from '@testing-library/react';
import { Fragment } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Route, Routes, useLocation } from '@leave/ui/routing';
// Tests only, so not in the shared router every page downloads (ui/src/routing.ts).
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router';
import { UndoSeconds } from '@leave/ui';
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

interface RenderOptions {
  route?: string;
  /** Providers around the router, such as the shell's store and contexts. */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** The Undo window (seconds): 0 unless given, so an undoable action is sent at once. */
  undoSeconds?: number;
}

/**
 * Renders UI as the app would: inside a router at `route` (its path readable from the hidden
 * `current-path` element) and any providers the caller wraps around it.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', wrapper: Wrapper = Fragment, undoSeconds = 0 }: RenderOptions = {},
) {
  return render(
    <UndoSeconds.Provider value={undoSeconds}>
      <Wrapper>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <CurrentPath />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </Wrapper>
    </UndoSeconds.Provider>,
  );
}

/**
 * Renders a remote's exposed component as the shell would: with a session, the test API host
 * (faked with msw) and recorded onLogin / onLogout / onSessionExpired callbacks. The remote
 * makes its own real store.
 */
export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  { session = null, route, undoSeconds }: { session?: Session | null; route?: string; undoSeconds?: number } = {},
) {
  const onLogin = jest.fn<void, [Session]>();
  const onLogout = jest.fn<void, []>();
  const onSessionExpired = jest.fn<void, []>();
  const view = renderWithProviders(
    <App
      session={session}
      apiHost={TEST_API_HOST}
      onLogin={onLogin}
      onLogout={onLogout}
      onSessionExpired={onSessionExpired}
    />,
    { route, undoSeconds },
  );
  return { ...view, onLogin, onLogout, onSessionExpired };
}
