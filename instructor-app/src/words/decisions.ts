/**
 * The server's refusals of an instructor's decisions, said by their codes: what Pending Requests
 * (a request decided, a leave approved or rejected on its own, a document asked for) and History
 * (a leave revoked, a request reopened) can be answered, besides `COMMON_SERVER_CODES`. Their
 * Hindi, `decisionsHi`, is in the instructor's catalogue and in History's.
 */
export const DECISION_SERVER_CODES = [
  'api.noCourse',
  'api.notYourCourse',
  'api.noLeave',
  'lecture.noRequest',
  'leaveRule.onlyRole',
  'leaveRule.leaveAlready',
  'leaveRule.leaveNotInStatus',
  'leaveRule.leaveInPast',
  'leaveRule.dateHeldAgain',
  'leaveRule.commentRequired',
  'leaveKind.documentStillNeeded',
  'leaveKind.overrideNeedsComment',
  'leaveKind.nothingToAskFor',
  'lecture.nothingToDecide',
  'lecture.nothingToReopen',
  'lecture.resubmittedSoDecideThat',
] as const;

export type DecisionServerCode = (typeof DECISION_SERVER_CODES)[number];
