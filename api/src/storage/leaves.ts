import type { Leave, LeaveStatus } from '@leave/contract';
import type { LeaveStore } from '@leave/service';
import type { Queryable, Transactional } from '../db/database';
import { insertReporting } from './sqlErrors';

const LEAVE_COLUMNS = `leave_id, to_char(leave_date, 'YYYY-MM-DD') AS leave_date, reason, roll_no AS user_id,
  'student' AS user_role, status, course_code`;

export function sqlLeaves(db: Queryable, transaction: Transactional): LeaveStore {
  return {
    ofStudent: (rollNo) =>
      db.query<Leave>(`SELECT ${LEAVE_COLUMNS} FROM leaves WHERE roll_no = $1 ORDER BY leave_date, leave_id`, [rollNo]),
    async ofCourse(code, { status }, { offset, limit }) {
      const where = 'WHERE course_code = $1 AND ($2::text IS NULL OR status = $2)';
      const [items, count] = await Promise.all([
        db.query<Leave>(
          `SELECT ${LEAVE_COLUMNS} FROM leaves ${where} ORDER BY leave_date, leave_id OFFSET $3 LIMIT $4`,
          [code, status ?? null, offset, limit],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM leaves ${where}`, [code, status ?? null]),
      ]);
      return { items, total: count[0]?.total ?? 0 };
    },
    async byId(leaveId) {
      const rows = await db.query<Leave>(`SELECT ${LEAVE_COLUMNS} FROM leaves WHERE leave_id = $1`, [leaveId]);
      return rows[0];
    },
    // The unique (roll_no, leave_date) constraint decides between two adds racing for one date.
    insert: (leave) =>
      insertReporting(() =>
        db.query(
          'INSERT INTO leaves (leave_date, reason, roll_no, course_code, status) VALUES ($1::date, $2, $3, $4, $5)',
          [leave.leave_date, leave.reason, leave.roll_no, leave.course_code, leave.status],
        ),
      ),
    // One transaction with the row locked: racing moves of one leave take turns.
    move: (leaveId, decide) =>
      transaction(async (tx) => {
        const rows = await tx.query<{ status: LeaveStatus; instructor_id: number }>(
          `SELECT l.status, c.instructor_id FROM leaves l JOIN courses c ON c.course_code = l.course_code
           WHERE l.leave_id = $1 FOR UPDATE OF l`,
          [leaveId],
        );
        const current = rows[0];
        if (!current) return 'not-found' as const;
        const decision = decide(current);
        if ('refuse' in decision) return decision.refuse;
        await tx.query('UPDATE leaves SET status = $1 WHERE leave_id = $2', [decision.to, leaveId]);
        return decision;
      }),
  };
}
