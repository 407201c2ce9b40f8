import type { AbsenceDay, Absentee } from '@leave/contract';
import type {
  CourseFacts,
  CourseLeaveRow,
  InstructorOverview,
  Storage,
  StudentOverview,
  Windowed,
} from '@leave/service';
import { freeBytes, HEALTHY_FREE_BYTES } from '../db/dataDirectory';
import type { Database, Queryable, Transactional } from '../db/database';
import { sqlAudit } from './audit';
import { COURSES_TAUGHT_BY, sqlCourses, sqlEnrolments, talliesOfStudent } from './courses';
import { sqlRolls } from './rolls';
import { COURSE_LEAVE_VERSION, KeptReads } from './keptReads';
import { ACTIVE_LEAVE_OF_STUDENT, ACTIVE_LEAVE_OF_STUDENT_IN_WINDOW, courseLeaveWindow, sqlLeaves } from './leaves';
import { sqlCalendarFeeds, sqlNotifications } from './notifications';
import type { SessionCache } from './sessionCache';
import { sqlKnownDevices, sqlSessions, sqlSignInFailures } from './sessions';
import { sqlDocuments } from './documents';
import { sqlKinds } from './kinds';
import { sqlRequests } from './requests';
import type { PendingRow } from './requests';
import { sqlTerms, sqlTimetables } from './terms';
import { sqlSignInOptions } from './signInOptions';
import { sqlTwoFactor } from './twoFactor';
import { sqlUsers } from './users';
import { retryingConflicts } from './conflicts';

/** The reads of courses' leave this instance keeps, each used again while its course's version holds (KeptReads). */
export interface KeptCourseReads {
  leavePages: KeptReads<Windowed<CourseLeaveRow>>;
  requestPages: KeptReads<Windowed<PendingRow>>;
  absenceMonths: KeptReads<AbsenceDay[]>;
  absenteePages: KeptReads<Windowed<Absentee>>;
}

export const keptCourseReads = (): KeptCourseReads => ({
  leavePages: new KeptReads(),
  requestPages: new KeptReads(),
  absenceMonths: new KeptReads(),
  absenteePages: new KeptReads(),
});

/**
 * How the stores run work that must be whole: `transaction` for a change of several statements,
 * `attempt` for a statement whose failure a store reports as a result (a duplicate), so that a
 * transaction around it can go on.
 */
interface Transactions {
  transaction: Transactional;
  attempt: Transactional;
}

/** The storage interface in SQL, on the database or inside one of its transactions. */
export function sqlStorage(
  db: Queryable,
  { transaction, attempt }: Transactions,
  {
    dataDir,
    sessionCache,
    kept,
    sessionsEnded,
  }: {
    dataDir?: string;
    sessionCache?: SessionCache;
    kept?: KeptCourseReads;
    /** Inside a transaction: hears the sessions it ends, to forget them once it commits. */
    sessionsEnded?: (tokenHashes: string[]) => void;
  } = {},
) {
  return {
    rolls: sqlRolls(db, transaction),
    users: sqlUsers(db, attempt),
    sessions: sqlSessions(db, sessionCache, sessionsEnded),
    signInFailures: sqlSignInFailures(db, transaction),
    knownDevices: sqlKnownDevices(db),
    twoFactor: sqlTwoFactor(db, transaction),
    signInOptions: sqlSignInOptions(db),
    courses: sqlCourses(db, attempt),
    enrolments: sqlEnrolments(db, attempt),
    leaves: sqlLeaves(db, transaction, kept),
    audit: sqlAudit(db),
    notifications: sqlNotifications(db),
    calendarFeeds: sqlCalendarFeeds(db),
    terms: sqlTerms(db, transaction),
    timetables: sqlTimetables(db, transaction),
    requests: sqlRequests(db, kept?.requestPages),
    kinds: sqlKinds(db, attempt, transaction),
    documents: sqlDocuments(db, transaction),
    // The student's dashboard in one statement: the leave and tallies as JSON beside the profile.
    // With a window, only the leave on its dates ($2 to $3); the school's today last.
    async studentOverview(rollNo, today, window) {
      const leaveOfStudent = window ? ACTIVE_LEAVE_OF_STUDENT_IN_WINDOW : ACTIVE_LEAVE_OF_STUDENT;
      const rows = await db.query<StudentOverview['profile'] & Omit<StudentOverview, 'profile'>>(
        `SELECT u.user_id AS roll_no, u.name, u.branch, u.stream, u.joining_year,
           (SELECT coalesce(json_agg(leave ORDER BY leave.leave_date, leave.leave_id), '[]')
            FROM (${leaveOfStudent}) leave) AS leaves,
           (SELECT coalesce(json_agg(tally ORDER BY tally.course_code), '[]') FROM (${talliesOfStudent(window ? '$4' : '$2')}) tally) AS tallies
         FROM users u WHERE u.role = 'student' AND u.user_id = $1`,
        window ? [rollNo, window.from, window.to, today] : [rollNo, today],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { leaves, tallies, ...profile } = row;
      return { profile, leaves, tallies };
    },
    // The instructor's dashboard in one statement: the courses as JSON beside the profile.
    async instructorOverview(rgNo) {
      const rows = await db.query<InstructorOverview['profile'] & Pick<InstructorOverview, 'courses'>>(
        `SELECT u.user_id AS rg_no, u.name, coalesce(u.dept, '') AS dept,
           (SELECT coalesce(json_agg(course ORDER BY course.course_code), '[]') FROM (${COURSES_TAUGHT_BY}) course) AS courses
         FROM users u WHERE u.role = 'course instructor' AND u.user_id = $1`,
        [rgNo],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { courses, ...profile } = row;
      return { profile, courses };
    },
    // The course and the page in one statement: the window beside the course's facts, read only
    // when this instance has not kept it at the course's current version (see KeptReads).
    async courseLeavePage(code, { status }, { offset, limit }) {
      const key = KeptReads.key(code, status, offset, limit);
      const keptPage = kept?.leavePages.get(key);
      const rows = await db.query<CourseFacts & { version: string; page: Windowed<CourseLeaveRow> | null }>(
        `SELECT c.course_code, c.instructor_id, c.total_lectures, c.leave_limit, v.version,
           CASE WHEN v.version = $5 THEN NULL ELSE (SELECT row_to_json(w) FROM (${courseLeaveWindow(status)}) w) END AS page
         FROM courses c, LATERAL (${COURSE_LEAVE_VERSION}) v WHERE c.course_code = $1`,
        [code, status ?? null, offset, limit, keptPage?.version ?? null],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { version, page, ...course } = row;
      if (page) {
        kept?.leavePages.set(key, version, page);
        return { course, page };
      }
      // No page: the database found the kept one current.
      return { course, page: keptPage!.value };
    },
    // Its caches stay outside: a session or page read inside might yet be rolled back, and what
    // the transaction ends is announced to every instance (this one too) when it commits.
    // Sessions it ended are forgotten here as soon as it commits (other instances hear of them).
    async atomically<T>(work: (tx: Storage) => Promise<T>): Promise<T> {
      const ended: string[] = [];
      const result = await transaction((tx) => {
        // A run the database ended (a deadlock's victim) ended no session: the next run starts afresh.
        ended.length = 0;
        return work(storageIn(tx, (hashes) => ended.push(...hashes)));
      });
      for (const hash of ended) sessionCache?.forget(hash);
      // Inside an enclosing transaction: its own commit is the one that counts.
      if (ended.length) sessionsEnded?.(ended);
      return result;
    },
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

export const storageOf = (
  db: Database,
  memory: { sessionCache?: SessionCache; kept?: KeptCourseReads } = {},
): SqlStorage =>
  sqlStorage(
    db,
    // A statement on the database is a transaction of its own: its failure harms nothing else.
    { transaction: (work) => retryingConflicts(() => db.transaction(work)), attempt: (work) => work(db) },
    { dataDir: db.dataDir, ...memory },
  );

let savepoints = 0;

/**
 * A transaction inside an open one: a savepoint, so that a part that fails or is refused (a
 * recount that leaves a course without lectures) undoes itself only and the rest goes on.
 */
const nestedIn =
  (tx: Queryable): Transactional =>
  async (work) => {
    const name = `nested_${++savepoints}`;
    await tx.exec(`SAVEPOINT ${name}`);
    let result;
    try {
      result = await work(tx);
    } catch (error) {
      // A connection lost meanwhile fails the whole transaction anyway: the first error is the one to report.
      await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
      throw error;
    }
    await tx.exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  };

/** Storage bound to one open transaction: everything it does is part of that transaction. */
export function storageIn(tx: Queryable, sessionsEnded?: (tokenHashes: string[]) => void): SqlStorage {
  const nested = nestedIn(tx);
  return sqlStorage(tx, { transaction: nested, attempt: nested }, { sessionsEnded });
}
