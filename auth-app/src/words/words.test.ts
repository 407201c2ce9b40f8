import { createIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { uiMessages } from '@leave/domain';
import { formatPlain, isPlainMessage } from '@leave/ui/i18n';
import hi from './hi';
import { RULE_WORDS } from './ruleWords';
import { words } from './words';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', messages: {} });
const hindi = createIntl({
  locale: 'hi-IN',
  defaultLocale: 'en-IN',
  messages: hi,
  onError: (error) => {
    throw error;
  },
});

/** The placeholders of an ICU message: `{digits}` and the like. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, so English needs no message library, and as FormatJS would', () => {
  const values = { digits: 12, max: 128 };
  for (const word of Object.values(words)) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("says each of the form rules' messages in English exactly as the domain words it", () => {
  for (const [domainText, { word, values }] of RULE_WORDS) {
    expect(english.formatMessage(word, values)).toBe(domainText);
  }
});

it("words the domain's sign-in messages in English exactly as the domain does", () => {
  expect(english.formatMessage(words.invalidLogin)).toBe(uiMessages.invalidLogin);
  expect(english.formatMessage(words.schoolAccountUnavailable)).toBe(uiMessages.schoolAccountUnavailable);
});

it('has every word in Hindi, with the same placeholders, and no word it does not use', () => {
  const ids = Object.values(words).map((word) => word.id);
  expect(Object.keys(hi).sort()).toEqual([...ids].sort());
  for (const word of Object.values(words)) {
    expect(placeholders(hi[word.id])).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word as MessageDescriptor, { digits: 12, max: 128 })).not.toMatch(/[A-Za-z]/);
  }
});
