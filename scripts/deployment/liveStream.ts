/**
 * A live event stream (GET /api/events) kept open as the browser's EventSource keeps it: after a
 * dropped connection or a network error it connects again once the server's `retry` has passed,
 * sending the last event id it saw; an answer that is not a 200 event stream ends it for good (the
 * browser gives up), as does a `signed-out` event. The app opens a stream the browser gave up on
 * again (web-kit's liveEventSource.ts), seconds later; here it counts as a failure, since a
 * rolling restart should never make the browser give up.
 */
import https from 'node:https';
import { createParser } from 'eventsource-parser';
import { LIVE_EVENTS } from '@leave/contract';
import type { Browser } from './browser';

export interface Reconnect {
  /** When the stream dropped, and when the next connection's `ready` event came (ms since the epoch). */
  droppedAt: number;
  readyAt: number;
}

/** EventSource's wait before reconnecting until the server names its own. */
const BROWSER_RETRY_MS = 3_000;

export class LiveStream {
  /** The notification ids received, in order. */
  readonly received: number[] = [];
  readonly reconnects: Reconnect[] = [];
  /** The id of the first `ready` event: notifications after it must all arrive. */
  startId?: number;
  /** Why the stream ended for good, if it did (the browser would not reconnect). */
  failure?: string;
  private lastEventId?: string;
  private retryMs = BROWSER_RETRY_MS;
  private droppedAt?: number;
  private request?: ReturnType<typeof https.request>;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private opened?: () => void;
  /** Resolves once the first connection is ready. */
  readonly ready = new Promise<void>((resolve) => (this.opened = resolve));

  constructor(
    readonly browser: Browser,
    readonly label: string,
    private readonly certificate: string,
  ) {}

  /** Whether a connection is open and ready now. */
  get connected(): boolean {
    return !this.stopped && !this.failure && this.droppedAt === undefined && this.startId !== undefined;
  }

  start(): void {
    const { site } = this.browser;
    const request = https.request({
      host: '127.0.0.1',
      port: site.port,
      servername: 'localhost',
      path: '/api/events',
      ca: this.certificate,
      agent: false,
      headers: {
        ...this.browser.headers('GET', { Accept: 'text/event-stream', 'Cache-Control': 'no-cache' }),
        'Accept-Encoding': 'identity',
        ...(this.lastEventId ? { 'Last-Event-ID': this.lastEventId } : {}),
      },
    });
    this.request = request;
    request.on('response', (response) => {
      const type = response.headers['content-type'] ?? '';
      if (response.statusCode !== 200 || !type.startsWith('text/event-stream')) {
        response.resume();
        this.fail(`reconnecting answered ${response.statusCode} ${type}`);
        return;
      }
      const parser = createParser({
        onRetry: (ms) => (this.retryMs = ms),
        onEvent: (event) => {
          if (event.id !== undefined) this.lastEventId = event.id;
          if (event.event === LIVE_EVENTS.ready) this.onReady(Number(event.id));
          else if (event.event === LIVE_EVENTS.notification) this.received.push(Number(event.id));
          else if (event.event === LIVE_EVENTS.signedOut) this.fail('signed out');
        },
      });
      response.setEncoding('utf8');
      response.on('data', (text: string) => parser.feed(text));
      response.on('end', () => this.dropped(request));
      response.on('error', () => this.dropped(request));
    });
    request.on('error', () => this.dropped(request));
    request.end();
  }

  private onReady(id: number) {
    if (this.startId === undefined) {
      this.startId = id;
      this.opened?.();
    }
    if (this.droppedAt !== undefined) {
      this.reconnects.push({ droppedAt: this.droppedAt, readyAt: Date.now() });
      this.droppedAt = undefined;
    }
  }

  /** The connection ended or could not be made: the browser tries again after `retry`. */
  private dropped(request: ReturnType<typeof https.request>) {
    if (request !== this.request || this.stopped || this.failure || this.timer) return;
    this.droppedAt ??= Date.now();
    this.request?.destroy();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.stopped && !this.failure) this.start();
    }, this.retryMs);
  }

  private fail(why: string) {
    this.failure ??= why;
    this.request?.destroy();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.request?.destroy();
  }
}
