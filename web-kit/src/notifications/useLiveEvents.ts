import { useEffect, useRef } from 'react';
import { useDispatch } from '@leave/web-kit/state';
import { LIVE_EVENTS } from '@leave/contract';
import type { Notification } from '@leave/contract';
import { notificationsApi } from './notificationsApi';

/**
 * Listens to the API's live event stream (GET /events) while the app is mounted: each new
 * notification refreshes the bell and calls `onNotification` (which refreshes the views it
 * concerns). The browser's EventSource reconnects by itself after the API restarts, sending the
 * last id it saw, and the API sends what was missed. Without EventSource (tests) it does nothing.
 */
export function useLiveEvents(apiHost: string, onNotification: (notification: Notification) => void) {
  const dispatch = useDispatch();
  const latest = useRef(onNotification);
  useEffect(() => {
    latest.current = onNotification;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${apiHost}/events`, { withCredentials: true });
    const refresh = () => dispatch(notificationsApi.util.invalidateTags(['Notifications']));
    source.addEventListener(LIVE_EVENTS.notification, (event) => {
      refresh();
      latest.current(JSON.parse((event as MessageEvent<string>).data) as Notification);
    });
    // After a reconnect the views may be stale in ways notifications do not cover: refresh them.
    source.addEventListener(LIVE_EVENTS.ready, (event) => {
      if ((JSON.parse((event as MessageEvent<string>).data) as { resumed?: boolean }).resumed) refresh();
    });
    // Signed out elsewhere: the next call answers 401 and the shell shows the sign-in page.
    source.addEventListener(LIVE_EVENTS.signedOut, () => source.close());
    return () => source.close();
  }, [apiHost, dispatch]);
}
