import { uiMessages } from '@leave/domain';
import { UI_WORDS } from '@leave/ui';
import { formatPlain } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn } from '@leave/ui/i18n/testing';
import { REMOTE_APP_NAMES, REMOTE_NAMES } from '@leave/contract';
import { fallbackSentence, loadFallbackSentence } from '../remotes/remoteRefused';
import hi from './hi';
import { releaseWords } from './releases';
import { failureWords } from './remoteFailure';
import { words } from './words';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
const values = { year: 2026, app: 'अ', version: '1.2.3', entry: ':3012', why: '—', label: 'अ', sentence: '—' };
/** The shell's words and the design system's, whose Hindi the shell's catalogue holds for every view. */
const allWords = [
  ...Object.values(words),
  ...Object.values(releaseWords),
  ...Object.values(failureWords),
  ...Object.values(UI_WORDS),
];

/** The placeholders of an ICU message: `{year}` and the like. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, as FormatJS would, and the session check as the domain does', () => {
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
  expect(formatPlain(words.sessionCheckFailed.defaultMessage)).toBe(uiMessages.sessionCheckFailed);
  // The notices about versions, as they were said.
  for (const remote of REMOTE_NAMES) {
    const app = releaseWords[remote].defaultMessage;
    expect(app).toBe(REMOTE_APP_NAMES[remote]);
    expect(formatPlain(releaseWords.fallback.defaultMessage, { app })).toBe(fallbackSentence(remote));
    expect(formatPlain(releaseWords.loadFallback.defaultMessage, { app })).toBe(loadFallbackSentence(remote));
  }
});

it('has every word in Hindi, with the same placeholders, and no English word left', () => {
  expect(Object.keys(hi).sort()).toEqual(allWords.map((word) => word.id).sort());
  for (const word of allWords) {
    expect(placeholders(hi[word.id])).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values)).not.toMatch(/[A-Za-z]/);
  }
});
