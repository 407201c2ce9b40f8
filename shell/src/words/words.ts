/**
 * The shell's words: each message's English text (its `defaultMessage`, exactly the words the
 * pages showed before) under its key; its id is the key after `shell.` (`shell.tryAgain`). Other
 * languages are catalogues beside this file, one per language, loaded only for the language in use.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const words = defineWords('shell', {
  copyright: '© {year} Leave Management. All rights reserved.',
  sessionCheckFailed:
    'The server cannot be reached, so your sign-in could not be checked. Check your connection and try again.',
  tryAgain: 'Try again',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is nothing at this address.',
  toSignIn: 'Go to sign in',
});

export type WordId = WordIds<typeof words>;
