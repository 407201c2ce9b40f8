/**
 * The admin's second factor, as a rule: TOTP codes (RFC 6238) of six digits every 30 seconds,
 * one step either side accepted for clock drift, recovery codes for a lost phone, and a fresh
 * code before the most dangerous actions unless the session proved one a moment ago.
 */
import { z } from 'zod';
import type { SecondFactorCode, TwoFactorEnabled, TwoFactorEnrolment, TwoFactorStatus } from '@leave/contract';
import { OTP_FIELD } from '@leave/contract';
import { secondFactorCode } from './fields';
import { messages } from './messages';
import { refusal } from './refusal';
import type { Refusal } from './refusal';
import { int } from './responses';
import { mustEnrolFirst } from './twoFactorEnrolment';

export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', driftSteps: 1 } as const;

/** How many recovery codes enrolment answers: each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A code proved within this long lets the next dangerous action through without another one. */
export const STEP_UP_SECONDS = 5 * 60;

export const secondFactorSchema = z.object({
  otp: secondFactorCode(OTP_FIELD),
}) satisfies z.ZodType<SecondFactorCode>;

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean().describe('ADMIN_TOTP_REQUIRED: every admin must enrol before doing anything else'),
    recovery_codes_left: int(),
  })
  .describe("The admin's two-factor sign-in") satisfies z.ZodType<TwoFactorStatus>;

export const twoFactorEnrolmentSchema = z
  .object({
    otpauth_uri: z.string().describe('otpauth://totp/... for an authenticator app'),
    secret: z.string().describe('the same secret in base32, for typing in by hand'),
    qr_code: z.string().describe('the URI as a QR code: an SVG image as a data: URL'),
  })
  .describe(
    'A new secret, pending until POST /confirmTwoFactor proves it with a first code; it is never sent again',
  ) satisfies z.ZodType<TwoFactorEnrolment>;

export const twoFactorEnabledSchema = z
  .object({
    message: z.string(),
    recovery_codes: z.array(z.string()).describe('shown this once: only their hashes are kept'),
  })
  .describe('Two-factor sign-in is on') satisfies z.ZodType<TwoFactorEnabled>;

/** A recovery code as stored and compared: lower case, without the hyphen or spaces typed with it. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[-\s]/g, '');

/** Whether a typed code is the app's six digits (else it can only be a recovery code). */
export const isAppCode = (code: string) => /^\d{6}$/.test(code.trim());

/**
 * What a dangerous action needs from an admin: nothing if their factor is off; else a code in
 * the request, or a session that proved one within STEP_UP_SECONDS.
 */
export function stepUpRefusal(factor: {
  enabled: boolean;
  steppedUpRecently: boolean;
  codeSent: boolean;
}): Refusal | null {
  if (!factor.enabled || factor.codeSent || factor.steppedUpRecently) return null;
  return refusal(403, messages.stepUpNeeded, OTP_FIELD);
}

/** The server's answer to anything else an admin who must enrol first asks for. */
export function enrolmentRefusal(required: boolean, enabled: boolean): Refusal | null {
  return mustEnrolFirst({ required, enabled }) ? refusal(403, messages.twoFactorRequired) : null;
}
