/**
 * The roll in SQL: a lecture's roll (lecture_rolls) and its exceptions (roll_marks), the school's
 * attendance rules (one row), and each enrolment's kept counts (migration 28's triggers). A roll
 * whose lecture is cancelled is kept but not `held` (migration 29): nothing reads its marks.
 */
import type { AttendanceRules, IsoDate, RollMark } from '@leave/contract';
import type {
  ClassListRow,
  MarkChange,
  RegisterMark,
  RollCounts,
  RollStore,
  StoredRoll,
  StudentLectureRow,
} from '@leave/service';
import type { Queryable, Transactional } from '../db/database';

/**
 * Enrolment `e`'s roll: its kept counts, and its held lectures (up to the date in `today`, a
 * parameter such as `$2`) on accepted leave that it did not attend (marked present or late).
 * Each leave's mark is looked up by its own key (OFFSET 0 keeps the test a sub-plan per leave):
 * as an anti-join PostgreSQL read every mark of the student in the course for each leave, a
 * term's worth once the rolls are taken (see docs/performance.md, the roll at scale).
 */
/**
 * Day $1's rolls taken and students marked absent without accepted leave, for the admin's Overview.
 * The day is a sub-select the planner cannot see into, so that a plan for today costs what the kept
 * plan does: seen, today (past the last roll taken) looked cheaper than any kept plan, and a server
 * planned the statement afresh on every call, 0.5 ms of planning at a university's scale for a
 * statement that runs in 0.1.
 */
export const ROLLS_OF_DAY = `SELECT (SELECT count(*)::int FROM lecture_rolls WHERE lecture_date = (SELECT $1::date) AND held) AS rolls,
    (SELECT count(*)::int FROM lecture_rolls r JOIN roll_marks m ON m.course_code = r.course_code
       AND m.lecture_date = r.lecture_date
     WHERE r.lecture_date = (SELECT $1::date) AND r.held AND m.mark = 'absent'
       AND NOT EXISTS (SELECT 1 FROM leaves l WHERE l.roll_no = m.roll_no AND l.course_code = m.course_code
         AND l.leave_date = m.lecture_date AND l.status = 'accepted')) AS absent_without_leave`;

export const ENROLMENT_ROLL = (today: string) => `e.absent_days, e.late_days, e.attended_leave_days,
  (SELECT count(*)::int FROM leaves l WHERE l.roll_no = e.roll_no AND l.course_code = e.course_code
     AND l.status = 'accepted' AND l.lecture AND l.leave_date <= ${today}::date
     AND NOT EXISTS (SELECT 1 FROM roll_marks m WHERE m.course_code = l.course_code
       AND m.lecture_date = l.leave_date AND m.roll_no = l.roll_no AND m.mark IN ('present', 'late') OFFSET 0)) AS on_leave`;

/**
 * The active leave (accepted or pending) in course $1 on date $2, with its kind, by student: at most
 * one each (leaves_held_once).
 */
const LEAVE_ON_LECTURE = `SELECT l.roll_no, json_build_object('leave_id', l.leave_id, 'status', l.status,
      'kind', coalesce(k.name, 'Personal'), 'counts', l.counted) AS leave
    FROM leaves l JOIN leave_requests r ON r.request_id = l.request_id LEFT JOIN leave_kinds k ON k.kind_id = r.kind_id
    WHERE l.course_code = $1 AND l.leave_date = $2::date AND l.status IN ('accepted', 'pending')`;

export function sqlRolls(db: Queryable, transaction: Transactional): RollStore {
  return {
    async rules() {
      const rows = await db.query<AttendanceRules>(
        'SELECT correction_window_days, lates_per_absence, absence_counts FROM attendance_rules WHERE id = 1',
      );
      return rows[0]!;
    },
    async setRules(rules) {
      await transaction(async (tx) => {
        await tx.query(
          `UPDATE attendance_rules SET correction_window_days = $1, lates_per_absence = $2, absence_counts = $3
           WHERE id = 1`,
          [rules.correction_window_days, rules.lates_per_absence, rules.absence_counts],
        );
        // Each enrolment's lectures missed follow the rules (its row trigger counts them again).
        await tx.query(
          `UPDATE enrollments SET missed = missed
           WHERE absent_days <> 0 OR late_days <> 0 OR attended_leave_days <> 0`,
        );
      });
    },
    async find(code, date) {
      const rows = await db.query<StoredRoll>(
        `SELECT u.name AS taken_by, to_char(r.taken_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS taken_at
         FROM lecture_rolls r LEFT JOIN users u ON u.role = r.taken_by_role AND u.user_id = r.taken_by_id
         WHERE r.course_code = $1 AND r.lecture_date = $2::date`,
        [code, date],
      );
      return rows[0];
    },
    // The course's leave on the date is read once, as a range of its own index, and each name by
    // its key: with a university's 10,000 students the join read every student's row (a hash of
    // the users table) and looked up each student's leave one at a time.
    classList: (code, date) =>
      db.query<ClassListRow>(
        `SELECT e.roll_no, (SELECT u.name FROM users u WHERE u.role = 'student' AND u.user_id = e.roll_no) AS name,
           m.mark, l.leave
         FROM enrollments e
         LEFT JOIN roll_marks m ON m.course_code = e.course_code AND m.lecture_date = $2::date AND m.roll_no = e.roll_no
         LEFT JOIN (${LEAVE_ON_LECTURE}) l ON l.roll_no = e.roll_no
         WHERE e.course_code = $1 AND e.removed_at IS NULL
         ORDER BY e.roll_no`,
        [code, date],
      ),
    save: (code, date, marks, actor) =>
      transaction(async (tx) => {
        // Taking the roll, or finding it taken, locks it: saves of one lecture take turns.
        const [roll] = await tx.query<{ first: boolean }>(
          `INSERT INTO lecture_rolls (course_code, lecture_date, taken_by_role, taken_by_id) VALUES ($1, $2::date, $3, $4)
           ON CONFLICT (course_code, lecture_date) DO UPDATE SET updated_at = lecture_rolls.updated_at
           RETURNING (xmax = 0) AS first`,
          [code, date, actor.role, actor.id],
        );
        const stored = await tx.query<{ roll_no: number; mark: RollMark }>(
          `SELECT roll_no, mark FROM roll_marks
           WHERE course_code = $1 AND lecture_date = $2::date AND roll_no = ANY($3::int[])`,
          [code, date, marks.map((m) => m.roll_no)],
        );
        const before = new Map(stored.map((row) => [row.roll_no, row.mark]));
        const changes: MarkChange[] = marks
          .map((m) => ({ roll_no: m.roll_no, before: before.get(m.roll_no) ?? null, after: m.mark }))
          .filter((change) => change.before !== change.after)
          .sort((a, b) => a.roll_no - b.roll_no);
        const removed = changes.filter((c) => c.after === null).map((c) => c.roll_no);
        const written = changes.filter((c) => c.after !== null);
        if (removed.length) {
          await tx.query(
            'DELETE FROM roll_marks WHERE course_code = $1 AND lecture_date = $2::date AND roll_no = ANY($3::int[])',
            [code, date, removed],
          );
        }
        if (written.length) {
          await tx.query(
            `INSERT INTO roll_marks (course_code, lecture_date, roll_no, mark)
             SELECT $1, $2::date, roll_no, mark FROM unnest($3::int[], $4::text[]) AS w(roll_no, mark)
             ON CONFLICT (course_code, lecture_date, roll_no) DO UPDATE SET mark = excluded.mark`,
            [code, date, written.map((c) => c.roll_no), written.map((c) => c.after)],
          );
        }
        if (changes.length) {
          await tx.query(
            'UPDATE lecture_rolls SET updated_at = now() WHERE course_code = $1 AND lecture_date = $2::date',
            [code, date],
          );
        }
        return { first: roll!.first, changes };
      }),
    // One statement for a page of lectures of any number of courses, each count a range of its
    // own index: the course's marks on the date, its leave on the date, its enrolments.
    counts: (lectures) =>
      db.query<RollCounts>(
        `WITH lecture AS (SELECT DISTINCT course_code, date FROM unnest($1::text[], $2::date[]) AS d(course_code, date)),
           course AS MATERIALIZED (
             SELECT c.course_code, (SELECT count(*)::int FROM enrollments e
               WHERE e.course_code = c.course_code AND e.removed_at IS NULL) AS enrolled
             FROM (SELECT DISTINCT course_code FROM lecture) c)
         SELECT d.course_code, to_char(d.date, 'YYYY-MM-DD') AS date, c.enrolled,
           EXISTS (SELECT 1 FROM lecture_rolls r WHERE r.course_code = d.course_code AND r.lecture_date = d.date) AS taken,
           (SELECT count(*)::int FROM roll_marks m JOIN enrollments e ON e.roll_no = m.roll_no
              AND e.course_code = m.course_code AND e.removed_at IS NULL
            WHERE m.course_code = d.course_code AND m.lecture_date = d.date AND m.mark = 'absent'
              AND NOT EXISTS (SELECT 1 FROM leaves l WHERE l.roll_no = m.roll_no AND l.course_code = m.course_code
                AND l.leave_date = m.lecture_date AND l.status = 'accepted')) AS absent,
           (SELECT count(*)::int FROM roll_marks m JOIN enrollments e ON e.roll_no = m.roll_no
              AND e.course_code = m.course_code AND e.removed_at IS NULL
            WHERE m.course_code = d.course_code AND m.lecture_date = d.date AND m.mark = 'late') AS late,
           (SELECT count(*)::int FROM leaves l JOIN enrollments e ON e.roll_no = l.roll_no
              AND e.course_code = l.course_code AND e.removed_at IS NULL
            WHERE l.course_code = d.course_code AND l.leave_date = d.date AND l.status = 'accepted' AND l.lecture
              AND NOT EXISTS (SELECT 1 FROM roll_marks m WHERE m.course_code = l.course_code
                AND m.lecture_date = l.leave_date AND m.roll_no = l.roll_no AND m.mark IN ('present', 'late'))) AS on_leave
         FROM lecture d JOIN course c ON c.course_code = d.course_code
         ORDER BY d.course_code, d.date`,
        [lectures.map((l) => l.course_code), lectures.map((l) => l.date)],
      ),
    ofStudent: (rollNo, from, to) =>
      db.query<StudentLectureRow>(
        `SELECT course_code, to_char(date, 'YYYY-MM-DD') AS date, max(mark) AS mark, max(leave_status) AS leave_status
         FROM (
           SELECT m.course_code, m.lecture_date AS date, m.mark, NULL AS leave_status FROM roll_marks m
           JOIN lecture_rolls r ON r.course_code = m.course_code AND r.lecture_date = m.lecture_date AND r.held
           WHERE m.roll_no = $1 AND m.lecture_date BETWEEN $2::date AND $3::date
           UNION ALL
           SELECT l.course_code, l.leave_date, NULL, l.status FROM leaves l
           WHERE l.roll_no = $1 AND l.leave_date BETWEEN $2::date AND $3::date AND l.lecture
             AND l.status IN ('accepted', 'pending')
         ) AS lecture
         GROUP BY course_code, date ORDER BY date, course_code`,
        [rollNo, from, to],
      ),
    async register(code, rollNos, from, to) {
      const [taken, marks] = await Promise.all([
        db.query<{ date: IsoDate }>(
          `SELECT to_char(lecture_date, 'YYYY-MM-DD') AS date FROM lecture_rolls
           WHERE course_code = $1 AND lecture_date BETWEEN $2::date AND $3::date AND held ORDER BY lecture_date`,
          [code, from, to],
        ),
        rollNos.length
          ? db.query<RegisterMark>(
              `SELECT roll_no, to_char(date, 'YYYY-MM-DD') AS date, max(mark) AS mark, max(kind) AS leave_kind
               FROM (
                 SELECT m.roll_no, m.lecture_date AS date, m.mark, NULL::text AS kind FROM roll_marks m
                 JOIN lecture_rolls r ON r.course_code = m.course_code AND r.lecture_date = m.lecture_date AND r.held
                 WHERE m.course_code = $1 AND m.roll_no = ANY($2::int[]) AND m.lecture_date BETWEEN $3::date AND $4::date
                 UNION ALL
                 SELECT l.roll_no, l.leave_date, NULL, coalesce(k.name, 'Personal')
                 FROM leaves l JOIN leave_requests r ON r.request_id = l.request_id
                 LEFT JOIN leave_kinds k ON k.kind_id = r.kind_id
                 WHERE l.course_code = $1 AND l.roll_no = ANY($2::int[]) AND l.leave_date BETWEEN $3::date AND $4::date
                   AND l.status = 'accepted' AND l.lecture
               ) AS lecture
               GROUP BY roll_no, date ORDER BY roll_no, date`,
              [code, rollNos, from, to],
            )
          : Promise.resolve([]),
      ]);
      return { taken: taken.map((row) => row.date), marks };
    },
    async day(date: IsoDate) {
      const rows = await db.query<{ rolls: number; absent_without_leave: number }>(ROLLS_OF_DAY, [date]);
      return rows[0]!;
    },
  };
}
