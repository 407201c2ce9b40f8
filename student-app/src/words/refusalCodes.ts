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

/**
 * The server's lines a student's views say after acting, by their codes: a request's outcome and
 * its lines' reasons (beside the refusals above), a withdraw's outcome and refusals, and why leave no
 * longer counts (`lecture.notCounted` around its reason).
 */
export const OUTCOME_CODES = [
  'api.leaveRequestApplied',
  'api.noCourse',
  'lecture.requestWithdrawn',
  'lecture.nothingToWithdraw',
  'leaveRule.onlyOwnLeaveChange',
  'lecture.notCounted',
  'lecture.noLectureAnyMore',
] as const;

export type OutcomeCode = (typeof OUTCOME_CODES)[number];

/**
 * The server's other refusals of a student's calls, by their codes: the dashboard's data of no
 * student, an application not the student's own, in no course or of a kind students do not choose,
 * a leave withdrawn or cancelled that is no longer pending or accepted, or dated before today, and
 * a request resubmitted twice or with nothing rejected.
 */
export const ACTION_REFUSAL_CODES = [
  'api.noStudent',
  'api.onlyStudentsApply',
  'api.onlyOwnLeave',
  'api.notEnrolledAnywhere',
  'leaveKind.noLeaveKind',
  'leaveKind.kindNotForStudents',
  'api.noLeave',
  'leaveRule.leaveNotInStatus',
  'leaveRule.leaveInPast',
  'lecture.alreadyResubmitted',
  'lecture.nothingToResubmit',
] as const;

export type ActionRefusalCode = (typeof ACTION_REFUSAL_CODES)[number];
