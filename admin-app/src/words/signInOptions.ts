/** Sign-in Options' words (ids after `admin.signInOptions.`), and the server's refusal it says by code. */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const signInOptionsWords = defineWords('admin.signInOptions', {
  title: 'Sign-in Options',
  notSetUp:
    'Sign-in with the school account is not set up on this server, so everyone signs in with a password. Your IT team turns it on with the OIDC settings described in the operations guide.',
  formLabel: 'Sign-in options',
  about:
    'Students and instructors can sign in with the school account. Untick a role to turn its passwords off here: its members then sign in with the school account only. Your own admin password always works.',
  students: 'Students may also sign in with a password',
  instructors: 'Instructors may also sign in with a password',
  save: 'Save',
  // The domain's uiMessages.signInOptionsSaved.
  saved: 'Sign-in options saved',
});

export type SignInOptionsWordId = WordIds<typeof signInOptionsWords>;

/** The server's refusal Sign-in Options says by its code (docs/translating.md). */
export const SIGN_IN_OPTIONS_SERVER_CODES = ['api.singleSignOnOff'] as const;

export type SignInOptionsServerCode = (typeof SIGN_IN_OPTIONS_SERVER_CODES)[number];
