import { lectureMessages, leaveKindMessages, NOTIFICATION_CODES } from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn } from '@leave/ui/i18n/testing';
import { frameWords } from '@leave/web-kit/words/frame';
import { profileWords } from '@leave/web-kit/words/profile';
import { notificationsWords } from '@leave/web-kit/words/notifications';
import { fieldWords } from '@leave/web-kit/words/fields';
import { pagerWords } from '@leave/web-kit/words/pager';
import { FIELD_VALUES, SHARED_VIEW_SERVER_CODES, SHARED_VIEW_VALUES, SHARED_VIEW_WORDS } from '@leave/web-kit/testing';
import { LECTURE_REASON_CODES } from '@leave/web-kit/words/lectureReasons';
import { NOTIFICATIONS_SERVER_CODES } from '@leave/web-kit/words/notifications';
import hi from './hi';
import { pendingWords } from './pending';
import { words } from './words';
import { COMMON_SERVER_CODES, NO_ANSWER_CODES } from '@leave/web-kit/words/serverCommon';
import { DECISION_SERVER_CODES } from './decisions';
import { DASHBOARD_SERVER_CODES } from './dashboardCodes';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
/** A value for every placeholder; those that are names, codes, dates and numbers in any language. */
const values = {
  ...FIELD_VALUES,
  ...SHARED_VIEW_VALUES,
  request: 7,
  course: 'CS101',
  title: '',
  count: 2,
  decided: 1,
  from: '01/12/2026',
  to: '03/12/2026',
  date: '02/12/2026',
  error: '',
  page: 1,
  pages: 3,
  student: '',
  when: '',
  label: '',
  message: '',
  action: '',
  seconds: 3,
  why: '',
  what: '',
  names: '',
  done: '',
  refused: '',
  name: '',
  target: '',
  text: '',
  unread: 2,
};
const allWords = [
  ...Object.values(words),
  ...Object.values(pendingWords),
  ...Object.values(frameWords),
  ...Object.values(profileWords),
  ...Object.values(notificationsWords),
  ...Object.values(pagerWords),
  ...Object.values(fieldWords),
  ...SHARED_VIEW_WORDS,
];

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, so English needs no message library, and as FormatJS would', () => {
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("keeps the menu's and the list's English word for word, and the domain's words for kinds and lectures", () => {
  const say = (word: { defaultMessage: string }, given = {}) => formatPlain(word.defaultMessage, given);
  expect(
    [words.viewCourses, words.pendingRequests, words.history, words.roster, words.absencesByWeek].map((w) => say(w)),
  ).toEqual(['View Courses', 'Pending Requests', 'History', 'Roster', 'Absences by Week']);
  expect(say(pendingWords.courseTitle, { course: 'CS101', title: 'Intro', count: 3 })).toBe(
    'CS101 - Intro : 3 pending requests',
  );
  expect(say(pendingWords.notCountedShort)).toBe(leaveKindMessages.notCountedShort.message);
  expect(say(pendingWords.documentNeededShort)).toBe(leaveKindMessages.documentNeededShort.message);
  expect(say(pendingWords.documentAskedShort)).toBe(leaveKindMessages.documentAskedShort.message);
  expect(say(pendingWords.notCounted, { why: say(pendingWords.noLectureAnyMore) })).toBe(
    lectureMessages.notCounted(lectureMessages.noLectureAnyMore.message).message,
  );
});

it('has every word in Hindi, with the same placeholders, no English word left, and no word it does not use', () => {
  // The notifications are said by their codes, from the domain's Hindi (the emails'), checked there;
  // the shared views' answers and refusals by theirs, checked with web-kit's words.
  const serverCodes: readonly string[] = [
    ...SHARED_VIEW_SERVER_CODES,
    ...NOTIFICATIONS_SERVER_CODES,
    ...LECTURE_REASON_CODES,
    ...COMMON_SERVER_CODES,
    ...NO_ANSWER_CODES,
    ...DECISION_SERVER_CODES,
    ...DASHBOARD_SERVER_CODES,
  ];
  const own = Object.keys(hi).filter((id) => !id.startsWith('notification.') && !serverCodes.includes(id));
  expect(serverCodes.filter((code) => !(code in hi))).toEqual([]);
  expect(own.sort()).toEqual(allWords.map((word) => word.id).sort());
  expect(
    Object.keys(hi)
      .filter((id) => id.startsWith('notification.'))
      .sort(),
  ).toEqual([...NOTIFICATION_CODES].sort());
  for (const word of allWords) {
    expect(placeholders((hi as Record<string, string>)[word.id]!)).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values).replace(/CS101/g, '')).not.toMatch(/[A-Za-z]/);
  }
});
