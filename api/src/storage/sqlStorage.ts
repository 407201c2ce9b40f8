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
import { COURSES_TAUGHT_BY, sqlCourses, sqlEnrolments, TALLIES_OF_STUDENT } from './courses';
import { ACTIVE_LEAVE_OF_STUDENT, COURSE_LEAVE_VERSION, courseLeaveWindow, sqlLeaves } from './leaves';
import { LeavePages } from './leavePages';
import { sqlCalendarFeeds, sqlNotifications } from './notifications';
import type { SessionCache } from './sessionCache';
import { sqlKnownDevices, sqlSessions, sqlSignInFailures } from './sessions';
import { sqlRequests } from './requests';
import type { PendingRow } from './requests';
import { sqlTerms, sqlTimetables } from './terms';
import { sqlUsers } from './users';

/** The storage interface in SQL, on the database or inside one of its transactions. */
export function sqlStorage(
  db: Queryable,
  transaction: Transactional,
  {
    dataDir,
    sessionCache,
    leavePages,
    requestPages,
  }: {
    dataDir?: string;
    sessionCache?: SessionCache;
    leavePages?: LeavePages;
    requestPages?: LeavePages<PendingRow>;
  } = {},
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
    terms: sqlTerms(db, transaction),
    timetables: sqlTimetables(db, transaction),
    requests: sqlRequests(db, requestPages),
    // The student's dashboard in one statement: the leave and tallies as JSON beside the profile.
    async studentOverview(rollNo) {
      const rows = await db.query<StudentOverview['profile'] & Omit<StudentOverview, 'profile'>>(
        `SELECT u.user_id AS roll_no, u.name, u.branch, u.stream, u.joining_year,
           (SELECT coalesce(json_agg(leave ORDER BY leave.leave_date, leave.leave_id), '[]')
            FROM (${ACTIVE_LEAVE_OF_STUDENT}) leave) AS leaves,
           (SELECT coalesce(json_agg(tally ORDER BY tally.course_code), '[]') FROM (${TALLIES_OF_STUDENT}) tally) AS tallies
         FROM users u WHERE u.role = 'student' AND u.user_id = $1`,
        [rollNo],
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
    // when this instance has not kept it at the course's current version (see LeavePages).
    async courseLeavePage(code, { status }, { offset, limit }) {
      const key = LeavePages.key(code, status, offset, limit);
      const kept = leavePages?.get(key);
      const rows = await db.query<CourseFacts & { version: string; page: Windowed<CourseLeaveRow> | null }>(
        `SELECT c.course_code, c.instructor_id, c.total_lectures, c.leave_limit, v.version,
           CASE WHEN v.version = $5 THEN NULL ELSE (SELECT row_to_json(w) FROM (${courseLeaveWindow(status)}) w) END AS page
         FROM courses c, LATERAL (${COURSE_LEAVE_VERSION}) v WHERE c.course_code = $1`,
        [code, status ?? null, offset, limit, kept?.version ?? null],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { version, page, ...course } = row;
      if (page) {
        leavePages?.set(key, version, page);
        return { course, page };
      }
      // No page: the database found the kept one current.
      return { course, page: kept!.page };
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
  memory: { sessionCache?: SessionCache; leavePages?: LeavePages; requestPages?: LeavePages<PendingRow> } = {},
): SqlStorage => sqlStorage(db, (work) => db.transaction(work), { dataDir: db.dataDir, ...memory });

/** Storage bound to one open transaction: everything it does is part of that transaction. */
export const storageIn = (tx: Queryable): SqlStorage => sqlStorage(tx, (work) => work(tx));
