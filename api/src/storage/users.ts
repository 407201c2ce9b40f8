import type {
  NotificationSettings,
  FacultyProfile,
  InstructorListEntry,
  InstructorSort,
  LanguageCode,
  Role,
  StudentListEntry,
  StudentProfile,
  StudentSort,
} from '@leave/contract';
import { NAME_COLLATION } from '@leave/domain';
import type { UserStore } from '@leave/service';
import type { Queryable, Transactional } from '../db/database';
import { containing } from './likePattern';
import { keysetBatches } from './keyset';
import type { SortKey } from './keyset';
import { insertReporting } from './sqlErrors';

const BY_NAME = `u.name COLLATE "${NAME_COLLATION}"`;

/** Each sort of the instructors' list, and the tie that ends it. */
const INSTRUCTOR_SORT_KEYS: Record<InstructorSort, SortKey<InstructorListEntry>> = {
  rg_no: ['u.user_id', (i) => i.rg_no],
  name: [BY_NAME, (i) => i.name],
};

/** Each sort of the students' list, and the tie that ends it. */
const STUDENT_SORT_KEYS: Record<StudentSort, SortKey<StudentListEntry>> = {
  roll_no: ['u.user_id', (s) => s.roll_no],
  name: [BY_NAME, (s) => s.name],
  joining_year: ['coalesce(u.joining_year, 0)', (s) => s.joining_year],
};

const STUDENTS = `SELECT u.user_id AS roll_no, u.name, coalesce(u.branch, '') AS branch, coalesce(u.stream, '') AS stream,
    coalesce(u.joining_year, 0) AS joining_year,
    (SELECT count(*)::int FROM enrollments e WHERE e.roll_no = u.user_id AND e.removed_at IS NULL) AS enrolled_courses
  FROM users u`;
const STUDENTS_WHERE = `WHERE u.role = 'student' AND ($1::text IS NULL OR u.user_id::text LIKE $1 OR u.name ILIKE $1)`;

const INSTRUCTORS = `SELECT u.user_id AS rg_no, u.name, coalesce(u.dept, '') AS dept,
    (SELECT count(*)::int FROM courses c WHERE c.instructor_id = u.user_id) AS courses
  FROM users u`;
const INSTRUCTORS_WHERE = `WHERE u.role = 'course instructor' AND ($1::text IS NULL OR u.user_id::text LIKE $1 OR u.name ILIKE $1)`;

/**
 * An unfiltered list's total, the admin's Overview's count of students among them: the role's kept
 * count (migration 40), not a count of every account of the role.
 */
const KEPT_TOTAL = 'SELECT coalesce(sum(users), 0)::int AS total FROM user_counts WHERE role = $1';

export function sqlUsers(
  db: Queryable,
  attempt: Transactional,
): UserStore & { upsertAdmin(id: number, passwordHash: string): Promise<void> } {
  return {
    async findCredentials(role: Role, userId: number) {
      const rows = await db.query<{
        name: string;
        password_hash: string;
        active: boolean;
        must_change_password: boolean;
        language: LanguageCode | null;
      }>(
        'SELECT name, password_hash, active, must_change_password, language FROM users WHERE role = $1 AND user_id = $2',
        [role, userId],
      );
      return rows[0];
    },
    async language(role, userId) {
      const rows = await db.query<{ language: LanguageCode | null }>(
        'SELECT language FROM users WHERE role = $1 AND user_id = $2',
        [role, userId],
      );
      return rows[0]?.language;
    },
    async setLanguage(role, userId, language) {
      const rows = await db.query('UPDATE users SET language = $3 WHERE role = $1 AND user_id = $2 RETURNING 1', [
        role,
        userId,
        language,
      ]);
      return rows.length > 0;
    },
    async contact(role, userId) {
      const rows = await db.query<NotificationSettings>(
        'SELECT email, email_notifications FROM users WHERE role = $1 AND user_id = $2',
        [role, userId],
      );
      return rows[0];
    },
    mailedOf: (recipients) =>
      db.query<{ role: Role; user_id: number; email: string; language: LanguageCode | null }>(
        `SELECT u.role, u.user_id, u.email, u.language FROM users u
         JOIN unnest($1::text[], $2::int[]) AS r(role, user_id) ON u.role = r.role AND u.user_id = r.user_id
         WHERE u.email IS NOT NULL AND u.email_notifications`,
        [recipients.map((r) => r.role), recipients.map((r) => r.user_id)],
      ),
    async setContact(role, userId, { email, email_notifications }) {
      const rows = await db.query(
        'UPDATE users SET email = $3, email_notifications = $4 WHERE role = $1 AND user_id = $2 RETURNING user_id',
        [role, userId, email, email_notifications],
      );
      return rows.length > 0;
    },
    async findStudent(rollNo) {
      const rows = await db.query<StudentProfile>(
        `SELECT user_id AS roll_no, name, branch, stream, joining_year FROM users
         WHERE role = 'student' AND user_id = $1`,
        [rollNo],
      );
      return rows[0];
    },
    async findInstructor(rgNo) {
      const rows = await db.query<FacultyProfile>(
        `SELECT user_id AS rg_no, name, coalesce(dept, '') AS dept FROM users
         WHERE role = 'course instructor' AND user_id = $1`,
        [rgNo],
      );
      return rows[0];
    },
    insert: (user) =>
      insertReporting(attempt, (q) =>
        q.query(
          `INSERT INTO users (role, user_id, name, password_hash, branch, stream, joining_year, dept)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            user.role,
            user.user_id,
            user.name,
            user.password_hash,
            user.branch ?? null,
            user.stream ?? null,
            user.joining_year ?? null,
            user.dept ?? null,
          ],
        ),
      ),
    async setPassword(role, userId, passwordHash, mustChange) {
      const rows = await db.query(
        `UPDATE users SET password_hash = $3, must_change_password = $4 WHERE role = $1 AND user_id = $2 RETURNING 1`,
        [role, userId, passwordHash, mustChange],
      );
      return rows.length > 0;
    },
    async setActive(role, userId, active) {
      const rows = await db.query('UPDATE users SET active = $3 WHERE role = $1 AND user_id = $2 RETURNING 1', [
        role,
        userId,
        active,
      ]);
      return rows.length > 0;
    },
    async students({ q, sort = 'roll_no', order = 'asc' }, { offset, limit }) {
      const pattern = q ? containing(q) : null;
      const direction = order === 'desc' ? 'DESC' : 'ASC';
      const [items, count] = await Promise.all([
        db.query<StudentListEntry>(
          `${STUDENTS} ${STUDENTS_WHERE}
           ORDER BY ${STUDENT_SORT_KEYS[sort][0]} ${direction}, u.user_id ${direction} OFFSET $2 LIMIT $3`,
          [pattern, offset, limit],
        ),
        db.query<{ total: number }>(
          pattern ? `SELECT count(*)::int AS total FROM users u ${STUDENTS_WHERE}` : KEPT_TOTAL,
          [pattern ?? 'student'],
        ),
      ]);
      return { items, total: count[0]?.total ?? 0 };
    },
    studentBatches: ({ q, sort = 'roll_no', order = 'asc' }) =>
      keysetBatches(db, {
        select: `${STUDENTS} ${STUDENTS_WHERE}`,
        params: [q ? containing(q) : null],
        keys: [STUDENT_SORT_KEYS[sort], STUDENT_SORT_KEYS.roll_no],
        descending: order === 'desc',
      }),
    async instructors({ q, sort = 'rg_no', order = 'asc' }, { offset, limit }) {
      const pattern = q ? containing(q) : null;
      const direction = order === 'desc' ? 'DESC' : 'ASC';
      const [items, count] = await Promise.all([
        db.query<InstructorListEntry>(
          `${INSTRUCTORS} ${INSTRUCTORS_WHERE}
           ORDER BY ${INSTRUCTOR_SORT_KEYS[sort][0]} ${direction}, u.user_id ${direction} OFFSET $2 LIMIT $3`,
          [pattern, offset, limit],
        ),
        db.query<{ total: number }>(
          pattern ? `SELECT count(*)::int AS total FROM users u ${INSTRUCTORS_WHERE}` : KEPT_TOTAL,
          [pattern ?? 'course instructor'],
        ),
      ]);
      return { items, total: count[0]?.total ?? 0 };
    },
    instructorBatches: ({ q, sort = 'rg_no', order = 'asc' }) =>
      keysetBatches(db, {
        select: `${INSTRUCTORS} ${INSTRUCTORS_WHERE}`,
        params: [q ? containing(q) : null],
        keys: [INSTRUCTOR_SORT_KEYS[sort], INSTRUCTOR_SORT_KEYS.rg_no],
        descending: order === 'desc',
      }),
    async existingStudents(rollNos) {
      const rows = await db.query<{ user_id: number }>(
        `SELECT user_id FROM users WHERE role = 'student' AND user_id = ANY($1::int[])`,
        [rollNos],
      );
      return new Set(rows.map((row) => row.user_id));
    },
    async importStudents(students) {
      // One statement: all of them or none; a roll number taken meanwhile is skipped.
      const rows = await db.query<{ user_id: number }>(
        `INSERT INTO users (role, user_id, name, password_hash, branch, stream, joining_year, must_change_password)
         SELECT 'student', id, name, hash, branch, stream, joined, change
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::boolean[])
           AS s(id, name, branch, stream, joined, hash, change)
         ON CONFLICT (role, user_id) DO NOTHING
         RETURNING user_id`,
        [
          students.map((s) => s.roll_no),
          students.map((s) => s.name),
          students.map((s) => s.branch),
          students.map((s) => s.stream),
          students.map((s) => s.joining_year),
          students.map((s) => s.password_hash),
          students.map((s) => s.must_change_password),
        ],
      );
      return rows.map((row) => row.user_id);
    },
    /** Creates the admin account, or sets its password if it exists. */
    async upsertAdmin(id, passwordHash) {
      await db.query(
        `INSERT INTO users (role, user_id, name, password_hash, dept) VALUES ('admin', $1, 'Admin', $2, 'Administration')
         ON CONFLICT (role, user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
        [id, passwordHash],
      );
    },
  };
}
