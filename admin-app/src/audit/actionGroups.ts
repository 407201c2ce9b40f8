import { AUDIT_ACTIONS } from '@leave/contract';
import type { AuditAction } from '@leave/contract';

/** The Action filter's groups, in the order it lists them. */
export const ACTION_GROUPS = [
  'Leave',
  'Requests and documents',
  'Accounts',
  'Sign-in',
  'Courses and enrolments',
  'Terms and timetables',
  'Attendance',
  'Kinds of leave',
] as const;
type ActionGroup = (typeof ACTION_GROUPS)[number];

/** Each action's group (the compiler checks that every action has one). */
const GROUP_OF: Record<AuditAction, ActionGroup> = {
  'leave applied': 'Leave',
  'leave approved': 'Leave',
  'leave rejected': 'Leave',
  'leave withdrawn': 'Leave',
  'leave cancelled': 'Leave',
  'leave revoked': 'Leave',
  'request approved': 'Requests and documents',
  'request rejected': 'Requests and documents',
  'request withdrawn': 'Requests and documents',
  'request reopened': 'Requests and documents',
  'request resubmitted': 'Requests and documents',
  'request kind set': 'Requests and documents',
  'documents attached': 'Requests and documents',
  'document downloaded': 'Requests and documents',
  'document asked': 'Requests and documents',
  'documents removed': 'Requests and documents',
  'user signed up': 'Accounts',
  'password reset': 'Accounts',
  'password changed': 'Accounts',
  'account deactivated': 'Accounts',
  'account reactivated': 'Accounts',
  'students imported': 'Accounts',
  'two-factor enabled': 'Accounts',
  'two-factor disabled': 'Accounts',
  'recovery code used': 'Sign-in',
  'sign-in refused': 'Sign-in',
  'sign-in throttled': 'Sign-in',
  'access refused': 'Sign-in',
  'signed in with school account': 'Sign-in',
  'sign-in options changed': 'Sign-in',
  'device signed out': 'Sign-in',
  'signed out everywhere': 'Sign-in',
  'course added': 'Courses and enrolments',
  'course edited': 'Courses and enrolments',
  'leave limit set': 'Courses and enrolments',
  'student enrolled': 'Courses and enrolments',
  'student unenrolled': 'Courses and enrolments',
  'enrolments imported': 'Courses and enrolments',
  'term added': 'Terms and timetables',
  'term edited': 'Terms and timetables',
  'term removed': 'Terms and timetables',
  'holiday added': 'Terms and timetables',
  'holiday removed': 'Terms and timetables',
  'holidays imported': 'Terms and timetables',
  'timetable set': 'Terms and timetables',
  'timetables imported': 'Terms and timetables',
  'timetables copied': 'Terms and timetables',
  'lecture cancelled': 'Terms and timetables',
  'lecture added': 'Terms and timetables',
  'lecture change removed': 'Terms and timetables',
  'roll taken': 'Attendance',
  'roll corrected': 'Attendance',
  'attendance rules set': 'Attendance',
  'roll marks imported': 'Attendance',
  'leave kind added': 'Kinds of leave',
  'leave kind edited': 'Kinds of leave',
};

/** An action as the list names it: "Leave revoked". */
export const actionWords = (action: AuditAction) => action.charAt(0).toUpperCase() + action.slice(1);

/** The actions group by group, each group in the contract's order. */
export const groupedActions = (): Array<{ group: ActionGroup; actions: AuditAction[] }> =>
  ACTION_GROUPS.map((group) => ({ group, actions: AUDIT_ACTIONS.filter((action) => GROUP_OF[action] === group) }));
