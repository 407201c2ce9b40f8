import type { Holiday, LectureChange, Term, TermListEntry } from '@leave/contract';
import { HOLDING_LEAVE_STATUSES } from '@leave/domain';
import type { Refusal } from '@leave/domain';
import type {
  ClassMember,
  CourseCalendarWrite,
  Recount,
  RecountCourse,
  StoredCourseCalendar,
  TermCalendar,
  TermCalendarWrite,
  TermStore,
  TimetableStore,
  Windowed,
} from '@leave/service';
import type { Queryable, Transactional } from '../db/database';
import { hasStatusIn } from './statusSql';

const TERM_COLUMNS = `t.term_id, t.name, to_char(t.first_day, 'YYYY-MM-DD') AS first_day,
  to_char(t.last_day, 'YYYY-MM-DD') AS last_day`;

const HOLIDAY_COLUMNS = `h.holiday_id, h.term_id, to_char(h.from_date, 'YYYY-MM-DD') AS from_date,
  to_char(h.to_date, 'YYYY-MM-DD') AS to_date, h.name`;

/** Course `c`'s calendar: its term, the term's holidays, its meetings and its changes, as JSON beside its code. */
const CALENDAR_COLUMNS = `c.course_code, c.total_lectures, c.meetings,
  (SELECT row_to_json(term) FROM (SELECT ${TERM_COLUMNS} FROM terms t WHERE t.term_id = c.term_id) term) AS term,
  (SELECT coalesce(json_agg(holiday ORDER BY holiday.from_date, holiday.holiday_id), '[]')
   FROM (SELECT ${HOLIDAY_COLUMNS} FROM holidays h WHERE h.term_id = c.term_id) holiday) AS holidays,
  (SELECT coalesce(json_agg(change ORDER BY change.date), '[]') FROM (
     SELECT x.change_id, x.course_code, to_char(x.date, 'YYYY-MM-DD') AS date, x.kind, x.reason,
       x.start_time AS start, x.end_time AS "end", x.room
     FROM lecture_changes x WHERE x.course_code = c.course_code) change) AS changes`;

/** The term holding day $1 (terms do not overlap: at most one), and whether a holiday of it is on that day. */
const TERM_OF_DAY = `SELECT t.term_id, EXISTS (SELECT 1 FROM holidays h
      WHERE h.term_id = t.term_id AND h.from_date <= $1::date AND $1::date <= h.to_date) AS holiday
    FROM terms t WHERE daterange(t.first_day, t.last_day, '[]') @> $1::date`;

/** Course `c` meets on day $1's weekday. */
const MEETS_THAT_WEEKDAY = `c.meetings @> jsonb_build_array(jsonb_build_object('weekday', to_char($1::date, 'FMDay')))`;

/**
 * How many courses have a lecture on day $1 by their timetable alone, the courses with a change that
 * day left out: the kept count of the term's courses meeting on its weekday (none on a holiday) or
 * on no weekday (those lecture on every day of their term, holidays too, as lectureOn says), less
 * those of them with a change that day.
 */
export const UNCHANGED_LECTURES = `WITH day AS (${TERM_OF_DAY})
  SELECT (SELECT coalesce(sum(k.courses), 0)::int FROM day JOIN term_weekday_course_counts k ON k.term_id = day.term_id
      AND (k.weekday = '' OR (k.weekday = to_char($1::date, 'FMDay') AND NOT day.holiday)))
    - (SELECT count(*)::int FROM lecture_changes x
        JOIN courses c ON c.course_code = x.course_code JOIN day ON day.term_id = c.term_id
        WHERE x.date = $1::date
          AND (jsonb_array_length(c.meetings) = 0 OR (NOT day.holiday AND ${MEETS_THAT_WEEKDAY}))) AS unchanged`;

/** The calendars of the courses with a change on day $1, with that day's holidays and changes alone, by code. */
export const CHANGED_CALENDARS = `SELECT c.course_code, c.total_lectures, c.meetings,
    (SELECT row_to_json(term) FROM (SELECT ${TERM_COLUMNS} FROM terms t WHERE t.term_id = c.term_id) term) AS term,
    (SELECT coalesce(json_agg(holiday ORDER BY holiday.from_date, holiday.holiday_id), '[]')
     FROM (SELECT ${HOLIDAY_COLUMNS} FROM holidays h
           WHERE h.term_id = c.term_id AND h.from_date <= $1::date AND $1::date <= h.to_date) holiday) AS holidays,
    (SELECT coalesce(json_agg(change), '[]') FROM (
       SELECT x.change_id, x.course_code, to_char(x.date, 'YYYY-MM-DD') AS date, x.kind, x.reason,
         x.start_time AS start, x.end_time AS "end", x.room
       FROM lecture_changes x WHERE x.course_code = c.course_code AND x.date = $1::date) change) AS changes
  FROM lecture_changes d JOIN courses c ON c.course_code = d.course_code
  WHERE d.date = $1::date
  ORDER BY c.course_code`;

const calendarsOf = (db: Queryable, codes: string[], lock = false) =>
  db.query<StoredCourseCalendar>(
    `SELECT ${CALENDAR_COLUMNS} FROM courses c WHERE c.course_code = ANY($1::text[])
     ORDER BY c.course_code${lock ? ' FOR UPDATE OF c' : ''}`,
    [codes],
  );

/** Terms are written one at a time (their rare changes take this lock), so a check of the others holds. */
const TERMS_LOCK = 'SELECT pg_advisory_xact_lock(4242100)';

/** Thrown inside a change's transaction to roll it back, and answered as the refusal it carries. */
class RefusedChange extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** Runs a change in a transaction; a RefusedChange rolls it back and is answered as its refusal. */
async function refusable<T>(transaction: Transactional, work: (tx: Queryable) => Promise<T>): Promise<T | Refusal> {
  try {
    return await transaction(work);
  } catch (error) {
    if (error instanceof RefusedChange) return error.refusal;
    throw error;
  }
}

/** Recounts a course as a change left it; a refused recount rolls the change back. */
async function recountCourse(tx: Queryable, calendar: StoredCourseCalendar, recount: RecountCourse) {
  const counted = recount(calendar);
  if ('refuse' in counted) throw new RefusedChange(counted.refuse);
  await applyRecount(tx, calendar.course_code, counted.recount);
}

/** A course's total and which of its leaves and rolls are on lectures, after a change of its calendar. */
async function applyRecount(tx: Queryable, code: string, { total, lectureDates }: Recount) {
  await tx.query('UPDATE courses SET total_lectures = $2 WHERE course_code = $1 AND total_lectures <> $2', [
    code,
    total,
  ]);
  if (lectureDates === null) {
    await tx.query('UPDATE leaves SET lecture = true WHERE course_code = $1 AND NOT lecture', [code]);
    await tx.query('UPDATE lecture_rolls SET held = true WHERE course_code = $1 AND NOT held', [code]);
    return;
  }
  await tx.query(
    `UPDATE leaves SET lecture = (leave_date = ANY($2::date[]))
     WHERE course_code = $1 AND lecture IS DISTINCT FROM (leave_date = ANY($2::date[]))`,
    [code, lectureDates],
  );
  // A roll whose date is no lecture any more (cancelled, a holiday) is kept and counts nothing
  // (migration 29's trigger counts its marks' enrolments afresh).
  await tx.query(
    `UPDATE lecture_rolls SET held = (lecture_date = ANY($2::date[]))
     WHERE course_code = $1 AND held IS DISTINCT FROM (lecture_date = ANY($2::date[]))`,
    [code, lectureDates],
  );
}

async function termCalendar(tx: Queryable, termId: number): Promise<TermCalendar | undefined> {
  const [term] = await tx.query<Term>(`SELECT ${TERM_COLUMNS} FROM terms t WHERE t.term_id = $1 FOR UPDATE`, [termId]);
  if (!term) return undefined;
  const [holidays, codes, otherTerms] = [
    await tx.query<Holiday>(
      `SELECT ${HOLIDAY_COLUMNS} FROM holidays h WHERE h.term_id = $1 ORDER BY h.from_date, h.holiday_id`,
      [termId],
    ),
    await tx.query<{ course_code: string }>('SELECT course_code FROM courses WHERE term_id = $1', [termId]),
    await tx.query<Term>(`SELECT ${TERM_COLUMNS} FROM terms t WHERE t.term_id <> $1 ORDER BY t.first_day`, [termId]),
  ];
  const courses = await calendarsOf(
    tx,
    codes.map((row) => row.course_code),
    true,
  );
  return { term, holidays, courses, otherTerms };
}

async function writeTerm(tx: Queryable, termId: number, write: TermCalendarWrite): Promise<Holiday[]> {
  if (write.kind === 'edit') {
    await tx.query('UPDATE terms SET name = $2, first_day = $3, last_day = $4 WHERE term_id = $1', [
      termId,
      write.term.name,
      write.term.first_day,
      write.term.last_day,
    ]);
    return [];
  }
  if (write.kind === 'remove holiday') {
    return tx.query<Holiday>(
      `DELETE FROM holidays h WHERE h.holiday_id = $1 AND h.term_id = $2 RETURNING ${HOLIDAY_COLUMNS}`,
      [write.holiday_id, termId],
    );
  }
  if (!write.holidays.length) return [];
  const values = write.holidays.map((_, i) => `($1, $${3 * i + 2}::date, $${3 * i + 3}::date, $${3 * i + 4})`);
  return tx.query<Holiday>(
    `INSERT INTO holidays AS h (term_id, from_date, to_date, name) VALUES ${values.join(', ')}
     RETURNING ${HOLIDAY_COLUMNS}`,
    [termId, ...write.holidays.flatMap((h) => [h.from_date, h.to_date, h.name])],
  );
}

export function sqlTerms(db: Queryable, transaction: Transactional): TermStore {
  return {
    async list({ offset, limit }) {
      const rows = await db.query<Windowed<TermListEntry>>(
        `SELECT (SELECT count(*)::int FROM terms) AS total,
           (SELECT coalesce(json_agg(page ORDER BY page.first_day), '[]') FROM (
             SELECT ${TERM_COLUMNS},
               (SELECT count(*)::int FROM courses c WHERE c.term_id = t.term_id) AS courses,
               (SELECT count(*)::int FROM holidays h WHERE h.term_id = t.term_id) AS holidays
             FROM terms t ORDER BY t.first_day OFFSET $1 LIMIT $2) page) AS items`,
        [offset, limit],
      );
      return rows[0]!;
    },
    async find(termId) {
      return (await db.query<Term>(`SELECT ${TERM_COLUMNS} FROM terms t WHERE t.term_id = $1`, [termId]))[0];
    },
    async holding(date) {
      return (
        await db.query<Term>(`SELECT ${TERM_COLUMNS} FROM terms t WHERE $1::date BETWEEN t.first_day AND t.last_day`, [
          date,
        ])
      )[0];
    },
    insert: (term, check) =>
      transaction(async (tx) => {
        await tx.query(TERMS_LOCK);
        const others = await tx.query<Term>(`SELECT ${TERM_COLUMNS} FROM terms t ORDER BY t.first_day`);
        const refused = check(others);
        if (refused) return refused;
        const rows = await tx.query<Term>(
          `INSERT INTO terms AS t (name, first_day, last_day) VALUES ($1, $2, $3) RETURNING ${TERM_COLUMNS}`,
          [term.name, term.first_day, term.last_day],
        );
        return rows[0]!;
      }),
    change: (termId, decide, recount) =>
      refusable(transaction, async (tx) => {
        await tx.query(TERMS_LOCK);
        const before = await termCalendar(tx, termId);
        if (!before) return 'not-found' as const;
        const decision = decide(before);
        if ('refuse' in decision) return decision.refuse;
        const holidays = await writeTerm(tx, termId, decision.write);
        const after = (await termCalendar(tx, termId))!;
        for (const course of after.courses) await recountCourse(tx, course, recount);
        return { after: (await termCalendar(tx, termId))!, holidays };
      }),
    remove: (termId) =>
      transaction(async (tx) => {
        await tx.query(TERMS_LOCK);
        const [term] = await tx.query<Term>(`SELECT ${TERM_COLUMNS} FROM terms t WHERE t.term_id = $1 FOR UPDATE`, [
          termId,
        ]);
        if (!term) return 'not-found' as const;
        const [inUse] = await tx.query('SELECT 1 FROM courses WHERE term_id = $1 LIMIT 1', [termId]);
        if (inUse) return 'in use' as const;
        await tx.query('DELETE FROM terms WHERE term_id = $1', [termId]);
        return term;
      }),
    async holidays(termId, { offset, limit }) {
      const rows = await db.query<Windowed<Holiday>>(
        `SELECT (SELECT count(*)::int FROM holidays WHERE term_id = $1) AS total,
           (SELECT coalesce(json_agg(page ORDER BY page.from_date, page.holiday_id), '[]') FROM (
             SELECT ${HOLIDAY_COLUMNS} FROM holidays h WHERE h.term_id = $1
             ORDER BY h.from_date, h.holiday_id OFFSET $2 LIMIT $3) page) AS items`,
        [termId, offset, limit],
      );
      return rows[0]!;
    },
    holidaysOf: (termIds) =>
      db.query<Holiday>(
        `SELECT ${HOLIDAY_COLUMNS} FROM holidays h WHERE h.term_id = ANY($1::int[]) ORDER BY h.from_date, h.holiday_id`,
        [termIds],
      ),
    async holidayTerm(holidayId) {
      const rows = await db.query<{ term_id: number }>('SELECT term_id FROM holidays WHERE holiday_id = $1', [
        holidayId,
      ]);
      return rows[0]?.term_id;
    },
  };
}

async function writeCourse(
  tx: Queryable,
  code: string,
  write: CourseCalendarWrite,
): Promise<LectureChange | undefined> {
  if (write.kind === 'timetable') {
    await tx.query('UPDATE courses SET term_id = $2, meetings = $3::jsonb WHERE course_code = $1', [
      code,
      write.term_id,
      JSON.stringify(write.meetings),
    ]);
    return undefined;
  }
  const columns = `x.change_id, x.course_code, to_char(x.date, 'YYYY-MM-DD') AS date, x.kind, x.reason,
    x.start_time AS start, x.end_time AS "end", x.room`;
  if (write.kind === 'remove change') {
    const rows = await tx.query<LectureChange>(
      `DELETE FROM lecture_changes x WHERE x.change_id = $1 AND x.course_code = $2 RETURNING ${columns}`,
      [write.change_id, code],
    );
    return rows[0];
  }
  const { date, kind, reason, start, end, room } = write.change;
  const rows = await tx.query<LectureChange>(
    `INSERT INTO lecture_changes AS x (course_code, date, kind, reason, start_time, end_time, room)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
    [code, date, kind, reason, start, end, room],
  );
  return rows[0];
}

export function sqlTimetables(db: Queryable, transaction: Transactional): TimetableStore {
  return {
    async calendarOf(code) {
      return (await calendarsOf(db, [code]))[0];
    },
    calendarsOf: (codes) => calendarsOf(db, codes),
    // The courses with no change that day are counted from their term's kept count of courses by
    // weekday (migration 41): the day's weekday's, unless a holiday of the term, and those that
    // meet on none; the courses with a change that day are read by the changes' date, each with
    // that day's holidays and changes alone (whether it has a lecture turns on them alone), and
    // taken out of the count. No course is read but those.
    async lecturesOn(date) {
      const [counted, changed] = await Promise.all([
        db.query<{ unchanged: number }>(UNCHANGED_LECTURES, [date]),
        db.query<StoredCourseCalendar>(CHANGED_CALENDARS, [date]),
      ]);
      return { unchanged: counted[0]?.unchanged ?? 0, changed };
    },
    change: (code, decide, recount) =>
      refusable(transaction, async (tx) => {
        // A course's calendar follows its term's too: the terms' lock first, as term changes take it.
        await tx.query(TERMS_LOCK);
        const [before] = await calendarsOf(tx, [code], true);
        if (!before) return 'not-found' as const;
        const decision = decide(before);
        if ('refuse' in decision) return decision.refuse;
        const change = await writeCourse(tx, code, decision.write);
        const [written] = await calendarsOf(tx, [code]);
        await recountCourse(tx, written!, recount);
        const [after] = await calendarsOf(tx, [code]);
        return { after: after!, ...(change ? { change } : {}) };
      }),
    async changeCourse(changeId) {
      const rows = await db.query<{ course_code: string }>(
        'SELECT course_code FROM lecture_changes WHERE change_id = $1',
        [changeId],
      );
      return rows[0]?.course_code;
    },
    // One row per enrolment (unique per student and course), and at most one pending or accepted
    // leave per student, date and course (migration 27): one row per student.
    classOn: (code, date) =>
      db.query<ClassMember>(
        `SELECT e.roll_no, l.leave_id FROM enrollments e
         LEFT JOIN leaves l ON l.roll_no = e.roll_no AND l.course_code = e.course_code AND l.leave_date = $2::date
           AND ${hasStatusIn(HOLDING_LEAVE_STATUSES)}
         WHERE e.course_code = $1 AND (e.removed_at IS NULL OR l.leave_id IS NOT NULL)
         ORDER BY e.roll_no`,
        [code, date],
      ),
  };
}
