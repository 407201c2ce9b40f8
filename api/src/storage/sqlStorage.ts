import type { Storage } from '@leave/service';
import { freeBytes, HEALTHY_FREE_BYTES } from '../db/dataDirectory';
import type { Database, Queryable, Transactional } from '../db/database';
import { sqlAudit } from './audit';
import { sqlCourses, sqlEnrolments } from './courses';
import { sqlLeaves } from './leaves';
import { sqlCalendarFeeds, sqlNotifications } from './notifications';
import type { SessionCache } from './sessionCache';
import { sqlKnownDevices, sqlSessions, sqlSignInFailures } from './sessions';
import { sqlUsers } from './users';

/** The storage interface in SQL, on the database or inside one of its transactions. */
export function sqlStorage(
  db: Queryable,
  transaction: Transactional,
  { dataDir, sessionCache }: { dataDir?: string; sessionCache?: SessionCache } = {},
) {
  return {
    users: sqlUsers(db),
    sessions: sqlSessions(db, sessionCache),
    signInFailures: sqlSignInFailures(db, transaction),
    knownDevices: sqlKnownDevices(db),
    courses: sqlCourses(db),
    enrolments: sqlEnrolments(db),
    leaves: sqlLeaves(db, transaction),
    audit: sqlAudit(db),
    notifications: sqlNotifications(db),
    calendarFeeds: sqlCalendarFeeds(db),
    async ping() {
      await db.query('SELECT 1');
      // A full disk shows in writes only once a page must grow: the embedded disk is watched.
      if (dataDir && freeBytes(dataDir) < HEALTHY_FREE_BYTES) return 'cannot-write' as const;
      try {
        await db.query(
          `INSERT INTO health_probe (id, checked_at) VALUES (1, now())
           ON CONFLICT (id) DO UPDATE SET checked_at = now()`,
        );
        return 'ok' as const;
      } catch {
        return 'cannot-write' as const;
      }
    },
  } satisfies Storage;
}

export type SqlStorage = ReturnType<typeof sqlStorage>;

export const storageOf = (db: Database, sessionCache?: SessionCache): SqlStorage =>
  sqlStorage(db, (work) => db.transaction(work), { dataDir: db.dataDir, sessionCache });

/** Storage bound to one open transaction: everything it does is part of that transaction. */
export const storageIn = (tx: Queryable): SqlStorage => sqlStorage(tx, (work) => work(tx));
