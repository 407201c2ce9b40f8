/**
 * Which dates a student may apply for, from the school's today: a few days back (so a sick note
 * can be filed afterwards) and some months ahead. One request covers at most 30 days.
 */
import { addDays, datesFrom, isWeekend } from '@leave/contract';
import type { IsoDate, LeavePolicy } from '@leave/contract';
import { tooFarAhead, tooFarBack } from './leavePolicyWords';
import { leaveRuleMessages } from './messages';
import type { ServerMessage } from './serverMessages';

export interface LeavePolicySettings {
  /** How many days back leave may be applied for (14 unless set). */
  pastDays: number;
  /** How many days ahead (180 unless set). */
  aheadDays: number;
}

export const DEFAULT_LEAVE_POLICY: LeavePolicySettings = { pastDays: 14, aheadDays: 180 };

/** The most dates one request may span, the first included. */
export const MAX_RANGE_DAYS = 30;

export const leavePolicyFor = (today: IsoDate, settings: LeavePolicySettings): LeavePolicy => ({
  today,
  first_date: addDays(today, -settings.pastDays),
  last_date: addDays(today, settings.aheadDays),
  past_days: settings.pastDays,
  ahead_days: settings.aheadDays,
  max_range_days: MAX_RANGE_DAYS,
});

/** Why a date may not be applied for (its message, with its code), or null if it may. */
export function dateRefusalMessage(date: IsoDate, policy: LeavePolicy): ServerMessage | null {
  if (date < policy.first_date) return leaveRuleMessages.leaveTooFarBack(policy.past_days, policy.first_date);
  if (date > policy.last_date) return leaveRuleMessages.leaveTooFarAhead(policy.ahead_days, policy.last_date);
  return null;
}

/**
 * Why a date may not be applied for, in English, or null if it may: the same words as
 * `dateRefusalMessage`, from their own home, so a page that checks a date before sending it does
 * not download the leave rules' whole catalogue.
 */
export function dateRefusal(date: IsoDate, policy: LeavePolicy): string | null {
  if (date < policy.first_date) return tooFarBack(policy.past_days, policy.first_date);
  if (date > policy.last_date) return tooFarAhead(policy.ahead_days, policy.last_date);
  return null;
}

/** The dates a request covers, and the weekend dates it leaves out unless weekends are included. */
export function requestDates(from: IsoDate, to: IsoDate, includeWeekends: boolean) {
  const all = datesFrom(from, to);
  return {
    dates: includeWeekends ? all : all.filter((date) => !isWeekend(date)),
    skippedWeekends: includeWeekends ? [] : all.filter(isWeekend),
  };
}
