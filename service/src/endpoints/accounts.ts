import {
  accountActiveSchema,
  accountQuerySchema,
  accountStatusSchema,
  fieldMessages,
  messages,
  messageSchema,
  passwordChangeSchema,
  passwordChangedSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  refusal,
} from '@leave/domain';
import { audit } from '../audit';
import { isCommonPassword } from '../commonPasswords';
import { defineEndpoint, ok, refused } from '../endpoint';
import { hashPassword } from '../passwords';
import { closeSession, openSession } from '../sessions';
import { provePassword } from '../signInAttempt';
import { temporaryPassword } from '../temporaryPassword';
import { requireStepUp } from '../twoFactor/stepUp';

export const accountStatus = defineEndpoint({
  method: 'GET',
  path: '/account',
  summary: "A student's or instructor's account: whether it is active and has a password",
  tag: 'admin',
  access: 'admin',
  query: accountQuerySchema,
  responses: { 200: accountStatusSchema },
  async handle({ store, query: { role, user_id } }) {
    const user = await store.users.findCredentials(role, user_id);
    if (!user) return refused(refusal(404, messages.noAccount(role, user_id), 'user_id'));
    return ok({
      role,
      user_id,
      name: user.name,
      active: user.active,
      has_password: user.password_hash !== '',
      must_change_password: user.must_change_password,
    });
  },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/resetPassword',
  summary:
    'Gives a student or instructor a temporary password (answered once, never stored), ends their sessions; they must choose a new one when they sign in. An admin with two-factor sign-in on sends a current code (otp) unless they proved one in the last 5 minutes: else 403 naming otp',
  tag: 'admin',
  access: 'admin',
  body: passwordResetRequestSchema,
  responses: { 200: passwordResetSchema },
  async handle({ store, settings, session, sessionToken, clientIp, body: { role, user_id, otp } }) {
    const stepUp = await requireStepUp({ store, settings, session, sessionToken, clientIp }, otp);
    if (stepUp) return stepUp;
    const user = await store.users.findCredentials(role, user_id);
    if (!user) return refused(refusal(404, messages.noAccount(role, user_id), 'user_id'));
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    await store.atomically(async (tx) => {
      await tx.users.setPassword(role, user_id, hash, true);
      await tx.sessions.endAllOf(role, user_id);
      await audit(tx, { session, clientIp }, 'password reset', `${role} ${user_id}`, {
        after: { must_change_password: true },
      });
    });
    return ok({ message: messages.passwordResetDone(user.name).message, temporary_password: password });
  },
});

export const setAccountActive = defineEndpoint({
  method: 'POST',
  path: '/setAccountActive',
  summary:
    'Deactivates a student or instructor (they cannot sign in; their sessions end) or reactivates them. Deactivating, an admin with two-factor sign-in on sends a current code (otp) unless they proved one in the last 5 minutes: else 403 naming otp',
  tag: 'admin',
  access: 'admin',
  body: accountActiveSchema,
  responses: { 200: messageSchema },
  async handle({ store, settings, session, sessionToken, clientIp, body: { role, user_id, active, otp } }) {
    if (!active) {
      const stepUp = await requireStepUp({ store, settings, session, sessionToken, clientIp }, otp);
      if (stepUp) return stepUp;
    }
    const user = await store.users.findCredentials(role, user_id);
    if (!user) return refused(refusal(404, messages.noAccount(role, user_id), 'user_id'));
    if (user.active === active) return ok({ message: messages.accountAlready(user.name, active).message });
    await store.atomically(async (tx) => {
      await tx.users.setActive(role, user_id, active);
      if (!active) await tx.sessions.endAllOf(role, user_id);
      await audit(
        tx,
        { session, clientIp },
        active ? 'account reactivated' : 'account deactivated',
        `${role} ${user_id}`,
        { before: { active: !active }, after: { active } },
      );
    });
    return ok({ message: messages.accountActiveSet(user.name, active).message });
  },
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/changePassword',
  summary:
    'Changes a password, proved by the current (or temporary) one; ends every other session and signs in. Counted like a sign-in against guessing',
  tag: 'auth',
  access: 'anyone',
  readsSession: true,
  rateLimited: true,
  body: passwordChangeSchema,
  responses: { 200: passwordChangedSchema },
  async handle({ store, settings, clientIp, userAgent, deviceToken, sessionToken, body }) {
    const { role, user_id } = body;
    const proved = await provePassword(store, settings, {
      role,
      userId: user_id,
      password: body.passwd,
      clientIp,
      deviceToken,
      otp: body.otp,
    });
    if ('refusal' in proved) return proved.refusal;
    const { user } = proved;
    if (body.new_passwd === body.passwd)
      return refused(refusal(400, messages.samePassword('new_passwd'), 'new_passwd'));
    if (await isCommonPassword(body.new_passwd))
      return refused(refusal(400, fieldMessages.commonPassword('new_passwd'), 'new_passwd'));
    const hash = await hashPassword(body.new_passwd);
    const signedIn = { user_id, role, name: user.name };
    const token = await store.atomically(async (tx) => {
      await tx.users.setPassword(role, user_id, hash, false);
      await tx.sessions.endAllOf(role, user_id);
      // The browser's own session ends too, whoever it was for: one browser, one signed-in person.
      await closeSession(tx, sessionToken);
      const token = await openSession(tx, {
        role,
        userId: user_id,
        ttlSeconds: settings.sessionTtlSeconds,
        idleSeconds: settings.sessionIdleSeconds,
        userAgent,
        clientIp,
      });
      await audit(tx, { session: signedIn, clientIp }, 'password changed', `${role} ${user_id}`);
      return token;
    });
    return { ...ok({ ...messages.passwordChanged, session: signedIn }), sessionCookie: { token } };
  },
});
