import { DEFAULT_LEAVE_POLICY } from '@leave/domain';
import type { LeavePolicySettings } from '@leave/domain';
import { todayIn } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { calendarDateFrom, flagFrom, nonNegativeFrom, timeZoneFrom } from './env';

export interface LeavePolicyConfig {
  leavePolicy: LeavePolicySettings;
  /** The school's time zone: its "today" for the date policy, cancelling and revoking. */
  schoolTimeZone: string;
  /**
   * A fixed "today" for every date rule and for the demo data (SCHOOL_TODAY), so that test suites
   * and QA runs do not depend on the day they run; unset, today is the real date in the school's
   * time zone.
   */
  fixedToday?: IsoDate;
  /** How many days a withdrawn request's supporting documents are kept (DOCUMENT_RETENTION_DAYS). */
  documentRetentionDays: number;
  /**
   * Whether rejecting a pending leave needs a reason for the student (REJECTION_REASON_REQUIRED).
   * Off unless set: the spec's one-click Reject keeps working, and the comment stays optional.
   */
  rejectionReasonRequired: boolean;
}

/**
 * LEAVE_PAST_DAYS, LEAVE_AHEAD_DAYS, SCHOOL_TIME_ZONE, SCHOOL_TODAY, DOCUMENT_RETENTION_DAYS and
 * REJECTION_REASON_REQUIRED, read the same way by both backends.
 */
export const readLeavePolicyConfig = (env: NodeJS.ProcessEnv = process.env): LeavePolicyConfig => ({
  leavePolicy: {
    pastDays: nonNegativeFrom(env, 'LEAVE_PAST_DAYS', DEFAULT_LEAVE_POLICY.pastDays),
    aheadDays: nonNegativeFrom(env, 'LEAVE_AHEAD_DAYS', DEFAULT_LEAVE_POLICY.aheadDays),
  },
  schoolTimeZone: timeZoneFrom(env, 'SCHOOL_TIME_ZONE', Intl.DateTimeFormat().resolvedOptions().timeZone),
  fixedToday: calendarDateFrom(env, 'SCHOOL_TODAY'),
  documentRetentionDays: nonNegativeFrom(env, 'DOCUMENT_RETENTION_DAYS', 30),
  rejectionReasonRequired: flagFrom(env, 'REJECTION_REASON_REQUIRED', false),
});

/** The school's today: the fixed one if set, else the real date in its time zone. */
export const schoolTodayOf = (config: Pick<LeavePolicyConfig, 'fixedToday' | 'schoolTimeZone'>): IsoDate =>
  config.fixedToday ?? todayIn(config.schoolTimeZone);
