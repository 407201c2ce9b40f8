/**
 * What the charts count (GET /myProgress, /absencesByWeek, /leaveByWeek): leave on lectures in a
 * window of dates, a day at a time; the weeks are made of the days by the domain (weeklyLeave.ts).
 */
import { addDays } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { weekStart } from '@leave/domain';
import type { LeaveDayTally } from '@leave/domain';
import type { ChartLeaveFilter } from '@leave/service';
import type { Queryable } from '../db/database';
import { hasStatusIn } from './statusSql';

/**
 * A student's days are a range of their own index (leaves_by_student: roll number, date). Some
 * courses' are the weeks and days kept by course (migration 44: course_week_counts; migration 34:
 * course_day_counts), and everyone's the school's kept weeks and days (migrations 44 and 37, in a
 * few parts), so neither the window's leave nor the number of students is read, nor, for
 * everyone, the number of courses (every course's days of a university's term were 39,830 rows
 * to read: 254 ms, 0.7 ms by the school's days). The weeks wholly inside the window are read as
 * kept, and only the days of the weeks the window cuts (a term's 1,352 kept days were 1.2 ms to
 * sum into its 288 rows). The answer is a row a week, status and counting (from Monday, as the
 * charts' weeks; a week the window starts in dated its first day in it), not a day.
 */
/** Kept day `k`'s week: its Monday, or the window's first day ($1) if later. */
const WEEK = "greatest(date_trunc('week', k.leave_date)::date, $1::date)";

/**
 * The window's whole weeks (their Mondays, from `firstWeek` to `lastWeek`, none when the first is
 * later) and the days of the weeks it cuts: `from` to `headTo` and `tailFrom` to `to` (either
 * empty when its end is before its start).
 */
export function windowWeeks(from: IsoDate, to: IsoDate) {
  const firstWeek = weekStart(from) === from ? from : addDays(weekStart(from), 7);
  const lastSunday = addDays(weekStart(to), 6) === to ? to : addDays(weekStart(to), -1);
  const headTo = addDays(firstWeek, -1) < to ? addDays(firstWeek, -1) : to;
  const tailFrom = addDays(lastSunday, 1) > firstWeek ? addDays(lastSunday, 1) : firstWeek;
  return { firstWeek, lastWeek: addDays(lastSunday, -6), headTo, tailFrom };
}

/**
 * Kept weeks and days (`weeks` and `days`, each aliased k) as rows of week, status and counting
 * (and `key`, a column of both, first), their sums by week: $1 and $2 the window, $3 and $4 its
 * whole weeks, $5 and $6 the ends of its cut weeks' days (windowWeeks), `where` more conditions.
 */
const keptWeeks = (weeks: string, days: string, where: string, key = '') => {
  const keyed = key ? `k.${key}, ` : '';
  return `SELECT ${key ? `w.${key}` : "''"} AS course_code, to_char(w.week, 'YYYY-MM-DD') AS date, w.status, w.counted,
       sum(w.leaves)::int AS leaves
     FROM (
       SELECT ${keyed}k.week, k.status, k.counted, k.leaves FROM ${weeks} k
       WHERE ${where} AND k.week BETWEEN $3::date AND $4::date
       UNION ALL
       SELECT ${keyed}${WEEK}, k.status, k.counted, k.leaves FROM ${days} k
       WHERE ${where} AND (k.leave_date BETWEEN $1::date AND $5::date OR k.leave_date BETWEEN $6::date AND $2::date)
     ) w (${keyed.replaceAll('k.', '')}week, status, counted, leaves)
     GROUP BY w.week, ${key ? `w.${key}, ` : ''}w.status, w.counted HAVING sum(w.leaves) > 0
     ORDER BY w.week, ${key ? `w.${key}, ` : ''}w.status, w.counted`;
};

export async function dayTallies(
  db: Queryable,
  filter: ChartLeaveFilter,
  from: IsoDate,
  to: IsoDate,
): Promise<LeaveDayTally[]> {
  if (filter.roll_no === undefined) {
    const { firstWeek, lastWeek, headTo, tailFrom } = windowWeeks(from, to);
    const params: unknown[] = [from, to, firstWeek, lastWeek, headTo, tailFrom];
    if (filter.course_codes === undefined) {
      return db.query<LeaveDayTally>(
        keptWeeks('school_week_counts', 'school_day_counts', hasStatusIn(filter.statuses, 'k')),
        params,
      );
    }
    params.push(filter.course_codes);
    return db.query<LeaveDayTally>(
      keptWeeks(
        'course_week_counts',
        'course_day_counts',
        `k.course_code = ANY($${params.length}::text[]) AND ${hasStatusIn(filter.statuses, 'k')}`,
        'course_code',
      ),
      params,
    );
  }
  const params: unknown[] = [from, to];
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
