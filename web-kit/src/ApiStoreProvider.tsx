import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createApiStore } from './apiStore';
import type { StoreableApi } from './apiStore';

interface ApiStoreProviderProps {
  api: StoreableApi;
  apiHost: string;
  /** Called when a call answers 401 (the session is gone). Pass a stable function: a new one rebuilds the store. */
  onUnauthorized?: () => void;
  children: ReactNode;
}

/** Gives a remote its own store for its RTK Query api, bound to the shell's API host. */
export function ApiStoreProvider({ api, apiHost, onUnauthorized, children }: ApiStoreProviderProps) {
  const store = useMemo(() => createApiStore(api, apiHost, onUnauthorized), [api, apiHost, onUnauthorized]);
  return <Provider store={store}>{children}</Provider>;
}
