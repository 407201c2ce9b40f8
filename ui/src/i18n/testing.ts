/** For tests of a feature's words: whether its English is plain (the English path formats it as FormatJS does). */
export { isPlainMessage, wordsIn } from './formatjs';
