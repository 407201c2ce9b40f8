import { LIVE_EVENTS } from '@leave/contract';

/** What a page does with the stream's events. */
export interface LiveEventHandlers {
  /** A new notification (its JSON). */
  notification(data: string): void;
  /** The stream (re)opened; `resumed` when the API caught it up on what it missed. */
  ready(resumed: boolean): void;
}

/** The first wait before a stream the browser gave up on is opened again, and the longest. */
export const REOPEN_MS = { first: 2_000, max: 30_000 };

/**
 * The API's live event stream (GET /events), kept open for as long as the page wants it. The
 * browser's EventSource reconnects by itself after a dropped connection, sending the last id it
 * saw; but an answer other than 200 (a proxy's 502 while every instance restarts, a 503) makes it
 * give up for good. Then the stream is opened again here, after 2 s, doubling to 30 s, naming the
 * last id seen (`last_event_id`), so the API still sends what was missed. A `signed-out` event
 * ends it: the next call answers 401 and the shell shows the sign-in page.
 */
export function openLiveEvents(
  url: string,
  handlers: LiveEventHandlers,
  EventSourceClass: typeof EventSource = EventSource,
): () => void {
  let source: EventSource | undefined;
  let lastId: string | undefined;
  let wait = REOPEN_MS.first;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
  const open = () => {
    const current = new EventSourceClass(lastId ? `${url}?last_event_id=${encodeURIComponent(lastId)}` : url, {
      withCredentials: true,
    });
    source = current;
    const seen = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastId = event.lastEventId;
    };
    current.addEventListener(LIVE_EVENTS.notification, (event) => {
      seen(event as MessageEvent<string>);
      handlers.notification((event as MessageEvent<string>).data);
    });
    current.addEventListener(LIVE_EVENTS.ready, (event) => {
      seen(event as MessageEvent<string>);
      wait = REOPEN_MS.first;
      handlers.ready(Boolean((JSON.parse((event as MessageEvent<string>).data) as { resumed?: boolean }).resumed));
    });
    current.addEventListener(LIVE_EVENTS.signedOut, stop);
    current.addEventListener('error', () => {
      if (stopped || current.readyState !== EventSourceClass.CLOSED) return;
      timer = setTimeout(open, wait);
      wait = Math.min(wait * 2, REOPEN_MS.max);
    });
  };
  open();
  return stop;
}
