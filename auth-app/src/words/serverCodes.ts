/**
 * The server's refusals the sign-in and Sign Up pages say by their codes, besides Change Password's
 * (`PASSWORD_SERVER_CODES`, which the sign-in form says too) and `COMMON_SERVER_CODES`: only
 * their types are used by the pages, so no page downloads the lists.
 */
export const SIGN_IN_SERVER_CODES = ['api.passwordSignInOff'] as const;

export const SIGN_UP_SERVER_CODES = [
  'api.userExists',
  'api.instructorSignUpClosed',
  'api.signUpOffWithSingleSignOn',
] as const;

export type AuthServerCode = (typeof SIGN_IN_SERVER_CODES)[number] | (typeof SIGN_UP_SERVER_CODES)[number];
