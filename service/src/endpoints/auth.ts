import type { VerifyResponse } from '@leave/contract';
import { z } from 'zod';
import {
  checkSelfSignUp,
  credentialsSchema,
  fieldMessages,
  messages,
  messageSchema,
  refusal,
  sessionAnswerSchema,
  signUpSchema,
  verifyResponseSchema,
} from '@leave/domain';
import { audit } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import { isCommonPassword } from '../commonPasswords';
import { hashPassword } from '../passwords';
import { rememberDevice } from '../knownDevices';
import { closeSession, openSession } from '../sessions';
import { provePassword } from '../signInAttempt';
import { schoolToday } from '../leaveActions';

export const verifyUser = defineEndpoint({
  method: 'POST',
  path: '/userVerify',
  readsSession: true,
  summary:
    'Sign in (ending the session the browser carried, if any): answers a list whose first item echoes the user id and role sent (the password too only when SIGN_IN_ECHOES_PASSWORD is set, for old clients), with the name, and sets the session cookie. 403 for a deactivated account; 403 naming the field new_passwd when a temporary password must first be changed (POST /changePassword); for an admin with two-factor sign-in on, 401 naming the field otp until the same call carries a current code from the authenticator app (or an unused recovery code)',
  tag: 'auth',
  access: 'anyone',
  rateLimited: true,
  body: credentialsSchema,
  responses: { 200: verifyResponseSchema },
  async handle({ store, settings, body: credentials, clientIp, userAgent, deviceToken, sessionToken }) {
    const proved = await provePassword(store, settings, {
      role: credentials.role,
      userId: credentials.user_id,
      password: credentials.passwd,
      clientIp,
      deviceToken,
      otp: credentials.otp,
    });
    if ('refusal' in proved) return proved.refusal;
    const { user } = proved;
    // The one request field that would let this sign-in through: /changePassword's new password.
    if (user.must_change_password) return refused(refusal(403, messages.mustChangePassword, 'new_passwd'));
    // Signing in again ends the session this browser carried, whoever it was for.
    await closeSession(store, sessionToken);
    const token = await openSession(store, {
      role: credentials.role,
      userId: credentials.user_id,
      ttlSeconds: settings.sessionTtlSeconds,
      idleSeconds: settings.sessionIdleSeconds,
      userAgent,
      clientIp,
    });
    // The seed's shape, a list whose first item echoes what was sent, without the password unless asked.
    const { passwd, otp: _otp, ...echoed } = credentials;
    const answer: VerifyResponse = [
      { ...echoed, ...(settings.signInEchoesPassword ? { passwd } : {}), name: user.name },
    ];
    const newDevice = await rememberDevice(store, deviceToken, credentials.role, credentials.user_id);
    return { ...ok(answer), sessionCookie: { token }, ...(newDevice ? { deviceCookie: { token: newDevice } } : {}) };
  },
});

export const currentSession = defineEndpoint({
  method: 'GET',
  path: '/session',
  summary:
    "Who is signed in, with the school's today (204 with no body if nobody: not an error, so a signed-out visit logs none): the shell restores a session with it after a reload, and the screens date things by that today",
  tag: 'auth',
  access: 'anyone',
  readsSession: true,
  responses: { 200: sessionAnswerSchema, 204: z.null().describe('Nobody is signed in') },
  async handle({ session, settings }) {
    return session ? ok({ ...session, today: schoolToday(settings) }) : { status: 204, body: null };
  },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/logout',
  summary: 'Ends the session and clears its cookie',
  tag: 'auth',
  access: 'anyone',
  readsSession: true,
  responses: { 200: messageSchema },
  async handle({ store, sessionToken }) {
    await closeSession(store, sessionToken);
    return { ...ok({ message: messages.signedOut }), sessionCookie: 'clear' };
  },
});

export const addUser = defineEndpoint({
  method: 'POST',
  path: '/addUser',
  summary: 'Sign up as a student or an instructor (never an admin)',
  tag: 'auth',
  access: 'anyone',
  rateLimited: true,
  body: signUpSchema,
  responses: { 201: messageSchema },
  async handle({ store, settings, clientIp, body: payload }) {
    const closed = checkSelfSignUp(payload.role, settings.instructorSignUp);
    if (closed) return refused(closed);
    if (isCommonPassword(payload.passwd))
      return refused(refusal(400, fieldMessages.commonPassword('passwd'), 'passwd'));
    const student = payload.role === 'student';
    const user = {
      role: payload.role,
      user_id: payload.user_id,
      name: payload.name,
      password_hash: await hashPassword(payload.passwd),
      ...(student
        ? { branch: payload.branch, stream: payload.stream, joining_year: payload.joining_year }
        : { dept: payload.branch }),
    };
    const newUser = { role: payload.role, user_id: payload.user_id, name: payload.name };
    const result = await store.atomically(async (tx) => {
      const result = await tx.users.insert(user);
      if (result === 'ok') {
        await audit(tx, { session: newUser, clientIp }, 'user signed up', `${payload.role} ${payload.user_id}`, {
          after: { name: payload.name },
        });
      }
      return result;
    });
    if (result === 'duplicate') {
      return refused(refusal(409, messages.userExists(payload.role, payload.user_id), 'user_id'));
    }
    return ok({ message: messages.userCreated }, 201);
  },
});
