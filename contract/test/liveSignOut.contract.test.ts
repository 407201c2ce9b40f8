/**
 * A live event stream ends with its session, at once, on every backend: a sign-out or a
 * deactivation sends the stream "signed-out" and closes it within a second (not at its next
 * heartbeat, 20 seconds on), whether it is signed out here, from another device or everywhere, and one session holds at most 20 streams.
 */
import { LIVE_EVENTS } from '@leave/contract';
import { openLiveEvents, useBackend } from '@leave/test-kit';
import type { LiveStream } from '@leave/test-kit';

const { as, url } = useBackend();

/** Resolves true if the stream has ended within `ms`, false if it is still open. */
const endsWithin = (stream: LiveStream, ms: number) =>
  Promise.race([stream.ended, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

it('signs a stream out within a second of its session’s sign-out, and leaves other sessions’ streams open', async () => {
  const tab = await as.anonymous().signIn(1002, 'student123', 'student');
  const otherDevice = await as.anonymous().signIn(1002, 'student123', 'student');
  const [stream, other] = [await openLiveEvents(tab), await openLiveEvents(otherDevice)];
  await Promise.all([stream.next(LIVE_EVENTS.ready), other.next(LIVE_EVENTS.ready)]);

  expect((await tab.post('/logout', {})).status).toBe(200);
  await stream.next(LIVE_EVENTS.signedOut, 1_000);
  expect(await endsWithin(stream, 1_000)).toBe(true);
  expect(await endsWithin(other, 300)).toBe(false);
  other.close();
});

it('signs out the streams of a device signed out from another, and of every device signed out everywhere', async () => {
  const laptop = await as.anonymous().signIn(1005, 'student123', 'student');
  const phone = await as.anonymous().signIn(1005, 'student123', 'student');
  const [laptopStream, phoneStream] = [await openLiveEvents(laptop), await openLiveEvents(phone)];
  await Promise.all([laptopStream.next(LIVE_EVENTS.ready), phoneStream.next(LIVE_EVENTS.ready)]);

  const devices = (await phone.get('/signedInDevices')).body.items as Array<{ device_id: string; current: boolean }>;
  const laptopId = devices.find((device) => !device.current)!.device_id;
  expect((await phone.post('/signOutDevice', { device_id: laptopId })).status).toBe(200);
  await laptopStream.next(LIVE_EVENTS.signedOut, 1_000);
  expect(await endsWithin(laptopStream, 1_000)).toBe(true);
  expect(await endsWithin(phoneStream, 300)).toBe(false);

  expect((await phone.post('/signOutEverywhere')).status).toBe(200);
  await phoneStream.next(LIVE_EVENTS.signedOut, 1_000);
  expect(await endsWithin(phoneStream, 1_000)).toBe(true);
});

it('signs out every stream of an account the admin deactivates, within a second', async () => {
  const student = await as.anonymous().signIn(1004, 'student123', 'student');
  const stream = await openLiveEvents(student);
  await stream.next(LIVE_EVENTS.ready);
  const admin = await as.admin();
  expect((await admin.post('/setAccountActive', { role: 'student', user_id: 1004, active: false })).status).toBe(200);
  try {
    await stream.next(LIVE_EVENTS.signedOut, 1_000);
    expect(await endsWithin(stream, 1_000)).toBe(true);
  } finally {
    await admin.post('/setAccountActive', { role: 'student', user_id: 1004, active: true });
  }
});

it('lets one session hold 20 streams, and refuses the 21st with 429 saying why', async () => {
  const student = await as.anonymous().signIn(1003, 'student123', 'student');
  const streams: LiveStream[] = [];
  try {
    for (let tab = 0; tab < 20; tab += 1) {
      const stream = await openLiveEvents(student);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const refused = await fetch(`${url()}/events`, { headers: { Cookie: student.sessionCookie! } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'This sign-in already has 20 live update streams open; close some tabs and reload',
      code: 'api.tooManyStreams',
      params: { max: 20 },
    });
    // Another session of the same student is not held to this one's count.
    const elsewhere = await openLiveEvents(await as.anonymous().signIn(1003, 'student123', 'student'));
    expect(elsewhere.status).toBe(200);
    elsewhere.close();
  } finally {
    for (const stream of streams) stream.close();
  }
});
