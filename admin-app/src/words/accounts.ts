/**
 * Accounts' words (ids after `admin.accounts.`): finding an account, what it shows, resetting its
 * password, deactivating and reactivating it; and the server's answers and refusal it says by
 * code (its answers carry their English only: the view finds their code by it).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const accountsWords = defineWords('admin.accounts', {
  title: 'Accounts',
  findLabel: 'Find an account',
  role: 'Role',
  student: 'Student',
  instructor: 'Instructor',
  userId: 'User ID',
  userIdHint: 'Roll No. or Registration No.',
  find: 'Find',
  temporaryPassword: 'Temporary password:',
  accountOf: 'Account of {name}',
  name: 'Name',
  status: 'Status',
  active: 'Active',
  deactivated: 'Deactivated',
  password: 'Password',
  passwordNone: 'None yet (imported): reset it to let them sign in',
  passwordTemporary: 'Temporary: to be changed at the next sign-in',
  passwordSet: 'Set by the user',
  resetQuestionLabel: 'Reset the password of {name}?',
  resetQuestion:
    'Reset the password of {name}? Their password stops working at once, and they sign in with a temporary one that you pass on. This cannot be undone.',
  resetConfirm: 'Reset password',
  reset: 'Reset Password',
  deactivateQuestionLabel: 'Deactivate {name}?',
  deactivateQuestion: 'Deactivate {name}? They are signed out everywhere at once and cannot sign in until reactivated.',
  deactivateConfirm: 'Deactivate account',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  keep: 'Keep',
});

export type AccountsWordId = WordIds<typeof accountsWords>;

/** The server's answers and refusal Accounts says by code (docs/translating.md). */
export const ACCOUNTS_SERVER_CODES = [
  'api.passwordResetDone',
  'api.accountActiveSet',
  'api.accountAlready',
  'api.noAccount',
] as const;

export type AccountsServerCode = (typeof ACCOUNTS_SERVER_CODES)[number];
