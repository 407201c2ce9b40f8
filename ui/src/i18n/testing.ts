import type { Catalogue } from './words';
import { wordsIn } from './formatjs';

/** For tests of a feature's words: whether its English is plain (the English path formats it as FormatJS does). */
export { isPlainMessage, wordsIn } from './formatjs';

/** English as FormatJS says it (every message's `defaultMessage`), to compare the plain English path with. */
export const englishByLibrary = () => wordsIn('en-IN', 'en-IN', {});

/** A catalogue's words in its locale as FormatJS says them, any fault (a missing word, a bad message) thrown. */
export const strictWordsIn = (locale: string, messages: Catalogue) =>
  wordsIn(locale, 'en-IN', messages, { strict: true });
