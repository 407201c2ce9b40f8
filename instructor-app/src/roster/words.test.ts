import { lectureMessages, uiMessages } from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn } from '@leave/ui/i18n/testing';
import { calendarWords } from '@leave/web-kit/words/calendar';
import { csvWords } from '@leave/web-kit/words/csv';
import { pagerWords } from '@leave/web-kit/words/pager';
import { statusWords } from '@leave/web-kit/words/status';
import hi from './hi';
import { ROSTER_SERVER_CODES, rosterWords } from './words';
import { COMMON_SERVER_CODES, NO_ANSWER_CODES } from '@leave/web-kit/words/serverCommon';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
/** A value for every placeholder: names, codes, dates and numbers in any language. */
const values = {
  course: 'CS101',
  title: '',
  lectures: 20,
  limit: 10,
  error: '',
  count: 1,
  percentage: 90,
  absent: 2,
  student: '',
  page: 1,
  pages: 3,
  date: '02/12/2026',
  name: '',
  rollNo: 1001,
  status: '',
  what: '',
  event: '',
  role: '',
};
const allWords = [
  ...Object.values(rosterWords),
  ...Object.values(statusWords),
  ...Object.values(pagerWords),
  ...Object.values(csvWords),
  ...Object.values(calendarWords),
];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, as FormatJS would', () => {
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("keeps the Roster's English word for word, and the domain's where it words them too", () => {
  const say = (word: { defaultMessage: string }, given = {}) => formatPlain(word.defaultMessage, given);
  expect(say(rosterWords.noCoursesYet)).toBe(uiMessages.noCoursesYet);
  expect(say(rosterWords.lecturesAndLimit, { lectures: 20, limit: 10 })).toBe('20 lectures; leave limit 10%.');
  expect(say(rosterWords.excused, { count: 2 })).toBe(' (+2 excused, not counted)');
  expect(say(csvWords.notDownloaded, { what: say(rosterWords.theRegister), error: 'Oops' })).toBe(
    'The register could not be downloaded. Oops',
  );
  expect(lectureMessages.cancelled.code).toBe('lecture.cancelled');
  expect(lectureMessages.holiday.code).toBe('lecture.holiday');
});

it('has every word and server code in Hindi, with the same placeholders, no English word left, and nothing unused', () => {
  expect(Object.keys(hi).sort()).toEqual(
    [...allWords.map((word) => word.id), ...ROSTER_SERVER_CODES, ...COMMON_SERVER_CODES, ...NO_ANSWER_CODES].sort(),
  );
  for (const word of allWords) {
    expect(placeholders(hi[word.id])).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values).replace(/CS101|CSV|\b[PAL]\b/g, '')).not.toMatch(/[A-Za-z]/);
  }
  for (const code of ROSTER_SERVER_CODES) expect(hi[code].replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]/);
});
