/**
 * The server's refusals a student meets applying for leave, by their codes (domain's catalogues):
 * each language's catalogue says them, with the refusal's parameters as placeholders. A module of
 * its own, so the English page never downloads the list (words.ts re-exports its type alone).
 */
export const APPLY_REFUSAL_CODES = [
  'api.leaveExists',
  'api.notEnrolled',
  'leaveRule.leaveTooFarBack',
  'leaveRule.leaveTooFarAhead',
  'lecture.doesNotMeet',
  'lecture.holiday',
  'lecture.cancelled',
  'lecture.outsideTerm',
  'field.required',
] as const;

export type ApplyRefusalCode = (typeof APPLY_REFUSAL_CODES)[number];
