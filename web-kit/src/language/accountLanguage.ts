/**
 * The account's language and this browser's meet at sign-in (docs/translating.md): a language
 * chosen on this browser is kept for the account; the account's is used on a browser where nobody
 * chose one. Both sign-ins do it: the password's on the sign-in form (auth-app's SignInForm), the
 * school account's, which never passes the form, in the shell's session check (serverSession.ts).
 */
import type { LanguageCode } from '@leave/contract';
import { chooseLanguage, keptLanguage } from '@leave/ui';

/** After a sign-in: `account` is the language the account chose, if it chose one. */
export function settleAccountLanguage(apiHost: string, account: LanguageCode | undefined): void {
  const kept = keptLanguage();
  // The module that saves it downloads only then: the pages that sign in carry none of it.
  if (kept && kept !== account) void import('./saveLanguage').then((module) => module.saveLanguage(apiHost, kept));
  else if (!kept && account) chooseLanguage(account);
}
