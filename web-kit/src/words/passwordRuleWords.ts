/**
 * The words of Change Password's rules, as auth-app's `ruleWords.ts` does for sign-in: the rules
 * are the domain's (`changePasswordRules.ts`), which word their messages in English with the
 * field's English label; each message they can give is matched here to its word by that English
 * text (the tests check it is the domain's), and the label it names to the form's word for it, so
 * the form says both in the language in use (`useRuleWords`, asked only in another language). It
 * downloads with the form, in the view or sign-in step that shows it, never with a first view.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@leave/domain';
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';
import { passwordWords } from './password';
import { ruleWordsOf } from './ruleWords';
import type { RuleWord } from './ruleWords';

export const passwordRuleWords = defineWords('password.rule', {
  required: '{name} is required',
  tooShort: '{name} must be at least {min} characters',
  tooLong: '{name} must be at most {max} characters',
  oneCharacterRepeated: '{name} must not be one character repeated',
  notYourUsername: '{name} must not be your Username',
  notTheSame: '{name} must be the same as the new password',
});

export type PasswordRuleWordId = WordIds<typeof passwordRuleWords>;

const { current, newPassword, confirm } = passwordWords;

/** What the form's rules can say: the current password's, the new one's and the confirmation's. */
const RULES: RuleWord[] = [
  { word: passwordRuleWords.required, values: { name: current } },
  { word: passwordRuleWords.tooLong, values: { name: current, max: PASSWORD_MAX_LENGTH } },
  { word: passwordRuleWords.required, values: { name: newPassword } },
  { word: passwordRuleWords.tooShort, values: { name: newPassword, min: PASSWORD_MIN_LENGTH } },
  { word: passwordRuleWords.tooLong, values: { name: newPassword, max: PASSWORD_MAX_LENGTH } },
  { word: passwordRuleWords.oneCharacterRepeated, values: { name: newPassword } },
  { word: passwordRuleWords.notYourUsername, values: { name: newPassword } },
  { word: passwordRuleWords.notTheSame, values: { name: confirm } },
];

/** Each rule message's English, as the domain words it, to its word. */
export const PASSWORD_RULE_WORDS = ruleWordsOf(RULES);
