/**
 * What the bell and the admin's counts of accounts read from kept counts (migration 40) agrees
 * with a recount after every kind of write: each recipient's notifications and unread ones
 * (notification_counts) after notifications added for several people, some read, all read, the
 * requests they are about settled, notifications removed and emptied; and each role's accounts
 * (user_counts) after students imported, an account's role changed, accounts removed and emptied.
 * With the keeping turned off, the same comparison finds the counts differ.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Recipient } from '@leave/contract';
import type { NewNotification } from '@leave/service';
import { copyPgliteTemplate } from '@leave/test-kit';
import { openPglite } from '../src/db/database';
import type { Database, Queryable } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { seedDemoData } from '../src/db/seedDemo';
import { storageIn, storageOf } from '../src/storage/sqlStorage';

let dir: string;
let db: Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-kept-counts-'));
  copyPgliteTemplate(dir);
  db = await openPglite(dir);
  await migrate(db);
  await seedDemoData(db, '2026-11-25');
}, 90_000);

afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Recipients whose kept counts differ from a count of their notifications (kept zeros are none). */
const notificationsDisagreeing = (q: Queryable = db) =>
  q.query<{ role: string; user_id: number }>(
    `WITH counted AS (SELECT role, user_id, count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
                      FROM notifications GROUP BY 1, 2),
       kept AS (SELECT role, user_id, sum(total)::int AS total, sum(unread)::int AS unread FROM notification_counts
                GROUP BY 1, 2 HAVING sum(total) <> 0 OR sum(unread) <> 0)
     SELECT DISTINCT role, user_id FROM ((TABLE counted EXCEPT TABLE kept) UNION ALL (TABLE kept EXCEPT TABLE counted)) AS differing`,
  );

/** Roles whose kept count of accounts differs from a count of them. */
const usersDisagreeing = (q: Queryable = db) =>
  q.query<{ role: string }>(
    `WITH counted AS (SELECT role, count(*)::int AS users FROM users GROUP BY 1),
       kept AS (SELECT role, sum(users)::int AS users FROM user_counts GROUP BY 1 HAVING sum(users) <> 0)
     SELECT DISTINCT role FROM ((TABLE counted EXCEPT TABLE kept) UNION ALL (TABLE kept EXCEPT TABLE counted)) AS differing`,
  );

const rolledBack = (work: (tx: Queryable) => Promise<void>) =>
  db
    .transaction(async (tx) => {
      await work(tx);
      throw new Error('rolled back');
    })
    .catch((error: Error) => expect(error.message).toBe('rolled back'));

const recipients = async (): Promise<Recipient[]> =>
  db.query<Recipient>(
    `SELECT role, user_id FROM users WHERE role IN ('student', 'course instructor') ORDER BY role, user_id LIMIT 3`,
  );

const told = (recipient: Recipient, text: string): NewNotification => ({
  ...recipient,
  kind: 'leave requested',
  text,
  course_code: null,
  leave_id: null,
  code: null,
  params: null,
});

it('counts the demo notifications and accounts as they were when the tables were made', async () => {
  expect(await notificationsDisagreeing()).toEqual([]);
  expect(await usersDisagreeing()).toEqual([]);
});

it("follows each write to a recipient's notifications, and the bell reads the counts", async () => {
  const store = storageOf(db).notifications;
  const [first, second, third] = (await recipients()) as [Recipient, Recipient, Recipient];
  const leave = await db.query<{ leave_id: number }>('SELECT leave_id FROM leaves ORDER BY leave_id LIMIT 1');
  const writes: Array<[string, () => Promise<unknown>]> = [
    [
      'new, for several people',
      () =>
        store.add([
          told(first, 'one'),
          told(second, 'two'),
          told(first, 'three'),
          { ...told(third, 'about a leave'), leave_id: leave[0]!.leave_id },
        ]),
    ],
    [
      'some read',
      async () => store.markRead(first, [(await store.page(first, { offset: 0, limit: 1 })).items[0]!.notification_id]),
    ],
    ['all read', () => store.markRead(second, 'all')],
    ['the requests they are about settled', () => store.settle([leave[0]!.leave_id])],
    ['a row rewritten as it was', () => db.query('UPDATE notifications SET text = text')],
    [
      'one removed',
      () =>
        db.query('DELETE FROM notifications WHERE notification_id = (SELECT max(notification_id) FROM notifications)'),
    ],
    ['all marked unread again', () => db.query('UPDATE notifications SET read_at = NULL')],
  ];
  for (const [write, change] of writes) {
    await change();
    expect({ write, differing: await notificationsDisagreeing() }).toEqual({ write, differing: [] });
    for (const recipient of [first, second, third]) {
      const [counted] = await db.query<{ total: number; unread: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
         FROM notifications WHERE role = $1 AND user_id = $2`,
        [recipient.role, recipient.user_id],
      );
      const { total, unread } = await store.page(recipient, { offset: 0, limit: 1 });
      expect({ write, recipient, total, unread }).toEqual({ write, recipient, ...counted });
    }
  }
  // markRead answers the unread count left, from the kept count as it was before it.
  await store.add([told(first, 'four'), told(first, 'five')]);
  const unreadBefore = (await store.page(first, { offset: 0, limit: 1 })).unread;
  const newest = (await store.page(first, { offset: 0, limit: 1 })).items[0]!.notification_id;
  expect(await store.markRead(first, [newest])).toBe(unreadBefore - 1);
  expect(await store.markRead(first, 'all')).toBe(0);
  expect(await notificationsDisagreeing()).toEqual([]);
});

it('follows the notifications emptied', async () => {
  await rolledBack(async (tx) => {
    await tx.query('TRUNCATE notifications');
    expect(await notificationsDisagreeing(tx)).toEqual([]);
  });
  await rolledBack(async (tx) => {
    await tx.query('DELETE FROM notifications');
    expect(await notificationsDisagreeing(tx)).toEqual([]);
  });
  expect(await notificationsDisagreeing()).toEqual([]);
});

it("follows each write to the accounts, and the lists' unfiltered totals read the counts", async () => {
  const users = storageOf(db).users;
  const writes: Array<[string, () => Promise<unknown>]> = [
    [
      'students imported',
      () =>
        users.importStudents(
          [990_001, 990_002, 990_003].map((roll_no) => ({
            roll_no,
            name: `Kept ${roll_no}`,
            password_hash: 'x',
            branch: 'CSE',
            stream: 'B.Tech',
            joining_year: 2026,
            must_change_password: true,
          })),
        ),
    ],
    ['a role changed', () => db.query(`UPDATE users SET role = 'course instructor' WHERE user_id = 990_003`)],
    ['a name changed', () => db.query(`UPDATE users SET name = name || '.' WHERE user_id = 990_001`)],
    ['one removed', () => db.query('DELETE FROM users WHERE user_id = 990_002')],
  ];
  for (const [write, change] of writes) {
    await change();
    expect({ write, differing: await usersDisagreeing() }).toEqual({ write, differing: [] });
    const [counted] = await db.query<{ students: number; instructors: number }>(
      `SELECT count(*) FILTER (WHERE role = 'student')::int AS students,
         count(*) FILTER (WHERE role = 'course instructor')::int AS instructors FROM users`,
    );
    const students = (await users.students({}, { offset: 0, limit: 1 })).total;
    const instructors = (await users.instructors({}, { offset: 0, limit: 1 })).total;
    expect({ write, students, instructors }).toEqual({ write, ...counted });
  }
  await rolledBack(async (tx) => {
    await tx.query('TRUNCATE users CASCADE');
    expect(await usersDisagreeing(tx)).toEqual([]);
  });
  expect(await usersDisagreeing()).toEqual([]);
});

it('finds the counts differ when they are not kept', async () => {
  const [recipient] = (await recipients()) as [Recipient];
  await rolledBack(async (tx) => {
    await tx.query('ALTER TABLE notifications DISABLE TRIGGER notifications_added_counted');
    await tx.query('ALTER TABLE users DISABLE TRIGGER users_added_counted');
    await storageIn(tx).notifications.add([told(recipient, 'not counted')]);
    await tx.query(
      `INSERT INTO users (role, user_id, name, password_hash) VALUES ('student', 990_009, 'Not counted', 'x')`,
    );
    expect(await notificationsDisagreeing(tx)).toEqual([recipient]);
    expect(await usersDisagreeing(tx)).toEqual([{ role: 'student' }]);
  });
});
