import { rollMessages, uiMessages } from '@leave/domain';
import { formatPlain, sayServerMessage } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn, wordsIn } from '@leave/ui/i18n/testing';
import { errorMessage } from '@leave/web-kit';
import { CLASS_LIST_SERVER_CODES, classListWords } from '@leave/web-kit/words/classList';
import { FIELD_VALUES } from '@leave/web-kit/testing';
import { fieldWords } from '@leave/web-kit/words/fields';
import { pagerWords } from '@leave/web-kit/words/pager';
import hi from './hi';
import { attendanceWords } from './words';
import { COMMON_SERVER_CODES, NO_ANSWER_CODES } from '@leave/web-kit/words/serverCommon';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
/** A value for every placeholder: names, codes, dates and numbers in any language. */
const values = {
  ...FIELD_VALUES,
  count: 2,
  course: 'CS101',
  title: '',
  date: '02/12/2026',
  lecture: '',
  state: '',
  away: '',
  enrolled: 40,
  days: 7,
  error: '',
  name: '',
  at: '',
  present: 1,
  absent: 2,
  late: 3,
  onLeave: 4,
  kind: '',
  page: 1,
  pages: 3,
};
const allWords = [
  ...Object.values(attendanceWords),
  ...Object.values(classListWords),
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

it("keeps Attendance's English word for word", () => {
  const say = (word: { defaultMessage: string }, given = {}) => formatPlain(word.defaultMessage, given);
  expect(say(attendanceWords.noCoursesYet)).toBe(uiMessages.noCoursesYet);
  expect(say(attendanceWords.taken, { away: '2 absent, 1 late', enrolled: 4 })).toBe('Taken: 2 absent, 1 late of 4');
  expect(say(classListWords.counts, { present: 3, absent: 0, late: 0, onLeave: 1 })).toBe(
    '3 present, 0 absent, 0 late, 1 on leave',
  );
  expect(say(classListWords.rollOfOn, { course: 'CS101', date: '02/12/2026' })).toBe('Roll of CS101, 02/12/2026');
});

it('has every word and server code in Hindi, with the same placeholders, no English word left, and nothing unused', () => {
  expect(Object.keys(hi).sort()).toEqual(
    [...allWords.map((word) => word.id), ...CLASS_LIST_SERVER_CODES, ...COMMON_SERVER_CODES, ...NO_ANSWER_CODES].sort(),
  );
  for (const word of allWords) {
    expect(placeholders(hi[word.id])).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values).replace(/CS101/g, '')).not.toMatch(/[A-Za-z]/);
  }
  for (const code of CLASS_LIST_SERVER_CODES.filter((one) => one !== 'roll.saved'))
    expect(hi[code].replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]/);
});

it('says a saved roll in Hindi from its code, whatever its counts, and in English as the server did', () => {
  const hindiWords = wordsIn('hi-IN', 'en-IN', hi);
  const said = (absent: number, late: number) => {
    const saved = rollMessages.saved('CS101', '2026-11-23', absent, late);
    return [sayServerMessage(hindiWords, saved), sayServerMessage(english, saved), saved.message];
  };
  const [someone, english1, message1] = said(2, 1);
  expect(someone).toBe('CS101, 2026-11-23 की हाज़िरी सहेजी गई: 2 अनुपस्थित, 1 देर से');
  expect(english1).toBe(message1);
  expect(said(0, 0)[0]).toBe('CS101, 2026-11-23 की हाज़िरी सहेजी गई: सभी उपस्थित');
  expect(said(1, 0)[0]).toBe('CS101, 2026-11-23 की हाज़िरी सहेजी गई: 1 अनुपस्थित');
  expect(said(0, 3)[0]).toBe('CS101, 2026-11-23 की हाज़िरी सहेजी गई: 3 देर से');
  for (const [absent, late] of [
    [0, 0],
    [1, 0],
    [0, 3],
    [2, 1],
  ] as const) {
    expect(said(absent, late)[0]!.replace(/CS101/, '')).not.toMatch(/[A-Za-z]/);
  }
});

it("says a refusal the roll can show in Hindi from its code, with the server's parameters", () => {
  const said = rollMessages.notEnrolled(7101, 'CS101');
  const refusal = {
    status: 400,
    data: { message: said.message, code: said.code, params: { rollNo: 7101, code: 'CS101' } },
  };
  expect(errorMessage(refusal, undefined, wordsIn('hi-IN', 'en-IN', hi))).toBe('छात्र 7101 CS101 में नामांकित नहीं है');
  expect(errorMessage(refusal)).toBe('Student 7101 is not enrolled in CS101');
});
