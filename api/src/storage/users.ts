import type { FacultyProfile, Role, StudentProfile } from '@leave/contract';
import type { UserStore } from '@leave/service';
import type { Queryable } from '../db/database';
import { insertReporting } from './sqlErrors';

export function sqlUsers(db: Queryable): UserStore & { upsertAdmin(id: number, passwordHash: string): Promise<void> } {
  return {
    async findCredentials(role: Role, userId: number) {
      const rows = await db.query<{ name: string; password_hash: string }>(
        'SELECT name, password_hash FROM users WHERE role = $1 AND user_id = $2',
        [role, userId],
      );
      return rows[0];
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
      insertReporting(() =>
        db.query(
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
