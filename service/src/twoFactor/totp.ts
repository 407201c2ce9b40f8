/**
 * TOTP (RFC 6238) through otpauth: SHA-1, six digits, 30-second steps, the authenticator apps'
 * common ground. The library checks codes in constant time; this file only fixes the settings.
 */
import { Secret, TOTP as Totp } from 'otpauth';
import { TOTP } from '@leave/domain';

/** What the authenticator app shows above the code. */
const ISSUER = 'Leave Management';

const totpOf = (secret: string, label = '') =>
  new Totp({
    issuer: ISSUER,
    label,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret of 160 bits (RFC 4226's recommended length), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an app reads from the QR code. */
export const totpUri = (secret: string, account: string): string => totpOf(secret, account).toString();

/** The time step a moment falls in. */
export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP.periodSeconds);

/** The code of a time step (tests and the e2e suite compute codes the way an app does). */
export const codeForStep = (secret: string, step: number): string =>
  totpOf(secret).generate({ timestamp: step * TOTP.periodSeconds * 1000 });

/** The time step a code belongs to, within one step of now either side, or null if it matches none. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secret).validate({ token: code.trim(), timestamp: nowMs, window: TOTP.driftSteps });
  return delta === null ? null : stepAt(nowMs) + delta;
}
