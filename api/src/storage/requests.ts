import type { PendingLeaders, RequestStore, StoredRequest, Windowed } from '@leave/service';
import type { Queryable } from '../db/database';
import { COURSE_LEAVE_VERSION, KeptReads } from './keptReads';

const REQUEST_LEAVES = `SELECT l.leave_id, to_char(l.leave_date, 'YYYY-MM-DD') AS leave_date, l.reason,
    l.roll_no AS user_id, 'student' AS user_role, l.status, l.course_code, l.lecture
  FROM leaves l WHERE l.request_id = r.request_id`;

/** Request `r` with its student's name and when it was made, beside `leaves` (a sub-select naming `r`). */
const requestRow = (leaves: string) => `SELECT r.request_id, r.roll_no, s.name AS student_name, r.kind_id, r.days,
    (SELECT count(*)::int FROM request_documents d WHERE d.request_id = r.request_id) AS documents,
    r.document_asked_at IS NOT NULL AS document_asked, r.resubmits,
    (SELECT n.request_id FROM leave_requests n WHERE n.resubmits = r.request_id) AS resubmitted_as,
    to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS applied_at,
    (SELECT coalesce(json_agg(leave ORDER BY leave.course_code, leave.leave_date, leave.leave_id), '[]')
     FROM (${leaves}) leave) AS leaves
  FROM leave_requests r JOIN users s ON s.role = 'student' AND s.user_id = r.roll_no`;

/**
 * The courses where the most requests wait, from their kept counts: the first $1 by count and those
 * tied with the last (the caller breaks ties, as it orders names), and the total of every course.
 */
export const PENDING_LEADERS = `WITH waiting AS (
    SELECT course_code, sum(requests)::int AS pending FROM course_pending_request_counts
    GROUP BY course_code HAVING sum(requests) > 0)
  SELECT (SELECT coalesce(sum(pending), 0)::int FROM waiting) AS total,
    (SELECT coalesce(json_agg(leader), '[]') FROM (
       SELECT course_code, pending FROM waiting ORDER BY pending DESC FETCH FIRST $1 ROWS WITH TIES) leader) AS courses`;

export function sqlRequests(db: Queryable, requestPages?: KeptReads<Windowed<PendingRow>>): RequestStore {
  return {
    async ofStudent({ roll_no, status, course_code }, { offset, limit }) {
      const picked = studentPicked('$1', '$2', '$5');
      const rows = await db.query<Windowed<StoredRequest>>(
        `SELECT (SELECT count(*)::int ${picked}) AS total,
           (SELECT coalesce(json_agg(page ORDER BY page.request_id DESC), '[]') FROM (
             ${requestRow(REQUEST_LEAVES)}
             WHERE r.request_id IN (SELECT r.request_id ${picked} ORDER BY r.request_id DESC OFFSET $3 LIMIT $4)
           ) page) AS items`,
        [roll_no, status ?? null, offset, limit, course_code ?? null],
      );
      return rows[0]!;
    },
    // Newest first: the requests picked with a greater id are before it.
    async placeOfStudent({ roll_no, status, course_code }, requestId) {
      const picked = studentPicked('$1', '$2', '$3');
      const rows = await db.query<{ place: number | null }>(
        `SELECT CASE WHEN EXISTS (SELECT 1 ${picked} AND r.request_id = $4)
           THEN (SELECT count(*)::int ${picked} AND r.request_id > $4) END AS place`,
        [roll_no, status ?? null, course_code ?? null, requestId],
      );
      return rows[0]?.place ?? null;
    },
    async find(requestId) {
      const rows = await db.query<StoredRequest>(`${requestRow(REQUEST_LEAVES)} WHERE r.request_id = $1`, [requestId]);
      return rows[0];
    },
    // Each request's pending leave in each course is kept (migration 20): the page is the head of
    // its index, the count one course's entries. A page this instance has read is used again while
    // the course's leave is at the same version (as a page of its leave, see KeptReads).
    async pendingOfCourse(code, { offset, limit }, { from, to } = {}) {
      const key = KeptReads.key(code, 'pending', offset, limit, from, to);
      const kept = requestPages?.get(key);
      const rows = await db.query<{ version: string; page: Windowed<PendingRow & { first: string }> | null }>(
        `SELECT v.version,
           CASE WHEN v.version = $4 THEN NULL ELSE (SELECT row_to_json(w) FROM (${PENDING_WINDOW}) w) END AS page
         FROM courses c, LATERAL (${COURSE_LEAVE_VERSION}) v WHERE c.course_code = $1`,
        [code, offset, limit, kept?.version ?? null, from ?? null, to ?? null],
      );
      const row = rows[0];
      if (!row) return { total: 0, items: [] };
      if (!row.page) return kept!.value;
      const page = { total: row.page.total, items: row.page.items.map(({ first: _first, ...request }) => request) };
      requestPages?.set(key, row.version, page);
      return page;
    },
    // Kept as the requests change (migration 38): a few rows a course, however many requests wait,
    // summed and ranked here, so that only the leaders leave the database (and only their courses
    // are read after), not a row for every course where requests wait.
    async pendingLeaders(most) {
      const rows = await db.query<PendingLeaders>(PENDING_LEADERS, [most]);
      return rows[0] ?? { total: 0, courses: [] };
    },
    // By first pending date, then id: the requests picked before it in that order are before it.
    async placePendingOfCourse(code, requestId, { from, to } = {}) {
      const picked = PENDING_PICKED.replaceAll('$5', '$3').replaceAll('$6', '$4');
      const rows = await db.query<{ place: number | null }>(
        `SELECT (SELECT count(*)::int ${picked} AND (k.first_date, k.request_id) < (t.first_date, t.request_id)) AS place
         FROM (SELECT k.first_date, k.request_id ${picked} AND k.request_id = $2) t`,
        [code, requestId, from ?? null, to ?? null],
      );
      return rows[0]?.place ?? null;
    },
  };
}

/** A student's requests ($roll the roll number), with some leave in a status and a course if those are not null. */
const studentPicked = (roll: string, status: string, course: string) => `FROM leave_requests r WHERE r.roll_no = ${roll}
        AND (${status}::text IS NULL OR EXISTS (SELECT 1 FROM leaves l WHERE l.request_id = r.request_id AND l.status = ${status}))
        AND (${course}::text IS NULL OR EXISTS (SELECT 1 FROM leaves l WHERE l.request_id = r.request_id AND l.course_code = ${course}))`;

/** A pending request as the page lists it: its pending leave in the course and the student's accepted days. */
export type PendingRow = StoredRequest & { accepted_days: number };

/**
 * Course $1's kept pending requests with a pending leave dated from $5 to $6 (null: open), all of
 * them when both are null (the head of the kept index, as before the dates were asked).
 */
const PENDING_PICKED = `FROM course_pending_requests k WHERE k.course_code = $1
    AND (($5::date IS NULL AND $6::date IS NULL) OR EXISTS (
      SELECT 1 FROM leaves l
      WHERE l.request_id = k.request_id AND l.course_code = $1 AND l.status = 'pending'
        AND l.leave_date >= coalesce($5::date, '-infinity') AND l.leave_date <= coalesce($6::date, 'infinity')))`;

/** A window of course $1's pending requests ($2 the offset, $3 the limit, $5 and $6 the dates), with their count. */
const PENDING_WINDOW = `WITH page AS (
    SELECT k.request_id, k.first_date AS first ${PENDING_PICKED}
    ORDER BY k.first_date, k.request_id OFFSET $2 LIMIT $3
  )
  SELECT (SELECT count(*)::int ${PENDING_PICKED}) AS total,
           (SELECT coalesce(json_agg(row ORDER BY row.first, row.request_id), '[]') FROM (
             SELECT p.first, q.*, e.accepted_days FROM page p
             CROSS JOIN LATERAL (
               ${requestRow(`${REQUEST_LEAVES} AND l.course_code = $1 AND l.status = 'pending'`)}
               WHERE r.request_id = p.request_id
             ) q
             JOIN enrollments e ON e.roll_no = q.roll_no AND e.course_code = $1
           ) row) AS items`;
