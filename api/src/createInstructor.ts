/**
 * `INSTRUCTOR_ID=503 INSTRUCTOR_NAME='Dr. Asha Rao' INSTRUCTOR_DEPT=Physics INSTRUCTOR_PASSWORD=...
 * npm run create-instructor -w api`: how a school whose instructors may not sign themselves up
 * (INSTRUCTOR_SIGN_UP=false, the default with DATABASE_URL) gives one an account. The same
 * rules as sign-up apply.
 */
import { parseRequest, signUpSchema } from '@leave/domain';
import { hashPassword, isCommonPassword } from '@leave/service';
import { readApiConfig } from './config';
import { openPglite, openPostgres } from './db/database';
import { migrate } from './db/migrations';
import { storageOf } from './storage/sqlStorage';

async function main() {
  const config = readApiConfig();
  const env = process.env;
  const request = parseRequest(signUpSchema, {
    name: env.INSTRUCTOR_NAME,
    user_id: env.INSTRUCTOR_ID ? Number(env.INSTRUCTOR_ID) : undefined,
    branch: env.INSTRUCTOR_DEPT,
    passwd: env.INSTRUCTOR_PASSWORD,
    role: 'course instructor',
  });
  if (!request.ok) {
    const variable = {
      name: 'INSTRUCTOR_NAME',
      user_id: 'INSTRUCTOR_ID',
      branch: 'INSTRUCTOR_DEPT',
      passwd: 'INSTRUCTOR_PASSWORD',
    };
    const field = request.error.field as keyof typeof variable | undefined;
    throw new Error(`${field ? `${variable[field]}: ` : ''}${request.error.message}`);
  }
  const instructor = request.value;
  if (await isCommonPassword(instructor.passwd))
    throw new Error('INSTRUCTOR_PASSWORD is one of the most common passwords: choose another');
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.pgliteDir);
  try {
    await migrate(db);
    const result = await storageOf(db).users.insert({
      role: 'course instructor',
      user_id: instructor.user_id,
      name: instructor.name,
      dept: instructor.branch,
      password_hash: await hashPassword(instructor.passwd),
    });
    if (result === 'duplicate') throw new Error(`an instructor with id ${instructor.user_id} already exists`);
  } finally {
    await db.close();
  }
  console.log(`instructor ${instructor.user_id} (${instructor.name}) can now sign in`);
}

main().catch((error: unknown) => {
  console.error(`create-instructor failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
