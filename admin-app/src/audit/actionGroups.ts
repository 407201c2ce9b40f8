import { AUDIT_ACTIONS } from '@leave/contract';
import type { AuditAction } from '@leave/contract';

/** The Action filter's groups, in the order it lists them (their words are `actionGroupWords`). */
export const ACTION_GROUPS = [
  'leave',
  'requests',
  'accounts',
  'signIn',
  'courses',
  'terms',
  'attendance',
  'kinds',
] as const;
type ActionGroup = (typeof ACTION_GROUPS)[number];

/** Each action's group (the compiler checks that every action has one). */
const GROUP_OF: Record<AuditAction, ActionGroup> = {
  'leave applied': 'leave',
  'leave approved': 'leave',
  'leave rejected': 'leave',
  'leave withdrawn': 'leave',
  'leave cancelled': 'leave',
  'leave revoked': 'leave',
  'request approved': 'requests',
  'request rejected': 'requests',
  'request withdrawn': 'requests',
  'request reopened': 'requests',
  'request resubmitted': 'requests',
  'request kind set': 'requests',
  'documents attached': 'requests',
  'document downloaded': 'requests',
  'document asked': 'requests',
  'documents removed': 'requests',
  'user signed up': 'accounts',
  'password reset': 'accounts',
  'password changed': 'accounts',
  'account deactivated': 'accounts',
  'account reactivated': 'accounts',
  'students imported': 'accounts',
  'two-factor enabled': 'accounts',
  'two-factor disabled': 'accounts',
  'recovery code used': 'signIn',
  'sign-in refused': 'signIn',
  'sign-in throttled': 'signIn',
  'access refused': 'signIn',
  'signed in with school account': 'signIn',
  'sign-in options changed': 'signIn',
  'device signed out': 'signIn',
  'signed out everywhere': 'signIn',
  'course added': 'courses',
  'course edited': 'courses',
  'leave limit set': 'courses',
  'student enrolled': 'courses',
  'student unenrolled': 'courses',
  'enrolments imported': 'courses',
  'term added': 'terms',
  'term edited': 'terms',
  'term removed': 'terms',
  'holiday added': 'terms',
  'holiday removed': 'terms',
  'holidays imported': 'terms',
  'timetable set': 'terms',
  'timetables imported': 'terms',
  'timetables copied': 'terms',
  'lecture cancelled': 'terms',
  'lecture added': 'terms',
  'lecture change removed': 'terms',
  'roll taken': 'attendance',
  'roll corrected': 'attendance',
  'attendance rules set': 'attendance',
  'roll marks imported': 'attendance',
  'leave kind added': 'kinds',
  'leave kind edited': 'kinds',
};

/** The actions group by group, each group in the contract's order. */
export const groupedActions = (): Array<{ group: ActionGroup; actions: AuditAction[] }> =>
  ACTION_GROUPS.map((group) => ({ group, actions: AUDIT_ACTIONS.filter((action) => GROUP_OF[action] === group) }));
