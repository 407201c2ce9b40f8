import { LIVE_EVENTS } from '@leave/contract';
import type { Notification, Recipient } from '@leave/contract';
import { liveEventsQuerySchema, liveEventsSchema, messages, refusal } from '@leave/domain';
import type { EventChannel } from '../endpoint';
import type { LiveHub } from '../liveHub';
import { recipientKey } from '../liveHub';
import { defineEndpoint, refused } from '../endpoint';
import { hashToken, resolveSession } from '../sessions';
import type { Storage } from '../storage';
import { recipientOf } from './notifications';

/** How often an idle stream sends a comment (so proxies keep it open) and checks its session. */
export const HEARTBEAT_MS = 20_000;
/** The most streams one session may hold open on one instance (one per tab). */
export const MAX_STREAMS_PER_SESSION = 20;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;
/** How long at least it waits to reconnect a stream ended because the instance is stopping. */
const RECONNECT_MS = 250;
/** The most notifications one read sends; a stream that missed more reads again until it has them all. */
const CATCH_UP_MAX = 100;

/**
 * What a recipient has after an id, read once however many of their streams ask at the same
 * time (one person's tabs and devices are woken together, all at the same place).
 */
const readsInFlight = new WeakMap<Storage, Map<string, Promise<Notification[]>>>();
function readAfter(store: Storage, recipient: Recipient, afterId: number): Promise<Notification[]> {
  const inFlight = readsInFlight.get(store) ?? new Map<string, Promise<Notification[]>>();
  readsInFlight.set(store, inFlight);
  const key = `${recipientKey(recipient)}|${afterId}`;
  let read = inFlight.get(key);
  if (!read) {
    read = store.notifications.after(recipient, afterId, CATCH_UP_MAX).finally(() => inFlight.delete(key));
    inFlight.set(key, read);
  }
  return read;
}

const frame = (event: string, id: number, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A Last-Event-ID header as a notification id, if it is one. */
const lastSeen = (header: string | undefined) => (header && /^\d{1,15}$/.test(header) ? Number(header) : undefined);

export const liveEvents = defineEndpoint({
  method: 'GET',
  path: '/events',
  summary:
    "The signed-in user's live event stream (Server-Sent Events): each new notification as it is stored, on any instance; reconnecting with Last-Event-ID sends those missed; a signed-out event ends it with its session, a reconnect event when the instance stops (the browser reconnects within a second). 429 once the session already holds 20 streams (one per tab)",
  tag: 'notifications',
  access: 'signed in',
  produces: 'text/event-stream',
  query: liveEventsQuerySchema,
  responses: { 200: liveEventsSchema },
  async handle({ store, session, sessionToken, live, query, lastEventId: header }) {
    const lastEventId = header ?? query.last_event_id;
    // A session's streams are capped on each instance: a tab holds one.
    if (sessionToken && live.openFor(hashToken(sessionToken)) >= MAX_STREAMS_PER_SESSION)
      return refused(refusal(429, messages.tooManyStreams(MAX_STREAMS_PER_SESSION)));
    const recipient = recipientOf(session);
    const resumeFrom = lastSeen(lastEventId) ?? (await store.notifications.latestId(recipient));
    return {
      status: 200,
      body: null,
      stream: (channel) => stream(channel, { store, recipient, sessionToken, live, resumeFrom, resumed: lastEventId }),
    };
  },
});

function stream(
  channel: EventChannel,
  context: {
    store: Storage;
    recipient: Recipient;
    sessionToken: string | undefined;
    live: LiveHub;
    resumeFrom: number;
    resumed: string | undefined;
  },
) {
  const { store, recipient, live } = context;
  let sent = context.resumeFrom;
  let closed = false;
  // One read at a time; a wake-up during a read asks for one more read after it.
  let reading: Promise<void> | null = null;
  let again = false;
  const sendNew = () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      let full: boolean;
      do {
        again = false;
        const fresh = await readAfter(store, recipient, sent);
        for (const item of fresh) {
          if (closed) return;
          channel.write(frame(LIVE_EVENTS.notification, item.notification_id, item));
          sent = item.notification_id;
        }
        // A full read may have left more behind it (a long absence): read on.
        full = fresh.length === CATCH_UP_MAX;
      } while ((again || full) && !closed);
    })()
      .catch((error: unknown) => console.error('live events: could not read notifications', error))
      .finally(() => {
        reading = null;
      });
  };
  const signOut = () => {
    if (closed) return;
    channel.write(frame(LIVE_EVENTS.signedOut, sent, {}));
    channel.end();
  };
  // The instance is stopping: the browser reconnects soon (another instance, most likely), spread
  // over a second so that every stream of the instance does not come back at the same moment.
  const moveOn = () => {
    if (closed) return;
    channel.write(`retry: ${RECONNECT_MS + Math.round(Math.random() * RECONNECT_MS * 3)}\n\n`);
    channel.write(frame(LIVE_EVENTS.reconnect, sent, {}));
    channel.end();
  };
  if (live.isStopping) return moveOn();
  const unsubscribe = live.subscribe(recipient, sendNew);
  const untrack = live.track(moveOn);
  const untrackSession = context.sessionToken ? live.trackSession(hashToken(context.sessionToken), signOut) : () => {};
  const heartbeat = setInterval(() => {
    void resolveSession(store, context.sessionToken).then(
      (session) => {
        if (closed) return;
        if (session) return channel.write(': still here\n\n');
        signOut();
      },
      () => channel.write(': still here\n\n'),
    );
  }, HEARTBEAT_MS);
  channel.onClose(() => {
    closed = true;
    unsubscribe();
    untrack();
    untrackSession();
    clearInterval(heartbeat);
  });
  channel.write(`retry: ${RETRY_MS}\n\n`);
  channel.write(frame(LIVE_EVENTS.ready, sent, { resumed: context.resumed !== undefined }));
  // A reconnecting stream catches up at once on what it missed.
  sendNew();
}
