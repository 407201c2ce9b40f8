import { act } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from '@leave/web-kit/state';
import type { RuntimeConfig, Session } from '@leave/contract';
import { renderWithProviders } from '@leave/web-kit/testing';
import { RuntimeConfigContext } from '../config/RuntimeConfigContext';
import type { RemoteLoader } from '../remotes/federation';
import { RemoteLoaderContext } from '../remotes/RemoteLoaderContext';
import { makeStore } from '../store';

export const TEST_CONFIG: RuntimeConfig = {
  apiHost: 'http://api.test',
  basePath: '',
  remotes: {
    auth: 'http://remotes.test/auth/mf-manifest.json',
    student: 'http://remotes.test/student/mf-manifest.json',
    instructor: 'http://remotes.test/instructor/mf-manifest.json',
    admin: 'http://remotes.test/admin/mf-manifest.json',
  },
};

interface Options {
  route?: string;
  session?: Session | null;
  loadRemote: RemoteLoader;
  /** The start-up session check got no answer. */
  serverUnreachable?: boolean;
  config?: RuntimeConfig;
}

/**
 * Renders shell UI with a real store, runtime config and a remote loader, through the one
 * renderWithProviders. Async because remotes suspend while loading, and React 19 resumes them
 * only inside an awaited act().
 */
export async function renderShell(
  ui: ReactElement,
  { route = '/', session = null, loadRemote, serverUnreachable = false, config = TEST_CONFIG }: Options,
) {
  const store = makeStore({ session: { current: session, serverUnreachable } });
  const ShellProviders = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <RuntimeConfigContext.Provider value={config}>
        <RemoteLoaderContext.Provider value={loadRemote}>{children}</RemoteLoaderContext.Provider>
      </RuntimeConfigContext.Provider>
    </Provider>
  );
  const view = await act(async () => renderWithProviders(ui, { route, wrapper: ShellProviders }));
  return { ...view, store };
}
