import type { MessageDescriptor } from '@leave/ui/i18n';
import {
  fieldMessages as say,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX,
  uiMessages,
  USER_ID_MAX_DIGITS,
} from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn } from '@leave/ui/i18n/testing';
import { PASSWORD_SERVER_CODES, passwordWords } from '@leave/web-kit/words/password';
import { passwordRuleWords } from '@leave/web-kit/words/passwordRuleWords';
import hi from './hi';
import { RULE_WORDS, ruleWords } from './ruleWords';
import { signUpWords } from './signUp';
import { SIGN_UP_RULE_WORDS, signUpRuleWords } from './signUpRuleWords';
import { words } from './words';
import { COMMON_SERVER_CODES, NO_ANSWER_CODES } from '@leave/web-kit/words/serverCommon';
import { SIGN_IN_SERVER_CODES, SIGN_UP_SERVER_CODES } from './serverCodes';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);

const allWords: MessageDescriptor[] = [
  ...Object.values(words),
  ...Object.values(ruleWords),
  ...Object.values(signUpWords),
  ...Object.values(signUpRuleWords),
  ...Object.values(passwordWords),
  ...Object.values(passwordRuleWords),
];

/** The placeholders of an ICU message: `{digits}` and the like. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, so English needs no message library, and as FormatJS would', () => {
  const values = { digits: 12, max: 128, min: 8, name: 'Password', idName: 'Roll No.' };
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

it("has a word for each message Sign Up's rules give, whose English is the domain's text, and its Hindi", () => {
  const lineOfText = (name: string, max: number) => [
    say.required(name),
    say.tooLong(name, max),
    say.hiddenCharacters(name),
    say.brokenCharacter(name),
    say.notOneLine(name),
  ];
  const userId = (name: string) => [
    say.required(name),
    say.notANumber(name),
    say.notAPositiveWholeNumber(name),
    say.tooManyDigits(name, USER_ID_MAX_DIGITS),
  ];
  const ruleMessages = [
    ...lineOfText('Name', TEXT_MAX.name),
    say.startsLikeFormula('Name'),
    ...userId('Roll No.'),
    ...userId('Registration No.'),
    ...lineOfText('Branch', TEXT_MAX.branch),
    ...lineOfText('Department', TEXT_MAX.branch),
    ...lineOfText('Stream', TEXT_MAX.stream),
    say.required('Joining Year'),
    say.notAYear('Joining Year'),
    say.yearInFuture('Joining Year'),
    say.required('Password'),
    say.tooShort('Password', PASSWORD_MIN_LENGTH),
    say.tooLong('Password', PASSWORD_MAX_LENGTH),
    say.oneCharacterRepeated('Password'),
    say.passwordIsId('Password', 'Roll No.'),
    say.passwordIsId('Password', 'Registration No.'),
  ].map(({ message }) => message);
  expect([...SIGN_UP_RULE_WORDS.keys()].sort()).toEqual([...new Set(ruleMessages)].sort());
  const valuesIn = (words: typeof english, named: Record<string, unknown> = {}) =>
    Object.fromEntries(
      Object.entries(named).map(([key, value]) => [
        key,
        typeof value === 'object' ? words.formatMessage(value as MessageDescriptor) : value,
      ]),
    ) as Record<string, string | number>;
  for (const [domainText, { word, values: named }] of SIGN_UP_RULE_WORDS) {
    expect(english.formatMessage(word, valuesIn(english, named))).toBe(domainText);
    expect(hindi.formatMessage(word, valuesIn(hindi, named))).not.toMatch(/[A-Za-z]/);
  }
});

it("words the domain's sign-in messages in English exactly as the domain does", () => {
  expect(english.formatMessage(words.invalidLogin)).toBe(uiMessages.invalidLogin);
  expect(english.formatMessage(words.schoolAccountUnavailable)).toBe(uiMessages.schoolAccountUnavailable);
});

it('has every word in Hindi, with the same placeholders, and no word it does not use', () => {
  const ids = allWords.map((word) => word.id);
  // Change Password's answer and refusals, said by their codes, are checked with web-kit's words.
  expect(Object.keys(hi).sort()).toEqual(
    [
      ...ids,
      ...PASSWORD_SERVER_CODES,
      ...COMMON_SERVER_CODES,
      ...NO_ANSWER_CODES,
      ...SIGN_IN_SERVER_CODES,
      ...SIGN_UP_SERVER_CODES,
    ].sort(),
  );
  for (const word of allWords) {
    expect(placeholders((hi as Record<string, string>)[word.id]!)).toEqual(placeholders(word.defaultMessage));
    expect(
      hindi.formatMessage(word as MessageDescriptor, { digits: 12, max: 128, min: 8, name: '', idName: '' }),
    ).not.toMatch(/[A-Za-z]/);
  }
});
