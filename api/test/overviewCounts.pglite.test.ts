/**
 * What the admin's Overview reads from kept counts agrees with a recount after every kind of
 * write: each course's requests waiting (course_pending_request_counts, migration 38) after a
 * request applied for over two courses, part of it decided, the rest decided, a request withdrawn,
 * accepted leave cancelled, leave removed and the leave emptied, and the courses where the most
 * wait ranked from them; the enrolments near their limit
 * (the partial index enrollments_near_limit, on each enrolment's kept limit times lectures,
 * migration 41) as every enrolment's days say, after their days change, an enrolment removed and
 * enrolled again, a new enrolment, and a course's limit and lectures changed; and a day's lectures
 * (the terms' kept courses by weekday, migration 41, and the calendars of the courses changed that
 * day) as every course's calendar says, day by day, after timetables, terms, holidays and
 * lecture changes are written and courses added and removed.
 */
import { addDays } from '@leave/contract';
import { rollLecture, WARNING_TENTHS } from '@leave/domain';
import type { Database, Queryable } from '../src/db/database';
import { storageOf } from '../src/storage/sqlStorage';
import { seededDatabase } from './support/seededDatabase';

let db: Database;
let remove: () => Promise<void>;

beforeAll(async () => {
  ({ db, remove } = await seededDatabase('2026-11-25'));
}, 90_000);

afterAll(() => remove?.());

/** Courses whose kept count of requests waiting differs from a count of them (a kept 0 is none). */
const disagreeing = (q: Queryable = db) =>
  q.query<{ course_code: string }>(
    `WITH counted AS (SELECT course_code, count(*)::int AS requests FROM course_pending_requests GROUP BY 1),
       kept AS (SELECT course_code, sum(requests)::int AS requests FROM course_pending_request_counts
                GROUP BY 1 HAVING sum(requests) <> 0)
     SELECT course_code FROM ((TABLE counted EXCEPT TABLE kept) UNION ALL (TABLE kept EXCEPT TABLE counted)) AS differing`,
  );
const waiting = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM course_pending_requests'))[0]!.n;

/** Every enrolment near or over its course's limit, read the long way: all of them. */
const nearRecount = () =>
  db.query<{ course_code: string; roll_no: number }>(
    `SELECT e.course_code, e.roll_no FROM enrollments e JOIN courses c ON c.course_code = e.course_code
     WHERE e.removed_at IS NULL
       AND (e.accepted_days + e.absent_days + e.late_days) * 1000 >= c.leave_limit * c.total_lectures * $1
     ORDER BY 1, 2`,
    [WARNING_TENTHS],
  );
const nearRead = async () =>
  (await storageOf(db).courses.nearLimit())
    .map(({ course_code, roll_no }) => ({ course_code, roll_no }))
    .sort((a, b) => a.course_code.localeCompare(b.course_code) || a.roll_no - b.roll_no);

it('counts the demo requests waiting as they were when the table was made', async () => {
  expect(await waiting()).toBeGreaterThan(0);
  expect(await disagreeing()).toEqual([]);
});

it('follows each write that changes the requests waiting', async () => {
  const [pair] = await db.query<{ roll_no: number; first: string; second: string }>(
    `SELECT a.roll_no, a.course_code AS first, b.course_code AS second FROM enrollments a
     JOIN enrollments b ON b.roll_no = a.roll_no AND b.course_code > a.course_code
     WHERE a.removed_at IS NULL AND b.removed_at IS NULL ORDER BY 1, 2, 3 LIMIT 1`,
  );
  const [request] = await db.query<{ request_id: number }>(
    'INSERT INTO leave_requests (roll_no) VALUES ($1) RETURNING request_id',
    [pair!.roll_no],
  );
  const id = request!.request_id;
  const changes: Array<[string, string, unknown[]]> = [
    [
      'apply over two courses',
      `INSERT INTO leaves (leave_date, reason, roll_no, course_code, request_id)
       SELECT DATE '2027-03-01' + d, 'Fever', $1, code, $4 FROM generate_series(0, 2) d, unnest(ARRAY[$2, $3]) code`,
      [pair!.roll_no, pair!.first, pair!.second, id],
    ],
    [
      'decide a date',
      `UPDATE leaves SET status = 'accepted' WHERE request_id = $1 AND leave_date = DATE '2027-03-01'`,
      [id],
    ],
    [
      "decide one course's part",
      `UPDATE leaves SET status = 'rejected' WHERE request_id = $1 AND course_code = $2 AND status = 'pending'`,
      [id, pair!.first],
    ],
    ['withdraw', `UPDATE leaves SET status = 'withdrawn' WHERE request_id = $1 AND status = 'pending'`, [id]],
    ['cancel', `UPDATE leaves SET status = 'cancelled' WHERE request_id = $1 AND status = 'accepted'`, [id]],
    [
      'decide the oldest requests waiting',
      `UPDATE leaves SET status = 'accepted' WHERE request_id IN
         (SELECT request_id FROM course_pending_requests ORDER BY request_id LIMIT 2) AND status = 'pending'`,
      [],
    ],
    ['a row rewritten as it was', "UPDATE leaves SET reason = reason WHERE status = 'pending'", []],
  ];
  for (const [write, sql, params] of changes) {
    const before = await waiting();
    await db.query(sql, params);
    expect({ write, differing: await disagreeing() }).toEqual({ write, differing: [] });
    if (write === 'apply over two courses') expect(await waiting()).toBe(before + 2);
  }
});

it('ranks the courses where the most requests wait as a count of the requests does, ties with the last included', async () => {
  const counted = await db.query<{ course_code: string; pending: number }>(
    'SELECT course_code, count(*)::int AS pending FROM course_pending_requests GROUP BY 1 ORDER BY 2 DESC, 1',
  );
  expect(counted.length).toBeGreaterThan(1);
  for (const most of [1, 2, counted.length, counted.length + 1]) {
    const last = counted[Math.min(most, counted.length) - 1]!.pending;
    const leaders = await storageOf(db).requests.pendingLeaders(most);
    expect({
      most,
      ...leaders,
      courses: [...leaders.courses].sort((a, b) => b.pending - a.pending || a.course_code.localeCompare(b.course_code)),
    }).toEqual({
      most,
      total: await waiting(),
      courses: counted.filter((course, index) => index < most || course.pending === last),
    });
  }
});

it('follows leave removed and the leave emptied', async () => {
  const rolledBack = (work: (tx: Queryable) => Promise<void>) =>
    db
      .transaction(async (tx) => {
        await work(tx);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
  await rolledBack(async (tx) => {
    const gone = 'SELECT leave_id FROM leaves WHERE request_id IN (SELECT request_id FROM course_pending_requests)';
    await tx.query(`DELETE FROM leave_events WHERE leave_id IN (${gone})`);
    await tx.query(`DELETE FROM leaves WHERE leave_id IN (${gone})`);
    expect(await disagreeing(tx)).toEqual([]);
  });
  await rolledBack(async (tx) => {
    await tx.query('TRUNCATE leaves CASCADE');
    expect(await disagreeing(tx)).toEqual([]);
  });
  expect(await disagreeing()).toEqual([]);
});

it('reads the enrolments near their limit as a read of all of them does', async () => {
  const writes: Array<[string, string]> = [
    ['as seeded', 'SELECT 1'],
    [
      'days missed grow',
      `UPDATE enrollments SET absent_days = absent_days + 3 WHERE (roll_no, course_code) IN
         (SELECT roll_no, course_code FROM enrollments ORDER BY 1, 2 LIMIT 4)`,
    ],
    [
      'unenrol',
      `UPDATE enrollments SET removed_at = now() WHERE (roll_no, course_code) IN
         (SELECT roll_no, course_code FROM enrollments WHERE removed_at IS NULL ORDER BY 1, 2 LIMIT 1)`,
    ],
    ['enrol again', 'UPDATE enrollments SET removed_at = NULL WHERE removed_at IS NOT NULL'],
    ['a limit lowered', 'UPDATE courses SET leave_limit = 1'],
    ['lectures fewer', 'UPDATE courses SET total_lectures = 3'],
    [
      'a new enrolment',
      `INSERT INTO enrollments (roll_no, course_code, absent_days)
       SELECT u.user_id, c.course_code, 2 FROM users u, courses c
       WHERE u.role = 'student' AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.roll_no = u.user_id AND e.course_code = c.course_code)
       ORDER BY 1, 2 LIMIT 1`,
    ],
    [
      'one course’s limit raised',
      `UPDATE courses SET leave_limit = 100 WHERE course_code = (SELECT min(course_code) FROM courses)`,
    ],
    ['lectures more', 'UPDATE courses SET total_lectures = 200'],
  ];
  for (const [write, sql] of writes) {
    await db.query(sql);
    const recount = await nearRecount();
    expect({ write, read: await nearRead() }).toEqual({ write, read: recount });
    if (write === 'a limit lowered') expect(recount.length).toBeGreaterThan(0);
  }
});

/** Courses of a term and weekday whose kept count differs from a count of the courses (a kept 0 is none). */
const weekdaysDisagreeing = () =>
  db.query<{ term_id: number; weekday: string }>(
    `WITH counted AS (SELECT c.term_id, w.weekday, count(*)::int AS courses
                      FROM courses c, course_weekdays(c.meetings) w(weekday) WHERE c.term_id IS NOT NULL GROUP BY 1, 2),
       kept AS (SELECT term_id, weekday, sum(courses)::int AS courses FROM term_weekday_course_counts
                GROUP BY 1, 2 HAVING sum(courses) <> 0)
     SELECT term_id, weekday FROM ((TABLE counted EXCEPT TABLE kept) UNION ALL (TABLE kept EXCEPT TABLE counted)) AS differing`,
  );

/** Each day's lectures as the Overview counts them, against every course's calendar tested on the day. */
async function lecturesDisagreeing(days: string[]) {
  const store = storageOf(db);
  const codes = (await db.query<{ course_code: string }>('SELECT course_code FROM courses')).map((c) => c.course_code);
  const calendars = await store.timetables.calendarsOf(codes);
  const differing: Array<{ day: string; read: number; recount: number }> = [];
  for (const day of days) {
    const { unchanged, changed } = await store.timetables.lecturesOn(day);
    const read = unchanged + changed.filter((calendar) => 'lecture' in rollLecture(calendar, day)).length;
    const recount = calendars.filter((calendar) => 'lecture' in rollLecture(calendar, day)).length;
    if (read !== recount) differing.push({ day, read, recount });
  }
  return differing;
}

it("counts each day's lectures as every course's calendar says, after every kind of calendar write", async () => {
  const [term] = await db.query<{ term_id: number; first_day: string }>(
    `SELECT term_id, to_char(first_day, 'YYYY-MM-DD') AS first_day FROM terms ORDER BY first_day DESC LIMIT 1`,
  );
  const [holiday] = await db.query<{ from_date: string }>(
    `SELECT to_char(from_date, 'YYYY-MM-DD') AS from_date FROM holidays WHERE term_id = $1 ORDER BY 1 LIMIT 1`,
    [term!.term_id],
  );
  // Two weeks from a holiday (so weekends, a holiday and weekdays), the term's first days and the day before it.
  const days = [
    ...Array.from({ length: 14 }, (_, i) => addDays(holiday!.from_date, i - 3)),
    ...Array.from({ length: 3 }, (_, i) => addDays(term!.first_day, i - 1)),
  ];
  const [first, second, third] = (
    await db.query<{ course_code: string }>('SELECT course_code FROM courses ORDER BY course_code LIMIT 3')
  ).map((c) => c.course_code);
  const onHoliday = holiday!.from_date;
  const writes: Array<[string, string, unknown[]]> = [
    ['as seeded', 'SELECT 1', []],
    [
      'an extra lecture on a holiday',
      `INSERT INTO lecture_changes (course_code, date, kind, reason) VALUES ($1, $2, 'extra', 'x')`,
      [first, onHoliday],
    ],
    [
      'a lecture cancelled',
      `INSERT INTO lecture_changes (course_code, date, kind, reason) VALUES ($1, $2, 'cancelled', 'x')`,
      [second, addDays(onHoliday, 1)],
    ],
    [
      'an extra lecture on a weekend',
      `INSERT INTO lecture_changes (course_code, date, kind, reason) VALUES ($1, $2, 'extra', 'x')`,
      [second, addDays(onHoliday, 4)],
    ],
    [
      'a timetable emptied: every day of the term',
      `UPDATE courses SET meetings = '[]' WHERE course_code = $1`,
      [third],
    ],
    [
      'a change on a day with no timetable',
      `INSERT INTO lecture_changes (course_code, date, kind, reason) VALUES ($1, $2, 'cancelled', 'x')`,
      [third, addDays(onHoliday, 2)],
    ],
    [
      'a timetable moved to other weekdays',
      `UPDATE courses SET meetings = '[{"weekday": "Saturday", "start": "09:00", "end": "10:00"}, {"weekday": "Tuesday", "start": "09:00", "end": "10:00"}]' WHERE course_code = $1`,
      [first],
    ],
    ['a course out of its term', 'UPDATE courses SET term_id = NULL WHERE course_code = $1', [second]],
    [
      'a holiday added',
      `INSERT INTO holidays (term_id, from_date, to_date, name) VALUES ($1, $2, $3, 'x')`,
      [term!.term_id, addDays(onHoliday, 5), addDays(onHoliday, 6)],
    ],
    [
      'a course added',
      `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures, term_id, meetings)
       SELECT 'ZZ900', 'Added', instructor_id, semester_type, semester_year, 10, term_id, meetings FROM courses WHERE course_code = $1`,
      [third],
    ],
    ['a course back in its term, and all changed at once', 'UPDATE courses SET term_id = $1', [term!.term_id]],
    ['a course removed', `DELETE FROM courses WHERE course_code = 'ZZ900'`, []],
  ];
  for (const [write, sql, params] of writes) {
    await db.query(sql, params);
    expect({ write, kept: await weekdaysDisagreeing(), lectures: await lecturesDisagreeing(days) }).toEqual({
      write,
      kept: [],
      lectures: [],
    });
  }
});
