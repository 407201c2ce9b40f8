/** Each notification's code and the names of its values (issue 62): what the English and the Hindi both say. */

/** A notification's value: data as the server holds it. */
export type NotificationParam = string | number | boolean | null;
export type NotificationParams = Record<string, NotificationParam>;

/** Each message's values, named in the order its English function takes them. */
export const PARAM_NAMES = {
  enrolled: ['course', 'title'],
  nearLimit: ['course', 'percentage', 'limit'],
  studentsImported: ['added'],
  enrolmentsImported: ['added'],
  leaveRequested: ['student', 'rollNo', 'course', 'date'],
  leaveWithdrawn: ['student', 'rollNo', 'course', 'date'],
  leaveCancelled: ['student', 'rollNo', 'course', 'date'],
  leaveDecided: ['status', 'course', 'date', 'by', 'comment'],
  leaveReopened: ['course', 'date', 'by', 'comment'],
  requestReopened: ['course', 'from', 'to', 'leaves', 'by', 'comment'],
  leaveRevoked: ['course', 'date', 'by', 'comment'],
  documentAsked: ['instructor', 'course', 'from', 'comment'],
  lectureCancelled: ['course', 'date', 'reason'],
  lectureCancelledForClass: ['course', 'date', 'reason'],
  extraLecture: ['course', 'date', 'start', 'end', 'room'],
  lectureBack: ['course', 'date'],
  extraLectureRemoved: ['course', 'date', 'onLeave'],
  requestApplied: ['student', 'rollNo', 'course', 'from', 'to', 'lectures'],
  requestDecided: ['status', 'course', 'from', 'to', 'lectures', 'by', 'comment'],
  requestWithdrawn: ['student', 'rollNo', 'course', 'from', 'to'],
  markedAbsent: ['course', 'date', 'applyBy'],
} as const;

export type NotificationKey = keyof typeof PARAM_NAMES;
export type NotificationCode = `notification.${NotificationKey}`;

/** Every notification's code: the ids the pages' catalogues say them by (scripts/wordsMissing.ts lists them). */
export const NOTIFICATION_CODES = Object.keys(PARAM_NAMES).map((key) => `notification.${key}`) as NotificationCode[];
