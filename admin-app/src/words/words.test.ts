import { lectureMessages, leaveKindMessages, messages, uiMessages } from '@leave/domain';
import { formatPlain } from '@leave/ui/i18n';
import type { MessageDescriptor as Word, Values } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn, wordsIn } from '@leave/ui/i18n/testing';
import { errorMessage } from '@leave/web-kit';
import { chartWords } from '@leave/web-kit/words/chart';
import { csvWords } from '@leave/web-kit/words/csv';
import { frameWords } from '@leave/web-kit/words/frame';
import { profileWords } from '@leave/web-kit/words/profile';
import { statusWords } from '@leave/web-kit/words/status';
import hi from './hi';
import { courseChoiceWords } from './courseChoice';
import { COURSE_FORM_SERVER_CODES, courseFormWords } from './courseForm';
import { EDIT_COURSE_SERVER_CODES, editCourseWords } from './editCourse';
import { addStudentWords, ENROLMENT_SERVER_CODES, enrolmentWords } from './enrolments';
import { leaveByWeekWords } from './leaveByWeek';
import { LEAVE_KIND_SERVER_CODES, leaveKindWords } from './leaveKinds';
import { leaveWords } from './leaves';
import { LIMIT_FORM_SERVER_CODES, limitFormWords } from './limitForm';
import { listWords } from './lists';
import { overviewWords } from './overview';
import { RULE_MESSAGES, RULE_WORDS, ruleWords } from './ruleWords';
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
  term: 'Autumn 2026',
  total: 54,
  max: 120,
  digits: 12,
  min: 1,
  startName: '',
  weekday: '',
  actual: '',
  given: '',
  window: '',
  parts: '',
  busiest: '',
  week: '',
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
  ...Object.values(editCourseWords),
  ...Object.values(ruleWords),
  ...Object.values(courseChoiceWords),
  ...Object.values(addStudentWords),
  ...Object.values(enrolmentWords),
  ...Object.values(leaveByWeekWords),
  ...Object.values(chartWords),
  ...Object.values(leaveKindWords),
];

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it('words every message plainly in English, so English needs no message library, and as FormatJS would', () => {
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(formatPlain(word.defaultMessage, values)).toBe(english.formatMessage(word, values));
  }
});

it("words the domain's messages in English exactly as the domain does", () => {
  expect(english.formatMessage(addStudentWords.notAdded)).toBe(uiMessages.studentNotAdded);
  // A kind's document rule, as Kinds of Leave says it for each kind of rule.
  const rules = [
    [leaveKindWords.noDocument, null, 'days'],
    [leaveKindWords.documentAlways, 0, 'days'],
    [leaveKindWords.documentBeyondDay, 1, 'days'],
    [leaveKindWords.documentBeyondDays, 3, 'days'],
    [leaveKindWords.documentBeyondLecture, 1, 'lectures'],
    [leaveKindWords.documentBeyondLectures, 2, 'lectures'],
  ] as const;
  for (const [word, after, unit] of rules) {
    expect(english.formatMessage(word, { count: after ?? 0 })).toBe(
      leaveKindMessages.documentRule({ document_after: after, document_unit: unit }).message,
    );
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
    [
      ...allWords.map((word) => word.id),
      ...COURSE_FORM_SERVER_CODES,
      ...LIMIT_FORM_SERVER_CODES,
      ...EDIT_COURSE_SERVER_CODES,
      ...ENROLMENT_SERVER_CODES,
      ...LEAVE_KIND_SERVER_CODES,
    ].sort(),
  );
  for (const word of allWords) {
    expect(placeholders((hi as Record<string, string>)[word.id]!)).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values).replace(/CS101|Sharma|CSV|Autumn 2026/g, '')).not.toMatch(/[A-Za-z]/);
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

it("says Edit Course's answers and refusals in Hindi from their code, with the server's parameters", () => {
  const said = [
    messages.courseEdited('CS101'),
    messages.courseUnchanged('CS101'),
    lectureMessages.totalFromTimetable('CS101', 54),
    lectureMessages.timetableSet('CS101', 54, 'Autumn 2026'),
    lectureMessages.timetableCleared('CS101', 40),
    lectureMessages.noLecturesLeft('CS101', 'Autumn 2026'),
    lectureMessages.lectureChangeRemoved('CS101', '2026-12-07', 'cancelled', 12),
    lectureMessages.noLectureChange(5),
  ];
  expect(said.map(({ code }) => code)).toEqual([...EDIT_COURSE_SERVER_CODES]);
  const catalogue = hi as Record<string, string>;
  for (const one of said) {
    expect([...new Set(placeholders(catalogue[one.code]!))]).toEqual(Object.keys(one.params).sort());
    const text = hindi.formatMessage({ id: one.code, defaultMessage: one.message }, one.params as Values);
    expect(text.replace(/CS101|Autumn 2026|2026-12-07/g, '')).not.toMatch(/[A-Za-z]/);
  }
  const removed = (kind: 'cancelled' | 'extra', told: number) =>
    hindi.formatMessage(
      { id: 'lecture.lectureChangeRemoved', defaultMessage: '' },
      { code: 'CS101', date: '7 दिस॰', kind, told },
    );
  expect([removed('cancelled', 0), removed('extra', 1), removed('cancelled', 12)]).toEqual([
    '7 दिस॰ को CS101 का व्याख्यान फिर से होगा',
    '7 दिस॰ को CS101 का अतिरिक्त व्याख्यान हटा दिया गया; 1 छात्र को बताया गया',
    '7 दिस॰ को CS101 का व्याख्यान फिर से होगा; 12 छात्रों को बताया गया',
  ]);
});

it("has a word for each message Edit Course's rules give, whose English is the domain's text, and its Hindi", () => {
  expect([...RULE_WORDS.keys()]).toEqual(RULE_MESSAGES.map((said) => said.message));
  const englishOf = (value: unknown) => (typeof value === 'object' ? (value as Word).defaultMessage : value);
  for (const [domainText, { word, values: named }] of RULE_WORDS) {
    expect(word).toBeDefined();
    const inEnglish = Object.fromEntries(Object.entries(named).map(([name, value]) => [name, englishOf(value)]));
    expect(english.formatMessage(word, inEnglish as Values)).toBe(domainText);
    const inHindi = Object.fromEntries(
      Object.entries(named).map(([name, value]) => [
        name,
        typeof value === 'object' ? hindi.formatMessage(value) : value,
      ]),
    );
    expect(hindi.formatMessage(word, inHindi as Values)).not.toMatch(/[A-Za-z]/);
  }
  const [, repeated] = [...RULE_WORDS].find(([text]) => text.includes('Tuesday is named twice'))!;
  expect(hindi.formatMessage(repeated.word, { name: 'सप्ताह का दिन', weekday: 'मंगलवार' })).toBe(
    'सप्ताह का दिन: किसी पाठ्यक्रम की कक्षा हर दिन अधिकतम एक बार होती है, और मंगलवार दो बार चुना गया है',
  );
});

it("says Add Student to Course's and Enrolments' answers and refusals in Hindi from their code", () => {
  const said = [
    messages.enrolled('Diya Patel', 'CS101'),
    messages.noStudent(1099),
    messages.studentNameMismatch(1002, 'Priya Patel', 'Diya Patel'),
    messages.alreadyEnrolled('Diya Patel', 'CS101'),
    messages.unenrolled('Diya Patel', 'CS101'),
    messages.notEnrolledIn(1002, 'CS101'),
  ];
  expect(said.map(({ code }) => code)).toEqual([...ENROLMENT_SERVER_CODES]);
  const catalogue = hi as Record<string, string>;
  for (const one of said) {
    expect(placeholders(catalogue[one.code]!)).toEqual(Object.keys(one.params).sort());
    const text = hindi.formatMessage({ id: one.code, defaultMessage: one.message }, one.params as Values);
    expect(text.replace(/CS101|Diya Patel|Priya Patel/g, '')).not.toMatch(/[A-Za-z]/);
  }
  expect(errorMessage({ status: 404, data: messages.noStudent(1099) }, undefined, wordsIn('hi-IN', 'en-IN', hi))).toBe(
    'अनुक्रमांक 1099 का कोई छात्र नहीं है',
  );
});

it("says Kinds of Leave's answers and refusals in Hindi from their code", () => {
  const said = [
    leaveKindMessages.leaveKindAdded('Medical'),
    leaveKindMessages.leaveKindSaved('Medical'),
    leaveKindMessages.leaveKindExists('Medical'),
    leaveKindMessages.noLeaveKind(9),
  ];
  expect(said.map(({ code }) => code)).toEqual([...LEAVE_KIND_SERVER_CODES]);
  const catalogue = hi as Record<string, string>;
  for (const one of said) {
    expect(placeholders(catalogue[one.code]!)).toEqual(Object.keys(one.params).sort());
    const text = hindi.formatMessage({ id: one.code, defaultMessage: one.message }, one.params as Values);
    expect(text.replace(/Medical/g, '')).not.toMatch(/[A-Za-z]/);
  }
});
