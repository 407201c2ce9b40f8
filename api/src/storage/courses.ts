import type { Course, CourseListEntry, CourseSort, CourseSummary } from '@leave/contract';
import { DEFAULT_LEAVE_LIMIT, NAME_COLLATION, WARNING_TENTHS } from '@leave/domain';
import type { CourseRecord, KeptRosterOrder } from '@leave/domain';
import { pairKey } from '@leave/service';
import type {
  CourseFacts,
  CourseStore,
  EnrolmentPair,
  EnrolmentStanding,
  EnrolmentStore,
  EnrolmentTally,
  RosterRow,
  Windowed,
} from '@leave/service';
import type { Queryable, Transactional } from '../db/database';
import { containing } from './likePattern';
import { keysetBatches } from './keyset';
import type { SortKey } from './keyset';
import { FOREIGN_KEY_VIOLATION, insertReporting, sqlState } from './sqlErrors';
import { ENROLMENT_ROLL } from './rolls';

/** Course `c`'s active enrolments, kept on its row (migration 45), however large the class. */
const ENROLLED = 'c.enrolled';

/** Each sort of the course list, and the tie that ends it. */
const SORT_KEYS: Record<CourseSort, SortKey<CourseListEntry>> = {
  course_code: ['c.course_code', (c) => c.course_code],
  course_title: [`c.course_title COLLATE "${NAME_COLLATION}"`, (c) => c.course_title],
  instructor_name: [`u.name COLLATE "${NAME_COLLATION}"`, (c) => c.instructor_name],
  enrolled: [ENROLLED, (c) => c.enrolled],
};

const COURSE_LIST = `SELECT c.course_code, c.course_title, c.instructor_id, u.name AS instructor_name, c.semester_type,
    c.semester_year, c.total_lectures, c.leave_limit, ${ENROLLED} AS enrolled
  FROM courses c JOIN users u ON u.role = 'course instructor' AND u.user_id = c.instructor_id`;
const COURSE_LIST_WHERE =
  'WHERE ($1::text IS NULL OR c.course_code ILIKE $1 OR c.course_title ILIKE $1 OR u.name ILIKE $1)';

/** Enrolment `e`'s accepted leave that does not count: few, read from their own index (migration 26). */
const EXCUSED_DAYS = `(SELECT count(*)::int FROM leaves l WHERE l.course_code = e.course_code AND l.roll_no = e.roll_no
      AND NOT l.counted AND l.status = 'accepted' AND l.lecture) AS excused_days`;

const ROSTER = `SELECT e.roll_no, u.name, e.accepted_days, e.pending_days, ${EXCUSED_DAYS}, ${ENROLMENT_ROLL('$2')}
  FROM enrollments e JOIN users u ON u.role = 'student' AND u.user_id = e.roll_no
  WHERE e.course_code = $1 AND e.removed_at IS NULL`;

/**
 * Every active enrolment whose days missed reach WARNING_TENTHS of its course's limit, with the
 * student's name: the rows of the partial index enrollments_near_limit (migration 41), whose
 * predicate this condition is, word for word and with the same share (a parameter would hide it
 * from the planner, which then could not use the index). Each name is read by its key: joined,
 * the planner, unable to see how few rows the index holds, hashed every student.
 */
export const NEAR_LIMIT = `SELECT e.course_code, e.roll_no,
    (SELECT u.name FROM users u WHERE u.role = 'student' AND u.user_id = e.roll_no) AS name,
    e.accepted_days, e.absent_days, e.late_days, e.attended_leave_days
  FROM enrollments e
  WHERE e.removed_at IS NULL
    AND (e.accepted_days + e.absent_days + e.late_days) * 1000 >= e.limit_lectures * ${WARNING_TENTHS}`;

const COURSE_SUMMARIES = `SELECT course_code, course_title, instructor_id, semester_type, semester_year,
    total_lectures, leave_limit
  FROM courses`;

export function sqlCourses(db: Queryable, attempt: Transactional): CourseStore {
  return {
    async find(code) {
      const rows = await db.query<CourseFacts>(
        'SELECT course_code, instructor_id, total_lectures, leave_limit FROM courses WHERE course_code = $1',
        [code],
      );
      return rows[0];
    },
    taughtBy: (rgNo) => db.query<Course>(COURSES_TAUGHT_BY, [rgNo]),
    summaries: (instructorId) =>
      instructorId === undefined
        ? db.query<CourseSummary>(`${COURSE_SUMMARIES} ORDER BY course_code`)
        : // The instructor a sub-select, as COURSES_TAUGHT_BY's (below): one kept plan for anyone's.
          db.query<CourseSummary>(`${COURSE_SUMMARIES} WHERE instructor_id = (SELECT $1::int) ORDER BY course_code`, [
            instructorId,
          ]),
    summariesOf: (codes) =>
      codes.length
        ? db.query<CourseSummary>(`${COURSE_SUMMARIES} WHERE course_code = ANY($1::text[]) ORDER BY course_code`, [
            [...codes],
          ])
        : Promise.resolve([]),
    async count() {
      const rows = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM courses');
      return rows[0]?.total ?? 0;
    },
    async summaryPage({ offset, limit }) {
      const [items, count] = await Promise.all([
        db.query<CourseSummary>(`${COURSE_SUMMARIES} ORDER BY course_code OFFSET $1 LIMIT $2`, [offset, limit]),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM courses'),
      ]);
      return { items, total: count[0]?.total ?? 0 };
    },
    insert: (course) =>
      insertReporting(attempt, (q) =>
        q.query(
          `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures,
             leave_limit, term_id, meetings)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
          [
            course.course_code,
            course.course_title,
            course.instructor_id,
            course.semester_type,
            course.semester_year,
            course.total_lectures,
            course.leave_limit ?? DEFAULT_LEAVE_LIMIT,
            course.term_id ?? null,
            JSON.stringify(course.meetings ?? []),
          ],
        ),
      ),
    async list({ q, sort = 'course_code', order = 'asc' }, { offset, limit }) {
      const pattern = q ? containing(q) : null;
      const direction = order === 'desc' ? 'DESC' : 'ASC';
      const [items, count] = await Promise.all([
        db.query<CourseListEntry>(
          `${COURSE_LIST} ${COURSE_LIST_WHERE}
           ORDER BY ${SORT_KEYS[sort][0]} ${direction}, c.course_code ${direction} OFFSET $2 LIMIT $3`,
          [pattern, offset, limit],
        ),
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total
           FROM courses c JOIN users u ON u.role = 'course instructor' AND u.user_id = c.instructor_id
           ${COURSE_LIST_WHERE}`,
          [pattern],
        ),
      ]);
      return { items, total: count[0]?.total ?? 0 };
    },
    listBatches: ({ q, sort = 'course_code', order = 'asc' }) =>
      keysetBatches(db, {
        select: `${COURSE_LIST} ${COURSE_LIST_WHERE}`,
        params: [q ? containing(q) : null],
        keys: [SORT_KEYS[sort], SORT_KEYS.course_code],
        descending: order === 'desc',
      }),
    async record(code) {
      const rows = await db.query<CourseRecord>(
        `SELECT course_code, course_title, instructor_id, semester_type, semester_year, total_lectures, leave_limit
         FROM courses WHERE course_code = $1`,
        [code],
      );
      return rows[0];
    },
    async update(course) {
      try {
        const rows = await attempt((q) =>
          q.query(
            `UPDATE courses SET course_title = $2, instructor_id = $3, semester_type = $4, semester_year = $5,
             total_lectures = $6
           WHERE course_code = $1 RETURNING 1`,
            [
              course.course_code,
              course.course_title,
              course.instructor_id,
              course.semester_type,
              course.semester_year,
              course.total_lectures,
            ],
          ),
        );
        return rows.length ? 'ok' : 'not-found';
      } catch (error) {
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) return 'missing-reference';
        throw error;
      }
    },
    async setLeaveLimit(code, limit) {
      const rows = await db.query('UPDATE courses SET leave_limit = $2 WHERE course_code = $1 RETURNING 1', [
        code,
        limit,
      ]);
      return rows.length > 0;
    },
    // Each enrolment's days are kept (migration 14), so no leave is read.
    roster: (code, today) => db.query<RosterRow>(`${ROSTER} ORDER BY e.roll_no`, [code, today ?? null]),
    // Lectures missed are at most accepted + absent + late days (domain's missedLectures): an
    // enrolment whose sum is under the warning's share of the limit is not read. Each enrolment
    // keeps its course's limit times lectures (migration 41), so those whose sum reaches the share
    // (sum * 1000 >= limit * lectures * tenths) are the whole of enrollments_near_limit, read at
    // once for every course: no course is read.
    nearLimit: () => db.query<EnrolmentStanding>(NEAR_LIMIT),
    rosterBatches: (code, today) =>
      keysetBatches<RosterRow>(db, {
        select: ROSTER,
        params: [code, today ?? null],
        keys: [['e.roll_no', (row) => row.roll_no]],
      }),
    // Most accepted days (or lectures missed) first is the first rows of enrollments_by_accepted_days
    // (migration 14; enrollments_by_missed, migration 27): a page of CS101's 1,008 students at
    // scale in 0.8 ms, against 15 ms tallying its leave.
    async rosterWindow(code, order, { offset, limit }, today) {
      const rows = await db.query<Windowed<RosterRow>>(rosterWindow(order), [code, offset, limit, today]);
      return rows[0]!;
    },
  };
}

const ROSTER_ORDER_BY: Record<KeptRosterOrder, string> = {
  'most missed': 'missed DESC, roll_no',
  'most accepted days': 'accepted_days DESC, roll_no',
  'roll number': 'roll_no',
};

/**
 * A window of course $1's roster in a kept order ($2 the offset, $3 the limit), with its count. The
 * window is sub-selects, as a window of a course's leave is (`courseLeaveWindow`): seen, PostgreSQL
 * planned a roster of a thousand students afresh on every call.
 */
export function rosterWindow(order: KeptRosterOrder): string {
  const orderBy = ROSTER_ORDER_BY[order];
  const active = 'WHERE e.course_code = $1 AND e.removed_at IS NULL';
  return `SELECT coalesce((SELECT c.enrolled FROM courses c WHERE c.course_code = $1), 0) AS total,
    (SELECT coalesce(json_agg(page ORDER BY ${orderBy}), '[]') FROM (
      SELECT e.roll_no, u.name, e.accepted_days, e.pending_days, e.missed, ${EXCUSED_DAYS}, ${ENROLMENT_ROLL('$4')}
      FROM enrollments e JOIN users u ON u.role = 'student' AND u.user_id = e.roll_no
      ${active} ORDER BY ${orderBy} OFFSET (SELECT $2::int) LIMIT (SELECT $3::int)) page) AS items`;
}

/**
 * The courses an instructor ($1) teaches, by code, with enrolled and lecture totals. The
 * instructor is a sub-select so that the planner cannot see who: with hundreds of courses, a plan
 * for one instructor's few always looked cheaper than a kept plan for anyone's, so PostgreSQL
 * planned the instructor's dashboard on every call (0.28 against 0.20 ms at scale, pgbench).
 */
export const COURSES_TAUGHT_BY = `SELECT c.course_code, c.course_title, c.semester_type, c.semester_year,
    ${ENROLLED} AS total_students,
    c.total_lectures, c.leave_limit
  FROM courses c WHERE c.instructor_id = (SELECT $1::int) ORDER BY c.course_code`;

/**
 * Each course a student ($1) is enrolled in, with its accepted and pending days and its roll (held
 * lectures up to the date in `today`), by course code. Each course is read by its key (OFFSET 0
 * keeps the lookup a nested loop): joined, PostgreSQL hashed every course of the school for the
 * student's dozen, a scan that grew with the school (404 courses at a university's scale).
 */
export const talliesOfStudent = (today: string) => `SELECT e.course_code, c.total_lectures, c.leave_limit,
    e.accepted_days, e.pending_days, ${ENROLMENT_ROLL(today)}
  FROM enrollments e
  CROSS JOIN LATERAL (SELECT c.total_lectures, c.leave_limit FROM courses c WHERE c.course_code = e.course_code OFFSET 0) c
  WHERE e.roll_no = $1 AND e.removed_at IS NULL
  ORDER BY e.course_code`;

export function sqlEnrolments(db: Queryable, attempt: Transactional): EnrolmentStore {
  return {
    async isEnrolled(rollNo, code) {
      const rows = await db.query(
        'SELECT 1 FROM enrollments WHERE roll_no = $1 AND course_code = $2 AND removed_at IS NULL',
        [rollNo, code],
      );
      return rows.length > 0;
    },
    tallies: (rollNo, today) => db.query<EnrolmentTally>(talliesOfStudent('$2'), [rollNo, today ?? null]),
    async insert(rollNo, code) {
      // A removed enrolment comes back; an active one is a duplicate.
      let rows: unknown[] = [];
      const result = await insertReporting(attempt, async (q) => {
        rows = await q.query(
          `INSERT INTO enrollments (roll_no, course_code) VALUES ($1, $2)
           ON CONFLICT (roll_no, course_code) DO UPDATE SET removed_at = NULL WHERE enrollments.removed_at IS NOT NULL
           RETURNING 1`,
          [rollNo, code],
        );
      });
      return result === 'ok' && rows.length === 0 ? 'duplicate' : result;
    },
    async remove(rollNo, code) {
      const rows = await db.query(
        `UPDATE enrollments SET removed_at = now()
         WHERE roll_no = $1 AND course_code = $2 AND removed_at IS NULL RETURNING 1`,
        [rollNo, code],
      );
      return rows.length > 0;
    },
    async existing(pairs) {
      const rows = await db.query<EnrolmentPair>(
        `SELECT e.course_code, e.roll_no FROM enrollments e
         JOIN unnest($1::text[], $2::int[]) AS p(course_code, roll_no)
           ON p.course_code = e.course_code AND p.roll_no = e.roll_no
         WHERE e.removed_at IS NULL`,
        [pairs.map((p) => p.course_code), pairs.map((p) => p.roll_no)],
      );
      return new Set(rows.map(pairKey));
    },
    async insertMany(pairs) {
      // One statement: all of them or none; a pair enrolled meanwhile is skipped.
      const rows = await db.query<EnrolmentPair>(
        `INSERT INTO enrollments (course_code, roll_no)
         SELECT course_code, roll_no FROM unnest($1::text[], $2::int[]) AS p(course_code, roll_no)
         ON CONFLICT (roll_no, course_code) DO UPDATE SET removed_at = NULL WHERE enrollments.removed_at IS NOT NULL
         RETURNING course_code, roll_no`,
        [pairs.map((p) => p.course_code), pairs.map((p) => p.roll_no)],
      );
      return new Set(rows.map(pairKey));
    },
  };
}
