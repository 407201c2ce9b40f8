import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Provider } from '@leave/web-kit/state';
import type { UnknownAction } from '@leave/web-kit/state';
import { createApiStore } from './apiStore';
import type { StoreableApi } from './apiStore';

/** A remote's api, which live events refresh by tag. */
export interface LiveApi extends StoreableApi {
  util: { invalidateTags: (tags: never[]) => UnknownAction };
}

export interface ApiStoreProviderProps {
  api: LiveApi;
  apiHost: string;
  /** Called when a call answers 401 (the session is gone). Pass a stable function: a new one rebuilds the store. */
  onUnauthorized?: () => void;
  children: ReactNode;
}

const ApiHostContext = createContext('');

/** The API host the app calls, for addresses it shows (a calendar feed's). */
export const useApiHost = () => useContext(ApiHostContext);

/** Provides a store made for the API host, and the host itself. */
export function StoreProvider({
  store,
  apiHost,
  children,
}: {
  store: ReturnType<typeof createApiStore>;
  apiHost: string;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <ApiHostContext.Provider value={apiHost}>{children}</ApiHostContext.Provider>
    </Provider>
  );
}

/**
 * Gives a page nobody has signed in to (sign-in, sign-up) a store of its own for the remote's
 * RTK Query api, bound to the shell's API host. A signed-in role's app: SignedInStoreProvider.
 */
export function ApiStoreProvider({ api, apiHost, onUnauthorized, children }: ApiStoreProviderProps) {
  const store = useMemo(() => createApiStore(api, apiHost, onUnauthorized), [api, apiHost, onUnauthorized]);
  return (
    <StoreProvider store={store} apiHost={apiHost}>
      {children}
    </StoreProvider>
  );
}
