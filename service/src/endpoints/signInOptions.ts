import { messages, refusal, signInOptionsChangeSchema, signInOptionsSchema } from '@leave/domain';
import { audit, changedFields } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';

export const signInOptions = defineEndpoint({
  method: 'GET',
  path: '/signInOptions',
  summary:
    "Whether sign-in with the school's account is set up, and whether students and instructors may still sign in with a password",
  tag: 'admin',
  access: 'admin',
  responses: { 200: signInOptionsSchema },
  async handle({ store, settings }) {
    return ok({
      single_sign_on: Boolean(settings.schoolProvider),
      password_sign_in: await store.signInOptions.passwordSignIn(),
    });
  },
});

export const setSignInOptions = defineEndpoint({
  method: 'POST',
  path: '/setSignInOptions',
  summary:
    "Turns password sign-in off (or on again) for students and for instructors, who then sign in with the school's account only; the admin's own password always works. 409 while single sign-on is not set up",
  tag: 'admin',
  access: 'admin',
  body: signInOptionsChangeSchema,
  responses: { 200: signInOptionsSchema },
  async handle({ store, settings, session, clientIp, body }) {
    if (!settings.schoolProvider) return refused(refusal(409, messages.singleSignOnOff));
    const next = body.password_sign_in;
    await store.atomically(async (tx) => {
      const before = await tx.signInOptions.passwordSignIn();
      await tx.signInOptions.setPasswordSignIn(next);
      const change = changedFields(before, next);
      if (change.after) await audit(tx, { session, clientIp }, 'sign-in options changed', 'password sign-in', change);
    });
    return ok({ single_sign_on: true, password_sign_in: next });
  },
});
