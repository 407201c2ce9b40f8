import type {
  AbsenceDay,
  Absentee,
  CourseLeave,
  Leave,
  LeaveEvent,
  LeaveStatus,
  LeaveWithHistory,
} from '@leave/contract';
import {
  ACTIVE_LEAVE_STATUSES,
  AWAY_STATUSES,
  HOLDING_LEAVE_STATUSES,
  INITIAL_LEAVE_STATUS,
  PERSONAL_KIND_ID,
} from '@leave/domain';
import type { LeaveUnderDecision } from '@leave/domain';
import type { CourseLeaveRow, LeaveFilter, LeaveOnLecture, LeaveStore, RegisterRow, Windowed } from '@leave/service';
import type { Queryable, Transactional } from '../db/database';
import { keysetBatches } from './keyset';
import { countedBefore, dayTallies } from './leaveTallies';
import { hasStatusIn } from './statusSql';
import { keptRead, KeptReads } from './keptReads';

const LEAVE_COLUMNS = `l.leave_id, to_char(l.leave_date, 'YYYY-MM-DD') AS leave_date, l.reason, l.roll_no AS user_id,
  'student' AS user_role, l.status, l.course_code`;

const WITH_STUDENT = `${LEAVE_COLUMNS}, s.name AS student_name`;
const STUDENT_JOIN = `JOIN users s ON s.role = 'student' AND s.user_id = l.roll_no`;

/** The filters a leave count can be summed from the kept counts by (migration 13). */
const KEPT_COUNT_FILTERS = new Set<string>([
  'instructor_id',
  'course_code',
  'status',
  'excludeStatuses',
] satisfies Array<keyof LeaveFilter>);

/**
 * A history filter's conditions and parameters ($1... in order): those on the leave (`l`), and the
 * one on its course (`c`, the instructor), apart so that an instructor's page can read each course.
 */
function conditionsOf(filter: LeaveFilter): { leave: string[]; course: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const leave: string[] = [];
  const course: string[] = [];
  const add = (to: string[], condition: (n: string) => string, value: unknown) => {
    params.push(value);
    to.push(condition(`$${params.length}`));
  };
  if (filter.roll_no !== undefined) add(leave, (n) => `l.roll_no = ${n}`, filter.roll_no);
  if (filter.instructor_id !== undefined)
    add(course, (n) => `c.instructor_id = (SELECT ${n}::int)`, filter.instructor_id);
  if (filter.course_code !== undefined) add(leave, (n) => `l.course_code = ${n}`, filter.course_code);
  if (filter.status !== undefined) add(leave, (n) => `l.status = ${n}`, filter.status);
  else if (filter.excludeStatuses?.length) add(leave, (n) => `l.status <> ALL(${n}::text[])`, filter.excludeStatuses);
  if (filter.from !== undefined) add(leave, (n) => `l.leave_date >= ${n}::date`, filter.from);
  if (filter.to !== undefined) add(leave, (n) => `l.leave_date <= ${n}::date`, filter.to);
  return { leave, course, params };
}

const whereSql = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** The WHERE clause and parameters for a history filter ($1... in order). */
function whereOf(filter: LeaveFilter): { sql: string; params: unknown[] } {
  const { leave, course, params } = conditionsOf(filter);
  return { sql: whereSql([...leave, ...course]), params };
}

const COURSE_JOIN = 'JOIN courses c ON c.course_code = l.course_code';

/** A leave as the history lists show it, before its history is read. */
type ListedLeave = CourseLeave & { request_id: number; removed: boolean };
const LISTED_LEAVE = `${WITH_STUDENT}, l.request_id,
  EXISTS (SELECT 1 FROM enrollments en WHERE en.roll_no = l.roll_no AND en.course_code = l.course_code
    AND en.removed_at IS NOT NULL) AS removed`;

/** Listed leave with each one's history, and marked if its enrolment was removed. */
async function withHistory(db: Queryable, rows: ListedLeave[]): Promise<LeaveWithHistory[]> {
  const history = await historyOf(
    db,
    rows.map((row) => row.leave_id),
  );
  // In place, not spread into new objects (see the pending page in the instructor's endpoints).
  return rows.map(({ removed, ...row }) =>
    Object.assign(
      row,
      { history: history.get(row.leave_id) ?? [] },
      removed ? { no_longer_enrolled: true as const } : {},
    ),
  );
}

async function historyOf(db: Queryable, leaveIds: number[]): Promise<Map<number, LeaveEvent[]>> {
  const rows = await db.query<LeaveEvent & { leave_id: number }>(
    `SELECT e.leave_id, e.from_status, e.to_status, e.actor_id, e.actor_role, u.name AS actor_name, e.comment,
       to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
     FROM leave_events e JOIN users u ON u.role = e.actor_role AND u.user_id = e.actor_id
     WHERE e.leave_id = ANY($1::int[]) ORDER BY e.event_id`,
    [leaveIds],
  );
  const byLeave = new Map<number, LeaveEvent[]>();
  for (const { leave_id, ...event } of rows) {
    const events = byLeave.get(leave_id);
    if (events) events.push(event);
    else byLeave.set(leave_id, [event]);
  }
  return byLeave;
}

/** A leave that makes its student away from a lecture that day (the index of such leave: migrations 16 and 19). */
export const IS_AWAY = `${hasStatusIn(AWAY_STATUSES)} AND l.lecture`;

/**
 * A student's active leave, by date ($1 the roll number). With the statuses as a parameter, once
 * the tables had grown PostgreSQL planned the student's dashboard afresh on every call (pgbench:
 * 0.43-0.46 against 0.19-0.23 ms, at demo size after some churn and at 1,000,000 leaves).
 */
export const ACTIVE_LEAVE_OF_STUDENT = `SELECT ${LEAVE_COLUMNS}, l.lecture FROM leaves l
  WHERE l.roll_no = $1 AND ${hasStatusIn(ACTIVE_LEAVE_STATUSES)}
  ORDER BY l.leave_date, l.leave_id`;

/**
 * A student's active leave in a window of dates ($2 to $3): a range of the student's index
 * (leaves_by_student, roll number then date), so it reads the window whatever the history's length.
 */
export const ACTIVE_LEAVE_OF_STUDENT_IN_WINDOW = `SELECT ${LEAVE_COLUMNS}, l.lecture FROM leaves l
  WHERE l.roll_no = $1 AND l.leave_date BETWEEN $2::date AND $3::date AND ${hasStatusIn(ACTIVE_LEAVE_STATUSES)}
  ORDER BY l.leave_date, l.leave_id`;

/**
 * One statement for a window of a course's leave ($1 the course, $2 the status or null, $3 the
 * offset, $4 the limit): the window, each pending row with its student's accepted days (kept on
 * the enrolment, migration 14), and the count, which is the course's kept count (migration 13).
 * (json_agg writes accepted_days as null on the rows that are not pending.)
 *
 * The offset and limit are sub-selects so that the planner cannot see them: with them visible a
 * course with thousands of pending rows made PostgreSQL plan the statement afresh on every call
 * (its generic plan, costed for an unknown window, looked dearer than a plan for offset 0 and a
 * few rows), and planning was about half of the call. Hidden, every plan costs the same, and
 * after five calls PostgreSQL keeps one generic plan per connection, which runs as fast.
 */
export function courseLeaveWindow(status: LeaveStatus | undefined): string {
  // The status written into the query when it is pending, so the planner can use the pending index.
  const where =
    status === 'pending'
      ? `WHERE l.course_code = $1 AND ($2::text IS NOT NULL AND l.status = 'pending')`
      : 'WHERE l.course_code = $1 AND ($2::text IS NULL OR l.status = $2)';
  const total = `(SELECT coalesce(sum(k.leaves), 0)::int FROM course_leave_counts k WHERE k.course_code = $1 AND ${
    status === 'pending' ? "k.status = 'pending'" : '($2::text IS NULL OR k.status = $2)'
  })`;
  return `SELECT ${total} AS total,
    (SELECT coalesce(json_agg(page ORDER BY page.leave_date, page.leave_id), '[]') FROM (
      SELECT ${WITH_STUDENT}, CASE WHEN l.status = 'pending' THEN e.accepted_days END AS accepted_days
      FROM leaves l ${STUDENT_JOIN} JOIN enrollments e ON e.roll_no = l.roll_no AND e.course_code = l.course_code
      ${where}
      ORDER BY l.leave_date, l.leave_id OFFSET (SELECT $3::int) LIMIT (SELECT $4::int)) page) AS items`;
}

/**
 * A page of the leave `filter` picks, newest date first: its parameters, then the offset and the
 * limit. The instructor, the offset and the limit are sub-selects so that the planner cannot see
 * them: with them visible, at a university's scale PostgreSQL planned an instructor's History
 * afresh on every call (a plan for one instructor's first rows always looked cheaper than a kept
 * one), and planning took longer than the read. Hidden, every call costs the same and PostgreSQL
 * keeps one plan.
 *
 * All leave is the date index walked backwards (migration 11). An instructor's leave is each of
 * the instructor's courses read newest first from the course's index (migration 36), as many rows
 * of each as the window's end, then merged: walking the whole school's leave for the instructor's
 * read 3,400 rows for a first page of 20 at a university's scale (18 ms), and more the fewer of
 * the school's leave the instructor's courses hold. The rows shown are then joined to their students.
 */
export function leavePage(filter: LeaveFilter): { sql: string; params: unknown[] } {
  if (filter.instructor_id === undefined) {
    const where = whereOf(filter);
    const n = where.params.length;
    return {
      sql: `SELECT ${LISTED_LEAVE} FROM leaves l ${STUDENT_JOIN} ${where.sql}
      ORDER BY l.leave_date DESC, l.leave_id DESC OFFSET (SELECT $${n + 1}::int) LIMIT (SELECT $${n + 2}::int)`,
      params: where.params,
    };
  }
  const { leave, course, params } = conditionsOf(filter);
  const [offset, limit] = [`$${params.length + 1}::int`, `$${params.length + 2}::int`];
  return {
    sql: `SELECT ${LISTED_LEAVE} FROM (
        SELECT w.leave_id FROM courses c CROSS JOIN LATERAL (
          SELECT l.leave_id, l.leave_date FROM leaves l ${whereSql(['l.course_code = c.course_code', ...leave])}
          ORDER BY l.leave_date DESC, l.leave_id DESC LIMIT (SELECT ${offset} + ${limit})) w
        ${whereSql(course)}
        ORDER BY w.leave_date DESC, w.leave_id DESC OFFSET (SELECT ${offset}) LIMIT (SELECT ${limit})) shown
      JOIN leaves l ON l.leave_id = shown.leave_id ${STUDENT_JOIN}
      ORDER BY l.leave_date DESC, l.leave_id DESC`,
    params,
  };
}

/**
 * Moves leaves in one transaction: their rows locked in leave order, then one statement for the
 * moves and one for their history. Racing moves of one leave take turns, and the kept counts'
 * triggers run once for a request's leaves, locking their rows in one pass (a statement a leave
 * took them in crossed orders when two requests changed at once, and deadlocked).
 */
function moving(transaction: Transactional): LeaveStore['moveMany'] {
  return (leaveIds, decide, actor, comment) =>
    transaction(async (tx) => {
      const rows = await tx.query<LeaveUnderDecision & { leave_id: number }>(
        `SELECT l.leave_id, l.status, c.instructor_id, l.roll_no, to_char(l.leave_date, 'YYYY-MM-DD') AS leave_date,
           l.course_code, EXISTS (SELECT 1 FROM leaves o WHERE o.roll_no = l.roll_no
             AND o.leave_date = l.leave_date AND o.course_code = l.course_code AND o.leave_id <> l.leave_id
             AND ${hasStatusIn(HOLDING_LEAVE_STATUSES, 'o')}) AS held_elsewhere
         FROM leaves l JOIN courses c ON c.course_code = l.course_code
         WHERE l.leave_id = ANY($1::int[]) ORDER BY l.leave_id FOR UPDATE OF l`,
        [leaveIds],
      );
      const found = new Map(rows.map(({ leave_id, ...current }) => [leave_id, current]));
      const moves: Array<{ leaveId: number; from: LeaveStatus; to: LeaveStatus }> = [];
      const answers = leaveIds.map((leaveId) => {
        const current = found.get(leaveId);
        if (!current) return 'not-found' as const;
        const decision = decide(current);
        if ('refuse' in decision) return decision.refuse;
        moves.push({ leaveId, from: current.status, to: decision.to });
        // A leave named twice moves once: the second sees where the first put it.
        found.set(leaveId, { ...current, status: decision.to });
        return decision;
      });
      if (!moves.length) return answers;
      const last = new Map(moves.map((move) => [move.leaveId, move.to]));
      await tx.query(
        `UPDATE leaves l SET status = m.status FROM unnest($1::int[], $2::text[]) AS m(leave_id, status)
         WHERE l.leave_id = m.leave_id`,
        [[...last.keys()], [...last.values()]],
      );
      await tx.query(
        `INSERT INTO leave_events (leave_id, from_status, to_status, actor_role, actor_id, comment)
         SELECT m.leave_id, m.from_status, m.to_status, $4, $5, $6
         FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS m(leave_id, from_status, to_status, at)
         ORDER BY m.at`,
        [moves.map((m) => m.leaveId), moves.map((m) => m.from), moves.map((m) => m.to), actor.role, actor.id, comment],
      );
      return answers;
    });
}

export function sqlLeaves(
  db: Queryable,
  transaction: Transactional,
  kept?: { absenceMonths: KeptReads<AbsenceDay[]>; absenteePages: KeptReads<Windowed<Absentee>> },
): LeaveStore {
  return {
    ofStudent: (rollNo, window) =>
      window
        ? db.query<LeaveOnLecture>(ACTIVE_LEAVE_OF_STUDENT_IN_WINDOW, [rollNo, window.from, window.to])
        : db.query<LeaveOnLecture>(ACTIVE_LEAVE_OF_STUDENT, [rollNo]),
    async ofCourse(code, { status }, { offset, limit }) {
      const rows = await db.query<Windowed<CourseLeaveRow>>(courseLeaveWindow(status), [
        code,
        status ?? null,
        offset,
        limit,
      ]);
      return rows[0]!;
    },
    async page(filter, { offset, limit }) {
      const where = whereOf(filter);
      // Every leave has its student and its course (foreign keys through its enrolment), so the
      // count joins only what the filter reads: over a whole university's leave the joins were
      // most of its cost (1,020,013 leaves: 257 -> 32-82 ms). A filter by course, instructor and
      // status alone is summed from the kept counts instead (migration 13: counting all 1,020,013
      // took 60 ms, and the admin's first page went from 20 to 212 a second), which are named `l`
      // so that the filter's conditions read them as they read leave; with no course or
      // instructor, from the school's (migration 36: every course's were 11,243 rows to sum).
      const joined = filter.instructor_id !== undefined ? COURSE_JOIN : '';
      const kept = Object.entries(filter).every(([key, value]) => value === undefined || KEPT_COUNT_FILTERS.has(key));
      const counts =
        filter.instructor_id === undefined && filter.course_code === undefined ? 'leave_counts' : 'course_leave_counts';
      const total = kept
        ? `SELECT coalesce(sum(l.leaves), 0)::int AS total FROM ${counts} l ${joined} ${where.sql}`
        : `SELECT count(*)::int AS total FROM leaves l ${joined} ${where.sql}`;
      const page = leavePage(filter);
      const [rows, count] = await Promise.all([
        db.query<ListedLeave>(page.sql, [...page.params, offset, limit]),
        db.query<{ total: number }>(total, where.params),
      ]);
      return { items: await withHistory(db, rows), total: count[0]?.total ?? 0 };
    },
    // Newest first is the leaves_by_date index read backwards (migration 11), from where the last batch ended.
    pageBatches(filter) {
      const where = whereOf(filter);
      const rows = keysetBatches<ListedLeave>(db, {
        select: `SELECT ${LISTED_LEAVE} FROM leaves l ${STUDENT_JOIN} ${COURSE_JOIN} ${where.sql || 'WHERE true'}`,
        params: where.params,
        keys: [
          ['l.leave_date', (leave) => leave.leave_date],
          ['l.leave_id', (leave) => leave.leave_id],
        ],
        descending: true,
      });
      return {
        async *[Symbol.asyncIterator]() {
          for await (const batch of rows) yield await withHistory(db, batch);
        },
      };
    },
    async byId(leaveId) {
      const rows = await db.query<Leave>(`SELECT ${LEAVE_COLUMNS} FROM leaves l WHERE l.leave_id = $1`, [leaveId]);
      return rows[0];
    },
    dayTallies: (filter, from, to) => dayTallies(db, filter, from, to),
    countedBefore: (rollNo, before) => countedBefore(db, rollNo, before),
    // A month's counts and a page of a day's names are kept as pages of the course's leave are.
    absenceCounts: async (code, from, to) =>
      (await keptRead(db, kept?.absenceMonths, KeptReads.key(code, from, to), code, {
        sql: `SELECT coalesce(json_agg(day ORDER BY day.date), '[]') FROM (
            SELECT to_char(l.leave_date, 'YYYY-MM-DD') AS date,
              count(*) FILTER (WHERE l.status = 'accepted')::int AS accepted,
              count(*) FILTER (WHERE l.status = 'pending')::int AS pending
            FROM leaves l
            WHERE l.course_code = $1 AND l.leave_date BETWEEN $3::date AND $4::date AND ${IS_AWAY}
            GROUP BY l.leave_date) day`,
        params: [from, to],
      })) ?? [],
    // The school's leave on lectures kept by day (migration 37): a few rows, however many are away.
    async absenceTotals(date) {
      const rows = await db.query<{ accepted: number; pending: number }>(
        `SELECT coalesce(sum(k.leaves) FILTER (WHERE k.status = 'accepted'), 0)::int AS accepted,
           coalesce(sum(k.leaves) FILTER (WHERE k.status = 'pending'), 0)::int AS pending
         FROM school_day_counts k WHERE k.leave_date = $1::date AND ${hasStatusIn(AWAY_STATUSES, 'k')}`,
        [date],
      );
      return rows[0] ?? { accepted: 0, pending: 0 };
    },
    async absentees(code, date, { offset, limit }) {
      const away = `WHERE l.course_code = $1 AND l.leave_date = $3::date AND ${IS_AWAY}`;
      const page = await keptRead(db, kept?.absenteePages, KeptReads.key(code, date, offset, limit), code, {
        sql: `SELECT row_to_json(w) FROM (SELECT (SELECT count(*)::int FROM leaves l ${away}) AS total,
            (SELECT coalesce(json_agg(page ORDER BY page.roll_no), '[]') FROM (
              SELECT l.roll_no, s.name, l.status FROM leaves l ${STUDENT_JOIN} ${away}
              ORDER BY l.roll_no OFFSET $4 LIMIT $5) page) AS items) w`,
        params: [date, offset, limit],
      });
      return page ?? { total: 0, items: [] };
    },
    registerBatches(code) {
      const rows = keysetBatches<RegisterRow & { leave_id: number }>(db, {
        select: `SELECT l.leave_id, to_char(l.leave_date, 'YYYY-MM-DD') AS leave_date, l.roll_no, s.name, l.status,
           l.reason, d.actor_name AS decided_by,
           to_char(d.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS decided_at,
           d.comment, l.lecture, l.counted, k.name AS kind
         FROM leaves l ${STUDENT_JOIN}
         JOIN leave_requests r ON r.request_id = l.request_id JOIN leave_kinds k ON k.kind_id = r.kind_id
         LEFT JOIN LATERAL (
           SELECT u.name AS actor_name, e.at, e.comment FROM leave_events e
           JOIN users u ON u.role = e.actor_role AND u.user_id = e.actor_id
           WHERE e.leave_id = l.leave_id AND e.from_status IS NOT NULL
           ORDER BY e.event_id DESC LIMIT 1
         ) d ON true
         WHERE l.course_code = $1`,
        params: [code],
        keys: [
          ['l.leave_date', (row) => row.leave_date],
          ['l.roll_no', (row) => row.roll_no],
          ['l.leave_id', (row) => row.leave_id],
        ],
      });
      return {
        async *[Symbol.asyncIterator]() {
          for await (const batch of rows) yield batch.map(({ leave_id: _id, ...row }) => row);
        },
      };
    },
    // One transaction; the partial unique index settles adds racing for one date and course. The
    // rows go in as one statement, so the pending counts it changes are locked only once it has
    // settled (migration 12), never while it waits on a racing add of the same date.
    apply: (rows, actor, facts = { kind_id: PERSONAL_KIND_ID, counts: true, days: 1 }) =>
      transaction(async (tx) => {
        // A request resubmitted already is not resubmitted again (its unique index): nothing applied.
        const request = await tx.query<{ request_id: number }>(
          `INSERT INTO leave_requests (roll_no, kind_id, days, resubmits) VALUES ($1, $2, $3, $4)
           ON CONFLICT (resubmits) WHERE resubmits IS NOT NULL DO NOTHING RETURNING request_id`,
          [actor.id, facts.kind_id, facts.days, facts.resubmits ?? null],
        );
        if (!request[0]) return { requestId: null, results: rows.map(() => ({ result: 'duplicate' as const })) };
        const requestId = request[0].request_id;
        // One row of VALUES per leave ($1 the status, $2 the request, then four per row), so a
        // single leave is the plain statement it always was.
        const values = rows.map(
          (_, i) =>
            `($${4 * i + 3}::date, $${4 * i + 4}, $${4 * i + 5}::int, $${4 * i + 6}, $1, $2${
              facts.counts ? '' : ', false'
            })`,
        );
        const inserted = await tx.query<Leave>(
          `INSERT INTO leaves AS l (leave_date, reason, roll_no, course_code, status, request_id${
            facts.counts ? '' : ', counted'
          })
           VALUES ${values.join(', ')}
           ON CONFLICT (roll_no, leave_date, course_code) WHERE status IN ('pending', 'accepted')
           DO NOTHING RETURNING ${LEAVE_COLUMNS}`,
          [
            INITIAL_LEAVE_STATUS,
            requestId,
            ...rows.flatMap((row) => [row.leave_date, row.reason, row.roll_no, row.course_code]),
          ],
        );
        // Each row's leave, if it went in; a row asked for twice gets its leave once.
        const key = (rollNo: number, date: string, code: string) => `${rollNo} ${date} ${code}`;
        const added = new Map(
          inserted.map((leave) => [key(leave.user_id, leave.leave_date, leave.course_code), leave]),
        );
        const results = rows.map((row) => {
          const rowKey = key(row.roll_no, row.leave_date, row.course_code);
          const leave = added.get(rowKey);
          added.delete(rowKey);
          return leave ? { result: 'ok' as const, leave } : { result: 'duplicate' as const };
        });
        if (!inserted.length) {
          await tx.query('DELETE FROM leave_requests WHERE request_id = $1', [requestId]);
          return { requestId: null, results };
        }
        const leaveIds = results.flatMap((r) => (r.leave ? [r.leave.leave_id] : []));
        await tx.query(
          `INSERT INTO leave_events (leave_id, from_status, to_status, actor_role, actor_id)
           VALUES ${leaveIds.map((_, i) => `($${i + 4}::int, NULL, $3, $1, $2)`).join(', ')}`,
          [actor.role, actor.id, INITIAL_LEAVE_STATUS, ...leaveIds],
        );
        return { requestId, results };
      }),
    moveMany: moving(transaction),
    move: async (leaveId, decide, actor, comment) => (await moving(transaction)([leaveId], decide, actor, comment))[0]!,
  };
}
