/** Single sign-on with the school's account (OpenID Connect): what the browser may know of it. */

/** GET /singleSignOnStatus: whether the sign-in page offers the school account, and how it reads. */
export interface SingleSignOnStatus {
  /** The API is configured for single sign-on (OIDC_ISSUER and the client set). */
  enabled: boolean;
  /** The provider answered its discovery: false while it is down or misconfigured. */
  available: boolean;
  /** The button's words, such as "Sign in with Riverside University" (empty when off). */
  label: string;
  /** Whom a person the school has not set up here should ask (OIDC_HELP_CONTACT). */
  help_contact: string;
  /** Whether students and instructors may still sign in with a password here. */
  password_sign_in: PasswordSignIn;
}

/** Which roles may sign in with a password beside the school account (the admin always may). */
export interface PasswordSignIn {
  student: boolean;
  'course instructor': boolean;
}

/** GET /admin/signInOptions: the setting, and whether single sign-on is on to replace passwords. */
export interface SignInOptions {
  single_sign_on: boolean;
  password_sign_in: PasswordSignIn;
}

/** POST /admin/signInOptions. */
export interface SignInOptionsChange {
  password_sign_in: PasswordSignIn;
}

/**
 * Why a sign-in with the school account did not sign anyone in: the page the browser is sent to
 * says which (`/school-account?problem=...`).
 */
export const SINGLE_SIGN_ON_PROBLEMS = ['not-set-up', 'deactivated', 'failed', 'unavailable'] as const;
export type SingleSignOnProblem = (typeof SINGLE_SIGN_ON_PROBLEMS)[number];

/** The app's page that explains a problem (under the base path). */
export const SINGLE_SIGN_ON_PROBLEM_PATH = '/school-account';

/** POST /logout's answer: also where to go to sign out at the school's provider, when it offers that. */
export interface LogoutResponse {
  message: string;
  sign_out_url?: string;
}
