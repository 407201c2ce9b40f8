import { DEFAULT_LEAVE_POLICY } from '@leave/domain';
import type { LeavePolicySettings } from '@leave/domain';
import { nonNegativeFrom, timeZoneFrom } from './env';

export interface LeavePolicyConfig {
  leavePolicy: LeavePolicySettings;
  /** The school's time zone: its "today" for the date policy, cancelling and revoking. */
  schoolTimeZone: string;
}

/** LEAVE_PAST_DAYS, LEAVE_AHEAD_DAYS and SCHOOL_TIME_ZONE, read the same way by both backends. */
export const readLeavePolicyConfig = (env: NodeJS.ProcessEnv = process.env): LeavePolicyConfig => ({
  leavePolicy: {
    pastDays: nonNegativeFrom(env, 'LEAVE_PAST_DAYS', DEFAULT_LEAVE_POLICY.pastDays),
    aheadDays: nonNegativeFrom(env, 'LEAVE_AHEAD_DAYS', DEFAULT_LEAVE_POLICY.aheadDays),
  },
  schoolTimeZone: timeZoneFrom(env, 'SCHOOL_TIME_ZONE', Intl.DateTimeFormat().resolvedOptions().timeZone),
});
