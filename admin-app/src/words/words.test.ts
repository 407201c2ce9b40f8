import { lectureMessages, messages } from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn, wordsIn } from '@leave/ui/i18n/testing';
import { errorMessage } from '@leave/web-kit';
import { csvWords } from '@leave/web-kit/words/csv';
import { frameWords } from '@leave/web-kit/words/frame';
import { profileWords } from '@leave/web-kit/words/profile';
import { statusWords } from '@leave/web-kit/words/status';
import hi from './hi';
import { COURSE_FORM_SERVER_CODES, courseFormWords } from './courseForm';
import { leaveWords } from './leaves';
import { LIMIT_FORM_SERVER_CODES, limitFormWords } from './limitForm';
import { listWords } from './lists';
import { overviewWords } from './overview';
import { words } from './words';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
/** A value for every placeholder: names, codes and numbers, in any language. */
const values = {
  code: 'CS101',
  title: '',
  name: '',
  count: 2,
  rollNo: 1002,
  percentage: 30,
  limit: 25,
  accepted: 4,
  pending: 1,
  error: '',
  unread: 2,
  q: 'Sharma',
  what: '',
  page: 1,
  pages: 3,
  date: '',
  from: '',
  to: '',
  comment: '',
  event: '',
  role: '',
  number: 2,
  rgNo: 501,
  termId: 3,
  lectures: 40,
  missed: 10,
};
const allWords = [
  ...Object.values(words),
  ...Object.values(overviewWords),
  ...Object.values(listWords),
  ...Object.values(frameWords),
  ...Object.values(profileWords),
  ...Object.values(csvWords),
  ...Object.values(statusWords),
  ...Object.values(leaveWords),
  ...Object.values(courseFormWords),
  ...Object.values(limitFormWords),
];

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, so English needs no message library, and as FormatJS would', () => {
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("keeps the spec's and the menu's English word for word", () => {
  const say = (word: { defaultMessage: string }, given = {}) => formatPlain(word.defaultMessage, given);
  expect([words.dashboard, words.addCourse, words.addStudentToCourse, words.leaveLimit].map((w) => say(w))).toEqual([
    'Admin Dashboard',
    'Add Course',
    'Add Student to Course',
    'Set Leave Limit',
  ]);
  expect(say(overviewWords.courseWaitingOne, { code: 'CS101', title: 'Intro', count: 1 })).toBe(
    'CS101 Intro: 1 request',
  );
  expect(
    say(overviewWords.studentNear, { name: 'Rohan', rollNo: 1003, code: 'MA101', percentage: 20, limit: 25 }),
  ).toBe('Rohan (1003), MA101: 20% of 25% — near the limit');
});

it('has every word in Hindi, with the same placeholders, no English word left, and no word it does not use', () => {
  expect(Object.keys(hi).sort()).toEqual(
    [...allWords.map((word) => word.id), ...COURSE_FORM_SERVER_CODES, ...LIMIT_FORM_SERVER_CODES].sort(),
  );
  for (const word of allWords) {
    expect(placeholders((hi as Record<string, string>)[word.id]!)).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values).replace(/CS101|Sharma|CSV/g, '')).not.toMatch(/[A-Za-z]/);
  }
});

it("says Add Course's and Set Leave Limit's answers and refusals in Hindi from their code, with the server's parameters", () => {
  const said = [
    messages.courseAdded('CS101'),
    messages.courseExists('CS101'),
    messages.noInstructor(501),
    lectureMessages.noTerm(3),
    lectureMessages.timetableNeedsTerm('CS101'),
    messages.leaveLimitSet('CS101', 30),
    messages.noCourse('CS999'),
  ];
  expect(said.map(({ code }) => code)).toEqual([...COURSE_FORM_SERVER_CODES, ...LIMIT_FORM_SERVER_CODES]);
  const catalogue = hi as Record<string, string>;
  for (const one of said) {
    expect(placeholders(catalogue[one.code]!)).toEqual(Object.keys(one.params).sort());
    expect(catalogue[one.code]!.replace(/\{[^}]*\}/g, '')).not.toMatch(/[A-Za-z]/);
  }
  const exists = { status: 409, data: messages.courseExists('CS101') };
  expect(errorMessage(exists, undefined, wordsIn('hi-IN', 'en-IN', hi))).toBe('पाठ्यक्रम CS101 पहले से है');
  expect(errorMessage(exists)).toBe('Course CS101 already exists');
});
