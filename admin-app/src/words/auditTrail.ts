/**
 * The Audit Trail's words (ids after `admin.auditTrail.`): its filters, columns, count and CSV, the
 * Action filter's groups, and each action's name (`admin.auditTrail.action.<action>`: the action
 * as the contract names it, with a capital letter). They download with the view alone; its
 * sentences and details are `audit.ts`'s, which the Overview says too.
 */
import type { AuditAction } from '@leave/contract';
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const auditTrailWords = defineWords('admin.auditTrail', {
  title: 'Audit Trail',
  formLabel: 'Audit trail',
  person: 'Person',
  personHint: 'A roll or registration number, or part of a name: what they did and what was done to them.',
  action: 'Action',
  anyAction: 'Any action',
  userId: 'User ID',
  targetContains: 'Target contains',
  from: 'From',
  to: 'To',
  notLoaded: 'The audit trail could not be loaded.',
  oneEvent: '1 event',
  manyEvents: '{count} events',
  noEvents: 'No events match.',
  table: 'Audit events',
  when: 'When',
  who: 'Who',
  what: 'What',
  details: 'Details',
  address: 'Address',
  // Under an event's sentence: its action and target as the filters and the CSV name them.
  actionAndTarget: '{action} · {target}',
  pages: 'Pages of the audit trail',
  download: 'Download audit trail (CSV)',
  list: 'The audit trail',
});

/** The Action filter's groups, in the order it lists them. */
export const actionGroupWords = defineWords('admin.auditTrail.group', {
  leave: 'Leave',
  requests: 'Requests and documents',
  accounts: 'Accounts',
  signIn: 'Sign-in',
  courses: 'Courses and enrolments',
  terms: 'Terms and timetables',
  attendance: 'Attendance',
  kinds: 'Kinds of leave',
});

/** Each action's name, as the Action filter lists it: "Leave revoked". */
export const actionWords = defineWords('admin.auditTrail.action', {
  'user signed up': 'User signed up',
  'sign-in refused': 'Sign-in refused',
  'access refused': 'Access refused',
  'sign-in throttled': 'Sign-in throttled',
  'course added': 'Course added',
  'course edited': 'Course edited',
  'leave limit set': 'Leave limit set',
  'student enrolled': 'Student enrolled',
  'student unenrolled': 'Student unenrolled',
  'students imported': 'Students imported',
  'enrolments imported': 'Enrolments imported',
  'password reset': 'Password reset',
  'password changed': 'Password changed',
  'account deactivated': 'Account deactivated',
  'account reactivated': 'Account reactivated',
  'leave applied': 'Leave applied',
  'leave approved': 'Leave approved',
  'leave rejected': 'Leave rejected',
  'leave withdrawn': 'Leave withdrawn',
  'leave cancelled': 'Leave cancelled',
  'leave revoked': 'Leave revoked',
  'term added': 'Term added',
  'term edited': 'Term edited',
  'term removed': 'Term removed',
  'holiday added': 'Holiday added',
  'holiday removed': 'Holiday removed',
  'holidays imported': 'Holidays imported',
  'timetable set': 'Timetable set',
  'timetables imported': 'Timetables imported',
  'timetables copied': 'Timetables copied',
  'lecture cancelled': 'Lecture cancelled',
  'lecture added': 'Lecture added',
  'lecture change removed': 'Lecture change removed',
  'request withdrawn': 'Request withdrawn',
  'request approved': 'Request approved',
  'request rejected': 'Request rejected',
  'request reopened': 'Request reopened',
  'request resubmitted': 'Request resubmitted',
  'device signed out': 'Device signed out',
  'signed out everywhere': 'Signed out everywhere',
  'two-factor enabled': 'Two-factor enabled',
  'two-factor disabled': 'Two-factor disabled',
  'leave kind added': 'Leave kind added',
  'leave kind edited': 'Leave kind edited',
  'request kind set': 'Request kind set',
  'documents attached': 'Documents attached',
  'document downloaded': 'Document downloaded',
  'document asked': 'Document asked',
  'documents removed': 'Documents removed',
  'recovery code used': 'Recovery code used',
  'signed in with school account': 'Signed in with school account',
  'sign-in options changed': 'Sign-in options changed',
  'roll taken': 'Roll taken',
  'roll corrected': 'Roll corrected',
  'attendance rules set': 'Attendance rules set',
  'roll marks imported': 'Roll marks imported',
} satisfies Record<AuditAction, string>);

export type AuditTrailWordId =
  WordIds<typeof auditTrailWords> | WordIds<typeof actionGroupWords> | WordIds<typeof actionWords>;
