/**
 * The sign-in form's rules are the domain's, which word their messages in English. Each message
 * those rules can give is matched here to its word in the catalogue, so that the form says it in
 * the language in use; a message not listed stays in English.
 */
import { fieldMessages as say, PASSWORD_MAX_LENGTH, USER_ID_MAX_DIGITS } from '@leave/domain';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { words } from './words';

type Word = { word: MessageDescriptor; values?: Record<string, number> };

export const RULE_WORDS = new Map<string, Word>([
  [say.required('Username'), { word: words.usernameRequired }],
  [say.signInUsername, { word: words.usernameDigits }],
  [say.notAPositiveWholeNumber('Username'), { word: words.usernamePositive }],
  [
    say.tooManyDigits('Username', USER_ID_MAX_DIGITS),
    { word: words.usernameTooManyDigits, values: { digits: USER_ID_MAX_DIGITS } },
  ],
  [say.required('Password'), { word: words.passwordRequired }],
  [say.tooLong('Password', PASSWORD_MAX_LENGTH), { word: words.passwordTooLong, values: { max: PASSWORD_MAX_LENGTH } }],
  [say.required('Role'), { word: words.roleRequired }],
  [say.required('Authentication code'), { word: words.codeRequired }],
  [say.notASecondFactorCode('Authentication code'), { word: words.codeInvalid }],
]);

/** A rule's message in the language in use. */
export function useRuleWords(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => {
    const found = message === undefined ? undefined : RULE_WORDS.get(message);
    return found ? intl.formatMessage(found.word, found.values) : message;
  };
}
