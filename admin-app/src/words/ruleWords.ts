/**
 * The words of the admin's forms' rules, as the auth-app's `ruleWords.ts` does for sign-in. The
 * rules are the domain's, which word their messages in English with the field's English label;
 * each message a form's rules can give is matched here to its word, by the English it formats to
 * (words.test.ts checks it is the domain's text), and its label to the view's word for that field,
 * so the form says both in the language in use. English needs none of this: this file is loaded
 * only for another language (`useRuleWords`), so the English page downloads no word twice.
 */
import { CORRECTION_WINDOW_RANGE } from '@leave/contract';
import { CALENDAR_WINDOW, TERM_TEXT_MAX } from '@leave/domain';
import { defineWords, formatPlain } from '@leave/ui/i18n';
import type { MessageDescriptor, WordIds } from '@leave/ui/i18n';
import { attendanceWords } from './attendance';
import { stepUpWords } from './stepUp';
import { termWords } from './terms';

export const ruleWords = defineWords('admin.rule', {
  required: '{name} is required',
  tooLong: '{name} must be at most {max} characters',
  hiddenCharacters: '{name} must not contain control or text-direction characters',
  brokenCharacter: '{name} contains a broken character (half of a character pair); type it again',
  notOneLine: '{name} must be one line, without tabs or line breaks',
  notADate: '{name} must be a calendar date written YYYY-MM-DD',
  dateOutsideWindow: '{name} must be a date from {first} to {last}',
  dateBefore: '{name} must not be before {firstName}',
  notACountry: '{name} must be a two-letter country code such as IN or US',
  notARegion: '{name} must be one of: a region code such as KA or CA',
  notInRange: '{name} must be a whole number from {min} to {max}',
  notASecondFactorCode: '{name} must be the 6-digit code from your authenticator app, or one of your recovery codes',
});

export type RuleWordId = WordIds<typeof ruleWords>;

/** A rule's word, its values, and the fields it names by the view's word for them. */
export interface RuleWord {
  word: MessageDescriptor;
  values?: Record<string, string | number>;
  names: Record<string, MessageDescriptor>;
}

/** The messages of a one-line text field's rules (`input.lineOfText`). */
const lineOfText = (name: MessageDescriptor, max: number): RuleWord[] => [
  { word: ruleWords.required, names: { name } },
  { word: ruleWords.tooLong, values: { max }, names: { name } },
  { word: ruleWords.hiddenCharacters, names: { name } },
  { word: ruleWords.brokenCharacter, names: { name } },
  { word: ruleWords.notOneLine, names: { name } },
];

/** The messages of a date field's rules (termRules' `day`, and an optional date). */
const day = (name: MessageDescriptor): RuleWord[] => [
  { word: ruleWords.required, names: { name } },
  { word: ruleWords.notADate, names: { name } },
  { word: ruleWords.dateOutsideWindow, values: { ...CALENDAR_WINDOW }, names: { name } },
];

const RULES: RuleWord[] = [
  // Terms & Holidays (terms/termRules.ts): the term, the holiday and the public holidays' forms.
  ...lineOfText(termWords.termName, TERM_TEXT_MAX.name),
  ...lineOfText(termWords.holidayName, TERM_TEXT_MAX.holiday),
  ...day(termWords.firstDay),
  ...day(termWords.lastDay),
  { word: ruleWords.dateBefore, names: { name: termWords.lastDay, firstName: termWords.firstDay } },
  { word: ruleWords.required, names: { name: termWords.countryCode } },
  { word: ruleWords.notACountry, names: { name: termWords.countryCode } },
  { word: ruleWords.notARegion, names: { name: termWords.regionCode } },
  // Attendance Rules (attendance/attendanceRulesRules.ts).
  { word: ruleWords.required, names: { name: attendanceWords.correctionWindow } },
  {
    word: ruleWords.notInRange,
    values: { ...CORRECTION_WINDOW_RANGE },
    names: { name: attendanceWords.correctionWindow },
  },
  // The step-up dialog (twoFactor/twoFactorRules.ts).
  { word: ruleWords.required, names: { name: stepUpWords.code } },
  { word: ruleWords.notASecondFactorCode, names: { name: stepUpWords.code } },
];

/** The English a rule gives: its word with the fields' English labels. */
const englishOf = ({ word, values, names }: RuleWord) =>
  formatPlain(word.defaultMessage, {
    ...values,
    ...Object.fromEntries(Object.entries(names).map(([key, name]) => [key, formatPlain(name.defaultMessage)])),
  });

/** Each rule message's English, as the domain words it, to its word. */
export const RULE_WORDS = new Map<string, RuleWord>(RULES.map((rule) => [englishOf(rule), rule]));
