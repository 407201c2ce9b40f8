/**
 * The words of the sign-in form's rules. The rules are the domain's, which word their messages in
 * English; each message those rules can give is matched here to its word, by the word's English
 * (which words.test.ts checks is the domain's text), so that the form says it in the language in
 * use. English needs none of this (the domain's text is the English): this file is loaded only for
 * another language (`useRuleWords`), so the English page does not download these words twice.
 */
import { PASSWORD_MAX_LENGTH, USER_ID_MAX_DIGITS } from '@leave/domain';
import { defineWords, formatPlain } from '@leave/ui/i18n';
import type { MessageDescriptor, WordIds } from '@leave/ui/i18n';

export const ruleWords = defineWords('auth.rule', {
  usernameRequired: 'Username is required',
  usernameDigits: 'Username is your Roll No. or Registration No. (digits only)',
  usernamePositive: 'Username must be a positive whole number',
  usernameTooManyDigits: 'Username must be a number of at most {digits} digits',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most {max} characters',
  roleRequired: 'Role is required',
  codeRequired: 'Authentication code is required',
  codeInvalid:
    'Authentication code must be the 6-digit code from your authenticator app, or one of your recovery codes',
});

export type RuleWordId = WordIds<typeof ruleWords>;

type Word = { word: MessageDescriptor; values?: Record<string, number> };

const RULES: Word[] = [
  { word: ruleWords.usernameRequired },
  { word: ruleWords.usernameDigits },
  { word: ruleWords.usernamePositive },
  { word: ruleWords.usernameTooManyDigits, values: { digits: USER_ID_MAX_DIGITS } },
  { word: ruleWords.passwordRequired },
  { word: ruleWords.passwordTooLong, values: { max: PASSWORD_MAX_LENGTH } },
  { word: ruleWords.roleRequired },
  { word: ruleWords.codeRequired },
  { word: ruleWords.codeInvalid },
];

/** Each rule message's English, as the domain words it, to its word. */
export const RULE_WORDS = new Map<string, Word>(
  RULES.map((rule) => [formatPlain(rule.word.defaultMessage, rule.values), rule]),
);
