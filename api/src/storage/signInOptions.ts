import type { SignInOptionStore } from '@leave/service';
import { PASSWORD_SIGN_IN_ON } from '@leave/domain';
import type { Queryable } from '../db/database';

/** The admin's sign-in options in SQL (migration 24): one row, missing until first saved. */
export function sqlSignInOptions(db: Queryable): SignInOptionStore {
  return {
    async passwordSignIn() {
      const rows = await db.query<{ student_password: boolean; instructor_password: boolean }>(
        'SELECT student_password, instructor_password FROM sign_in_options',
      );
      const row = rows[0];
      return row
        ? { student: row.student_password, 'course instructor': row.instructor_password }
        : PASSWORD_SIGN_IN_ON;
    },
    async setPasswordSignIn(setting) {
      await db.query(
        `INSERT INTO sign_in_options (student_password, instructor_password) VALUES ($1, $2)
         ON CONFLICT (only_row) DO UPDATE
           SET student_password = EXCLUDED.student_password, instructor_password = EXCLUDED.instructor_password`,
        [setting.student, setting['course instructor']],
      );
    },
  };
}
