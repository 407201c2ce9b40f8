/**
 * Live events across instances (CONTRACT_TARGET=postgres only): a student applies on instance A
 * and the instructor's stream on instance B hears of it (PostgreSQL LISTEN/NOTIFY); a stream
 * that reconnects to the other instance with the last id it saw gets what it missed; a stream
 * survives its instance losing the LISTEN connection.
 */
import pg from 'pg';
import type { IsoDate, LeaveRequestResponse } from '@leave/contract';
import { ApiClient, lectureAfter, openLiveEvents, startBackend, target } from '@leave/test-kit';
import type { LiveStream, RunningBackend } from '@leave/test-kit';

let backend: RunningBackend;
const streams: LiveStream[] = [];

beforeAll(async () => {
  if (target() !== 'postgres') throw new Error('this suite needs CONTRACT_TARGET=postgres');
  backend = await startBackend({ instances: 2, env: { SCHOOL_TIME_ZONE: 'UTC', LEAVE_AHEAD_DAYS: '180' } });
}, 120_000);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => backend?.stop());

const [A, B] = [0, 1];
const signIn = (instance: number, id: number, role: 'student' | 'course instructor') =>
  new ApiClient(backend.urls[instance]!).signIn(id, role === 'student' ? 'student123' : 'teacher123', role);
const listen = async (client: ApiClient, options?: Parameters<typeof openLiveEvents>[1]) => {
  const stream = await openLiveEvents(client, options);
  streams.push(stream);
  return stream;
};
const apply = async (student: ApiClient, rollNo: number, date: IsoDate) => {
  const reply = await student.post<LeaveRequestResponse>('/applyLeave', {
    user_id: rollNo,
    user_role: 'student',
    reason: 'Conference',
    from_date: date,
    course_codes: ['CS101'],
  });
  expect(reply.status).toBe(201);
  return reply.body.applied[0]!;
};

it('a leave applied on instance A reaches the instructor’s stream on instance B', async () => {
  const instructorOnB = await listen(await signIn(B, 501, 'course instructor'));
  await instructorOnB.next('ready');
  const leave = await apply(await signIn(A, 1001, 'student'), 1001, lectureAfter('CS101', 30));
  const event = await instructorOnB.next('notification');
  expect(JSON.parse(event.data)).toMatchObject({ kind: 'leave requested', leave_id: leave.leave_id });
  expect(event.id).toBe(String(JSON.parse(event.data).notification_id));
});

it('a stream reconnecting to the other instance with its last id gets what it missed', async () => {
  const student = await signIn(A, 1002, 'student');
  const first = await listen(student);
  const ready = await first.next('ready');
  first.close();
  const instructor = await signIn(B, 501, 'course instructor');
  const leave = await apply(student, 1002, lectureAfter('CS101', 31));
  expect((await instructor.post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(200);

  const again = await listen(student, { lastEventId: ready.id, baseUrl: backend.urls[B] });
  expect(JSON.parse((await again.next('notification')).data)).toMatchObject({
    kind: 'leave approved',
    leave_id: leave.leave_id,
  });
});

it('keeps delivering after its instance’s LISTEN connection is cut', async () => {
  const instructorOnB = await listen(await signIn(B, 501, 'course instructor'));
  await instructorOnB.next('ready');
  // Ends every instance's LISTEN connection for notifications (each has one of its own).
  const sql = new pg.Client({ connectionString: backend.databaseUrl });
  await sql.connect();
  const cut = await sql.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = 'LISTEN "leave_notifications"'`,
  );
  await sql.end();
  expect(cut.rowCount).toBe(2);
  const leave = await apply(await signIn(A, 1003, 'student'), 1003, lectureAfter('CS101', 32));
  // Woken by the notification itself, or by the catch-up after reconnecting.
  expect(JSON.parse((await instructorOnB.next('notification', 10_000)).data)).toMatchObject({
    leave_id: leave.leave_id,
  });
});

it('signs out a stream on instance B within a second of its session’s sign-out on instance A', async () => {
  const onA = await signIn(A, 1005, 'student');
  const stream = await listen(onA, { baseUrl: backend.urls[B] });
  await stream.next('ready');
  expect((await onA.post('/logout', {})).status).toBe(200);
  await stream.next('signed-out', 1_000);
  expect(await Promise.race([stream.ended, new Promise((resolve) => setTimeout(() => resolve(false), 1_000))])).toBe(
    true,
  );
});
