import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createApiStore } from '@leave/contract';
import type { StoreableApi } from '@leave/contract';

interface ApiStoreProviderProps {
  api: StoreableApi;
  apiHost: string;
  children: ReactNode;
}

/** Gives a remote its own store for its RTK Query api, bound to the shell's API host. */
export function ApiStoreProvider({ api, apiHost, children }: ApiStoreProviderProps) {
  const store = useMemo(() => createApiStore(api, apiHost), [api, apiHost]);
  return <Provider store={store}>{children}</Provider>;
}
