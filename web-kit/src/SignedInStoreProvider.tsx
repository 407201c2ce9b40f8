import { useMemo, useState } from 'react';
import { useDispatch } from '@leave/web-kit/state';
import { StoreProvider } from './ApiStoreProvider';
import type { ApiStoreProviderProps, LiveApi } from './ApiStoreProvider';
import { useLiveEvents } from './notifications/useLiveEvents';
import { createSignedInStore } from './signedInStore';
import { forgetEarlyResponses } from './firstViews/earlyResponses';

/**
 * Refreshes the remote's views when the other side acts (a request arrives, a leave is decided),
 * and says what happened to screen readers, politely (the text is not shown: the bell is).
 */
function LiveUpdates({ api, apiHost, liveTags }: { api: LiveApi; apiHost: string; liveTags: readonly string[] }) {
  const dispatch = useDispatch();
  const [said, setSaid] = useState('');
  useLiveEvents(apiHost, (notification) => {
    // Someone else changed something: an answer the page read early may no longer be so.
    forgetEarlyResponses();
    if (liveTags.length) dispatch(api.util.invalidateTags(liveTags as never[]));
    setSaid(`New notification: ${notification.text}`);
  });
  return (
    <div className="visually-hidden" aria-live="polite" data-testid="live-announcement">
      {said}
    </div>
  );
}

/**
 * Gives a signed-in role's app its store: the remote's RTK Query api with the notifications,
 * devices and school's-today apis every role shares, bound to the shell's API host, and live updates.
 */
export function SignedInStoreProvider({
  api,
  apiHost,
  onUnauthorized,
  liveTags,
  children,
}: ApiStoreProviderProps & {
  /**
   * Listen to live events, refreshing these tags of the api when a notification arrives (what
   * the other side's action changed). Without it, no stream opens.
   */
  liveTags?: readonly string[];
}) {
  const store = useMemo(() => createSignedInStore(api, apiHost, onUnauthorized), [api, apiHost, onUnauthorized]);
  return (
    <StoreProvider store={store} apiHost={apiHost}>
      {liveTags && <LiveUpdates api={api} apiHost={apiHost} liveTags={liveTags} />}
      {children}
    </StoreProvider>
  );
}
