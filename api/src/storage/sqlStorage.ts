import type { Storage } from '@leave/service';
import type { Database, Queryable, Transactional } from '../db/database';
import { sqlCourses, sqlEnrolments } from './courses';
import { sqlLeaves } from './leaves';
import { sqlKnownDevices, sqlSessions, sqlSignInFailures } from './sessions';
import { sqlUsers } from './users';

/** The storage interface in SQL, on the database or inside one of its transactions. */
export function sqlStorage(db: Queryable, transaction: Transactional) {
  return {
    users: sqlUsers(db),
    sessions: sqlSessions(db),
    signInFailures: sqlSignInFailures(db, transaction),
    knownDevices: sqlKnownDevices(db),
    courses: sqlCourses(db),
    enrolments: sqlEnrolments(db),
    leaves: sqlLeaves(db, transaction),
    async ping() {
      await db.query('SELECT 1');
      return true;
    },
  } satisfies Storage;
}

export type SqlStorage = ReturnType<typeof sqlStorage>;

export const storageOf = (db: Database): SqlStorage => sqlStorage(db, (work) => db.transaction(work));

/** Storage bound to one open transaction: everything it does is part of that transaction. */
export const storageIn = (tx: Queryable): SqlStorage => sqlStorage(tx, (work) => work(tx));
