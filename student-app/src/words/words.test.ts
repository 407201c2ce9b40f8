import { createIntl } from 'react-intl';
import { formatPlain } from '@leave/ui/i18n';
import { isPlainMessage } from '@leave/ui/i18n/testing';
import hi from './hi';
import { words } from './words';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', messages: {} });
const hindi = createIntl({
  locale: 'hi-IN',
  defaultLocale: 'en-IN',
  messages: hi,
  onError: (error) => {
    throw error;
  },
});
const values = { date: '2026-12-02', error: '503', course: '101', codes: '101, 201' };

/** The placeholders of an ICU message: `{date}` and the like. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, so English needs no message library, and as FormatJS would', () => {
  for (const word of Object.values(words)) {
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

it('has every word in Hindi, with the same placeholders, and no English word left', () => {
  expect(Object.keys(hi).sort()).toEqual(
    Object.values(words)
      .map((word) => word.id)
      .sort(),
  );
  for (const word of Object.values(words)) {
    expect(placeholders(hi[word.id])).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values)).not.toMatch(/[A-Za-z]/);
  }
});
