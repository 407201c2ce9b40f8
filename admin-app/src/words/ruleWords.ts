/**
 * The words of the admin's forms' rules, as auth-app's `ruleWords.ts` does for sign-in: the rules
 * are the domain's, which word their messages in English with the field's English label; each
 * message a form's rules can give is matched here to its word by that English text (words.test.ts
 * checks it is the domain's), and the label or weekday it names to the view's word for it, so the
 * form says both in the language in use. English needs none of this: this file is loaded only for
 * another language (`useRuleWords`), so the English page downloads no word twice.
 */
import { CORRECTION_WINDOW_RANGE, WEEKDAYS } from '@leave/contract';
import {
  CALENDAR_WINDOW,
  COURSE_CODE_MAX_LENGTH,
  DOCUMENT_AFTER_MAX,
  fieldMessages as say,
  LEAVE_KIND_NAME_MAX,
  LEAVE_LIMIT_RANGE,
  TERM_TEXT_MAX,
  TEXT_MAX,
  TOTAL_LECTURES,
  USER_ID_MAX_DIGITS,
} from '@leave/domain';
import type { ServerMessage } from '@leave/domain';
import { defineWords, formatPlain } from '@leave/ui/i18n';
import type { MessageDescriptor, WordIds } from '@leave/ui/i18n';
import { accountsWords } from './accounts';
import { attendanceWords } from './attendance';
import { courseChoiceWords } from './courseChoice';
import { courseFormWords } from './courseForm';
import { addStudentWords } from './enrolments';
import { leaveKindWords } from './leaveKinds';
import { stepUpWords } from './stepUp';
import { termWords } from './terms';

export const ruleWords = defineWords('admin.rule', {
  required: '{name} is required',
  tooLong: '{name} must be at most {max} characters',
  hiddenCharacters: '{name} must not contain control or text-direction characters',
  brokenCharacter: '{name} contains a broken character (half of a character pair); type it again',
  notOneLine: '{name} must be one line, without tabs or line breaks',
  notANumber: '{name} must be a number',
  notAPositiveWholeNumber: '{name} must be a positive whole number',
  tooManyDigits: '{name} must be a number of at most {digits} digits',
  notInRange: '{name} must be a whole number from {min} to {max}',
  notAYear: '{name} must be a year such as 2024',
  notATime: '{name} must be a time of day written HH:MM, such as 09:30',
  endNotAfterStart: '{name} must be later than {startName}',
  weekdayRepeated: '{name}: a course meets at most once each weekday, and {weekday} is named twice',
  notADate: '{name} must be a calendar date written YYYY-MM-DD',
  dateOutsideWindow: '{name} must be a date from {first} to {last}',
  dateBefore: '{name} must not be before {firstName}',
  notACountry: '{name} must be a two-letter country code such as IN or US',
  notARegion: '{name} must be one of: a region code such as KA or CA',
  notASecondFactorCode: '{name} must be the 6-digit code from your authenticator app, or one of your recovery codes',
  courseCodeCharacters: '{name} may only contain letters, digits and -',
  // zod's own, for an optional field that is neither empty nor right (the Audit Trail's User ID).
  invalidInput: 'Invalid input',
});

export type RuleWordId = WordIds<typeof ruleWords>;

/** A rule's word, and its values: a field's label or a weekday is said by its own word. */
export interface RuleWord {
  word: MessageDescriptor;
  values: Record<string, string | number | MessageDescriptor>;
}

/** The course forms' labels and the weekdays, by their English, as the rules' messages name them. */
const NAMED = new Map<string, MessageDescriptor>(
  [
    courseChoiceWords.course,
    courseFormWords.courseCode,
    courseFormWords.courseTitle,
    courseFormWords.instructorId,
    courseFormWords.year,
    courseFormWords.totalLectures,
    courseFormWords.leaveLimit,
    courseFormWords.weekday,
    courseFormWords.start,
    courseFormWords.end,
    courseFormWords.room,
    addStudentWords.studentId,
    addStudentWords.studentName,
    leaveKindWords.name,
    leaveKindWords.afterHowMany,
    accountsWords.userId,
    ...WEEKDAYS.map((day) => courseFormWords[day]),
  ].map((word) => [word.defaultMessage, word]),
);

/**
 * What Edit Course's rules (`editCourseRules.ts`), Add Course's (`addCourseRules.ts`), the meeting
 * rows' (`timetableRules.ts`), Add Student to Course's (`addStudentRules.ts`), Kinds of Leave's
 * (`leaveKindRules.ts`), Accounts' (`accountsRules.ts`) and the Audit Trail's filters
 * (`auditTrailRules.ts`) can say.
 */
export const RULE_MESSAGES: ServerMessage[] = [
  say.required('Course'),
  // Add Course's own fields: its code and its leave limit.
  say.required('Course Code'),
  say.tooLong('Course Code', COURSE_CODE_MAX_LENGTH),
  say.hiddenCharacters('Course Code'),
  say.brokenCharacter('Course Code'),
  say.courseCodeCharacters('Course Code'),
  say.required('Leave Limit (%)'),
  say.notInRange('Leave Limit (%)', LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max),
  ...['Course Title', 'Room'].flatMap((name) => [say.hiddenCharacters(name), say.brokenCharacter(name)]),
  say.required('Course Title'),
  say.tooLong('Course Title', TEXT_MAX.courseTitle),
  say.notOneLine('Course Title'),
  say.required('Instructor ID'),
  say.notANumber('Instructor ID'),
  say.notAPositiveWholeNumber('Instructor ID'),
  say.tooManyDigits('Instructor ID', USER_ID_MAX_DIGITS),
  say.required('Year'),
  say.notAYear('Year'),
  say.required('Total Lectures'),
  say.notInRange('Total Lectures', TOTAL_LECTURES.min, TOTAL_LECTURES.max),
  say.notATime('Start'),
  say.notATime('End'),
  say.endNotAfterStart('End', 'Start'),
  ...WEEKDAYS.map((day) => say.weekdayRepeated('Weekday', day)),
  say.required('Room'),
  say.tooLong('Room', TERM_TEXT_MAX.room),
  say.required('Student ID'),
  say.notANumber('Student ID'),
  say.notAPositiveWholeNumber('Student ID'),
  say.tooManyDigits('Student ID', USER_ID_MAX_DIGITS),
  say.required('Student Name'),
  say.tooLong('Student Name', TEXT_MAX.name),
  say.hiddenCharacters('Student Name'),
  say.brokenCharacter('Student Name'),
  say.required('Name'),
  say.tooLong('Name', LEAVE_KIND_NAME_MAX),
  say.hiddenCharacters('Name'),
  say.brokenCharacter('Name'),
  say.notOneLine('Name'),
  say.required('After how many'),
  say.notInRange('After how many', 1, DOCUMENT_AFTER_MAX),
  // Accounts (accounts/accountsRules.ts) and the Audit Trail's filters (audit/auditTrailRules.ts).
  say.required('User ID'),
  say.notANumber('User ID'),
  say.notAPositiveWholeNumber('User ID'),
  say.tooManyDigits('User ID', USER_ID_MAX_DIGITS),
];

/** A field rule's message (code `field.<key>`) as its word, its labels and weekdays named by theirs. */
const ruleWordOf = ({ code, params }: ServerMessage): RuleWord => ({
  word: ruleWords[code.replace(/^field\./, '') as keyof typeof ruleWords],
  values: Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? (NAMED.get(value) ?? value) : (value as number),
    ]),
  ),
});

/** The messages of a one-line text field's rules (`input.lineOfText`). */
const lineOfText = (name: MessageDescriptor, max: number): RuleWord[] => [
  { word: ruleWords.required, values: { name } },
  { word: ruleWords.tooLong, values: { max, name } },
  { word: ruleWords.hiddenCharacters, values: { name } },
  { word: ruleWords.brokenCharacter, values: { name } },
  { word: ruleWords.notOneLine, values: { name } },
];

/** The messages of a date field's rules (termRules' `day`, and an optional date). */
const day = (name: MessageDescriptor): RuleWord[] => [
  { word: ruleWords.required, values: { name } },
  { word: ruleWords.notADate, values: { name } },
  { word: ruleWords.dateOutsideWindow, values: { ...CALENDAR_WINDOW, name } },
];

/** What Terms & Holidays', Attendance Rules' and the step-up dialog's rules can say. */
const SETTINGS_RULES: RuleWord[] = [
  // Terms & Holidays (terms/termRules.ts): the term, the holiday and the public holidays' forms.
  ...lineOfText(termWords.termName, TERM_TEXT_MAX.name),
  ...lineOfText(termWords.holidayName, TERM_TEXT_MAX.holiday),
  ...day(termWords.firstDay),
  ...day(termWords.lastDay),
  { word: ruleWords.dateBefore, values: { name: termWords.lastDay, firstName: termWords.firstDay } },
  { word: ruleWords.required, values: { name: termWords.countryCode } },
  { word: ruleWords.notACountry, values: { name: termWords.countryCode } },
  { word: ruleWords.notARegion, values: { name: termWords.regionCode } },
  // Attendance Rules (attendance/attendanceRulesRules.ts).
  { word: ruleWords.required, values: { name: attendanceWords.correctionWindow } },
  { word: ruleWords.notInRange, values: { ...CORRECTION_WINDOW_RANGE, name: attendanceWords.correctionWindow } },
  // The step-up dialog (twoFactor/twoFactorRules.ts).
  { word: ruleWords.required, values: { name: stepUpWords.code } },
  { word: ruleWords.notASecondFactorCode, values: { name: stepUpWords.code } },
  // The Audit Trail's User ID typed with letters: zod's own message for an optional field (a union).
  { word: ruleWords.invalidInput, values: {} },
];

/** The English a rule gives: its word with the fields' English labels. */
const englishOf = ({ word, values }: RuleWord) =>
  formatPlain(
    word.defaultMessage,
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'object' ? formatPlain(value.defaultMessage) : value,
      ]),
    ),
  );

/** Each rule message's English, as the domain words it, to its word. */
export const RULE_WORDS = new Map<string, RuleWord>([
  ...RULE_MESSAGES.map((said): [string, RuleWord] => [said.message, ruleWordOf(said)]),
  ...SETTINGS_RULES.map((rule): [string, RuleWord] => [englishOf(rule), rule]),
]);
