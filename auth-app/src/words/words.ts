/**
 * The auth-app's words: each message's English text (its `defaultMessage`, exactly the spec's
 * words) under its key; its id is the key after `auth.` (`auth.signInTitle`). Other languages are
 * catalogues beside this file, one per language, loaded only for the language in use.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const words = defineWords('auth', {
  brand: 'Leave Management',
  signInTitle: 'Sign In',
  adminSignInTitle: 'Admin Sign In',
  signedUp: 'Your account was created. Sign in to continue.',
  toSignUp: "Don't have an account? Sign Up",
  toAdminSignIn: 'School admin? Sign in here',
  orPassword: 'or sign in with your password',
  schoolAccountUnavailable:
    'Sign-in with the school account is unavailable right now: try again in a few minutes, or sign in with your password.',
  form: 'Sign in',
  username: 'Username',
  password: 'Password',
  role: 'Role',
  student: 'Student',
  instructor: 'Instructor',
  admin: 'Admin',
  submit: 'Sign In',
  setPasswordAndSignIn: 'Set Password and Sign In',
  invalidLogin: 'Invalid Username or Password',
});

export type WordId = WordIds<typeof words>;
