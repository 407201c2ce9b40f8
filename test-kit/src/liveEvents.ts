import { createParser } from 'eventsource-parser';
import type { EventSourceMessage } from 'eventsource-parser';
import type { ApiClient } from './apiClient';

/** An open live event stream of a signed-in client, read as a browser's EventSource would. */
export interface LiveStream {
  status: number;
  contentType: string | null;
  /** The next event of this type (earlier ones of other types are skipped); rejects after `timeoutMs`. */
  next(type: string, timeoutMs?: number): Promise<EventSourceMessage>;
  close(): void;
  /** Resolves true once the server has ended the stream (or it was closed here). */
  ended: Promise<boolean>;
}

/**
 * Opens GET /events as `client`, optionally resuming after `lastEventId` (sent as the browser's
 * own reconnect sends it, or, `resumeBy: 'query'`, as a page that opens the stream again does),
 * on the client's API or on `baseUrl` (another instance of it).
 */
export async function openLiveEvents(
  client: ApiClient,
  {
    lastEventId,
    baseUrl = client.baseUrl,
    resumeBy = 'header',
  }: { lastEventId?: string; baseUrl?: string; resumeBy?: 'header' | 'query' } = {},
): Promise<LiveStream> {
  const abort = new AbortController();
  const cookie = client.sessionCookie;
  const inQuery = lastEventId && resumeBy === 'query';
  const response = await fetch(`${baseUrl}/events${inQuery ? `?last_event_id=${lastEventId}` : ''}`, {
    headers: {
      Accept: 'text/event-stream',
      ...(cookie ? { Cookie: cookie } : {}),
      ...(lastEventId && !inQuery ? { 'Last-Event-ID': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const received: EventSourceMessage[] = [];
  const waiting: Array<() => void> = [];
  const parser = createParser({
    onEvent: (event) => {
      received.push(event);
      for (const wake of waiting.splice(0)) wake();
    },
  });
  let ended: Promise<boolean> = Promise.resolve(true);
  if (response.ok && response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          parser.feed(decoder.decode(chunk, { stream: true }));
        }
      } catch {
        // closed here
      }
      return true;
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    async next(type, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((event) => (event.event ?? 'message') === type);
        if (index >= 0) return received.splice(0, index + 1).at(-1)!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${type}' event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => abort.abort(),
    ended,
  };
}
