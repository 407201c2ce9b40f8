/**
 * The words of View Courses' forms' rules (Cancel a lecture, Add a lecture), as the admin's
 * `ruleWords.ts` does for its forms: the rules are the domain's (`lectureRules.ts`), which word
 * their messages in English with the field's English name; each message they can give is matched
 * here to its word by that English text (words.test.ts checks it is the domain's), and the field it
 * names to its word, so the form says both in the language in use. Loaded only for a language
 * other than English (`useRuleWords`), with the view's own lazily loaded file.
 */
import { CALENDAR_WINDOW, TERM_TEXT_MAX } from '@leave/domain';
import { defineWords } from '@leave/ui/i18n';
import type { MessageDescriptor, WordIds } from '@leave/ui/i18n';
import { ruleWordsOf } from '@leave/web-kit/words/ruleWords';
import type { RuleWord } from '@leave/web-kit/words/ruleWords';

export const courseRuleWords = defineWords('instructor.courses.rule', {
  required: '{name} is required',
  tooLong: '{name} must be at most {max} characters',
  hiddenCharacters: '{name} must not contain control or text-direction characters',
  brokenCharacter: '{name} contains a broken character (half of a character pair); type it again',
  notADate: '{name} must be a calendar date written YYYY-MM-DD',
  dateOutsideWindow: '{name} must be a date from {first} to {last}',
  notATime: '{name} must be a time of day written HH:MM, such as 09:30',
  endNotAfterStart: '{name} must be later than {startName}',
  // The fields as the rules name them (the form's labels say "(optional)" too).
  date: 'Date',
  reason: 'Reason',
  start: 'Start',
  end: 'End',
  room: 'Room',
});

export type CourseRuleWordId = WordIds<typeof courseRuleWords>;

const w = courseRuleWords;
const calendarWindow = { first: CALENDAR_WINDOW.first, last: CALENDAR_WINDOW.last };
const textRules = (name: MessageDescriptor, max: number): RuleWord[] => [
  { word: w.tooLong, values: { name, max } },
  { word: w.hiddenCharacters, values: { name } },
  { word: w.brokenCharacter, values: { name } },
];

/** What the two forms' rules can say, field by field. */
export const COURSE_RULES: RuleWord[] = [
  { word: w.required, values: { name: w.date } },
  { word: w.notADate, values: { name: w.date } },
  { word: w.dateOutsideWindow, values: { name: w.date, ...calendarWindow } },
  { word: w.required, values: { name: w.reason } },
  ...textRules(w.reason, TERM_TEXT_MAX.cancelReason),
  { word: w.notATime, values: { name: w.start } },
  { word: w.notATime, values: { name: w.end } },
  { word: w.endNotAfterStart, values: { name: w.end, startName: w.start } },
  ...textRules(w.room, TERM_TEXT_MAX.room),
];

/** Each rule message's English, as the domain words it, to its word. */
export const COURSE_RULE_WORDS = ruleWordsOf(COURSE_RULES);

/** The two forms' one loader of their rule words (`useRuleWords`): they come with the view. */
export const loadCourseRuleWords = () => Promise.resolve(COURSE_RULE_WORDS);
