import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { Notification } from '@leave/contract';

/**
 * The notification the person opened from the bell's list, for the view it opened to find what
 * it is about (a request, a lecture's day); null when the view was opened any other way.
 */
export const OpenedNotificationContext = createContext<Notification | null>(null);

export const useOpenedNotification = () => useContext(OpenedNotificationContext);

/** Where a notification leads in a role's dashboard: the view, and the words of its button. */
export interface NotificationTarget<V extends string> {
  view: V;
  label: string;
}

/**
 * Once `ready`, brings the element with this id into view and moves the focus to it, once for
 * each id; answers whether it was not there (a request decided meanwhile, or on another page).
 */
export function useFocusOnOpen(elementId: string | null, ready: boolean): boolean {
  const done = useRef<string | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!elementId || !ready || done.current === elementId) return;
    done.current = elementId;
    const element = document.getElementById(elementId);
    setMissing(!element);
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [elementId, ready]);
  return missing;
}
