/**
 * The words of Sign Up's rules, as `ruleWords.ts` does for sign-in: the rules are the domain's
 * (`signUp/signUpRules.ts`), which word their messages in English with the field's English label;
 * each message they can give is matched here to its word by that English text (words.test.ts
 * checks it is the domain's), and the label it names to the form's word for it. It downloads with
 * the Sign Up page (its lazy chunk, with `signUp.ts`), never with the sign-in page, whose words are
 * `words.ts`; English says the domain's text as it is.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_MAX, USER_ID_MAX_DIGITS } from '@leave/domain';
import { defineWords } from '@leave/ui/i18n';
import type { MessageDescriptor, WordIds } from '@leave/ui/i18n';
import { ruleWordsOf } from '@leave/web-kit/words/ruleWords';
import type { RuleWord } from '@leave/web-kit/words/ruleWords';
import { signUpWords } from './signUp';
import { words } from './words';

export const signUpRuleWords = defineWords('auth.signUp.rule', {
  required: '{name} is required',
  tooLong: '{name} must be at most {max} characters',
  tooShort: '{name} must be at least {min} characters',
  hiddenCharacters: '{name} must not contain control or text-direction characters',
  brokenCharacter: '{name} contains a broken character (half of a character pair); type it again',
  notOneLine: '{name} must be one line, without tabs or line breaks',
  startsLikeFormula: '{name} must not start with =, +, - or @',
  notANumber: '{name} must be a number',
  notAPositiveWholeNumber: '{name} must be a positive whole number',
  tooManyDigits: '{name} must be a number of at most {digits} digits',
  notAYear: '{name} must be a year such as 2024',
  yearInFuture: '{name} cannot be in the future',
  oneCharacterRepeated: '{name} must not be one character repeated',
  passwordIsId: '{name} must not be your {idName}',
});

export type SignUpRuleWordId = WordIds<typeof signUpRuleWords>;

const say = signUpRuleWords;

/** The messages of a one-line text field's rules (`input.lineOfText`). */
const lineOfText = (name: MessageDescriptor, max: number): RuleWord[] => [
  { word: say.required, values: { name } },
  { word: say.tooLong, values: { name, max } },
  { word: say.hiddenCharacters, values: { name } },
  { word: say.brokenCharacter, values: { name } },
  { word: say.notOneLine, values: { name } },
];

/** The messages of a roll or registration number's rules (`input.userId`). */
const userId = (name: MessageDescriptor): RuleWord[] => [
  { word: say.required, values: { name } },
  { word: say.notANumber, values: { name } },
  { word: say.notAPositiveWholeNumber, values: { name } },
  { word: say.tooManyDigits, values: { name, digits: USER_ID_MAX_DIGITS } },
];

const password = words.password;

/** What the form's rules can say, a student's and an instructor's. */
const RULES: RuleWord[] = [
  ...lineOfText(signUpWords.name, TEXT_MAX.name),
  { word: say.startsLikeFormula, values: { name: signUpWords.name } },
  ...userId(signUpWords.rollNo),
  ...userId(signUpWords.registrationNo),
  ...lineOfText(signUpWords.branch, TEXT_MAX.branch),
  ...lineOfText(signUpWords.department, TEXT_MAX.branch),
  ...lineOfText(signUpWords.stream, TEXT_MAX.stream),
  { word: say.required, values: { name: signUpWords.joiningYear } },
  { word: say.notAYear, values: { name: signUpWords.joiningYear } },
  { word: say.yearInFuture, values: { name: signUpWords.joiningYear } },
  { word: say.required, values: { name: password } },
  { word: say.tooShort, values: { name: password, min: PASSWORD_MIN_LENGTH } },
  { word: say.tooLong, values: { name: password, max: PASSWORD_MAX_LENGTH } },
  { word: say.oneCharacterRepeated, values: { name: password } },
  { word: say.passwordIsId, values: { name: password, idName: signUpWords.rollNo } },
  { word: say.passwordIsId, values: { name: password, idName: signUpWords.registrationNo } },
];

/** Each rule message's English, as the domain words it, to its word. */
export const SIGN_UP_RULE_WORDS = ruleWordsOf(RULES);
