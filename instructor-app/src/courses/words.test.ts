import { CALENDAR_WINDOW, fieldMessages, lectureMessages, TERM_TEXT_MAX, uiMessages } from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn, wordsIn } from '@leave/ui/i18n/testing';
import { errorMessage } from '@leave/web-kit';
import { englishOf } from '@leave/web-kit/words/ruleWords';
import { FIELD_VALUES } from '@leave/web-kit/testing';
import { fieldWords } from '@leave/web-kit/words/fields';
import hi from './hi';
import { COURSE_RULES, courseRuleWords } from './ruleWords';
import { COURSES_SERVER_CODES, coursesWords } from './words';
import { COMMON_SERVER_CODES, NO_ANSWER_CODES } from '@leave/web-kit/words/serverCommon';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
/** A value for every placeholder: names, codes, dates and numbers in any language. */
const values = {
  ...FIELD_VALUES,
  max: 200,
  first: '2020-01-01',
  startName: '',
  name: '',
  course: 'CS101',
  title: '',
  error: '',
  count: 2,
  lectures: '',
  days: '',
  last: '',
  date: '02/12/2026',
  reason: '',
  lecture: '',
};
const allWords = [...Object.values(coursesWords), ...Object.values(courseRuleWords), ...Object.values(fieldWords)];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, as FormatJS would', () => {
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("keeps View Courses' English word for word", () => {
  const say = (word: { defaultMessage: string }, given = {}) => formatPlain(word.defaultMessage, given);
  expect(say(coursesWords.noCoursesYet)).toBe(uiMessages.noCoursesYet);
  expect(say(coursesWords.noTimetable, { course: 'CS201', lectures: '36 lectures' })).toBe(
    "CS201 has no timetable: every date counts as one lecture (36 lectures in all). Lectures can be cancelled or added once your school's admin gives it a timetable.",
  );
  expect(say(coursesWords.cancelledOnBecause, { date: 'Fri, 4 Dec 2026', reason: 'Lab flooded' })).toBe(
    'Cancelled: Fri, 4 Dec 2026 (Lab flooded)',
  );
});

it('has every word and server code in Hindi, with the same placeholders, no English word left, and nothing unused', () => {
  expect(Object.keys(hi).sort()).toEqual(
    [...allWords.map((word) => word.id), ...COURSES_SERVER_CODES, ...COMMON_SERVER_CODES, ...NO_ANSWER_CODES].sort(),
  );
  for (const word of allWords) {
    expect(placeholders(hi[word.id])).toEqual(placeholders(word.defaultMessage));
    // A date's pattern is written as the form shows it.
    expect(hindi.formatMessage(word, values).replace(/CS101|YYYY-MM-DD/g, '')).not.toMatch(/[A-Za-z]/);
  }
  // Each server code said with the parameters the server sends (a name or code is data).
  const params = { code: '', date: '2026-12-07', why: '', changeId: 3, told: 2, onLeave: 1, kind: 'cancelled' };
  const term = { term_name: '', term_first_day: '2026-08-03', term_last_day: '2026-12-18' };
  for (const code of COURSES_SERVER_CODES) {
    expect(hindi.formatMessage({ id: code, defaultMessage: code }, { ...params, ...term })).not.toMatch(/[A-Za-z]/);
  }
});

it("says a change's answer in Hindi from its code, with how many students were told", () => {
  const cancelled = lectureMessages.lectureCancelledDone('CS101', '2026-12-07', 40, 1);
  expect(wordsIn('hi-IN', 'en-IN', hi).sayServer!(cancelled)).toBe(
    '2026-12-07 को CS101 का व्याख्यान रद्द किया गया; 40 छात्रों को बताया गया, उस दिन 1 अवकाश पर',
  );
  const back = lectureMessages.lectureChangeRemoved('CS101', '2026-12-07', 'cancelled', 1);
  expect(wordsIn('hi-IN', 'en-IN', hi).sayServer!(back)).toBe(
    '2026-12-07 को CS101 का व्याख्यान फिर से होगा; 1 छात्र को बताया गया',
  );
});

it("says a refusal View Courses can show in Hindi from its code, with the server's parameters", () => {
  const said = lectureMessages.lectureExists('CS101', '2026-12-07');
  const refusal = {
    status: 409,
    data: { message: said.message, code: said.code, params: { code: 'CS101', date: '2026-12-07' } },
  };
  expect(errorMessage(refusal, undefined, wordsIn('hi-IN', 'en-IN', hi))).toBe(
    '2026-12-07 को CS101 का व्याख्यान पहले से है',
  );
  expect(errorMessage(refusal)).toBe('CS101 already has a lecture on 7 Dec');
});

it("matches each message the forms' rules give, as the domain words it, to its word", () => {
  const { cancelReason, room } = TERM_TEXT_MAX;
  const { first, last } = CALENDAR_WINDOW;
  expect(COURSE_RULES.map(englishOf)).toEqual(
    [
      fieldMessages.required('Date'),
      fieldMessages.notADate('Date'),
      fieldMessages.dateOutsideWindow('Date', first, last),
      fieldMessages.required('Reason'),
      fieldMessages.tooLong('Reason', cancelReason),
      fieldMessages.hiddenCharacters('Reason'),
      fieldMessages.brokenCharacter('Reason'),
      fieldMessages.notATime('Start'),
      fieldMessages.notATime('End'),
      fieldMessages.endNotAfterStart('End', 'Start'),
      fieldMessages.tooLong('Room', room),
      fieldMessages.hiddenCharacters('Room'),
      fieldMessages.brokenCharacter('Room'),
    ].map((said) => said.message),
  );
});
