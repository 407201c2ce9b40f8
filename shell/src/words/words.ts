/**
 * The shell's words: each message's id and its English text (the `defaultMessage`, exactly the
 * words the pages showed before). Other languages are catalogues beside this file, one per
 * language, loaded only for the language in use.
 */
import { defineMessages } from '@leave/ui/i18n';

export const words = defineMessages({
  copyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} Leave Management. All rights reserved.' },
  sessionCheckFailed: {
    id: 'shell.session.checkFailed',
    defaultMessage:
      'The server cannot be reached, so your sign-in could not be checked. Check your connection and try again.',
  },
  tryAgain: { id: 'shell.session.tryAgain', defaultMessage: 'Try again' },
  notFoundTitle: { id: 'shell.notFound.title', defaultMessage: 'Page not found' },
  notFoundText: { id: 'shell.notFound.text', defaultMessage: 'There is nothing at this address.' },
  toSignIn: { id: 'shell.notFound.toSignIn', defaultMessage: 'Go to sign in' },
});

export type WordId = (typeof words)[keyof typeof words]['id'];
