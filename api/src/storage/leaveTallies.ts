/**
 * What the charts count (GET /myProgress, /absencesByWeek, /leaveByWeek): leave on lectures in a
 * window of dates, a day at a time; the weeks are made of the days by the domain (weeklyLeave.ts).
 */
import type { IsoDate } from '@leave/contract';
import type { LeaveDayTally } from '@leave/domain';
import type { ChartLeaveFilter } from '@leave/service';
import type { Queryable } from '../db/database';
import { hasStatusIn } from './statusSql';

/**
 * A student's days are a range of their own index (leaves_by_student: roll number, date). Some
 * courses' are the days kept by course (migration 34: course_day_counts, by course and date), and
 * everyone's the school's kept days (migration 37: by date, in a few parts), so neither the
 * window's leave nor the number of students is read, nor, for everyone, the number of courses
 * (every course's days of a university's term were 39,830 rows to read: 254 ms, 0.7 ms now). Kept
 * days are summed by week here (from Monday, as the charts' weeks; a week the window starts in
 * dated its first day in it), so a term's answer is a row a week, status and counting, not a day.
 */
/** Kept day `k`'s week: its Monday, or the window's first day ($1) if later. */
const WEEK = "greatest(date_trunc('week', k.leave_date)::date, $1::date)";

export async function dayTallies(
  db: Queryable,
  filter: ChartLeaveFilter,
  from: IsoDate,
  to: IsoDate,
): Promise<LeaveDayTally[]> {
  const params: unknown[] = [from, to];
  if (filter.roll_no === undefined && filter.course_codes === undefined) {
    return db.query<LeaveDayTally>(
      `SELECT '' AS course_code, to_char(${WEEK}, 'YYYY-MM-DD') AS date, k.status, k.counted,
         sum(k.leaves)::int AS leaves
       FROM school_day_counts k WHERE k.leave_date BETWEEN $1::date AND $2::date AND ${hasStatusIn(filter.statuses, 'k')}
       GROUP BY ${WEEK}, k.status, k.counted HAVING sum(k.leaves) > 0
       ORDER BY ${WEEK}, k.status, k.counted`,
      params,
    );
  }
  if (filter.roll_no === undefined) {
    const conditions = ['k.leave_date BETWEEN $1::date AND $2::date', hasStatusIn(filter.statuses, 'k')];
    if (filter.course_codes !== undefined) {
      params.push(filter.course_codes);
      conditions.unshift(`k.course_code = ANY($${params.length}::text[])`);
    }
    return db.query<LeaveDayTally>(
      `SELECT k.course_code, to_char(${WEEK}, 'YYYY-MM-DD') AS date, k.status, k.counted, sum(k.leaves)::int AS leaves
       FROM course_day_counts k WHERE ${conditions.join(' AND ')}
       GROUP BY ${WEEK}, k.course_code, k.status, k.counted HAVING sum(k.leaves) > 0
       ORDER BY ${WEEK}, k.course_code, k.status, k.counted`,
      params,
    );
  }
  const conditions = ['l.leave_date BETWEEN $1::date AND $2::date', hasStatusIn(filter.statuses), 'l.lecture'];
  params.push(filter.roll_no);
  conditions.unshift(`l.roll_no = $${params.length}`);
  if (filter.course_codes !== undefined) {
    params.push(filter.course_codes);
    conditions.unshift(`l.course_code = ANY($${params.length}::text[])`);
  }
  return db.query<LeaveDayTally>(
    `SELECT l.course_code, to_char(l.leave_date, 'YYYY-MM-DD') AS date, l.status, l.counted, count(*)::int AS leaves
     FROM leaves l WHERE ${conditions.join(' AND ')}
     GROUP BY l.leave_date, l.course_code, l.status, l.counted
     ORDER BY l.leave_date, l.course_code`,
    params,
  );
}

/** A student's accepted leave that counts, on lectures before a date, by course (leaves_by_student). */
export const countedBefore = (db: Queryable, rollNo: number, before: IsoDate) =>
  db.query<{ course_code: string; leaves: number }>(
    `SELECT l.course_code, count(*)::int AS leaves FROM leaves l
     WHERE l.roll_no = $1 AND l.leave_date < $2::date AND l.status = 'accepted' AND l.counted AND l.lecture
     GROUP BY l.course_code`,
    [rollNo, before],
  );
