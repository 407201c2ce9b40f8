import type { RequestCourse } from '@leave/contract';
import {
  fieldMessages,
  lectureCount,
  lectureMessages,
  leaveKindMessages,
  requestCounts,
  timetableWords as domainTimetableWords,
  uiMessages,
  COURSE_CODE_MAX_LENGTH,
  MAX_RANGE_DAYS,
  TEXT_MAX,
} from '@leave/domain';
import { formatPlain, useIntl } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn } from '@leave/ui/i18n/testing';
import { frameWords } from '@leave/web-kit/words/frame';
import { profileWords } from '@leave/web-kit/words/profile';
import { notificationsWords } from '@leave/web-kit/words/notifications';
import { fieldWords } from '@leave/web-kit/words/fields';
import { pagerWords } from '@leave/web-kit/words/pager';
import { calendarWords } from '@leave/web-kit/words/calendar';
import { renderHook } from '@testing-library/react';
import { FIELD_VALUES, SHARED_VIEW_VALUES, SHARED_VIEW_WORDS } from '@leave/web-kit/testing';
import hi from './hi';
import { courseWords } from './courses';
import { leaveWords } from './leave';
import { requestCountsIn, requestWords } from './requests';
import { cancelledMessage, timetableWords } from './timetable';
import { LEAVE_RULE_MESSAGES } from './leaveRuleWords';
import { words } from './words';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
const values = {
  ...FIELD_VALUES,
  ...SHARED_VIEW_VALUES,
  date: '2026-12-02',
  error: '503',
  course: '101',
  codes: '101, 201',
  request: 7,
  count: 2,
  status: '',
  what: '',
  title: '',
  reasons: '',
  page: 1,
  pages: 3,
  name: '',
  unread: 2,
  dates: '',
  code: '101',
  start: '09:00',
  end: '10:00',
  lecture: '',
  room: '',
  reason: '',
  rollNo: 1001,
  window: '',
  term: '',
  from: '',
  to: '',
  limit: 25,
  last: 10,
  lectures: 40,
  where: '',
  totals: '',
  counted: 1,
  excused: 0,
  pending: 2,
  week: '',
  leave: '',
  seconds: 3,
  kind: '',
  before: 5,
  after: 10,
  courses: '',
  target: '',
  text: '',
  message: '',
  weeks: 20,
  attended: 38,
  held: '',
  percentage: 90,
  why: '',
};
const allWords = [
  ...Object.values(words),
  ...Object.values(requestWords),
  ...Object.values(timetableWords),
  ...Object.values(courseWords),
  ...Object.values(leaveWords),
  ...Object.values(frameWords),
  ...Object.values(profileWords),
  ...Object.values(notificationsWords),
  ...Object.values(pagerWords),
  ...Object.values(fieldWords),
  ...SHARED_VIEW_WORDS,
  ...Object.values(calendarWords),
];

/** The placeholders of an ICU message: `{date}` and the like. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, so English needs no message library, and as FormatJS would', () => {
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("keeps the spec's labels in English, word for word", () => {
  const say = (word: (typeof words)[keyof typeof words], given = {}) => formatPlain(word.defaultMessage, given);
  expect(say(words.applyLeave)).toBe('Apply Leave');
  expect(say(words.viewCourses)).toBe('View Courses');
  expect(say(words.selectedDate, { date: '2024-04-02' })).toBe('You selected date: 2024-04-02');
  expect([words.rejectedLeave, words.acceptedLeave, words.pendingLeave].map((word) => say(word))).toEqual([
    'Rejected Leave',
    'Accepted Leave',
    'Pending Leave',
  ]);
  expect(
    [words.addLeave, words.leaveDate, words.userId, words.userRole, words.reason, words.courseCode, words.submit].map(
      (word) => say(word),
    ),
  ).toEqual(['Add Leave', 'Leave Date', 'User ID', 'User Role', 'Reason', 'Course Code', 'Submit']);
  expect(say(words.percentageTitle)).toBe('Current Leave Percentage');
});

const course = (course_code: string, statuses: RequestCourse['statuses'], notCounted = 0): RequestCourse => ({
  course_code,
  lectures: 1,
  statuses,
  leave_ids: [],
  not_counted: Array.from({ length: notCounted }, (_, index) => ({
    leave_id: index,
    leave_date: '2026-12-02',
    status: 'pending',
    message: 'No lecture',
  })),
});

it("says a request's counts in English exactly as the domain does, and the domain's words for leave that does not count", () => {
  const englishWords = renderHook(() => useIntl()).result.current;
  for (const courses of [
    [course('CS101', { accepted: 1 })],
    [course('CS101', { pending: 2, withdrawn: 1 }), course('CS201', { pending: 1 }, 1)],
    [course('CS101', { rejected: 3 }, 2), course('CS201', { accepted: 1, cancelled: 1 }, 1)],
  ]) {
    expect(requestCountsIn(englishWords, courses)).toBe(requestCounts(courses));
  }
  expect(formatPlain(requestWords.notCountedShort.defaultMessage)).toBe(leaveKindMessages.notCountedShort.message);
});

it("says Apply Leave's later words in English as the domain says them", () => {
  const say = (word: { defaultMessage: string }, given = {}) => formatPlain(word.defaultMessage, given);
  // The chosen day's lectures, as the domain says them.
  expect(say(words.nothingOnDay)).toBe(domainTimetableWords.nothingOnDay);
  expect(say(words.leaveNotCounted, { code: 'CS101', why: 'No lecture' })).toBe(
    domainTimetableWords.leaveNotCounted('CS101', 'No lecture'),
  );
  for (const count of [0, 1, 2])
    expect(say(count === 1 ? words.lecture : words.lectures, { count })).toBe(lectureCount(count));
  expect(say(leaveWords.doesNotCount, { kind: 'Medical' })).toBe(
    `If approved: ${leaveKindMessages.doesNotCount('Medical').message}.`,
  );
  expect(say(leaveWords.documentNeeded, { kind: 'Medical' })).toBe(
    `${leaveKindMessages.documentNeeded('Medical').message}.`,
  );
  expect(say(leaveWords.attachNow)).toBe(
    `${leaveKindMessages.documentNeededForRequest.message}: attach it now, or later from My Requests.`,
  );
  expect(say(timetableWords.untimetabled, { code: 'CS101' })).toBe(domainTimetableWords.untimetabled('CS101'));
  expect(say(timetableWords.notLoaded, { error: 'Down' })).toBe(`${domainTimetableWords.timetableNotLoaded} Down`);
  expect(say(words.notEnrolledYet, { rollNo: 1001 })).toBe(uiMessages.notEnrolledYet(1001));
  expect(say(requestWords.documentAsked)).toBe(`${leaveKindMessages.documentAskedOfStudent.message}.`);
  expect(say(requestWords.documentNeeded)).toBe(`${leaveKindMessages.documentNeededForRequest.message}.`);
  expect(say(requestWords.noLongerEnrolled)).toBe(uiMessages.noLongerEnrolled);
  expect(say(requestWords.newReasonRequired)).toBe(fieldMessages.required('New reason').message);
  expect(cancelledMessage('CS201', '2026-12-03')).toBe(lectureMessages.cancelled('CS201', '2026-12-03', null).message);
});

it('has every word in Hindi, with the same placeholders, no English word left, and no word it does not use', () => {
  // The server's refusals are said by their codes (refusals.test.ts); every other word is the student-app's own.
  const own = Object.keys(hi).filter((id) =>
    /^(student|frame|notifications|pager|dateField|calendar|password|devices|documents)\./.test(id),
  );
  expect(own.sort()).toEqual(allWords.map((word) => word.id).sort());
  for (const word of allWords) {
    expect(placeholders((hi as Record<string, string>)[word.id]!)).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values)).not.toMatch(/[A-Za-z]/);
  }
  expect(
    requestCountsIn(hindi, [course('CS101', { pending: 2, withdrawn: 1 }), course('CS201', { accepted: 1 }, 1)]),
  ).toBe('CS101 2 व्याख्यान लंबित, 1 वापस लिया गया, CS201 1 स्वीकृत (1 अब नहीं गिना जाता)');
});

it("has each message Apply Leave's rules give, exactly as the domain words it, in Hindi under its English", () => {
  const ruleMessages = [
    ...['Reason', 'Course Code'].flatMap((name) => [
      fieldMessages.required(name),
      fieldMessages.hiddenCharacters(name),
      fieldMessages.brokenCharacter(name),
    ]),
    fieldMessages.tooLong('Reason', TEXT_MAX.reason),
    fieldMessages.tooLong('Course Code', COURSE_CODE_MAX_LENGTH),
    fieldMessages.courseCodeCharacters('Course Code'),
    fieldMessages.rangeBackwards('To date'),
    fieldMessages.rangeTooLong('To date', MAX_RANGE_DAYS - 1),
  ].map(({ message }) => message);
  expect([...LEAVE_RULE_MESSAGES].sort()).toEqual(ruleMessages.sort());
  for (const message of LEAVE_RULE_MESSAGES) {
    expect(isPlainMessage(message)).toBe(true);
    expect(english.formatMessage({ id: message, defaultMessage: message })).toBe(message);
    expect(hindi.formatMessage({ id: message, defaultMessage: message })).not.toMatch(/[A-Za-z]/);
  }
});
