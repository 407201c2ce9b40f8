import { buildSeed } from '@leave/mock-api/seed';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../queries';
import type { Database } from './database';

/** Loads mock-api's demo data, once, into an empty database. Returns whether it did. */
export async function seedDemoData(db: Database, today = new Date()): Promise<boolean> {
  const seed = buildSeed(today);
  // Every user gets their own salt, even where demo passwords are the same.
  const hashes = await Promise.all(seed.users.map((u) => hashPassword(u.passwd)));

  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4242002)');
    const [{ count }] = (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM users')) as [
      { count: number },
    ];
    if (count > 0) return false;
    for (const [index, u] of seed.users.entries()) {
      const { passwd: _plainPassword, ...profile } = u; // only the hash is stored
      await insertUser(tx, { ...profile, password_hash: hashes[index]! });
    }
    for (const c of seed.courses) {
      await tx.query(
        `INSERT INTO courses (course_code, course_title, instructor_id, semester_type, semester_year, total_lectures)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [c.course_code, c.course_title, c.instructor_id, c.semester_type, c.semester_year, c.total_lectures],
      );
    }
    for (const e of seed.enrollments) {
      await tx.query('INSERT INTO enrollments (roll_no, course_code) VALUES ($1, $2)', [e.roll_no, e.course_code]);
    }
    for (const l of seed.leaves) {
      await tx.query(
        'INSERT INTO leaves (leave_date, reason, roll_no, course_code, status) VALUES ($1::date, $2, $3, $4, $5)',
        [l.leave_date, l.reason, l.user_id, l.course_code, l.status],
      );
    }
    return true;
  });
}

/** Creates the admin account, or sets its password if it exists. */
export async function ensureAdmin(db: Database, adminId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.query(
    `INSERT INTO users (role, user_id, name, password_hash, dept) VALUES ('admin', $1, 'Admin', $2, 'Administration')
     ON CONFLICT (role, user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
    [adminId, hash],
  );
}
