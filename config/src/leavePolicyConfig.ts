import { DEFAULT_LEAVE_POLICY, DEFAULT_SCHOOL_LOCALE } from '@leave/domain';
import type { LeavePolicySettings } from '@leave/domain';
import { todayIn } from '@leave/contract';
import type { IsoDate, LanguageCode } from '@leave/contract';
import { calendarDateFrom, flagFrom, localeFrom, nonNegativeFrom, positiveAtMostFrom, timeZoneFrom } from './env';
import { schoolLanguageFrom } from './schoolLanguage';

/** The documents' sweep runs hourly unless told; at most daily, so that a retention of days is kept to within one. */
export const DEFAULT_DOCUMENT_SWEEP_SECONDS = 3600;
export const MAX_DOCUMENT_SWEEP_SECONDS = 86_400;

export interface LeavePolicyConfig {
  leavePolicy: LeavePolicySettings;
  /** The school's time zone: its "today" for the date policy, cancelling and revoking. */
  schoolTimeZone: string;
  /** The school's locale (SCHOOL_LOCALE, default en-GB): how every screen beyond the seed's writes dates and times. */
  schoolLocale: string;
  /**
   * A fixed "today" for every date rule and for the demo data (SCHOOL_TODAY), so that test suites
   * and QA runs do not depend on the day they run; unset, today is the real date in the school's
   * time zone.
   */
  fixedToday?: IsoDate;
  /**
   * How many days the supporting documents of a request withdrawn or cancelled whole are kept
   * (DOCUMENT_RETENTION_DAYS).
   */
  documentRetentionDays: number;
  /** How often the sweep that removes them runs, in seconds (DOCUMENT_SWEEP_SECONDS); it also runs at start-up. */
  documentSweepSeconds: number;
  /**
   * Whether rejecting a pending leave needs a reason for the student (REJECTION_REASON_REQUIRED).
   * Off unless set: the spec's one-click Reject keeps working, and the comment stays optional.
   */
  rejectionReasonRequired: boolean;
  /**
   * The school's language (SCHOOL_LANGUAGE): the emails of an account that never chose one are
   * written in it (unset: English, the stored text).
   */
  schoolLanguage?: LanguageCode;
}

/**
 * LEAVE_PAST_DAYS, LEAVE_AHEAD_DAYS, SCHOOL_TIME_ZONE, SCHOOL_LOCALE, SCHOOL_TODAY,
 * DOCUMENT_RETENTION_DAYS, DOCUMENT_SWEEP_SECONDS and REJECTION_REASON_REQUIRED, read the same way
 * by both backends.
 */
export const readLeavePolicyConfig = (env: NodeJS.ProcessEnv = process.env): LeavePolicyConfig => ({
  leavePolicy: {
    pastDays: nonNegativeFrom(env, 'LEAVE_PAST_DAYS', DEFAULT_LEAVE_POLICY.pastDays),
    aheadDays: nonNegativeFrom(env, 'LEAVE_AHEAD_DAYS', DEFAULT_LEAVE_POLICY.aheadDays),
  },
  schoolTimeZone: timeZoneFrom(env, 'SCHOOL_TIME_ZONE', Intl.DateTimeFormat().resolvedOptions().timeZone),
  schoolLocale: localeFrom(env, 'SCHOOL_LOCALE', DEFAULT_SCHOOL_LOCALE),
  fixedToday: calendarDateFrom(env, 'SCHOOL_TODAY'),
  documentRetentionDays: nonNegativeFrom(env, 'DOCUMENT_RETENTION_DAYS', 30),
  documentSweepSeconds: positiveAtMostFrom(
    env,
    'DOCUMENT_SWEEP_SECONDS',
    DEFAULT_DOCUMENT_SWEEP_SECONDS,
    MAX_DOCUMENT_SWEEP_SECONDS,
  ),
  rejectionReasonRequired: flagFrom(env, 'REJECTION_REASON_REQUIRED', false),
  schoolLanguage: schoolLanguageFrom(env),
});

/** The school's today: the fixed one if set, else the real date in its time zone. */
export const schoolTodayOf = (config: Pick<LeavePolicyConfig, 'fixedToday' | 'schoolTimeZone'>): IsoDate =>
  config.fixedToday ?? todayIn(config.schoolTimeZone);
