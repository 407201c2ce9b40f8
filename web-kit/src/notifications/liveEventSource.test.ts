/** The live stream stays open: a stream the browser gave up on is opened again, resuming after the last id seen. */
import { LIVE_EVENTS } from '@leave/contract';
import { openLiveEvents, REOPEN_MS } from './liveEventSource';

/** A browser's EventSource, as far as the stream uses it: events are sent to it by the test. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  send(type: string, id: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
  /** The browser's own reconnect failing for good (an answer other than 200): it gives up. */
  giveUp() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

const open = () => {
  const notifications: unknown[] = [];
  const readies: boolean[] = [];
  const stop = openLiveEvents(
    'https://api.example/events',
    { notification: (data) => notifications.push(JSON.parse(data)), ready: (resumed) => readies.push(resumed) },
    FakeEventSource as unknown as typeof EventSource,
  );
  return { notifications, readies, stop, current: () => FakeEventSource.opened.at(-1)! };
};

beforeEach(() => {
  FakeEventSource.opened = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('opens the stream again after the browser gave up, from the last id it saw, waiting longer each time', () => {
  const live = open();
  live.current().send(LIVE_EVENTS.ready, '40', { resumed: false });
  live.current().send(LIVE_EVENTS.notification, '41', { notification_id: 41 });
  live.current().giveUp();
  expect(FakeEventSource.opened).toHaveLength(1);
  jest.advanceTimersByTime(REOPEN_MS.first);
  expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
    'https://api.example/events',
    'https://api.example/events?last_event_id=41',
  ]);
  // Given up on again before it said ready: the next try waits twice as long.
  live.current().giveUp();
  jest.advanceTimersByTime(REOPEN_MS.first);
  expect(FakeEventSource.opened).toHaveLength(2);
  jest.advanceTimersByTime(REOPEN_MS.first);
  expect(FakeEventSource.opened).toHaveLength(3);
  live.current().send(LIVE_EVENTS.ready, '41', { resumed: true });
  expect({ notifications: live.notifications, readies: live.readies }).toEqual({
    notifications: [{ notification_id: 41 }],
    readies: [false, true],
  });
  live.stop();
});

it("leaves the browser's own reconnects to it, and stops for good once signed out or stopped", () => {
  const live = open();
  // A dropped connection the browser reconnects by itself: not closed, nothing to do here.
  live.current().dispatchEvent(new Event('error'));
  jest.advanceTimersByTime(REOPEN_MS.max);
  expect(FakeEventSource.opened).toHaveLength(1);
  live.current().send(LIVE_EVENTS.signedOut, '7', {});
  expect(live.current().closed).toBe(true);
  live.current().giveUp();
  jest.advanceTimersByTime(REOPEN_MS.max);
  expect(FakeEventSource.opened).toHaveLength(1);
});
