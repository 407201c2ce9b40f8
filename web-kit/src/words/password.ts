/**
 * Change Password's words (the view every role's dashboard has, and the form the sign-in's
 * temporary password opens) and the authenticator code's field: each message's English text under
 * its key, its id the key after `password.`. Each role's catalogue and the auth-app's include their
 * translation (`passwordHi`), as the view and the form are drawn inside the remote's `Translated`.
 * The form's rules' messages are matched to words by their English (`passwordRuleWords.ts`); the
 * server's answer and refusals are said by their codes (`PASSWORD_SERVER_CODES`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const passwordWords = defineWords('password', {
  title: 'Change Password',
  form: 'Change password',
  // The labels, which the rules' messages name too (`changePasswordLabels.ts` keeps their English).
  current: 'Current Password',
  newPassword: 'New Password',
  confirm: 'Confirm New Password',
  newPasswordHint: 'At least 8 characters; not a common password, not your Username',
  submit: 'Change Password',
  // The authenticator code's field (sign-in and Change Password, for an admin with two-factor on).
  code: 'Authentication code',
  codeHint: '6 digits from your authenticator app, or a recovery code',
});

export type PasswordWordId = WordIds<typeof passwordWords>;

/** The server's answer to a change and its refusals, said by their code (docs/translating.md). */
export const PASSWORD_SERVER_CODES = [
  'api.passwordChanged',
  'api.invalidCredentials',
  'api.tooManySignIns',
  'api.tooManyRequests',
  'api.accountDeactivated',
  'api.mustChangePassword',
  'api.secondFactorNeeded',
  'api.secondFactorWrong',
  'api.samePassword',
  'field.commonPassword',
] as const;

export type PasswordServerCode = (typeof PASSWORD_SERVER_CODES)[number];
