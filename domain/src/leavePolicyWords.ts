/**
 * The leave policy's refusals in English, the one home of their words: the server says them as
 * `leaveRule.leaveTooFarBack` / `leaveTooFarAhead` (leaveRuleMessages.ts, with their codes), and
 * the Add Leave form says them before anything is sent (`dateRefusal`) from here alone, so the
 * student's first view does not download the whole catalogue of the leave rules.
 */
import type { IsoDate } from '@leave/contract';

export const tooFarBack = (days: number, first: IsoDate) =>
  `Leave can be applied for at most ${days} days back (from ${first})`;

export const tooFarAhead = (days: number, last: IsoDate) =>
  `Leave can be applied for at most ${days} days ahead (until ${last})`;
