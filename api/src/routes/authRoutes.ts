import type { FastifyInstance } from 'fastify';
import type { VerifyResponse } from '@leave/contract';
import { credentialsSchema, signUpSchema } from '@leave/contract/schemas';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, endSession, SESSION_COOKIE } from '../auth/sessions';
import { clearFailures, recordFailure, secondsUntilAllowed } from '../auth/signInThrottle';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/database';
import { fail, parse } from '../http';
import { insertUser } from '../queries';

export function authRoutes(app: FastifyInstance, db: Database, config: ApiConfig) {
  app.post('/userVerify', async (request, reply) => {
    const credentials = parse(credentialsSchema, request.body, reply);
    if (!credentials) return reply;
    const throttleKey = `${request.ip}|${credentials.role}|${credentials.user_id}`;
    const wait = await secondsUntilAllowed(db, throttleKey, config.signIn);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      return fail(reply, 429, `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`);
    }
    const rows = await db.query<{ name: string; password_hash: string }>(
      'SELECT name, password_hash FROM users WHERE role = $1 AND user_id = $2',
      [credentials.role, credentials.user_id],
    );
    const user = rows[0];
    // An unknown user costs as much time as a wrong password, so ids cannot be probed.
    const valid = await verifyPassword(credentials.passwd, user?.password_hash ?? DUMMY_HASH);
    if (!user || !valid) {
      await recordFailure(db, throttleKey, config.signIn);
      return fail(reply, 401, 'Invalid user id, password or role');
    }
    await clearFailures(db, throttleKey);
    const token = await createSession(db, credentials.role, credentials.user_id, config.sessionTtlSeconds);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      maxAge: config.sessionTtlSeconds,
    });
    // The spec's contract: a list whose first item echoes what was sent.
    const answer: VerifyResponse = [{ ...credentials, name: user.name }];
    return answer;
  });

  app.get('/session', async (request, reply) => request.session ?? fail(reply, 401, 'Not signed in'));

  app.post('/logout', async (request, reply) => {
    await endSession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Signed out' };
  });

  app.post('/addUser', async (request, reply) => {
    // The schema only admits the student and course instructor roles: sign-up never makes an admin.
    const payload = parse(signUpSchema, request.body, reply);
    if (!payload) return reply;
    const student = payload.role === 'student';
    try {
      await insertUser(db, {
        role: payload.role,
        user_id: payload.user_id,
        name: payload.name,
        password_hash: await hashPassword(payload.passwd),
        ...(student
          ? { branch: payload.branch, stream: payload.stream, joining_year: payload.joining_year }
          : { dept: payload.branch }),
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        return fail(
          reply,
          409,
          `A ${student ? 'student' : 'instructor'} with id ${payload.user_id} already exists`,
          'user_id',
        );
      }
      throw error;
    }
    return reply.code(201).send({ message: 'User created' });
  });
}
