/** The admin's second factor: a TOTP authenticator app, with one-time recovery codes. */

/** The request field that carries an authentication code (or a recovery code). */
export const OTP_FIELD = 'otp';

/** A code that proves the second factor: six digits from the app, or one of the recovery codes. */
export interface SecondFactorCode {
  otp: string;
}

/** What a dangerous admin action may carry: a fresh code, unless the session was re-verified lately. */
export interface StepUpCode {
  otp?: string;
}

/** GET /twoFactor: whether the signed-in admin has the factor on, and whether every admin must. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** ADMIN_TOTP_REQUIRED: an admin without the factor may do nothing else until enrolled. */
  required: boolean;
  /** How many recovery codes are left unused (0 while the factor is off). */
  recovery_codes_left: number;
}

/** POST /startTwoFactor: a new secret, pending until a first code confirms it. Never sent again. */
export interface TwoFactorEnrolment {
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  otpauth_uri: string;
  /** The same secret in base32, to type into an app by hand. */
  secret: string;
  /** The QR code of the URI, as an SVG image's data URL. */
  qr_code: string;
}

/** POST /confirmTwoFactor: the factor is on; the recovery codes are shown this once. */
export interface TwoFactorEnabled {
  message: string;
  recovery_codes: string[];
}
