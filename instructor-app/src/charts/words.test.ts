import { uiMessages } from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn } from '@leave/ui/i18n/testing';
import { ABSENCE_LABELS } from '@leave/web-kit/charts';
import { chartWords } from '@leave/web-kit/words/chart';
import { frameWords } from '@leave/web-kit/words/frame';
import { profileWords } from '@leave/web-kit/words/profile';
import hi from './hi';
import { absencesWords } from './words';
import { COMMON_SERVER_CODES, NO_ANSWER_CODES } from '@leave/web-kit/words/serverCommon';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
/** A value for every placeholder: names, codes, dates and numbers in any language. */
const values = {
  window: '',
  term: '',
  from: '',
  to: '',
  course: 'CS101',
  title: '',
  total: 7,
  totals: '',
  busiest: '',
  counted: 4,
  excused: 1,
  pending: 2,
  week: '',
  count: 4,
};
const ownWords = [...Object.values(absencesWords), ...Object.values(chartWords)];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, as FormatJS would', () => {
  for (const word of ownWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("keeps Absences by Week's English word for word, the series as the shared charts name them", () => {
  const say = (word: { defaultMessage: string }, given = {}) => formatPlain(word.defaultMessage, given);
  expect(say(absencesWords.noCoursesYet)).toBe(uiMessages.noCoursesYet);
  expect([say(absencesWords.counted), say(absencesWords.excused), say(absencesWords.pending)]).toEqual(
    Object.values(ABSENCE_LABELS),
  );
  expect(say(absencesWords.busiest, { week: '30 Nov', count: 4 })).toBe('the week of 30 Nov (4)');
});

it('has every word in Hindi, with the same placeholders, no English word left, and nothing unused', () => {
  const frame = [...Object.values(frameWords), ...Object.values(profileWords)];
  expect(Object.keys(hi).sort()).toEqual(
    [...[...ownWords, ...frame].map((word) => word.id), ...COMMON_SERVER_CODES, ...NO_ANSWER_CODES].sort(),
  );
  for (const word of ownWords) {
    expect(placeholders(hi[word.id as keyof typeof hi])).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values).replace(/CS101/g, '')).not.toMatch(/[A-Za-z]/);
  }
});
