/**
 * The auth-app's words: each message's id and its English text (the `defaultMessage`, exactly the
 * spec's words). Other languages are catalogues beside this file, one per language, loaded only
 * for the language in use.
 */
import { defineMessages } from '@leave/ui/i18n';

export const words = defineMessages({
  brand: { id: 'auth.brand', defaultMessage: 'Leave Management' },
  signInTitle: { id: 'auth.signIn.title', defaultMessage: 'Sign In' },
  adminSignInTitle: { id: 'auth.adminSignIn.title', defaultMessage: 'Admin Sign In' },
  signedUp: { id: 'auth.signIn.signedUp', defaultMessage: 'Your account was created. Sign in to continue.' },
  toSignUp: { id: 'auth.signIn.toSignUp', defaultMessage: "Don't have an account? Sign Up" },
  toAdminSignIn: { id: 'auth.signIn.toAdminSignIn', defaultMessage: 'School admin? Sign in here' },
  orPassword: { id: 'auth.schoolAccount.orPassword', defaultMessage: 'or sign in with your password' },
  schoolAccountUnavailable: {
    id: 'auth.schoolAccount.unavailable',
    defaultMessage:
      'Sign-in with the school account is unavailable right now: try again in a few minutes, or sign in with your password.',
  },
  form: { id: 'auth.signIn.form', defaultMessage: 'Sign in' },
  username: { id: 'auth.signIn.username', defaultMessage: 'Username' },
  password: { id: 'auth.signIn.password', defaultMessage: 'Password' },
  role: { id: 'auth.signIn.role', defaultMessage: 'Role' },
  student: { id: 'auth.role.student', defaultMessage: 'Student' },
  instructor: { id: 'auth.role.instructor', defaultMessage: 'Instructor' },
  admin: { id: 'auth.role.admin', defaultMessage: 'Admin' },
  submit: { id: 'auth.signIn.submit', defaultMessage: 'Sign In' },
  setPasswordAndSignIn: { id: 'auth.signIn.setPassword', defaultMessage: 'Set Password and Sign In' },
  invalidLogin: { id: 'auth.signIn.invalidLogin', defaultMessage: 'Invalid Username or Password' },
});

export type WordId = (typeof words)[keyof typeof words]['id'];
