import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Provider, useDispatch } from '@leave/web-kit/state';
import type { UnknownAction } from '@leave/web-kit/state';
import { createApiStore } from './apiStore';
import type { StoreableApi } from './apiStore';
import { useLiveEvents } from './notifications/useLiveEvents';

/** A remote's api, which live events refresh by tag. */
export interface LiveApi extends StoreableApi {
  util: { invalidateTags: (tags: never[]) => UnknownAction };
}

interface ApiStoreProviderProps {
  api: LiveApi;
  apiHost: string;
  /** Called when a call answers 401 (the session is gone). Pass a stable function: a new one rebuilds the store. */
  onUnauthorized?: () => void;
  /**
   * For a signed-in app: listen to live events, refreshing these tags of the api when a
   * notification arrives (what the other side's action changed). Without it, no stream opens.
   */
  liveTags?: readonly string[];
  children: ReactNode;
}

const ApiHostContext = createContext('');

/** The API host the app calls, for addresses it shows (a calendar feed's). */
export const useApiHost = () => useContext(ApiHostContext);

/**
 * Refreshes the remote's views when the other side acts (a request arrives, a leave is decided),
 * and says what happened to screen readers, politely (the text is not shown: the bell is).
 */
function LiveUpdates({ api, apiHost, liveTags }: { api: LiveApi; apiHost: string; liveTags: readonly string[] }) {
  const dispatch = useDispatch();
  const [said, setSaid] = useState('');
  useLiveEvents(apiHost, (notification) => {
    if (liveTags.length) dispatch(api.util.invalidateTags(liveTags as never[]));
    setSaid(`New notification: ${notification.text}`);
  });
  return (
    <div className="visually-hidden" aria-live="polite" data-testid="live-announcement">
      {said}
    </div>
  );
}

/** Gives a remote its own store for its RTK Query api, bound to the shell's API host, with live updates. */
export function ApiStoreProvider({ api, apiHost, onUnauthorized, liveTags, children }: ApiStoreProviderProps) {
  const store = useMemo(() => createApiStore(api, apiHost, onUnauthorized), [api, apiHost, onUnauthorized]);
  return (
    <Provider store={store}>
      <ApiHostContext.Provider value={apiHost}>
        {liveTags && <LiveUpdates api={api} apiHost={apiHost} liveTags={liveTags} />}
        {children}
      </ApiHostContext.Provider>
    </Provider>
  );
}
