import type { MessageDescriptor } from '@leave/ui/i18n';
import { fieldMessages as say, PASSWORD_MAX_LENGTH, uiMessages, USER_ID_MAX_DIGITS } from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn } from '@leave/ui/i18n/testing';
import { passwordWords } from '@leave/web-kit/words/password';
import { passwordRuleWords } from '@leave/web-kit/words/passwordRuleWords';
import hi from './hi';
import { RULE_WORDS, ruleWords } from './ruleWords';
import { signUpWords } from './signUp';
import { words } from './words';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);

const allWords: MessageDescriptor[] = [
  ...Object.values(words),
  ...Object.values(ruleWords),
  ...Object.values(signUpWords),
  ...Object.values(passwordWords),
  ...Object.values(passwordRuleWords),
];

/** The placeholders of an ICU message: `{digits}` and the like. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, so English needs no message library, and as FormatJS would', () => {
  const values = { digits: 12, max: 128, min: 8, name: 'Password' };
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("has a word for each message the sign-in form's rules give, whose English is the domain's text", () => {
  const ruleMessages = [
    say.required('Username').message,
    say.signInUsername.message,
    say.notAPositiveWholeNumber('Username').message,
    say.tooManyDigits('Username', USER_ID_MAX_DIGITS).message,
    say.required('Password').message,
    say.tooLong('Password', PASSWORD_MAX_LENGTH).message,
    say.required('Role').message,
    say.required('Authentication code').message,
    say.notASecondFactorCode('Authentication code').message,
  ];
  expect([...RULE_WORDS.keys()].sort()).toEqual([...ruleMessages].sort());
  for (const [domainText, { word, values }] of RULE_WORDS) {
    expect(english.formatMessage(word, values)).toBe(domainText);
  }
});

it("words the domain's sign-in messages in English exactly as the domain does", () => {
  expect(english.formatMessage(words.invalidLogin)).toBe(uiMessages.invalidLogin);
  expect(english.formatMessage(words.schoolAccountUnavailable)).toBe(uiMessages.schoolAccountUnavailable);
});

it('has every word in Hindi, with the same placeholders, and no word it does not use', () => {
  const ids = allWords.map((word) => word.id);
  expect(Object.keys(hi).sort()).toEqual([...ids].sort());
  for (const word of allWords) {
    expect(placeholders((hi as Record<string, string>)[word.id]!)).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word as MessageDescriptor, { digits: 12, max: 128, min: 8, name: '' })).not.toMatch(
      /[A-Za-z]/,
    );
  }
});
