import { useEffect, useRef } from 'react';
import { useDispatch } from '@leave/web-kit/state';
import type { Notification } from '@leave/contract';
import { notificationsApi } from './notificationsApi';
import { openLiveEvents } from './liveEventSource';

/**
 * Listens to the API's live event stream while the app is mounted (liveEventSource.ts keeps it
 * open): each new notification refreshes the bell and calls `onNotification` (which refreshes the
 * views it concerns). Without EventSource (tests) it does nothing.
 */
export function useLiveEvents(apiHost: string, onNotification: (notification: Notification) => void) {
  const dispatch = useDispatch();
  const latest = useRef(onNotification);
  useEffect(() => {
    latest.current = onNotification;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => dispatch(notificationsApi.util.invalidateTags(['Notifications']));
    return openLiveEvents(`${apiHost}/events`, {
      notification: (data) => {
        refresh();
        latest.current(JSON.parse(data) as Notification);
      },
      // After a reconnect the views may be stale in ways notifications do not cover: refresh them.
      ready: (resumed) => {
        if (resumed) refresh();
      },
    });
  }, [apiHost, dispatch]);
}
