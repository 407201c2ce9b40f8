import { lectureMessages, messages } from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn, wordsIn } from '@leave/ui/i18n/testing';
import { errorMessage } from '@leave/web-kit';
import { FIELD_VALUES } from '@leave/web-kit/testing';
import { fieldWords } from '@leave/web-kit/words/fields';
import { pagerWords } from '@leave/web-kit/words/pager';
import { statusWords } from '@leave/web-kit/words/status';
import hi from './hi';
import { HISTORY_SERVER_CODES, historyWords } from './words';
import { COMMON_SERVER_CODES, NO_ANSWER_CODES } from '@leave/web-kit/words/serverCommon';
import { DECISION_SERVER_CODES } from '../words/decisions';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
/** A value for every placeholder: names, codes, dates and numbers in any language. */
const values = {
  ...FIELD_VALUES,
  count: 2,
  student: 1001,
  name: '',
  date: '02/12/2026',
  course: 'CS101',
  error: '',
  message: '',
  page: 1,
  pages: 3,
  event: '',
  role: '',
  leaveId: 7,
  code: 'CS101',
  moved: 2,
};
const allWords = [
  ...Object.values(historyWords),
  ...Object.values(statusWords),
  ...Object.values(pagerWords),
  ...Object.values(fieldWords),
];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, as FormatJS would', () => {
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("keeps History's English word for word, and the domain's words for a comment left out and a reopen", () => {
  const say = (word: { defaultMessage: string }, given = {}) => formatPlain(word.defaultMessage, given);
  expect(say(historyWords.oneLeave, { count: 1 })).toBe('1 decided leave');
  expect(say(historyWords.manyLeaves, { count: 2 })).toBe('2 decided leaves');
  expect(say(historyWords.commentRequired)).toBe('Comment is required to revoke a leave');
  expect(say(statusWords.eventBy, { event: 'Approved', name: 'Dr. Meera Iyer', role: 'instructor' })).toBe(
    'Approved by Dr. Meera Iyer (instructor),',
  );
  expect(lectureMessages.requestReopened(2, 'CS101').code).toBe('lecture.requestReopened');
});

it('has every word and server code in Hindi, with the same placeholders, no English word left, and nothing unused', () => {
  expect(Object.keys(hi).sort()).toEqual(
    [
      ...new Set([
        ...allWords.map((word) => word.id),
        ...HISTORY_SERVER_CODES,
        ...DECISION_SERVER_CODES,
        ...COMMON_SERVER_CODES,
        ...NO_ANSWER_CODES,
      ]),
    ].sort(),
  );
  for (const word of allWords) {
    expect(placeholders(hi[word.id])).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values).replace(/CS101/g, '')).not.toMatch(/[A-Za-z]/);
  }
  for (const code of HISTORY_SERVER_CODES) expect(hi[code].replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]/);
});

it("says a refusal History can show in Hindi from its code, with the server's parameters", () => {
  const refusal = {
    status: 404,
    data: { message: messages.noLeave(7).message, code: messages.noLeave(7).code, params: { leaveId: 7 } },
  };
  expect(errorMessage(refusal, undefined, wordsIn('hi-IN', 'en-IN', hi))).toBe('7 क्रमांक का कोई अवकाश नहीं है');
  expect(errorMessage(refusal)).toBe('No leave with id 7');
});
