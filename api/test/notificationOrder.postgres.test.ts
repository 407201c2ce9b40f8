/**
 * A live stream sends a person's notifications by id, after the last it sent (CONTRACT_TARGET=
 * postgres only). Two instances storing notifications for one person at once must commit them in
 * id order: else the later id is read first and the earlier one, committed a moment after, is
 * never sent.
 */
import type { NewNotification } from '@leave/service';
import { sqlNotifications } from '../src/storage/notifications';
import { scratchPostgres } from './support/scratchPostgres';

const database = scratchPostgres('leave_order', (db) =>
  db.query(`INSERT INTO users (role, user_id, name, password_hash) VALUES ('student', 1001, 'Aarav Sharma', 'x')`),
);

const student = { role: 'student' as const, user_id: 1001 };
const notice = (text: string): NewNotification => ({
  ...student,
  kind: 'leave approved',
  text,
  course_code: null,
  leave_id: null,
});

it("a person's notifications stored at once by two connections reach a stream reading by id, every one", async () => {
  const db = database();
  const store = sqlNotifications(db);
  let commitFirst = () => {};
  const held = new Promise<void>((resolve) => (commitFirst = resolve));
  // The first is stored in a transaction that has not committed yet...
  const first = db.transaction(async (tx) => {
    await sqlNotifications(tx).add([notice('first')]);
    await held;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  // ...when the second is stored on another connection.
  const second = store.add([notice('second')]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  // A stream reads what is there now, then what comes after the last id it sent.
  const readNow = await store.after(student, 0, 10);
  commitFirst();
  await Promise.all([first, second]);
  const readLater = await store.after(student, readNow.at(-1)?.notification_id ?? 0, 10);
  expect([...readNow, ...readLater].map((item) => item.text)).toEqual(['first', 'second']);
});
