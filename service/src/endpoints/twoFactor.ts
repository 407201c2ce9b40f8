import {
  messages,
  messageSchema,
  refusal,
  secondFactorSchema,
  twoFactorEnabledSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@leave/domain';
import { OTP_FIELD } from '@leave/contract';
import { audit } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import { countedProof, proveSecondFactor } from '../twoFactor/proveSecondFactor';
import { qrCodeDataUrl } from '../twoFactor/qrCode';
import { newRecoveryCodes } from '../twoFactor/recoveryCodes';
import { matchingStep, newTotpSecret, totpUri } from '../twoFactor/totp';

export const twoFactorStatus = defineEndpoint({
  method: 'GET',
  path: '/twoFactor',
  summary: "The signed-in admin's two-factor sign-in: on or off, whether every admin must use it, recovery codes left",
  tag: 'auth',
  access: 'admin',
  beforeTwoFactor: true,
  responses: { 200: twoFactorStatusSchema },
  async handle({ store, settings, session }) {
    const factor = await store.twoFactor.find(session.user_id);
    const enabled = Boolean(factor?.enabled);
    return ok({
      enabled,
      required: settings.adminTotpRequired,
      recovery_codes_left: enabled ? factor!.recovery_codes_left : 0,
    });
  },
});

export const startTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/startTwoFactor',
  summary:
    'Starts enrolling an authenticator app: a new secret, kept pending (in place of any earlier pending one) until POST /confirmTwoFactor proves it; answered as an otpauth URI, its QR code and the base32 text, this once',
  tag: 'auth',
  access: 'admin',
  beforeTwoFactor: true,
  responses: { 200: twoFactorEnrolmentSchema },
  async handle({ store, session }) {
    const secret = newTotpSecret();
    if ((await store.twoFactor.begin(session.user_id, secret)) === 'enabled')
      return refused(refusal(409, messages.twoFactorAlreadyOn));
    const otpauth_uri = totpUri(secret, `${session.name} (admin ${session.user_id})`);
    return ok({ otpauth_uri, secret, qr_code: await qrCodeDataUrl(otpauth_uri) });
  },
});

export const confirmTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/confirmTwoFactor',
  summary:
    'Turns two-factor sign-in on with a first code from the app; answers the one-time recovery codes, shown this once (only their hashes are kept). A wrong code is counted like a failed sign-in',
  tag: 'auth',
  access: 'admin',
  beforeTwoFactor: true,
  body: secondFactorSchema,
  responses: { 200: twoFactorEnabledSchema },
  async handle({ store, settings, session, clientIp, body: { otp } }) {
    const factor = await store.twoFactor.find(session.user_id);
    if (factor?.enabled) return refused(refusal(409, messages.twoFactorAlreadyOn));
    if (!factor) return refused(refusal(409, messages.twoFactorNotStarted));
    let step: number | null = null;
    const failed = await countedProof(store, settings, session.user_id, async () => {
      step = matchingStep(factor.secret, otp, Date.now());
      return step !== null;
    });
    if (failed) return failed;
    const { codes, hashes } = newRecoveryCodes();
    const enabled = await store.atomically(async (tx) => {
      const done = await tx.twoFactor.enable(session.user_id, hashes, step!);
      if (done) {
        await audit(tx, { session, clientIp }, 'two-factor enabled', `admin ${session.user_id}`, {
          after: { recovery_codes: codes.length },
        });
      }
      return done;
    });
    if (!enabled) return refused(refusal(409, messages.twoFactorAlreadyOn));
    return ok({ message: messages.twoFactorEnabled(codes.length).message, recovery_codes: codes });
  },
});

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/disableTwoFactor',
  summary:
    'Turns two-factor sign-in off, proved by a current code or a recovery code; refused while ADMIN_TOTP_REQUIRED is set',
  tag: 'auth',
  access: 'admin',
  body: secondFactorSchema,
  responses: { 200: messageSchema },
  async handle({ store, settings, session, clientIp, body: { otp } }) {
    if (settings.adminTotpRequired) return refused(refusal(409, messages.twoFactorStillRequired));
    const factor = await store.twoFactor.find(session.user_id);
    if (!factor?.enabled) return refused(refusal(409, messages.twoFactorNotOn, OTP_FIELD));
    const failed = await countedProof(store, settings, session.user_id, () =>
      proveSecondFactor(store, { admin: session, clientIp }, factor, otp),
    );
    if (failed) return failed;
    await store.atomically(async (tx) => {
      await tx.twoFactor.remove(session.user_id);
      await audit(tx, { session, clientIp }, 'two-factor disabled', `admin ${session.user_id}`, {
        before: { enabled: true },
        after: { enabled: false },
      });
    });
    return ok({ message: messages.twoFactorDisabled.message });
  },
});
