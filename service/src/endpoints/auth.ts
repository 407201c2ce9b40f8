import type { Role, VerifyResponse } from '@leave/contract';
import { z } from 'zod';
import {
  checkSelfSignUp,
  credentialsSchema,
  fieldMessages,
  logoutResponseSchema,
  passwordSignInAllowed,
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
import { auditSignInRefusal } from '../auditRefusals';
import type { OutcomeCookie, ServiceSettings } from '../endpoint';
import type { Storage } from '../storage';
import { providerSignOutUrl } from '../singleSignOn/providerAnswer';
import { SIGN_OUT_HINT_COOKIE, SIGN_OUT_HINT_COOKIE_PATH } from '../singleSignOn/signInFlow';

const clearSignOutHint: OutcomeCookie = {
  name: SIGN_OUT_HINT_COOKIE,
  value: null,
  path: SIGN_OUT_HINT_COOKIE_PATH,
  maxAgeSeconds: 0,
};

/** Whether a role may sign in (or sign up) with a password here: see passwordSignInAllowed. */
async function passwordSignInOpen(store: Storage, settings: ServiceSettings, role: Role): Promise<boolean> {
  if (role === 'admin' || !settings.schoolProvider) return true;
  return passwordSignInAllowed(role, true, await store.signInOptions.passwordSignIn());
}

export const verifyUser = defineEndpoint({
  method: 'POST',
  path: '/userVerify',
  readsSession: true,
  summary:
    'Sign in (ending the session the browser carried, if any): answers a list whose first item echoes the user id and role sent (the password too only when SIGN_IN_ECHOES_PASSWORD is set, for old clients), with the name (and the language the account chose, once it chose one: POST /saveLanguage), and sets the session cookie. 403 for a deactivated account; 403 naming the field new_passwd when a temporary password must first be changed (POST /changePassword); for an admin with two-factor sign-in on, 401 naming the field otp until the same call carries a current code from the authenticator app (or an unused recovery code)',
  tag: 'auth',
  access: 'anyone',
  rateLimited: true,
  body: credentialsSchema,
  responses: { 200: verifyResponseSchema },
  async handle({ store, settings, body: credentials, clientIp, userAgent, deviceToken, sessionToken }) {
    if (!(await passwordSignInOpen(store, settings, credentials.role))) {
      await auditSignInRefusal(store, clientIp, `${credentials.role} ${credentials.user_id}`, 'password sign-in off');
      return refused(refusal(403, messages.passwordSignInOff(credentials.role)));
    }
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
      {
        ...echoed,
        ...(settings.signInEchoesPassword ? { passwd } : {}),
        name: user.name,
        // Only once the account chose one: an account that never did gets the seed's answer.
        ...(user.language ? { language: user.language } : {}),
      },
    ];
    const newDevice = await rememberDevice(store, deviceToken, credentials.role, credentials.user_id);
    return {
      ...ok(answer),
      sessionCookie: { token },
      ...(newDevice ? { deviceCookie: { token: newDevice } } : {}),
      // A password sign-in is not the school account's: its sign-out is this app's alone. (The
      // hint is sent only to /logout, so it is cleared whether or not this request carried it.)
      ...(settings.schoolProvider ? { cookies: [clearSignOutHint] } : {}),
    };
  },
});

export const currentSession = defineEndpoint({
  method: 'GET',
  path: '/session',
  summary:
    "Who is signed in, with the school's today, locale and time zone, and the account's language once it chose one (204 with no body if nobody: not an error, so a signed-out visit logs none): the shell restores a session with it after a reload, and the screens date things by that today",
  tag: 'auth',
  access: 'anyone',
  readsSession: true,
  responses: { 200: sessionAnswerSchema, 204: z.null().describe('Nobody is signed in') },
  async handle({ store, session, settings }) {
    if (!session) return { status: 204, body: null };
    const language = await store.users.language(session.role, session.user_id);
    return ok({
      ...session,
      today: schoolToday(settings),
      locale: settings.schoolLocale,
      time_zone: settings.schoolTimeZone,
      ...(language ? { language } : {}),
    });
  },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/logout',
  summary:
    "Ends the session and clears its cookie. After a sign-in with the school's account, `sign_out_url` is the provider's sign-out page (when it has one), for the browser to open so that the school account signs out too",
  tag: 'auth',
  access: 'anyone',
  readsSession: true,
  responses: { 200: logoutResponseSchema },
  async handle({ store, settings, sessionToken, cookies }) {
    await closeSession(store, sessionToken);
    const hint = cookies[SIGN_OUT_HINT_COOKIE];
    const signOutUrl =
      hint && settings.schoolProvider ? await providerSignOutUrl(settings.schoolProvider, hint) : undefined;
    return {
      ...ok({ message: messages.signedOut.message, ...(signOutUrl ? { sign_out_url: signOutUrl } : {}) }),
      sessionCookie: 'clear',
      ...(hint ? { cookies: [clearSignOutHint] } : {}),
    };
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
    if (!(await passwordSignInOpen(store, settings, payload.role)))
      return refused(refusal(403, messages.signUpOffWithSingleSignOn(payload.role)));
    if (await isCommonPassword(payload.passwd))
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
    return ok({ message: messages.userCreated.message }, 201);
  },
});
