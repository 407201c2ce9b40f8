/** Single sign-on with the school's account: the answers' and the admin's setting's shapes. */
import { z } from 'zod';
import type {
  LogoutResponse,
  PasswordSignIn,
  SignInOptions,
  SignInOptionsChange,
  SingleSignOnStatus,
} from '@leave/contract';
import type { Role } from '@leave/contract';

const passwordSignInSchema = z
  .object({
    student: z.boolean(),
    'course instructor': z.boolean(),
  })
  .strict()
  .describe(
    'Whether each role may still sign in with a password (the admin always may)',
  ) satisfies z.ZodType<PasswordSignIn>;

export const singleSignOnStatusSchema = z
  .object({
    enabled: z.boolean().describe('The API is set up for sign-in with the school account'),
    available: z.boolean().describe("The school's provider answered: false while it is down or misconfigured"),
    label: z.string().describe("The sign-in button's words"),
    help_contact: z.string().describe('Whom a person not set up here should ask'),
    password_sign_in: passwordSignInSchema,
  })
  .describe('Whether the sign-in page offers the school account') satisfies z.ZodType<SingleSignOnStatus>;

export const signInOptionsSchema = z
  .object({
    single_sign_on: z.boolean().describe('Sign-in with the school account is set up (OIDC_ISSUER and the client)'),
    password_sign_in: passwordSignInSchema,
  })
  .describe('How students and instructors sign in') satisfies z.ZodType<SignInOptions>;

export const signInOptionsChangeSchema = z
  .object({ password_sign_in: passwordSignInSchema })
  .strict() satisfies z.ZodType<SignInOptionsChange>;

/** Everyone signs in with a password until the admin says otherwise. */
export const PASSWORD_SIGN_IN_ON: PasswordSignIn = { student: true, 'course instructor': true };

/**
 * Whether a role may sign in with a password: the admin always may (the break-glass account),
 * and without single sign-on everyone may, whatever the stored setting says (so turning SSO off
 * in the environment never locks anyone out).
 */
export const passwordSignInAllowed = (role: Role, singleSignOn: boolean, setting: PasswordSignIn) =>
  role === 'admin' || !singleSignOn || setting[role];

export const logoutResponseSchema = z
  .object({
    message: z.string(),
    sign_out_url: z
      .string()
      .optional()
      .describe("After a sign-in with the school's account: its provider's sign-out page, for the browser to open"),
  })
  .describe('Signed out') satisfies z.ZodType<LogoutResponse>;
