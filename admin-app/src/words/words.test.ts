import { PASSWORD_SERVER_CODES, passwordWords } from '@leave/web-kit/words/password';
import { passwordRuleWords } from '@leave/web-kit/words/passwordRuleWords';
import { DEVICES_SERVER_CODES, devicesWords } from '@leave/web-kit/words/devices';
import { NOTIFICATIONS_SERVER_CODES } from '@leave/web-kit/words/notifications';
import { FIELD_VALUES } from '@leave/web-kit/testing';
import { fieldWords } from '@leave/web-kit/words/fields';
import { pagerWords } from '@leave/web-kit/words/pager';
import { CORRECTION_WINDOW_RANGE, IMPORT_ROW_CODES, REMOTE_APP_NAMES } from '@leave/contract';
import {
  CALENDAR_WINDOW,
  NOTIFICATION_CODES,
  fieldMessages,
  lectureMessages,
  leaveKindMessages,
  messages,
  readEnrolmentRow,
  readHolidayRow,
  readMeetingRow,
  readRollMarkRow,
  readStudentRow,
  rollImportMessages,
  rollMessages,
  TERM_TEXT_MAX,
  uiMessages,
} from '@leave/domain';
import type { ServerMessage } from '@leave/domain';
import { formatPlain, sayServerMessage } from '@leave/ui/i18n';
import type { MessageDescriptor as Word, Values } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn, wordsIn } from '@leave/ui/i18n/testing';
import { errorMessage } from '@leave/web-kit';
import { chartWords } from '@leave/web-kit/words/chart';
import { CLASS_LIST_SERVER_CODES, classListWords } from '@leave/web-kit/words/classList';
import { csvWords } from '@leave/web-kit/words/csv';
import { notificationsWords } from '@leave/web-kit/words/notifications';
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
import { filterSchema } from '../audit/auditTrailRules';
import { words } from './words';
import { ATTENDANCE_SERVER_CODES, attendanceWords } from './attendance';
import { IMPORTS_SERVER_CODES, importWords, STATUS_WORDS } from './imports';
import { SIGN_IN_OPTIONS_SERVER_CODES, signInOptionsWords } from './signInOptions';
import { systemWords } from './system';
import { STEP_UP_SERVER_CODES, stepUpWords } from './stepUp';
import { TERMS_SERVER_CODES, termWords } from './terms';
import { ACCOUNTS_SERVER_CODES, accountsWords } from './accounts';
import { auditEventWords, auditWords } from './audit';
import { TWO_FACTOR_SERVER_CODES, twoFactorWords } from './twoFactor';
import { AUDIT_NAME_IDS } from './auditNames';
import { actionGroupWords, actionWords, auditTrailWords } from './auditTrail';
import { AUDIT_ACTIONS } from '@leave/contract';
import { COUNTRIES } from '../terms/countries';
import { COMMON_SERVER_CODES, NO_ANSWER_CODES } from '@leave/web-kit/words/serverCommon';

const english = englishByLibrary();
const hindi = strictWordsIn('hi-IN', hi);
/** A value for every placeholder: names, codes and numbers, in any language. */
const values = {
  ...FIELD_VALUES,
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
  found: 3,
  added: 1,
  all: 2,
  where: '',
  country: '',
  region: 'KA',
  dayColumns: 'date,name',
  rangeColumns: 'from,to,name',
  dates: '',
  label: '',
  size: '',
  shown: 200,
  line: 2,
  first: '2000-01-01',
  last: '2099-12-31',
  firstName: '',
  columns: '',
  version: '',
  percent: 10,
  refused: '',
  why: '',
  reports: '',
  browsers: '',
  time: '',
  course: 'CS101',
  lecture: '',
  enrolled: 30,
  at: '',
  present: 20,
  absent: 3,
  late: 2,
  onLeave: 5,
  kind: '',
  whose: '',
  target: '',
  account: '',
  leave: '',
  student: '',
  request: '',
  value: '',
  was: '',
  is: '',
  action: '',
  codes: 10,
  text: '',
  device: '',
  address: '',
  signedIn: '',
  lastSeen: '',
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
  ...Object.values(termWords),
  ...Object.values(importWords),
  ...Object.values(attendanceWords),
  ...Object.values(classListWords),
  ...Object.values(signInOptionsWords),
  ...Object.values(systemWords),
  ...Object.values(stepUpWords),
  ...Object.values(auditWords),
  ...Object.values(auditEventWords),
  ...Object.values(auditTrailWords),
  ...Object.values(actionGroupWords),
  ...Object.values(actionWords),
  ...Object.values(accountsWords),
  ...Object.values(twoFactorWords),
  ...Object.values(notificationsWords),
  ...Object.values(passwordWords),
  ...Object.values(passwordRuleWords),
  ...Object.values(devicesWords),
  ...Object.values(pagerWords),
  ...Object.values(fieldWords),
];
/** Data a message may hold in any language: codes, formats, and what a file must say (its columns, a mark, a weekday). */
const DATA =
  /CS101|Sharma|CSV|Autumn 2026|room|Monday|Mon|HH:MM|present|absent|late|OIDC|UTC|\b[PAL]\b|iCalendar|\.ics|\.txt|YYYY-MM-DD|VEVENT|date,name|from,to,name|\b(IN|US|KA|CA|NZ|JP)\b/g;

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
      ...new Set([
        ...allWords.map((word) => word.id),
        ...COURSE_FORM_SERVER_CODES,
        ...LIMIT_FORM_SERVER_CODES,
        ...EDIT_COURSE_SERVER_CODES,
        ...ENROLMENT_SERVER_CODES,
        ...LEAVE_KIND_SERVER_CODES,
        ...TERMS_SERVER_CODES,
        ...ATTENDANCE_SERVER_CODES,
        ...CLASS_LIST_SERVER_CODES,
        ...IMPORTS_SERVER_CODES,
        ...IMPORT_ROW_CODES,
        ...SIGN_IN_OPTIONS_SERVER_CODES,
        ...STEP_UP_SERVER_CODES,
        ...AUDIT_NAME_IDS,
        ...ACCOUNTS_SERVER_CODES,
        ...TWO_FACTOR_SERVER_CODES,
        ...PASSWORD_SERVER_CODES,
        ...DEVICES_SERVER_CODES,
        ...NOTIFICATIONS_SERVER_CODES,
        ...COMMON_SERVER_CODES,
        ...NO_ANSWER_CODES,
        // The notifications, said by their codes from the domain's Hindi (the emails'), checked there.
        ...NOTIFICATION_CODES,
      ]),
    ].sort(),
  );
  for (const word of allWords) {
    expect(placeholders((hi as Record<string, string>)[word.id]!)).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values).replace(DATA, '')).not.toMatch(/[A-Za-z]/);
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
  expect([...RULE_WORDS.keys()]).toEqual(expect.arrayContaining(RULE_MESSAGES.map((said) => said.message)));
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
    expect(hindi.formatMessage(word, inHindi as Values).replace(DATA, '')).not.toMatch(/[A-Za-z]/);
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

it("has a word for each message the term forms' and Attendance Rules' rules give, whose English is the domain's text", () => {
  const lineOfText = (name: string, max: number) => [
    fieldMessages.required(name),
    fieldMessages.tooLong(name, max),
    fieldMessages.hiddenCharacters(name),
    fieldMessages.brokenCharacter(name),
    fieldMessages.notOneLine(name),
  ];
  const day = (name: string) => [
    fieldMessages.required(name),
    fieldMessages.notADate(name),
    fieldMessages.dateOutsideWindow(name, CALENDAR_WINDOW.first, CALENDAR_WINDOW.last),
  ];
  const ruleMessages = [
    ...lineOfText('Term name', TERM_TEXT_MAX.name),
    ...lineOfText('Holiday name', TERM_TEXT_MAX.holiday),
    ...day('First day'),
    ...day('Last day'),
    fieldMessages.dateBefore('Last day', 'First day'),
    fieldMessages.required('Country code'),
    fieldMessages.notACountry('Country code'),
    fieldMessages.oneOf('Region code', ['a region code such as KA or CA']),
    fieldMessages.required('Correction window (days)'),
    fieldMessages.notInRange('Correction window (days)', CORRECTION_WINDOW_RANGE.min, CORRECTION_WINDOW_RANGE.max),
    fieldMessages.required('Authentication code'),
    fieldMessages.notASecondFactorCode('Authentication code'),
  ].map(({ message }) => message);
  // zod's own, for the Audit Trail's User ID typed with letters: its words as the rules give them.
  const lettersForId = filterSchema.safeParse({ person: '', action: '', actorId: 'abc', target: '', from: '', to: '' });
  expect(lettersForId.success ? [] : lettersForId.error.issues.map((issue) => issue.message)).toEqual([
    'Invalid input',
  ]);
  ruleMessages.push('Invalid input');
  // With Edit Course's, Add Student to Course's and Kinds of Leave's (the test above), every message listed.
  const courseMessages = RULE_MESSAGES.map((said) => said.message);
  expect([...RULE_WORDS.keys()].sort()).toEqual([...new Set([...ruleMessages, ...courseMessages])].sort());
  // In Hindi, each is said with the field's Hindi label.
  const required = RULE_WORDS.get('Term name is required')!;
  const names = Object.fromEntries(
    Object.entries(required.values).map(([key, name]) => [key, hindi.formatMessage(name as Word)]),
  );
  expect(hindi.formatMessage(required.word, names)).toBe('सत्र का नाम आवश्यक है');
});

it("words Terms & Holidays' countries and the imports' statuses as the code names them", () => {
  for (const { code, name } of COUNTRIES) expect(termWords[`country${code}`].defaultMessage).toBe(name);
  for (const [status, word] of Object.entries(STATUS_WORDS)) {
    expect(word.defaultMessage).toBe(status[0]!.toUpperCase() + status.slice(1));
  }
});

it("says Terms & Holidays' answers and refusals in Hindi from their code, with the server's parameters", () => {
  const term = { name: 'Autumn 2026', first_day: '2026-07-01', last_day: '2026-12-18' } as const;
  const said = [
    lectureMessages.termAdded('Autumn 2026'),
    lectureMessages.termEdited('Autumn 2026'),
    lectureMessages.termRemoved('Autumn 2026'),
    lectureMessages.termNameTaken('Autumn 2026'),
    lectureMessages.termsOverlap('Spring 2027', term),
    lectureMessages.termInUse('Autumn 2026'),
    lectureMessages.termLeavesHolidaysOut('Autumn 2026', 'Diwali'),
    lectureMessages.noHoliday(7),
    lectureMessages.holidayAdded('Diwali', '2026-11-08', '2026-11-08'),
    lectureMessages.holidayRemoved('Diwali'),
    lectureMessages.holidayNotInTerm(term),
    lectureMessages.holidayExists('Autumn 2026', 'Diwali', '2026-11-08'),
    lectureMessages.tooManyHolidays(200),
    lectureMessages.holidaysPreviewed(1, 2),
    lectureMessages.holidaysImported(3),
    lectureMessages.icsNoEvents,
    lectureMessages.icsUnreadable('Invalid VCALENDAR'),
    lectureMessages.unknownCountry('XX', 'YY'),
    lectureMessages.copyToSameTerm,
    lectureMessages.timetablesCopied(4, 'Autumn 2026', 'Spring 2027'),
  ];
  expect(said.map(({ code }) => code)).toEqual([...TERMS_SERVER_CODES]);
  const catalogue = hi as Record<string, string>;
  const words = wordsIn('hi-IN', 'en-IN', hi);
  for (const one of said) {
    // A term's fields are {term_name} and the like; Hindi may leave a part out (a holiday's dates, a region).
    const given = Object.entries(one.params).flatMap(([name, value]) =>
      typeof value === 'object' && value !== null ? Object.keys(value).map((field) => `${name}_${field}`) : [name],
    );
    for (const name of placeholders(catalogue[one.code]!)) expect(given).toContain(name);
    const text = errorMessage({ status: 400, data: one }, undefined, words);
    expect(text.replace(/Autumn 2026|Spring 2027|Diwali|XX|VEVENT|Invalid VCALENDAR|[\d-]+/g, '')).not.toMatch(
      /[A-Za-z]/,
    );
  }
  const copied = errorMessage(
    { status: 200, data: lectureMessages.timetablesCopied(0, 'Autumn 2026', 'Spring 2027') },
    undefined,
    words,
  );
  expect(copied).toBe('Autumn 2026 का कोई पाठ्यक्रम Spring 2027 में नहीं ले जाया गया');
});

it("says Attendance Rules' answer in Hindi from its code", () => {
  const saved = rollMessages.rulesSaved;
  expect([saved.code]).toEqual([...ATTENDANCE_SERVER_CODES]);
  expect(errorMessage({ status: 200, data: saved }, undefined, wordsIn('hi-IN', 'en-IN', hi))).toBe(
    'उपस्थिति के नियम सहेजे गए',
  );
});

it("says the imports' answers and refusals in Hindi from their code, with the server's parameters", () => {
  const said = [
    messages.importPreviewed(1, 3),
    messages.importApplied(2),
    messages.enrolmentsImported(1),
    messages.importEmpty,
    messages.importMissingColumns(['roll_no', 'name'], ['name']),
    messages.importTooManyRows(5000),
    rollImportMessages.previewed(4, 6, 2),
    rollImportMessages.imported(1, 1),
    rollImportMessages.reasonsNeeded(2),
    messages.importUnreadable(3, 'Invalid Closing Quote'),
    lectureMessages.timetablesPreviewed(2, 3),
    lectureMessages.timetablesImported(1),
  ];
  expect(said.map(({ code }) => code)).toEqual([...IMPORTS_SERVER_CODES]);
  const catalogue = hi as Record<string, string>;
  const words = wordsIn('hi-IN', 'en-IN', hi);
  for (const one of said) {
    for (const name of placeholders(catalogue[one.code]!)) expect(Object.keys(one.params)).toContain(name);
    const text = errorMessage({ status: 400, data: one }, undefined, words);
    expect(text.replace(/roll_no|name|Invalid Closing Quote/g, '')).not.toMatch(/[A-Za-z]/);
  }
  const say = (one: (typeof said)[number]) => errorMessage({ status: 200, data: one }, undefined, words);
  expect(say(messages.importPreviewed(1, 3))).toBe('3 में से 1 पंक्ति जोड़ी जा सकती है। अभी कुछ नहीं बदला गया है।');
  expect(say(rollImportMessages.previewed(4, 6, 2))).toBe(
    '6 में से 4 पंक्तियाँ 2 व्याख्यानों पर दर्ज की जा सकती हैं। अभी कुछ नहीं बदला गया है।',
  );
  expect(say(rollImportMessages.imported(1, 1))).toBe('1 व्याख्यान पर 1 हाज़िरी दर्ज की गई');
  expect(say(lectureMessages.timetablesPreviewed(2, 3))).toBe(
    '3 पंक्तियाँ 2 पाठ्यक्रमों की समय-सारणी तय करती हैं। अभी कुछ नहीं बदला गया है।',
  );
  expect(say(lectureMessages.timetablesImported(1))).toBe('1 समय-सारणी तय की गई');
});

it("says each problem an import's row can carry in Hindi from its code, and in English as the server wrote it", () => {
  const term = { term_id: 1, name: 'Autumn 2026', first_day: '2026-07-01', last_day: '2026-12-18' };
  const student = { roll_no: '2001', name: 'Meera Iyer', branch: 'CSE', stream: 'B.Tech', joining_year: '2025' };
  const roll = { course_code: 'CS101', date: '2026-11-23', roll_no: '1001', mark: 'A' };
  const meeting = { course_code: 'CS101', weekday: 'Tue', start: '09:00', end: '10:00', room: '' };
  // What the readers of each file's rows say of bad cells, and what the service says of a row.
  const read = [
    ...[
      { roll_no: '' },
      { roll_no: 'abc' },
      { roll_no: '0' },
      { roll_no: '1234567890' },
      { name: 'M'.repeat(101) },
      { name: 'A\u202Eb' },
      { name: 'A\uD800' },
      { name: 'Meera\tIyer' },
      { name: '=1+1' },
      { joining_year: '20x5' },
      { joining_year: '2999' },
    ].map((change) => readStudentRow({ ...student, ...change })),
    readEnrolmentRow({ course_code: 'CS 101', roll_no: '1001' }),
    ...[{ mark: 'X' }, { mark: '' }, { date: '2026-02-30' }, { date: '1999-12-31' }].map((change) =>
      readRollMarkRow({ ...roll, ...change }),
    ),
    readHolidayRow({ from: '2026-11-09', to: '2026-11-08', name: 'Diwali' }, term),
    readHolidayRow({ date: '2027-01-05', name: 'Diwali' }, term),
    ...[{ weekday: 'Funday' }, { start: '9:00' }, { end: '08:00' }].map((change) =>
      readMeetingRow({ ...meeting, ...change }),
    ),
  ];
  const said: ServerMessage[] = [
    ...read.flatMap((reading) => (reading.ok ? [] : [reading])),
    messages.importDuplicateInFile(2),
    messages.importDuplicateEnrolment(2),
    rollImportMessages.duplicate(2),
    messages.noCourse('CS999'),
    rollImportMessages.noTerm('CS101'),
    lectureMessages.outsideTerm('CS101', '2026-06-01', term),
    lectureMessages.doesNotMeet('CS101', 'Tuesday'),
    lectureMessages.holiday('2026-11-08', 'Diwali'),
    lectureMessages.cancelled('CS101', '2026-11-09', 'Exam duty'),
    rollImportMessages.notYet('2026-12-14'),
    rollImportMessages.notEnrolled(1001, 'CS101'),
    rollImportMessages.reasonNeeded('2026-11-23'),
    lectureMessages.weekdayRepeated('Tuesday', 2),
    lectureMessages.timetableNeedsTerm('CS101'),
    lectureMessages.noLecturesLeft('CS101', 'Autumn 2026'),
  ];
  expect(read.every((reading) => !reading.ok)).toBe(true);
  expect([...new Set(said.map(({ code }) => code))].sort()).toEqual([...IMPORT_ROW_CODES].sort());
  const catalogue = hi as Record<string, string>;
  const hindiWords = wordsIn('hi-IN', 'en-IN', hi);
  const inEnglish = wordsIn('en-IN', 'en-IN', {});
  // The file's own words and the server's data: a column's name, a course, a term, a holiday, a weekday.
  const data =
    /\b(roll_no|name|joining_year|course_code|date|mark|from|to|start|end)\b|CS101|CS999|Autumn 2026|Diwali|Tuesday|Funday|"X"/g;
  for (const one of said) {
    const given = Object.entries(one.params).flatMap(([name, value]) =>
      typeof value === 'object' && value !== null ? Object.keys(value).map((field) => `${name}_${field}`) : [name],
    );
    for (const name of placeholders(catalogue[one.code]!)) expect(given).toContain(name);
    expect(sayServerMessage(hindiWords, one).replace(data, '').replace(DATA, '')).not.toMatch(/[A-Za-z]/);
    expect(sayServerMessage(inEnglish, one)).toBe(one.message);
  }
  expect(sayServerMessage(hindiWords, messages.importDuplicateInFile(2))).toBe('यही अनुक्रमांक पंक्ति 2 पर भी है');
  // A code the catalogue does not have (a newer server's) is said in the server's English.
  expect(sayServerMessage(hindiWords, { code: 'rollImport.somethingNew', params: {}, message: 'Something new' })).toBe(
    'Something new',
  );
});

it("words Sign-in Options' answer as the domain does, and says its refusal in Hindi from its code", () => {
  expect(formatPlain(signInOptionsWords.saved.defaultMessage)).toBe(uiMessages.signInOptionsSaved);
  expect([messages.singleSignOnOff.code]).toEqual([...SIGN_IN_OPTIONS_SERVER_CODES]);
  const off = { status: 409, data: messages.singleSignOnOff };
  expect(errorMessage(off, undefined, wordsIn('hi-IN', 'en-IN', hi))).toBe(
    'यहाँ विद्यालय के खाते से साइन इन की व्यवस्था नहीं है, इसलिए पासवर्ड से साइन इन चालू रहता है',
  );
  expect(errorMessage(off)).toBe(messages.singleSignOnOff.message);
});

it("words System's role apps as the contract names them", () => {
  for (const [name, text] of Object.entries(REMOTE_APP_NAMES)) {
    expect(systemWords[name as keyof typeof REMOTE_APP_NAMES].defaultMessage).toBe(text);
  }
});

it("says why the step-up dialog asks for a code, and a wrong code's refusal, in Hindi from their code", () => {
  const said = [messages.stepUpNeeded, messages.secondFactorWrong];
  expect(said.map(({ code }) => code)).toEqual([...STEP_UP_SERVER_CODES]);
  const words = wordsIn('hi-IN', 'en-IN', hi);
  for (const one of said) {
    expect(errorMessage({ status: 403, data: one }, undefined, words)).not.toMatch(/[A-Za-z]/);
    expect(errorMessage({ status: 403, data: one })).toBe(one.message);
  }
});

it("names each audit action as the contract does, with a capital, and says the trail's data's names in Hindi", () => {
  expect(Object.keys(actionWords).sort()).toEqual([...AUDIT_ACTIONS].sort());
  expect(Object.keys(auditEventWords).sort()).toEqual([...AUDIT_ACTIONS].sort());
  for (const action of AUDIT_ACTIONS) {
    expect(actionWords[action].defaultMessage).toBe(action[0]!.toUpperCase() + action.slice(1));
  }
  const catalogue = hi as Record<string, string>;
  for (const id of AUDIT_NAME_IDS) expect(catalogue[id]).not.toMatch(/[A-Za-z{]/);
});

it("says Accounts' answers and refusal in Hindi from their code, with the server's parameters", () => {
  const said = [
    messages.passwordResetDone('Diya Patel'),
    messages.accountActiveSet('Diya Patel', true),
    messages.accountAlready('Diya Patel', false),
    messages.noAccount('course instructor', 509),
  ];
  expect(said.map(({ code }) => code)).toEqual([...ACCOUNTS_SERVER_CODES]);
  const words = wordsIn('hi-IN', 'en-IN', hi);
  for (const one of said) {
    expect(errorMessage({ status: 400, data: one }, undefined, words).replace(/Diya Patel/g, '')).not.toMatch(
      /[A-Za-z]/,
    );
  }
  const say = (one: (typeof said)[number]) => errorMessage({ status: 200, data: one }, undefined, words);
  expect(say(messages.accountActiveSet('Diya Patel', false))).toBe(
    'Diya Patel निष्क्रिय है: वे साइन इन नहीं कर सकते, और उनके साइन-इन सत्र समाप्त हो गए हैं',
  );
  expect(say(messages.accountAlready('Diya Patel', true))).toBe('Diya Patel पहले से सक्रिय है');
  expect(say(messages.noAccount('student', 1099))).toBe('संख्या 1099 का कोई छात्र नहीं है');
  expect(errorMessage({ status: 404, data: messages.noAccount('student', 1099) })).toBe(
    messages.noAccount('student', 1099).message,
  );
});

it("says the Two-factor Sign-in view's answers and refusals in Hindi from their code", () => {
  const said = [
    messages.twoFactorEnabled(10),
    messages.twoFactorDisabled,
    messages.twoFactorAlreadyOn,
    messages.twoFactorNotStarted,
    messages.twoFactorNotOn,
    messages.twoFactorStillRequired,
    messages.twoFactorRequired,
  ];
  expect(said.map(({ code }) => code)).toEqual([...TWO_FACTOR_SERVER_CODES]);
  const words = wordsIn('hi-IN', 'en-IN', hi);
  for (const one of said) {
    expect(errorMessage({ status: 409, data: one }, undefined, words)).not.toMatch(/[A-Za-z]/);
    expect(errorMessage({ status: 409, data: one })).toBe(one.message);
  }
  expect(errorMessage({ status: 200, data: messages.twoFactorEnabled(10) }, undefined, words)).toContain(
    '10 रिकवरी कोड',
  );
});
