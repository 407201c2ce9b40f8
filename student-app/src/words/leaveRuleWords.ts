/**
 * Apply Leave's rule messages (`leave/addLeaveRules.ts`), exactly as the domain words them in
 * English (words.test.ts checks), each the id of its word: its English, which no other id is. The
 * Add Leave form is in the student's first view, at its weight limit, so its rules' own file says
 * their messages, with no list of words: it asks the catalogue for the English itself, which only
 * another language's catalogue has (`hi.ts`), and English says the domain's text as it is. This
 * file is for the catalogues' types and the checks; no page imports it.
 */
export const LEAVE_RULE_MESSAGES = [
  'Reason is required',
  'Reason must be at most 500 characters',
  'Reason must not contain control or text-direction characters',
  'Reason contains a broken character (half of a character pair); type it again',
  'Course Code is required',
  'Course Code must be at most 20 characters',
  'Course Code must not contain control or text-direction characters',
  'Course Code contains a broken character (half of a character pair); type it again',
  'Course Code may only contain letters, digits and -',
  'To date must not be before the first date',
  'To date must be at most 29 days after the first date',
] as const;

export type LeaveRuleWordId = (typeof LEAVE_RULE_MESSAGES)[number];

/** The words' ids, as `npm run words:missing` reads them. */
export const LEAVE_RULE_WORD_IDS: readonly LeaveRuleWordId[] = LEAVE_RULE_MESSAGES;
